/**
 * History summary rules (spec 3 §9). « Minutes de pratique » is the time really practised (issue 58
 * item 5, decision 0004), not the spec's flat 10 minutes a practice: one finished in a minute adds a
 * minute. « Cette semaine » is the dashboard's week (the Paris week's completed practices, decision
 * 0112), not the spec's "last 7 days".
 */
import { countThisWeek, type DatedPractice } from "~/dashboard/this-week";
import { parisDay } from "~/utils/dates";

/** The most one step of a practice counts (a tab left open on a step does not count for hours). */
export const STEP_CAP_SECONDS = 15 * 60;

export type HistoryStats = { total: number; thisWeek: number; minutes: number };

/** `practisedSeconds`: the finished practices' time, each step capped (history.server.ts). */
export function historyStats(practices: ReadonlyArray<DatedPractice>, practisedSeconds: number, now = new Date()): HistoryStats {
  return {
    total: practices.length,
    thisWeek: countThisWeek(practices, now),
    minutes: Math.round(Math.max(0, practisedSeconds) / 60),
  };
}

export type CalendarDay = { day: number; iso: string; practised: boolean; today: boolean } | null;

/**
 * The weeks of a month (Monday first) for the history calendar; `null` pads the first and
 * last weeks. `month` is 1–12.
 */
export function monthCalendar(year: number, month: number, practisedDays: ReadonlySet<string>, today: string): CalendarDay[][] {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7; // Monday = 0
  const cells: CalendarDay[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day++) {
    const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    cells.push({ day, iso, practised: practisedDays.has(iso), today: iso === today });
  }
  while (cells.length % 7) cells.push(null);
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month to show from a "?mois=2026-11" parameter, defaulting to the current Paris month. */
export function parseMonth(value: string | null, now = new Date()): { year: number; month: number } {
  const match = value?.match(/^(\d{4})-(\d{2})$/);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (month >= 1 && month <= 12 && year >= 2000 && year <= 2100) return { year, month };
  }
  const [year, month] = parisDay(now).split("-").map(Number);
  return { year: year!, month: month! };
}

export function shiftMonth({ year, month }: { year: number; month: number }, delta: number) {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const formatMonthParam = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, "0")}`;

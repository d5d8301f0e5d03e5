/**
 * Pure rules of the dashboard's figures (spec 3 §4, §9): weeks start on Monday and months on the 1st,
 * both in Europe/Paris; one reward level per 7 completed practices of the week; an in_progress session
 * older than one hour counts as abandoned. No I/O here.
 */
import { PARIS } from "~/utils/dates";

export const PRACTICES_PER_LEVEL = 7;
const ABANDON_AFTER_MS = 60 * 60 * 1000;
const CHART_DAYS = 28;

type DateParts = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const HOUR_MS = 3_600_000;

/** Paris offsets from UTC already looked up, by UTC hour (one Intl call each). */
const offsets = new Map<number, number>();

/**
 * Paris offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). Paris changes
 * its offset only on a whole UTC hour (01:00 UTC on the last Sundays of March and October), so one time
 * zone lookup per UTC hour is exact: a page's dates (its `now`, the chart's practices, the weeks'
 * midnights) cost a few lookups at most, then none.
 */
function parisOffset(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const part of partsFormat.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = part.value;
    const wallClock = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = wallClock - hour * HOUR_MS;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The wall-clock date and time in Paris of an instant; weekday 1 = Monday … 7 = Sunday. */
export function parisParts(instant: Date): DateParts {
  const time = instant.getTime();
  const wall = new Date(time + parisOffset(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay() || 7,
  };
}

/** "2026-11-21": the Paris calendar day of an instant given in milliseconds (as parisDay, through the offsets above). */
function parisDayOf(time: number): string {
  return new Date(time + parisOffset(time)).toISOString().slice(0, 10);
}

/** The instant of 00:00 in Paris on a calendar day (month 1-12; overflowing days roll over). */
function parisMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = midnights.get(guess);
  if (instant === undefined) {
    instant = guess - parisOffset(guess);
    // Near a DST change the offset at the first guess can differ from the offset at midnight itself.
    instant = guess - parisOffset(instant);
    if (midnights.size >= 4096) midnights.clear();
    midnights.set(guess, instant);
  }
  return new Date(instant);
}

/** Paris midnights already computed (each costs two time zone lookups; a page asks for the same few days). */
const midnights = new Map<number, number>();

export type Period = { start: Date; end: Date };

/** The Paris week (Monday 00:00 to next Monday 00:00) holding `now`, and its Monday as yyyy-MM-dd. */
export function weekBounds(now: Date): Period & { weekStart: string } {
  const p = parisParts(now);
  const start = parisMidnight(p.year, p.month, p.day - (p.weekday - 1));
  const end = parisMidnight(p.year, p.month, p.day - (p.weekday - 1) + 7);
  return { start, end, weekStart: parisDayOf(start.getTime()) };
}

/** The Paris calendar month holding `now`. */
export function monthBounds(now: Date): Period {
  const p = parisParts(now);
  return { start: parisMidnight(p.year, p.month, 1), end: parisMidnight(p.year, p.month + 1, 1) };
}

export function isWithin(instant: Date | string, period: Period): boolean {
  const t = new Date(instant).getTime();
  return t >= period.start.getTime() && t < period.end.getTime();
}

// ─── Abandonment ─────────────────────────────────────────────────────────────

/** Sessions created before this instant and still in_progress are abandoned. */
export function abandonCutoff(now: Date): string {
  return new Date(now.getTime() - ABANDON_AFTER_MS).toISOString();
}

export function effectiveStatus(
  session: { status: "in_progress" | "completed" | "abandoned"; createdAt: string },
  now: Date,
): "in_progress" | "completed" | "abandoned" {
  if (session.status === "in_progress" && session.createdAt < abandonCutoff(now)) return "abandoned";
  return session.status;
}

// ─── Weekly rewards ──────────────────────────────────────────────────────────

export type RewardState = {
  /** Completed practices this week. */
  count: number;
  /** Levels earned this week: 1 for 7 practices, 2 for 14… */
  earnedLevels: number[];
  claimedLevels: number[];
  /** The lowest earned level not yet claimed, or null. */
  claimableLevel: number | null;
  /** Progress toward the next level: count modulo 7, over 7. */
  progress: number;
  progressPercent: number;
};

function earnedLevel(count: number): number {
  return Math.floor(Math.max(0, count) / PRACTICES_PER_LEVEL);
}

/** Practices a level stands for (the claim button's label). */
export function levelPractices(level: number): number {
  return level * PRACTICES_PER_LEVEL;
}

export function rewardState(count: number, claimed: number[]): RewardState {
  const earned = earnedLevel(count);
  const earnedLevels = Array.from({ length: earned }, (_, i) => i + 1);
  const claimedLevels = [...new Set(claimed)].filter((l) => l >= 1 && l <= earned).sort((a, b) => a - b);
  const claimableLevel = earnedLevels.find((l) => !claimedLevels.includes(l)) ?? null;
  const progress = Math.max(0, count) % PRACTICES_PER_LEVEL;
  return {
    count,
    earnedLevels,
    claimedLevels,
    claimableLevel,
    progress,
    progressPercent: Math.round((progress / PRACTICES_PER_LEVEL) * 100),
  };
}

/** Why a claim is refused, or null when it may be stored. */
export function claimRefusal(level: number, count: number, claimed: number[]): "not-earned" | "already-claimed" | null {
  if (!Number.isInteger(level) || level < 1 || level > earnedLevel(count)) return "not-earned";
  if (claimed.includes(level)) return "already-claimed";
  return null;
}

// ─── Chart ───────────────────────────────────────────────────────────────────

export type DayCount = { day: string; count: number };

/** Completed practices per Paris day over the last `days` days, oldest first, today last. */
export function dailyCounts(completedAt: string[], now: Date, days = CHART_DAYS): DayCount[] {
  const { first, labels } = chartDays(parisParts(now), days);
  const result: DayCount[] = labels.map((day) => ({ day, count: 0 }));
  for (const at of completedAt) {
    // The practice's Paris calendar day, as a day number (no date string per practice).
    const time = Date.parse(at);
    const entry = result[Math.floor((time + parisOffset(time)) / DAY_MS) - first];
    if (entry) entry.count++;
  }
  return result;
}

const DAY_MS = 86_400_000;
/** The chart's days for one Paris date: the first one's day number and each day's label, made once a day. */
let chart = { key: "", first: 0, labels: [] as string[] };
function chartDays(today: DateParts, days: number) {
  const key = `${today.year}-${today.month}-${today.day}/${days}`;
  if (chart.key !== key) {
    // Calendar arithmetic on today's Paris date (a day is a day whatever the clock change): no time zone
    // lookup per day, which cost more than the rest of the dashboard's figures together.
    const first = Date.UTC(today.year, today.month - 1, today.day - (days - 1)) / DAY_MS;
    const labels = Array.from({ length: days }, (_, i) => new Date((first + i) * DAY_MS).toISOString().slice(0, 10));
    chart = { key, first, labels };
  }
  return chart;
}

/** The start of the chart's window (Paris midnight `days - 1` days ago). */
export function chartStart(now: Date, days = CHART_DAYS): Date {
  const p = parisParts(now);
  return parisMidnight(p.year, p.month, p.day - (days - 1));
}

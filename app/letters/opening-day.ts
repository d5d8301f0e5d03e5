import { canonicalTimeZone } from "~/utils/time-zone";

/**
 * When a sealed letter may open (issue 44 item 4, decision 0420): a calendar day, from tomorrow to five
 * years ahead, in the person's time zone (the browser's, Europe/Paris by default). The letter opens at
 * the first instant of that day there. Pure: no I/O, the clock is always passed in.
 */

/** The zone used when the browser named none, or one Intl does not know. */
export const DEFAULT_TIME_ZONE = "Europe/Paris";
/** How far ahead a letter may be sealed. */
const MAX_YEARS_AHEAD = 5;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone as given when Intl knows it (an IANA name such as "America/Montreal"), else Europe/Paris. */
export function timeZoneOrDefault(value: unknown): string {
  // The one zone rule (app/utils/time-zone.ts): an offset such as "-02:41" is no zone, and a letter
  // sealed « until tomorrow » in it once opened a minute later (issue 56 item 3).
  return canonicalTimeZone(value) ?? DEFAULT_TIME_ZONE;
}

/** "2027-03-21": the calendar day of an instant in a zone. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether the text is a real calendar day "YYYY-MM-DD" (no 31 April, no 29 February of a common year). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day `years` later; a 29 February becomes the 28th in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y + years, m - 1, Math.min(d, last))));
}

/** The first and last days a letter written at `now` may be sealed until, in that zone. */
export function openingRange(timeZone: string, now: Date): { first: string; last: string } {
  const today = dayIn(timeZone, now);
  return { first: addDays(today, 1), last: addYears(today, MAX_YEARS_AHEAD) };
}

export type OpeningDayFault = "not-a-day" | "too-soon" | "too-far";

/** Why a day cannot be chosen (null when it can): days compare as text, "YYYY-MM-DD". */
export function openingDayFault(day: string, timeZone: string, now: Date): OpeningDayFault | null {
  if (!isCalendarDay(day)) return "not-a-day";
  const { first, last } = openingRange(timeZone, now);
  if (day < first) return "too-soon";
  if (day > last) return "too-far";
  return null;
}

/**
 * The first instant of `day` in the zone: midnight, or the first minute that exists when a change of
 * clock skips midnight there. Found by halving a window that holds it whatever the zone's offset.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = toUtc(day).getTime();
  let low = midnightUtc - 15 * 3_600_000; // no zone is ahead of UTC by more than 14 h
  let high = midnightUtc + 13 * 3_600_000; // nor behind by more than 12 h
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (dayIn(timeZone, new Date(middle)) >= day) high = middle;
    else low = middle;
  }
  return new Date(high);
}

export type LetterState = "sealed" | "waiting" | "opened";

/**
 * A letter is sealed until its instant comes, then waiting until its author opens it. An instant in
 * the future always means sealed, whatever else the row says.
 */
export function letterState(letter: { opensAt: string; openedAt: string | null }, now: Date): LetterState {
  if (new Date(letter.opensAt).getTime() > now.getTime()) return "sealed";
  return letter.openedAt ? "opened" : "waiting";
}

const longDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "21 mars 2027": a calendar day as written in French (a day, not an instant: no zone to apply). */
export function formatDay(day: string): string {
  return isCalendarDay(day) ? longDay.format(toUtc(day)) : day;
}

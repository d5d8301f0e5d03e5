/**
 * When a rendez-vous falls due (issue 44): a pure rule over the person's local wall clock, read through
 * Intl (the platform's time zone data), never through a hand-written table of daylight-saving dates.
 *
 * A reminder is a set of weekdays (ISO: 1 = Monday … 7 = Sunday) and a local time "HH:mm" in an IANA time
 * zone. Its occurrences are UTC minutes. Across daylight-saving changes (decision 0401):
 * - a local time that does not exist that day (02:30 on the spring-forward Sunday in Paris) is read with
 *   the offset in force before the gap, as RFC 5545 and Temporal's "compatible" do: it falls at 03:30;
 * - a local time that happens twice (02:30 on the fall-back Sunday) falls on its first occurrence only.
 */

import { isIanaTimeZone } from "~/utils/time-zone";

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type ReminderRule = {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly Weekday[];
  /** Local time, "HH:mm". */
  time: string;
  /** IANA time zone, e.g. "Europe/Paris". */
  timeZone: string;
};

export type PersonRule = {
  /** Quiet hours, local "HH:mm" to "HH:mm" (may wrap midnight); an occurrence inside is skipped. */
  quietStart?: string | null;
  quietEnd?: string | null;
  /** Local date "YYYY-MM-DD": no occurrence before this day (a pause). */
  pausedUntil?: string | null;
  /** Everything stopped: no occurrence at all. */
  stopped?: boolean;
};

export const DEFAULT_TIME_ZONE = "Europe/Paris";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA time zone of Intl's list ("Europe/Paris", "America/Montreal"); never an offset (app/utils/time-zone.ts). */
export const isTimeZone = (value: string): boolean => isIanaTimeZone(value);

/** The wall clock of `instant` in `timeZone`, as milliseconds of a UTC date with the same fields. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in winter: +3 600 000). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

/** The UTC instant when local wall time `wall` (a UTC-fielded date) happens; see the DST rules above. */
export function wallToUtc(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [...new Set([wall - before, wall - after])].filter((t) => wallClock(t, timeZone) === wall).sort((a, b) => a - b);
  // Twice (fall back): the first. Never (spring forward): with the offset before the gap.
  return candidates[0] ?? wall - before;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when local `time` is inside quiet hours [start, end), which may wrap midnight. */
export function inQuietHours(time: string, start?: string | null, end?: string | null): boolean {
  if (!start || !end || start === end) return false;
  const t = minutesOf(time);
  const s = minutesOf(start);
  const e = minutesOf(end);
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/** A UTC minute as the key and index format: "2027-03-28T01:30Z". */
export function minuteKey(instant: number | Date): string {
  const t = typeof instant === "number" ? instant : instant.getTime();
  return new Date(Math.floor(t / MINUTE) * MINUTE).toISOString().slice(0, 16) + "Z";
}

/** The local calendar date "YYYY-MM-DD" of `instant` in `timeZone`. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The local "HH:mm" of `instant` in `timeZone`. */
export function localTime(instant: number, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(11, 16);
}

/**
 * The first occurrence strictly after `after`, as a UTC minute (ms), or null when none will come
 * (stopped, no day chosen, or the time sits inside the quiet hours).
 */
export function nextOccurrence(rule: ReminderRule, person: PersonRule, after: number | Date): number | null {
  const from = typeof after === "number" ? after : after.getTime();
  if (person.stopped || rule.days.length === 0) return null;
  if (inQuietHours(rule.time, person.quietStart, person.quietEnd)) return null;
  const [hours, minutes] = [Number(rule.time.slice(0, 2)), Number(rule.time.slice(3, 5))];
  let startDay = Date.parse(localDate(from, rule.timeZone) + "T00:00:00Z");
  if (person.pausedUntil) startDay = Math.max(startDay, Date.parse(person.pausedUntil + "T00:00:00Z"));
  // The day before too: a wall time read with the offset before a gap may land after `from` a day late.
  for (let day = startDay - DAY; day <= startDay + 8 * DAY; day += DAY) {
    const weekday = (((new Date(day).getUTCDay() + 6) % 7) + 1) as Weekday;
    if (!rule.days.includes(weekday)) continue;
    if (person.pausedUntil && new Date(day).toISOString().slice(0, 10) < person.pausedUntil) continue;
    const instant = wallToUtc(day + (hours * 60 + minutes) * MINUTE, rule.timeZone);
    if (instant > from) return instant;
  }
  return null;
}

/** Is this reminder due at UTC minute `minute`? */
export function isDueAt(rule: ReminderRule, person: PersonRule, minute: number | Date): boolean {
  const at = Math.floor((typeof minute === "number" ? minute : minute.getTime()) / MINUTE) * MINUTE;
  return nextOccurrence(rule, person, at - 1) === at;
}

/** "1,3,5" ⇄ [1, 3, 5], as stored. */
export function parseDays(stored: string): Weekday[] {
  return stored
    .split(",")
    .map(Number)
    .filter((n): n is Weekday => Number.isInteger(n) && n >= 1 && n <= 7);
}

export function storeDays(days: readonly number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(",");
}

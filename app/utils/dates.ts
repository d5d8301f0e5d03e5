/**
 * French dates through Intl, always in the Europe/Paris time zone. Each formatter is built once per
 * module (building one costs far more than using it: about 3.4 ms of each /forum render went there), on
 * its first use: a page that formats no date never builds one (decision 0370). Relative times ("il y a
 * 5 minutes") are apart, in relative-time.ts (decision 0446).
 */
import { builtOnce } from "./built-once";

export const PARIS = "Europe/Paris";

const dayKey = builtOnce(() => new Intl.DateTimeFormat("en-CA", { timeZone: PARIS, year: "numeric", month: "2-digit", day: "2-digit" }));
const shortDate = builtOnce(() => new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: PARIS }));
const longDay = builtOnce(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: PARIS }));
const clock = builtOnce(() => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: PARIS }));
const dayMonth = builtOnce(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: PARIS }));

/** "2026-11-21": the Paris calendar day of an instant (history calendar, dashboard weeks and chart). */
export function parisDay(date: Date | string): string {
  const instant = typeof date === "string" ? new Date(date) : date;
  // Once per minute (Paris changes day on a whole minute): a time zone lookup costs more than the rest
  // of the dashboard's quota key. No `import.meta.env` here: the browser tests import this file in Node.
  const minute = Math.floor(instant.getTime() / 60_000);
  let day = daysByMinute.get(minute);
  if (day === undefined) {
    day = dayKey().format(instant);
    if (daysByMinute.size >= 4096) daysByMinute.clear();
    daysByMinute.set(minute, day);
  }
  return day;
}
const daysByMinute = new Map<number, string>();

// Every page's footer shows the day: on the server it is formatted once a minute, not once a request
// (Paris changes day on a whole minute, so an instant's minute gives its day). Not in the browser's build.
let buildDate = { minute: Number.NaN, text: "" };

export function formatBuildDate(date: Date): string {
  if (!import.meta.env.SSR) return shortDate().format(date);
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute !== buildDate.minute) buildDate = { minute, text: shortDate().format(date) };
  return buildDate.text;
}

/** "21 nov." (the dashboard's before/after chart). */
export function formatShortDate(date: Date | string): string {
  return dayMonth().format(typeof date === "string" ? new Date(date) : date);
}

// On the server, the long dates of the lists (each card's title) are the same instants request after
// request: each is formatted once (two Intl calls) and kept, up to LONG_DATES_KEPT, then the memo starts
// again. The browser formats a list once: the memo is not in its build (import.meta.env.SSR is false).
const LONG_DATES_KEPT = 2000;
const longDates = new Map<string, string>();

/** "21 novembre 2026 à 14:05" (spec 3 §9). */
export function formatLongDateTime(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  if (!import.meta.env.SSR) return `${longDay().format(d)} à ${clock().format(d)}`;
  const key = typeof date === "string" ? date : String(d.getTime());
  let text = longDates.get(key);
  if (text === undefined) {
    text = `${longDay().format(d)} à ${clock().format(d)}`;
    if (longDates.size >= LONG_DATES_KEPT) longDates.clear();
    longDates.set(key, text);
  }
  return text;
}

/**
 * Relative French times ("il y a 5 minutes", "hier"), the one place for them (decision 0446). They need
 * no time zone, so no Intl: a table, the same on the server and in the browser, so that a page's
 * hydration builds no formatter (the first one loads the browser's locale data, a long task on a cheap
 * phone). Apart from dates.ts, which every page loads in the shell: only the pages that show a relative
 * time (the forum, the chat) load this.
 */
import { formatNumber } from "./numbers";
import { pluralWord } from "./plural";

/** The units a relative time reads in. */
export type RelativeUnit = "minute" | "hour" | "day" | "week" | "month" | "year";

/**
 * Each unit, its size in seconds, and the rounded count at which the next unit takes over. The count
 * is rounded before the unit is chosen, so 59 min 40 s reads "il y a 1 heure", never "il y a 60 minutes"
 * (issue 30 item 10).
 */
const UNITS: [RelativeUnit, number, number][] = [
  ["minute", 60, 60],
  ["hour", 3600, 24],
  ["day", 24 * 3600, 7],
  ["week", 7 * 24 * 3600, 5],
  ["month", 30 * 24 * 3600, 12],
  ["year", 365 * 24 * 3600, Number.POSITIVE_INFINITY],
];

/** The unit and rounded count a distance in seconds reads best in; null under a minute. */
export function relativeUnit(seconds: number): { value: number; unit: RelativeUnit } | null {
  if (Math.abs(seconds) < 60) return null;
  for (const [unit, size, next] of UNITS) {
    const value = Math.round(seconds / size);
    // Four weeks and some days: "il y a 1 mois" only from 30 days on.
    if (unit === "week" && Math.abs(seconds) >= 30 * 24 * 3600) continue;
    if (Math.abs(value) < next) return { value, unit };
  }
  return null;
}

/**
 * What Intl.RelativeTimeFormat("fr", { numeric: "auto" }) writes, as a table: the page's hydration
 * never builds one (its first one loads the browser's locale data, a long task on a cheap phone), and
 * the server writes the same words with the same function (decision 0446). Each unit: its word for one,
 * then what it says for -1, +1, -2 and +2 where it has a name. Tested against Intl for every unit and
 * count, both signs.
 */
const RELATIVE: Record<RelativeUnit, string[]> = {
  minute: ["minute"],
  hour: ["heure"],
  day: ["jour", "hier", "demain", "avant-hier", "après-demain"],
  week: ["semaine", "la semaine dernière", "la semaine prochaine"],
  month: ["mois", "le mois dernier", "le mois prochain"],
  year: ["an", "l’année dernière", "l’année prochaine"],
};

/** relativeText(-5, "minute") → "il y a 5 minutes"; relativeText(-1, "day") → "hier". Whole counts, never 0. */
export function relativeText(value: number, unit: RelativeUnit): string {
  const [one, ...named] = RELATIVE[unit];
  const name = named[Math.abs(value) * 2 - (value < 0 ? 2 : 1)];
  if (name) return name;
  const count = `${formatNumber(Math.abs(value))} ${pluralWord(value, one, one.endsWith("s") ? one : `${one}s`)}`;
  return value < 0 ? `il y a ${count}` : `dans ${count}`;
}

/** "il y a 5 minutes", "hier"… */
export function formatRelative(date: Date | string, now: Date = new Date()): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const found = relativeUnit(Math.round((d.getTime() - now.getTime()) / 1000));
  if (!found) return "à l'instant";
  return relativeText(found.value, found.unit);
}

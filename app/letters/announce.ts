/**
 * When a sealed letter's notice may go (issue 44, decision 0409). The letter itself opens at the first
 * instant of its day (opening-day.ts); its notice waits for the person's hours:
 * - not before 09:00 on its day, in the letter's zone (never a phone buzzing at midnight);
 * - not while the person pauses their rendez-vous: from 09:00 on the day the pause ends, in their zone;
 * - never inside their quiet hours (in their zone, possibly across midnight): at the end of them;
 * - never at all once they stopped everything (« Arrêter tous mes rendez-vous »): the app still shows
 *   « Une lettre vous attend ».
 * Pure, read through the zoned helpers of « Mes rendez-vous » (app/rendez-vous/due.ts), clock passed in.
 */
import { inQuietHours, localDate, localTime, wallToUtc, type PersonRule } from "~/rendez-vous/due";

/** The daytime hour a letter's notice waits for, local. */
const LETTER_NOTICE_TIME = "09:00";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The UTC instant of local "HH:mm" on local day "YYYY-MM-DD" in `timeZone` (across daylight saving: due.ts). */
function at(day: string, time: string, timeZone: string): number {
  return wallToUtc(Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * MINUTE, timeZone);
}

/** The earliest a letter opening on `opensOn` (its zone `timeZone`) may be announced: 09:00 that day. */
export function firstNoticeAt(opensOn: string, timeZone: string): number {
  return at(opensOn, LETTER_NOTICE_TIME, timeZone);
}

/** The person's hours, as « Mes rendez-vous » keeps them (rendez_vous_settings), with their zone. */
export type PersonHours = PersonRule & { timeZone: string };

/**
 * The first instant at or after `now` the letter's notice may go, or null when it never will (everything
 * stopped). A person with no settings has no quiet hours and no pause.
 */
export function letterNoticeAt(letter: { opensOn: string; timeZone: string }, person: PersonHours | null, now: number): number | null {
  if (person?.stopped) return null;
  let when = Math.max(now, firstNoticeAt(letter.opensOn, letter.timeZone));
  if (!person) return when;
  const zone = person.timeZone;
  if (person.pausedUntil && localDate(when, zone) < person.pausedUntil) {
    when = Math.max(when, at(person.pausedUntil, LETTER_NOTICE_TIME, zone));
  }
  if (person.quietStart && person.quietEnd && inQuietHours(localTime(when, zone), person.quietStart, person.quietEnd)) {
    // The end of the quiet hours: today's, or tomorrow's when today's is already behind (they wrap midnight).
    const today = localDate(when, zone);
    let end = at(today, person.quietEnd, zone);
    if (end <= when) end = at(new Date(Date.parse(`${today}T00:00:00Z`) + DAY).toISOString().slice(0, 10), person.quietEnd, zone);
    when = end;
  }
  return when;
}

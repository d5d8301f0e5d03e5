/**
 * Whether a community notice may go outside the app now (issue 57, decision 0475): the person's quiet
 * hours, pause and « Arrêter » of « Mes rendez-vous » hold for every kind. Pure.
 */
import { inQuietHours, localDate, localTime } from "~/rendez-vous/due";
import { isIanaTimeZone } from "~/utils/time-zone";

export type OutsideRule = {
  timeZone?: string | null;
  quietStart?: string | null;
  quietEnd?: string | null;
  /** Local date "YYYY-MM-DD" outside notices resume on. */
  pausedUntil?: string | null;
  stopped?: boolean;
};

export type Gate = { send: true } | { send: false; reason: "stopped" | "paused" } | { send: false; reason: "quiet"; waitSeconds: number };

/** Cloudflare Queues' longest delay (12 hours). */
const MAX_WAIT_SECONDS = 12 * 60 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function outsideGate(rule: OutsideRule, now: Date): Gate {
  if (rule.stopped) return { send: false, reason: "stopped" };
  const zone = rule.timeZone && isIanaTimeZone(rule.timeZone) ? rule.timeZone : "Europe/Paris";
  const at = now.getTime();
  if (rule.pausedUntil && localDate(at, zone) < rule.pausedUntil) return { send: false, reason: "paused" };
  const time = localTime(at, zone);
  if (!inQuietHours(time, rule.quietStart, rule.quietEnd)) return { send: true };
  // Until the quiet hours' end; at most 12 hours, the longest a queued message may wait (then it asks again).
  const wait = (minutesOf(rule.quietEnd!) - minutesOf(time) + 24 * 60) % (24 * 60) || 24 * 60;
  return { send: false, reason: "quiet", waitSeconds: Math.min(wait * 60 - now.getUTCSeconds(), MAX_WAIT_SECONDS) };
}

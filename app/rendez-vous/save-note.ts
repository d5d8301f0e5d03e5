/**
 * What a rendez-vous being saved will really do (issue 56 item 7, decision 0474): nothing while
 * everything is stopped, nothing before a pause ends, never inside the quiet hours. The page says so
 * under the form, as the fields change (JavaScript) and after the save (without), with the fix.
 */
import { inQuietHours } from "./due";

export type SaveNote = "stopped" | "paused" | "quiet";
export const SAVE_NOTES: readonly SaveNote[] = ["stopped", "paused", "quiet"];

export function saveNoteOf(
  time: string,
  settings: { stopped: boolean; pausedUntil: string; quietStart: string; quietEnd: string },
  today: string,
): SaveNote | null {
  if (settings.stopped) return "stopped";
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time) && inQuietHours(time, settings.quietStart, settings.quietEnd)) return "quiet";
  if (settings.pausedUntil && settings.pausedUntil > today) return "paused";
  return null;
}

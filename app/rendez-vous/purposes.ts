/** What a rendez-vous is for, as the person reads it (issue 44). Pure: the page and the server share it. */
import type { ReminderPurpose } from "./kinds";

export const PURPOSE_LABELS: Record<ReminderPurpose, string> = {
  practice: "Une pratique, au choix du moment",
  tool: "Un outil précis",
  mood: "Noter mon humeur",
};

/** Where a notification's tap lands first: it notes that this rendez-vous was opened, then goes on (decision 0406). */
export function openedPath(path: string): string {
  return `/rendez-vous/ouvert?vers=${encodeURIComponent(path)}`;
}

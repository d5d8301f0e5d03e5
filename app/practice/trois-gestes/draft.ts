/**
 * With JavaScript, the written practice's answers are mirrored in this tab's sessionStorage, so a
 * refresh of the written steps or of the bilan loses nothing (without JavaScript they travel in
 * the form posts). Cleared once the bilan is saved. Kept under the person's own key in the device store
 * (a visitor's under the visitor's), forgotten at sign-out: the next person never resumes it (issue 41).
 */
import { browserOwnedStorage } from "~/device/owner";
import type { WrittenState } from "./written-flow";

const KEY = "trois_gestes_ecrit_draft";

export function saveWrittenDraft(state: WrittenState) {
  try {
    browserOwnedStorage("session")?.setItem(KEY, JSON.stringify({ ...state, error: null }));
  } catch {
    // A full or blocked storage only loses the refresh safety net.
  }
}

export function readWrittenDraft(): WrittenState | null {
  try {
    const raw = browserOwnedStorage("session")?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as WrittenState) : null;
    return parsed && typeof parsed.step === "number" && typeof parsed.answers === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function clearWrittenDraft() {
  try {
    browserOwnedStorage("session")?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

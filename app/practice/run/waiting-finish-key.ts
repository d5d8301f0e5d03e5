/**
 * What a page may know of the ends waiting on this device (waiting-finish.ts) without loading it: the
 * storage key, whether something waits, and the runs whose screen is open in this tab. The key is the
 * person's own in the device store (device-store.ts).
 */
import { browserOwnedStorage } from "~/device/owner";

export const WAITING_FINISHES_KEY = "waiting_finishes";

/** Sessions whose practice screen is open in this tab: that screen sends their answers and end itself. */
export const OPEN_RUNS = new Set<string>();

/** Whether an end of `owner` (by default who the page names) waits on this device (for this session, when one is named). */
export function hasWaitingFinish(sessionId?: string, owner?: string): boolean {
  try {
    const stored = browserOwnedStorage("local", owner)?.getItem(WAITING_FINISHES_KEY) ?? null;
    if (stored === null || sessionId === undefined) return stored !== null;
    return Object.prototype.hasOwnProperty.call(JSON.parse(stored), sessionId);
  } catch {
    return false;
  }
}

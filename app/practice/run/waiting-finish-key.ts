/**
 * What a page may know of the ends waiting on this device (waiting-finish.ts) without loading it: the
 * storage key, whether something waits, and the runs whose screen is open in this tab.
 */
export const WAITING_FINISHES_KEY = "waiting_finishes";

/** Sessions whose practice screen is open in this tab: that screen sends their answers and end itself. */
export const OPEN_RUNS = new Set<string>();

/** Whether an end waits on this device (for this session, when one is named). */
export function hasWaitingFinish(sessionId?: string): boolean {
  try {
    const stored = localStorage.getItem(WAITING_FINISHES_KEY);
    if (stored === null || sessionId === undefined) return stored !== null;
    return Object.prototype.hasOwnProperty.call(JSON.parse(stored), sessionId);
  } catch {
    return false;
  }
}

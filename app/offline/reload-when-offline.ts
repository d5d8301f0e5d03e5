/**
 * With no network, a move inside the app fails to fetch the next page's data and the router shows the
 * error screen. The address is already the page asked for: loading it whole lets the service worker
 * answer (its stored copy, or the offline page). Once per address and half-minute, so it never loops.
 */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|network request failed/i;
const KEY = "rvi_offline_reload";

export function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || (error instanceof TypeError && FETCH_FAILED.test(error.message));
}

export function reloadWhenOffline(error: unknown): void {
  if (!isNetworkFailure(error, navigator.onLine) || !navigator.serviceWorker?.controller) return;
  const here = window.location.href;
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { href: string; at: number } | null;
    if (last && last.href === here && Date.now() - last.at < 30_000) return;
    sessionStorage.setItem(KEY, JSON.stringify({ href: here, at: Date.now() }));
  } catch {
    return;
  }
  window.location.reload();
}

/** What the page says to the service worker: the waiting version may take over (« Recharger »). */
export const SKIP_WAITING = "rvi:skip-waiting";
/** What a page says to the active worker in its idle time: keep the rest of the build and the other public pages. */
export const KEEP_LATER = "rvi:keep-later";

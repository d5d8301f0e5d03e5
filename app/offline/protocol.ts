/** What the page says to the service worker: the waiting version may take over (« Recharger »). */
export const SKIP_WAITING = "rvi:skip-waiting";

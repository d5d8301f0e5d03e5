/**
 * The offline features' browser side, loaded after hydration (issue 33): registers the service worker,
 * says when a new version waits, and keeps links working with no network. Its own chunk: nothing of it
 * weighs on a page's first load.
 */
import { SKIP_WAITING } from "./protocol";

/** Called with `apply` when a new version is installed and waits; `apply` makes it take over and reloads. */
export function startOffline(onUpdateReady: (apply: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("click", wholePageLinksWhenOffline, true);

  let applying = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Only after « Recharger »: the first version taking the page must not reload it.
    if (applying) window.location.reload();
  });
  const offer = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return;
    onUpdateReady(() => {
      applying = true;
      waiting.postMessage({ type: SKIP_WAITING });
    });
  };
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      offer(registration);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed") offer(registration);
        });
      });
    })
    .catch((error) => console.error("service worker", error));
}

/**
 * With no network the app's router cannot fetch the next page's data: a click on a link of this site
 * then loads the whole page, which the service worker answers (the stored page, or the offline page).
 * Stopped at the window, before the app sees it; the browser follows the link itself.
 */
function wholePageLinksWhenOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  // A link to the same page (a step of a run, a choice made on the screen) stays with the app.
  if (url.pathname === window.location.pathname) return;
  event.stopPropagation();
}

/**
 * The offline features' browser side, loaded after hydration (issue 33): registers the service worker,
 * says when a new version waits, and keeps links working with no network. Its own chunk: nothing of it
 * weighs on a page's first load.
 */
import { KEEP_LATER, SKIP_WAITING } from "./protocol";

/** Called with `apply` when a new version is installed and waits; `apply` makes it take over and reloads. */
export function startOffline(onUpdateReady: (apply: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("click", wholePageLinksWhenOffline, true);

  const offer = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return;
    onUpdateReady(() => takeOver(waiting));
  };
  // Registered once the page has loaded and the browser is idle: a first visit's worker installs by
  // fetching the hard-day path's pages and code, which then no longer compete with the page's own first
  // steps on a slow phone and network (decisions 0370, 0478). Once it is in place, the page asks it, at
  // its next idle moment, to keep the rest.
  whenLoadedAndIdle(() => {
    void navigator.serviceWorker.ready.then((registration) => whenIdle(() => registration.active?.postMessage({ type: KEEP_LATER })));
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
  });
}

/** At the next idle moment (at most 2 s later; Safari without idle callbacks: at once). */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else run();
}

/** After the window's `load`, at the next idle moment. */
function whenLoadedAndIdle(run: () => void) {
  if (document.readyState === "complete") whenIdle(run);
  else window.addEventListener("load", () => whenIdle(run), { once: true });
}

let reloading = false;

/**
 * « Recharger »: the waiting version takes over, and the page reloads once, when that version is active
 * (or was replaced by a newer one, whose own notice then shows). Not at `controllerchange`: the new
 * version claims the page while it is still activating, and a reload started then met Chromium
 * installing yet another copy of the worker, which claimed the page again; reloading at every
 * `controllerchange` made that a loop where the page never loaded (decision 0280).
 */
function takeOver(waiting: ServiceWorker) {
  const settled = () => waiting.state === "activated" || waiting.state === "redundant";
  const reloadOnce = () => {
    if (reloading || !settled()) return;
    reloading = true;
    window.location.reload();
  };
  waiting.addEventListener("statechange", reloadOnce);
  waiting.postMessage({ type: SKIP_WAITING });
  reloadOnce();
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

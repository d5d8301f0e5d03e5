/// <reference lib="webworker" />
/**
 * The service worker (issue 33, decision 0240), built by vite-plugin-pwa (`injectManifest`) with Workbox.
 *
 * - The hard-day path first (issue 58, decision 0478): its pages (`HARD_DAY_PAGES`), the chooser's data
 *   and the code they run are precached at install, so that they work offline as soon as the worker is
 *   in place, in the first visit's idle time. The rest of the build (`later` in the manifest,
 *   scripts/hard-day-assets.mjs) and the other public pages are kept next, when a page asks
 *   (`KEEP_LATER`, in its idle time), in a cache of this build's own.
 * - Assets are served from those caches: their names carry a hash, so a kept copy is never stale.
 *   Pages are rendered for a visitor (asked for without cookies), with one revision per build, and
 *   always asked of the network first; the kept copy answers only when the network fails: online,
 *   every page stays fresh and server-rendered.
 * - Every other page goes to the network only, and is never stored: a page of a person's records
 *   can never be served from here to anyone. With no network it is answered by the offline page.
 * - Guided audio is kept only when the person chose « Écouter hors ligne » (`guided-audio.ts`).
 *
 * A new version waits until the page asks it to take over (« Recharger »); precache entries of older
 * builds are deleted when it does.
 */
import { clientsClaim } from "workbox-core";
import { addPlugins, addRoute, cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { GUIDED_AUDIO_CACHE, isGuidedAudio } from "./guided-audio-files";
import { HARD_DAY_PAGES, LATER_PAGES, OFFLINE_DATA, OFFLINE_PAGE, isPublicPage, offlinePageFor } from "./public-pages";
import { KEEP_LATER, SKIP_WAITING } from "./protocol";
import { noticeView, sameOriginPath, STOP_ACTION } from "./notice-view";

type Entry = { url: string; revision?: string | null; later?: boolean };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | Entry> };

const assets = self.__WB_MANIFEST;

/** One revision for the pages of this build: a digest of every asset's name and revision. */
function buildRevision(entries: typeof assets): string {
  const text = entries.map((entry) => (typeof entry === "string" ? entry : `${entry.url}@${entry.revision ?? ""}`)).join("\n");
  // FNV-1a, 32 bits, twice with two seeds: a change of any asset changes it.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  return `${a.toString(36)}${b.toString(36)}`;
}

const pagesRevision = buildRevision(assets);

// Every entry is asked for without cookies: a public page is stored as a visitor sees it, never with a
// signed-in person's name or badge in it.
const asVisitor = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    new Request(request.url, { credentials: "omit", cache: "no-store", redirect: "error" }),
};
addPlugins([asVisitor]);
const entries = assets.map((entry): Entry => (typeof entry === "string" ? { url: entry, revision: null } : entry));
precache([
  ...entries.filter((entry) => !entry.later).map(({ url, revision }) => ({ url, revision })),
  ...[...HARD_DAY_PAGES, ...OFFLINE_DATA].map((url) => ({ url, revision: pagesRevision })),
]);
cleanupOutdatedCaches();

// The rest, kept next in this build's own cache; older builds' are deleted when this one takes over.
const LATER_CACHE = `rvi-ensuite-${pagesRevision}`;
const later = new CacheFirst({ cacheName: LATER_CACHE, plugins: [asVisitor] });
const laterAssets = new Set(entries.filter((entry) => entry.later).map((entry) => new URL(entry.url, self.location.href).pathname));
const laterUrls = [...laterAssets, ...LATER_PAGES];

/** Keeps what is not kept yet, one file at a time (the person's own requests come first); true when all is. */
async function keepLater(event: ExtendableEvent): Promise<boolean> {
  const cache = await caches.open(LATER_CACHE);
  for (const url of laterUrls) {
    if (await cache.match(url)) continue;
    const [response] = later.handleAll({ event, request: new Request(url) });
    // No network: the next page's request tries again.
    if (
      !(await response.then(
        (r) => r.ok,
        () => false,
      ))
    )
      return false;
  }
  return true;
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => /^rvi-ensuite-/.test(name) && name !== LATER_CACHE).map((name) => caches.delete(name))),
      ),
  );
});

// Pages: the network first and only; the precached visitor copy of a public page, or the offline page,
// when it fails. Nothing a page answers is stored here. A network that has not answered in 8 s gets the
// same help (the crisis lines at once rather than a page that never comes), but the offline page then
// says the network is slow, not that the person is offline (decision 0458): the worker keeps its own
// clock so that it knows which of the two happened.
const NAVIGATION_TIMEOUT_MS = 8_000;
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new Error("navigation timed out"));
      }, NAVIGATION_TIMEOUT_MS);
    });
    try {
      return await Promise.race([network.handle(options), tooSlow]);
    } catch {
      const url = new URL(options.request.url);
      const path = url.pathname.replace(/(.)\/+$/, "$1");
      const page = isPublicPage(path) ? ((await matchPrecache(path)) ?? (await caches.match(path, { cacheName: LATER_CACHE }))) : undefined;
      if (page) return page;
      // Any other page: the offline page, at its own address (the app hydrates the route it shows),
      // remembering the page asked for (« Réessayer ») and whether the network was only slow.
      if (url.pathname === OFFLINE_PAGE) return Response.error();
      const reason = timedOut && self.navigator.onLine ? "slow" : "offline";
      return Response.redirect(new URL(offlinePageFor(url.pathname + url.search, reason), url).href, 303);
    } finally {
      clearTimeout(timer);
    }
  }),
);

// Assets (and only assets: pages were matched above) from the precache, or from the rest once kept.
addRoute();
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && laterAssets.has(url.pathname),
  later,
);

// The guided audio the person chose to keep (never anything else of /audio).
registerRoute(
  ({ url, request }) => request.method === "GET" && isGuidedAudio(url.pathname),
  async ({ request }) => {
    const kept = await caches.match(request.url, { cacheName: GUIDED_AUDIO_CACHE });
    return kept ? partial(request, kept) : fetch(request);
  },
);

/** A stored file answered to a Range request (the audio element asks for ranges). */
async function partial(request: Request, stored: Response): Promise<Response> {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("Range") ?? "");
  if (!range) return stored;
  const body = await stored.arrayBuffer();
  const size = body.byteLength;
  const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== "" && range[2] !== "" ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start > end || start >= size) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  const headers = new Headers(stored.headers);
  headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  headers.set("Content-Length", String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, headers });
}

// A new version waits; the page's « Recharger » lets it take over. A page in its idle time asks for the
// rest to be kept; a port sent with it hears whether all of it is.
self.addEventListener("message", (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === KEEP_LATER) event.waitUntil(keepLater(event).then((all) => event.ports[0]?.postMessage({ all })));
});
// The first version takes the open pages at once, so they work offline without a reload.
clientsClaim();

// « Mes rendez-vous » (issue 44): a push carries only a kind and a path; the words are the app's own
// (NOTICE_TEXT), so a lock screen never shows anything the person wrote.
self.addEventListener("push", (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null;
  }
  const { title, options } = noticeView(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options as NotificationOptions));
});

// A tap opens what the rendez-vous is for (a page of this site only); « Arrêter » stops them all.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  if (event.action === STOP_ACTION) {
    event.waitUntil(
      // A form, as every POST must be (app/utils/request-body.server.ts): the one RFC 8058 mail services post.
      fetch("/rendez-vous/arret", {
        method: "POST",
        credentials: "same-origin",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      }).then(
        () => undefined,
        () => undefined,
      ),
    );
    return;
  }
  const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === target);
      if (same) return void (await same.focus());
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const navigated = await open.navigate(target).catch(() => null);
        if (navigated) return void (await navigated.focus());
      }
      await self.clients.openWindow(target);
    })(),
  );
});

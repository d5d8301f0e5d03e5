/**
 * Public pages cached at the edge (Workers Cache API, decision 0100). Only a visitor's request is
 * served from the cache: a GET of a document with no query string and no cookie at all, on the home
 * page, /forum, a thread, /tools or /practice. Only a 200 HTML answer without Set-Cookie is stored,
 * for CACHE_SECONDS. A successful write purges the pages it can make stale, so the next visitor's
 * read is fresh; a signed-in person (who has a cookie) never reads the cache and sees their post at once.
 *
 * The CSP nonce of a stored page is replaced by a fresh one on each hit (header and attributes), so
 * a cached page never hands out a nonce that another answer also uses. A hit reads nothing from D1
 * (the server makes its Drizzle instance only on a miss).
 */
export const CACHE_SECONDS = 30;
const NONCE_HEADER = "x-rvi-nonce";
const CACHE_STATE_HEADER = "x-rvi-cache";
const CACHE_HOST = "https://page-cache.rvi.invalid";

const PUBLIC_PAGE = /^\/(?:|forum|forum\/[^/.]+|tools|practice|practice\/[^.]+)$/;

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "" || !PUBLIC_PAGE.test(url.pathname) || url.pathname === "/forum/nouveau") return false;
  return !request.headers.has("Cookie");
}

export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").includes("text/html")
  );
}

/** The key of a page for one build: a new deployment never serves pages pointing to old assets. */
function keyFor(pathname: string, version: string): Request {
  return new Request(`${CACHE_HOST}/${encodeURIComponent(version)}${pathname}`);
}

type PageCache = { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void>; delete(key: Request): Promise<boolean> };
function pageCache(): PageCache | null {
  const storage = (globalThis as { caches?: { default?: PageCache } }).caches;
  return storage?.default ?? null;
}

/** A stored page with a fresh nonce, or null. */
export async function readCachedPage(request: Request, version: string, nonce: string): Promise<Response | null> {
  const cache = pageCache();
  if (!cache) return null;
  const stored = await cache.match(keyFor(new URL(request.url).pathname, version));
  if (!stored) return null;
  const oldNonce = stored.headers.get(NONCE_HEADER) ?? "";
  const headers = new Headers(stored.headers);
  headers.delete(NONCE_HEADER);
  headers.set(CACHE_STATE_HEADER, "hit");
  headers.set("Cache-Control", `public, max-age=0, must-revalidate`);
  const csp = headers.get("Content-Security-Policy");
  if (csp && oldNonce) headers.set("Content-Security-Policy", csp.split(`'nonce-${oldNonce}'`).join(`'nonce-${nonce}'`));
  if (!oldNonce) return new Response(stored.body, { status: 200, headers });
  // The stored nonce is a random 128-bit value the page's author could not know when it was rendered:
  // each `nonce="…"` attribute carrying it is given the fresh one. A plain split and join over the
  // text (a page is tens of kB) costs less than an HTMLRewriter pass over the stream.
  const html = await stored.text();
  headers.delete("Content-Length");
  return new Response(html.split(`nonce="${oldNonce}"`).join(`nonce="${nonce}"`), { status: 200, headers });
}

/** Stores a copy of a visitor's page (in the background) and answers with the page itself. */
export function storePage(request: Request, response: Response, version: string, nonce: string, ctx: ExecutionContext): Response {
  const cache = pageCache();
  if (!cache) return response;
  const [forCache, forVisitor] = response.body ? response.body.tee() : [null, null];
  const headers = new Headers(response.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Cache-Control", `public, s-maxage=${CACHE_SECONDS}, max-age=${CACHE_SECONDS}`);
  ctx.waitUntil(cache.put(keyFor(new URL(request.url).pathname, version), new Response(forCache, { status: 200, headers })).catch(() => undefined));
  const answer = new Headers(response.headers);
  answer.set(CACHE_STATE_HEADER, "miss");
  return new Response(forVisitor, { status: response.status, statusText: response.statusText, headers: answer });
}

/**
 * After a successful write (any non-GET answered below 400), the pages it can make stale: the home
 * page, /forum, the page written on and the page it redirects to.
 */
export async function purgeAfterWrite(request: Request, response: Response, version: string): Promise<void> {
  if (request.method === "GET" || request.method === "HEAD" || response.status >= 400) return;
  const cache = pageCache();
  if (!cache) return;
  const paths = new Set(["/", "/forum", stripData(new URL(request.url).pathname)]);
  const location = response.headers.get("Location") ?? response.headers.get("X-Remix-Redirect");
  if (location) paths.add(new URL(location, request.url).pathname);
  await Promise.all([...paths].map((path) => cache.delete(keyFor(path, version)).catch(() => false)));
}

/** Remix's data requests (`/forum/x.data`, `/_root.data`) name the page they belong to. */
function stripData(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

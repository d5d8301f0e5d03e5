/**
 * Public pages cached at the edge (Workers Cache API, decision 0100). Only a visitor's request is
 * served from the cache: a GET of a document with no query string and no cookie at all, on the home
 * page, /forum, a thread, /tools or /practice. Only a 200 HTML answer without Set-Cookie is stored,
 * for CACHE_SECONDS. A write that happened purges the pages it names (decision 0160), so the next
 * visitor's read is fresh; a signed-in person (who has a cookie) never reads the cache and sees their post at once.
 *
 * The CSP nonce of a stored page is replaced by a fresh one on each hit (header and attributes), so
 * a cached page never hands out a nonce that another answer also uses. A hit reads nothing from D1
 * (the server makes its Drizzle instance only on a miss).
 */
import { resolveCountry, type CountryCode } from "~/care/country-codes";
import { seenCountry } from "~/care/country.server";

const CACHE_SECONDS = 30;
const NONCE_HEADER = "x-rvi-nonce";
const CACHE_STATE_HEADER = "x-rvi-cache";
const CACHE_HOST = "https://page-cache.rvi.invalid";

const PUBLIC_PAGE = /^\/(?:|forum|forum\/[^/.]+|tools|practice|practice\/[^.]+)$/;
/** Addresses the pattern takes that are no stored page: a form, a member's list, a view every reply changes. */
const NEVER_STORED: ReadonlySet<string> = new Set(["/forum/nouveau", "/forum/suivis", "/forum/sans-reponse"]);

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "" || !PUBLIC_PAGE.test(url.pathname) || NEVER_STORED.has(url.pathname)) return false;
  // One key per page: `/forum/%62ienvenue` is the same page as `/forum/bienvenue`, and a purge only
  // knows the latter; a non-canonical address is answered by the Worker and never stored (decision 0160).
  if (canonicalPath(url.pathname) !== url.pathname) return false;
  return !request.headers.has("Cookie");
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one form of a path (RFC 3986 §6.2.2): percent-encoded unreserved characters decoded, every
 * other escape in upper case. Remix decodes both forms to the same page.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 && !response.headers.has("Set-Cookie") && (response.headers.get("Content-Type") ?? "").includes("text/html")
  );
}

/**
 * The key of a page for one build and one help country: a new deployment never serves pages pointing
 * to old assets, and a visitor seen in Belgium never gets a page rendered with France's help lines
 * (the footer, the practices' safety lines; decision 0190). A cacheable request has no cookie, so its
 * country is where Cloudflare sees it from.
 */
function keyFor(pathname: string, version: string, country: CountryCode): Request {
  return new Request(`${CACHE_HOST}/${encodeURIComponent(version)}/${country}${pathname}`);
}

export function cacheCountry(request: Request): CountryCode {
  return resolveCountry(null, seenCountry(request));
}

type PageCache = {
  match(key: Request): Promise<Response | undefined>;
  put(key: Request, response: Response): Promise<void>;
  delete(key: Request): Promise<boolean>;
};
function pageCache(): PageCache | null {
  const storage = (globalThis as { caches?: { default?: PageCache } }).caches;
  return storage?.default ?? null;
}

/**
 * A stored page with a fresh nonce, or null. The page and its path's purge mark are read at once: a
 * copy whose reads began before the last purge of its path is older than a write, and is not served
 * (a fresh render then takes its place).
 */
export async function readCachedPage(request: Request, version: string, nonce: string): Promise<Response | null> {
  const cache = pageCache();
  if (!cache) return null;
  const pathname = new URL(request.url).pathname;
  const [stored, purged] = await Promise.all([
    cache.match(keyFor(pathname, version, cacheCountry(request))),
    purgedAt(cache, pathname, version),
  ]);
  if (!stored) return null;
  if (Number(stored.headers.get(READ_AT_HEADER) ?? 0) <= purged) {
    void stored.body?.cancel().catch(() => undefined);
    return null;
  }
  const oldNonce = stored.headers.get(NONCE_HEADER) ?? "";
  const headers = new Headers(stored.headers);
  headers.delete(NONCE_HEADER);
  headers.delete(READ_AT_HEADER);
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

/**
 * A purge is one mark per page, whatever the countries its copies were rendered for: the time it
 * happened, beside the page's keys. Each copy carries the time its reads began; a copy read before the
 * mark may be older than the write that purged it, so readCachedPage never serves it. That also covers
 * a visitor's render that started before a reply and was stored after its purge (the load run in
 * bench/load.mjs is where such a race shows). The mark outlives any page stored before it could (twice
 * the lifetime).
 */
function markFor(pathname: string, version: string): Request {
  return new Request(`${CACHE_HOST}/${encodeURIComponent(version)}/~purged${pathname}`);
}
const PURGED_AT_HEADER = "x-rvi-purged-at";
/** When the reads of a stored copy began (the request's start). */
const READ_AT_HEADER = "x-rvi-read-at";

async function purgedAt(cache: PageCache, pathname: string, version: string): Promise<number> {
  const mark = await cache.match(markFor(pathname, version));
  return Number(mark?.headers.get(PURGED_AT_HEADER) ?? 0) || 0;
}

/**
 * Stores a copy of a visitor's page (in the background) and answers with the page itself.
 * `readStartedAt` is when the request began, before any of its reads: the copy carries it, and a purge
 * mark at or after it keeps the copy from being served.
 */
export function storePage(
  request: Request,
  response: Response,
  version: string,
  nonce: string,
  ctx: ExecutionContext,
  readStartedAt: number,
): Response {
  const cache = pageCache();
  if (!cache) return response;
  const [forCache, forVisitor] = response.body ? response.body.tee() : [null, null];
  const headers = new Headers(response.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set(READ_AT_HEADER, String(readStartedAt));
  headers.set("Cache-Control", `public, s-maxage=${CACHE_SECONDS}, max-age=${CACHE_SECONDS}`);
  const pathname = new URL(request.url).pathname;
  const key = keyFor(pathname, version, cacheCountry(request));
  ctx.waitUntil(cache.put(key, new Response(forCache, { status: 200, headers })).catch(() => undefined));
  const answer = new Headers(response.headers);
  answer.set(CACHE_STATE_HEADER, "miss");
  return new Response(forVisitor, { status: response.status, statusText: response.statusText, headers: answer });
}

/**
 * Purges the pages a write named (app/utils/changed-pages.ts, decision 0160): only cached pages, each
 * under its one canonical key, by its one mark (every country's copy at once). The purge follows what
 * was written, never the answer's status or redirect, so a refused write purges nothing and a
 * moderator's deletion reaches the thread's page.
 */
export async function purgePages(paths: Iterable<string>, version: string): Promise<void> {
  const keys = [...new Set([...paths].map(canonicalPagePath).filter((path): path is string => path !== null))];
  const cache = keys.length ? pageCache() : null;
  if (!cache) return;
  const marked = new Headers({
    [PURGED_AT_HEADER]: String(Date.now()),
    "Cache-Control": `public, s-maxage=${2 * CACHE_SECONDS}, max-age=${2 * CACHE_SECONDS}`,
  });
  await Promise.all(keys.map((path) => cache.put(markFor(path, version), new Response("", { headers: marked })).catch(() => undefined)));
}

/** A page's address as its cache key (the URL parser's path, in canonical form), or null when it is no cached page. */
export function canonicalPagePath(path: string): string | null {
  let pathname: string;
  try {
    pathname = canonicalPath(new URL(path, CACHE_HOST).pathname);
  } catch {
    return null;
  }
  return PUBLIC_PAGE.test(pathname) && !NEVER_STORED.has(pathname) ? pathname : null;
}

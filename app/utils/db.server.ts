import { drizzle } from "drizzle-orm/d1";

/**
 * One Drizzle instance per request, over the request's D1 session (`openReadSession` below). No `schema`
 * option: nothing uses Drizzle's relational queries (`db.query.…`), and with a schema `drizzle()` works
 * out every table's relations on each call, about 2% of a signed-in page's CPU (issue 14).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;

/**
 * Reads near the reader (D1 read replication, decisions 0270 and 0271).
 *
 * Each request runs its queries in one D1 session (`withSession`): D1 may answer its reads from a replica
 * near the reader, and within the session every query sees what the ones before it saw or wrote. Between
 * requests, a person's last write is carried by a bookmark in a small cookie (`rvi_d1`): their next
 * session starts from it, so a replica answers them only once it holds that write.
 *
 * - A write (any method but GET, HEAD, OPTIONS) starts at the primary ("first-primary"): its checks read
 *   the latest state, and the bookmark it leaves holds its own writes.
 * - A read starts from the person's bookmark, or anywhere ("first-unconstrained") without one; except a
 *   public page the edge cache may store for every visitor, which is read at the primary so that the copy
 *   kept after a purge is never older than the write that purged it (decision 0271).
 * - Only a write sets the cookie, and only when its bookmark is new: a read never sets a cookie, so a
 *   visitor's page stays cookie-free and cacheable, and a slow read that ends after a write cannot put an
 *   older bookmark back over the write's.
 */
export const BOOKMARK_COOKIE = "rvi_d1";
/** Replicas catch up within seconds; an hour covers any real lag, then a signed-out browser reads from the edge cache again. */
const BOOKMARK_MAX_AGE_SECONDS = 60 * 60;

type Constraint = "first-primary" | "first-unconstrained";
/** What a request's session starts from: a constraint or the person's bookmark. */
export type SessionStart = Constraint | string;

// D1 bookmarks are hex groups joined by dashes ("0000007b-0000b26e-00001538-0c3e87bb…"). Anything else in
// the cookie (edited by hand, truncated) is ignored rather than handed to D1, which would fail the page.
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+){1,7}$/i;
const MAX_BOOKMARK_LENGTH = 128;

function isWriteMethod(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** The bookmark a Cookie header carries, or null (none, or not a bookmark). */
export function bookmarkOf(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== BOOKMARK_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value.length <= MAX_BOOKMARK_LENGTH && BOOKMARK.test(value) ? value : null;
  }
  return null;
}

/** Where a request's session starts (see above). `storedPage`: a visitor's page the edge cache may keep. */
export function sessionStart(method: string, cookieHeader: string | null, storedPage: boolean): SessionStart {
  if (isWriteMethod(method) || storedPage) return "first-primary";
  return bookmarkOf(cookieHeader) ?? "first-unconstrained";
}

/** The Set-Cookie line keeping a write's bookmark, or null when there is nothing new to keep. */
export function bookmarkCookie(method: string, cookieHeader: string | null, latest: string | null, secure: boolean): string | null {
  if (!isWriteMethod(method) || !latest || latest.length > MAX_BOOKMARK_LENGTH || !BOOKMARK.test(latest)) return null;
  if (latest === bookmarkOf(cookieHeader)) return null;
  return `${BOOKMARK_COOKIE}=${latest}; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type ReadSession = {
  /** The request's D1: every statement and batch runs in its session. Wrap this one (never `env.DB`) to count or delay round trips. */
  d1: D1Database;
  /** Where the session started (the local tests read it back). */
  start: SessionStart;
  /** The response, with the bookmark cookie when the request wrote and D1 gave a new bookmark. */
  keepBookmark(response: Response): Response;
};

/**
 * The request's D1 session. Opening it makes no round trip: a page served from the edge cache costs
 * nothing here. `secure`: the cookie is sent over HTTPS only (everywhere but local development).
 */
export function openReadSession(binding: D1Database, request: Request, options: { storedPage: boolean; secure: boolean }): ReadSession {
  const cookieHeader = request.headers.get("Cookie");
  const start = sessionStart(request.method, cookieHeader, options.storedPage);
  const session = binding.withSession(start);
  return {
    d1: sessionAsDatabase(binding, session),
    start,
    keepBookmark(response) {
      const cookie = response.status === 101 ? null : bookmarkCookie(request.method, cookieHeader, session.getBookmark(), options.secure);
      if (!cookie) return response;
      try {
        response.headers.append("Set-Cookie", cookie);
        return response;
      } catch {
        // A fetched answer's headers are immutable: a copy takes the cookie.
        const copy = new Response(response.body, response);
        copy.headers.append("Set-Cookie", cookie);
        return copy;
      }
    },
  };
}

/**
 * A session seen as the D1Database Drizzle takes: Drizzle's D1 driver only calls `prepare` and `batch`,
 * which a session has. `exec` would run outside the session (its writes missing from the bookmark):
 * nothing in the app uses it, and it refuses rather than break read-your-writes silently.
 */
function sessionAsDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: () => Promise.reject(new Error("D1 exec() runs outside the request's session: use prepare() or batch().")),
    withSession: (constraintOrBookmark?: string) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
}

/**
 * A signed-in page's reads and its session in one D1 batch: one round trip instead of two (issue 14).
 *
 * The page's statements do not wait for the session to be read: they name their owner as the user of
 * the session, `(SELECT user_id FROM sessions WHERE id = ? AND expires_at > ?)`, in the same batch (one
 * snapshot). With no such session the subquery is NULL, so every statement reads and changes nothing,
 * and the page answers with the login redirect as `requireUser` does. Decision 0145.
 */
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { sessions } from "#db/schema";
import type { Db } from "~/utils/db.server";
import {
  loginRedirect,
  lookUpSession,
  sessionIdOf,
  sessionRowQuery,
  sessionUserOf,
  shareBatchedLookup,
  type SessionUser,
} from "./session.server";

/** The owner's id inside a statement: the user of the request's session (NULL when it has none). */
export type OwnerKey = SQL;

// Written out rather than composed from the schema's columns: it goes into every statement of the
// batch, and Drizzle would work out each column's and table's quoted name again in each of them.
const OWNER_HEAD = sql.raw(`(SELECT "${sessions.userId.name}" FROM "${getTableName(sessions)}" WHERE "${sessions.id.name}" = `);
const OWNER_EXPIRY = sql.raw(` AND "${sessions.expiresAt.name}" > `);

function ownerOfSession(sessionId: string, nowIso: string): OwnerKey {
  return sql`${OWNER_HEAD}${sessionId}${OWNER_EXPIRY}${nowIso})`;
}

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

type Options = {
  /** Without a session cookie: "skip" makes no round trip (results null); "run" runs the statements with no owner (public reads). */
  withoutCookie?: "skip" | "run";
};

/**
 * The request's user (or null) and the page's statements in one batch. Call it before any other await
 * in a loader: the root loader's `getUser` of the same request then shares this batch's session.
 */
export async function readWithSession<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
  { withoutCookie = "skip" }: Options = {},
): Promise<{ user: SessionUser | null; results: BatchResponse<T> | null }> {
  return withSessionBatch(db, env, request, withoutCookie, async (sessionId, nowIso) => {
    const [rows, ...results] = (await db.batch([
      sessionRowQuery(db, sessionId, nowIso).limit(1),
      ...statements(ownerOfSession(sessionId, nowIso)),
    ] as unknown as Statements)) as unknown as [Awaited<ReturnType<typeof sessionRowQuery>>, ...BatchResponse<T>];
    return { row: rows[0], results: results as unknown as BatchResponse<T> };
  });
}

/** The session's row in plain SQL, aliased as `sessionRowQuery` names its fields (for raw D1 batches). */
const SESSION_ROW_SQL = `SELECT u.id AS id, u.email AS email, u.username AS username, p.display_name AS displayName,
    p.avatar_url AS avatarUrl, p.role AS role, s.last_seen_at AS lastSeenAt
  FROM sessions s JOIN users u ON u.id = s.user_id JOIN profiles p ON p.id = u.id
  WHERE s.id = ? AND s.expires_at > ? LIMIT 1`;
type SessionRow = NonNullable<Parameters<typeof sessionUserOf>[2]>;

/**
 * `readWithSession` for the forum's pages, which read with D1 statements of their own
 * (`db.$client.prepare`). Their statements run whether or not the request has a cookie (public
 * reads); the user is null without one.
 */
export async function readWithSessionRaw(
  db: Db,
  env: Env,
  request: Request,
  statements: D1PreparedStatement[],
  { withoutCookie = "run" }: Options = {},
): Promise<{ user: SessionUser | null; results: D1Result[] }> {
  const read = await withSessionBatch(db, env, request, withoutCookie, async (sessionId, nowIso) => {
    const [session, ...results] = await db.$client.batch([db.$client.prepare(SESSION_ROW_SQL).bind(sessionId, nowIso), ...statements]);
    return { row: (session?.results as SessionRow[] | undefined)?.[0], results };
  });
  return { user: read.user, results: read.results ?? [] };
}

/** The sharing with the root loader, the cookie, and the fallback when the batch fails: once for both forms. */
async function withSessionBatch<R>(
  db: Db,
  env: Env,
  request: Request,
  withoutCookie: "skip" | "run",
  run: (sessionId: string, nowIso: string) => Promise<{ row: SessionRow | undefined; results: R }>,
): Promise<{ user: SessionUser | null; results: R | null }> {
  let settle!: (user: SessionUser | null | Promise<SessionUser | null>) => void;
  const shared = new Promise<SessionUser | null>((resolve) => (settle = resolve));
  shareBatchedLookup(db, request, shared);
  let sessionId: string | null = null;
  try {
    const fromCookie = await sessionIdOf(db, env, request);
    if (!fromCookie && withoutCookie === "skip") {
      settle(null);
      return { user: null, results: null };
    }
    // No cookie: an id no session has, so the owner is NULL and only public reads return rows.
    sessionId = fromCookie ?? "";
    const { row, results } = await run(sessionId, new Date().toISOString());
    const user = fromCookie ? await sessionUserOf(db, sessionId, row) : null;
    settle(user);
    return { user, results };
  } catch (error) {
    // The page shows its own failure; the root still learns who is signed in, with a lookup of its
    // own (no effect once settled).
    const fallback = sessionId && (request.method === "GET" || request.method === "HEAD") ? lookUpSession(db, sessionId) : null;
    fallback?.catch(() => {}); // a failure reaches the root loader that awaits it, nobody else
    settle(fallback);
    throw error;
  }
}

/** `requireUser` and the page's statements in one batch (see `readWithSession`). */
export async function requireUserWithBatch<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
): Promise<{ user: SessionUser; results: BatchResponse<T> }> {
  const { user, results } = await readWithSession(db, env, request, statements);
  if (!user || !results) throw loginRedirect(request);
  return { user, results };
}

/**
 * A signed-in page's reads and its session in one D1 batch: one round trip instead of two (issue 14).
 *
 * The page's statements do not wait for the session to be read: they name their owner as the user of
 * the session, `(SELECT user_id FROM sessions WHERE id = ? AND expires_at > ?)`, in the same batch (one
 * snapshot). With no such session the subquery is NULL, so every statement reads and changes nothing,
 * and the page answers with the login redirect as `requireUser` does. Decision 0145.
 */
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { sessions } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { sha256 } from "~/utils/crypto.server";
import { loginRedirect, readToken, sessionRowQuery, sessionUserOf, shareBatchedLookup, type SessionUser } from "./session.server";

/** The owner's id inside a statement: the user of the request's session (NULL when it has none). */
export type OwnerKey = SQL;

function ownerOfSession(sessionId: string, nowIso: string): OwnerKey {
  return sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${and(eq(sessions.id, sessionId), gt(sessions.expiresAt, nowIso))})`;
}

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/**
 * `requireUser` and the page's statements in one batch. Call it before any other await in a loader:
 * the root loader's `getUser` of the same request then shares this batch's session.
 */
export async function requireUserWithBatch<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
): Promise<{ user: SessionUser; results: BatchResponse<T> }> {
  let settle!: (user: SessionUser | null) => void;
  let fail!: (error: unknown) => void;
  const shared = new Promise<SessionUser | null>((resolve, reject) => ((settle = resolve), (fail = reject)));
  shared.catch(() => {}); // the page reports its own failure; the root only shares it
  shareBatchedLookup(db, request, shared);
  try {
    const token = await readToken(env, request);
    if (!token) {
      settle(null);
      throw loginRedirect(request);
    }
    const sessionId = await sha256(token);
    const nowIso = new Date().toISOString();
    const [rows, ...results] = (await db.batch([
      sessionRowQuery(db, sessionId, nowIso).limit(1),
      ...statements(ownerOfSession(sessionId, nowIso)),
    ] as unknown as Statements)) as unknown as [Awaited<ReturnType<typeof sessionRowQuery>>, ...BatchResponse<T>];
    const user = await sessionUserOf(db, sessionId, rows[0]);
    settle(user);
    if (!user) throw loginRedirect(request);
    return { user, results: results as unknown as BatchResponse<T> };
  } catch (error) {
    fail(error); // no effect once settled
    throw error;
  }
}

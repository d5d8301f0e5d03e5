/**
 * How a loader or an action reads its session, in one place (issue 14, issue 55 item 3): `readWithSession`
 * (a read, the session alone or with the page's statements in one D1 batch) and `writerFor` (a write's
 * statements with their session in one batch). Nothing else outside app/auth reads a session (an ESLint
 * rule, eslint.config.js); the rooms have their own reader (./room-session.server.ts).
 *
 * A signed-in page's reads and its session in one D1 batch: one round trip instead of two (issue 14).
 * The page's statements do not wait for the session to be read: they name their owner as the user of
 * the session, `(SELECT user_id FROM sessions WHERE id = ? AND expires_at > ?)`, in the same batch (one
 * snapshot). With no such session the subquery is NULL, so every statement reads and changes nothing,
 * and the page answers with the login redirect when it requires a session. Decision 0145.
 */
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { sessions } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { assertRole } from "./permissions.server";
import type { Role } from "./roles";
import { loginRedirect, sessionIdOf, type SessionUser } from "./session.server";
import {
  isRead,
  lookUpSession,
  requestUser,
  sessionRowQuery,
  sessionUserOf,
  shareBatchedLookup,
  touchStatement,
} from "./session-lookup.server";

/** The owner's id inside a statement: the user of the request's session (NULL when it has none). */
export type OwnerKey = SQL;

function ownerOfSession(sessionId: string, nowIso: string): OwnerKey {
  return sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.id} = ${sessionId} AND ${sessions.expiresAt} > ${nowIso})`;
}

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

type Options =
  | {
      /** Without a session cookie: "skip" makes no round trip (results null); "run" runs the statements with no owner (public reads). */
      withoutCookie?: "skip" | "run";
      require?: false;
    }
  /** Signed-in pages: without a session, the login redirect; the results are then always there. */
  | { require: true; withoutCookie?: never };

/**
 * Who the request must come from, when the session is read alone: `true` (or "user") anyone signed in,
 * else the login redirect; "moderator" or "admin" at least that role, else also the one 403 of the app
 * (`forbidden()`). The sign-in screens require nothing: a signed-in person may switch accounts there, told
 * first (decision 0473).
 */
export type SessionRequirement = true | Role;

type Read<T extends Statements> = { user: SessionUser | null; results: BatchResponse<T> | null };

/**
 * The request's user (or null), alone or with the page's statements in one batch: the one session reader
 * of loaders and actions.
 *
 * - `readWithSession(db, env, request)`: the session only. No cookie, no round trip; with one, the lookup
 *   the request's loaders share (the root's and the page's: one round trip for the page; a page that
 *   batches its statements with the session hands its batch's answer to the others).
 * - `readWithSession(db, env, request, { require })`: the session only, required (`SessionRequirement`).
 * - `readWithSession(db, env, request, (owner) => [statements], options)`: the session and the
 *   statements in one batch. Call it before any other await in a loader: the root loader's read of the
 *   same request then shares this batch's session. With `{ require: true }` it answers with the login
 *   redirect without a session, and the user and results are always there.
 */
export async function readWithSession(
  db: Db,
  env: Env,
  request: Request,
  options: { require: true | Role },
): Promise<{ user: SessionUser }>;
export async function readWithSession(
  db: Db,
  env: Env,
  request: Request,
  options?: { require?: false },
): Promise<{ user: SessionUser | null }>;
export async function readWithSession<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
  options: { require: true },
): Promise<{ user: SessionUser; results: BatchResponse<T> }>;
export async function readWithSession<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
  options?: Options,
): Promise<Read<T>>;
export async function readWithSession<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statementsOrOptions?: ((owner: OwnerKey) => T) | { require?: false | SessionRequirement },
  options?: Options,
): Promise<Read<T> | { user: SessionUser | null }> {
  if (typeof statementsOrOptions !== "function") return readSession(db, env, request, statementsOrOptions?.require ?? false);
  return readInBatch(db, env, request, statementsOrOptions, options);
}

/** The session alone: the lookup the request's loaders share, then what the caller requires of it. */
async function readSession(db: Db, env: Env, request: Request, required: false | SessionRequirement) {
  const user = await requestUser(db, env, request);
  if (!required) return { user };
  if (!user) throw loginRedirect(request);
  if (required !== true) assertRole(user, required);
  return { user };
}

async function readInBatch<T extends Statements>(
  db: Db,
  env: Env,
  request: Request,
  statements: (owner: OwnerKey) => T,
  options: Options = {},
): Promise<Read<T>> {
  let settle!: (user: SessionUser | null | Promise<SessionUser | null>) => void;
  const shared = new Promise<SessionUser | null>((resolve) => (settle = resolve));
  shareBatchedLookup(db, request, shared);
  let sessionId: string | null = null;
  let read: Read<T>;
  try {
    const fromCookie = await sessionIdOf(db, env, request);
    if (!fromCookie && (options.withoutCookie ?? "skip") === "skip") {
      read = { user: null, results: null };
    } else {
      // No cookie: an id no session has, so the owner is NULL and only public reads return rows.
      sessionId = fromCookie ?? "";
      const nowIso = new Date().toISOString();
      // A write notes when the browser was seen in the same round trip (a page read stays a read).
      const touching = Boolean(fromCookie) && !isRead(request);
      const [rows, ...rest] = (await db.batch([
        sessionRowQuery(db, sessionId, nowIso).limit(1),
        ...(touching ? [touchStatement(db, sessionId)] : []),
        ...statements(ownerOfSession(sessionId, nowIso)),
      ] as unknown as Statements)) as unknown as [Awaited<ReturnType<typeof sessionRowQuery>>, ...unknown[]];
      const user = fromCookie ? await sessionUserOf(db, sessionId, rows[0], { touched: touching }) : null;
      read = { user, results: (touching ? rest.slice(1) : rest) as unknown as BatchResponse<T> };
    }
    settle(read.user);
  } catch (error) {
    // The page shows its own failure; the root still learns who is signed in, with a lookup of its
    // own (no effect once settled).
    const fallback = sessionId && isRead(request) ? lookUpSession(db, sessionId) : null;
    fallback?.catch(() => {}); // a failure reaches the root loader that awaits it, nobody else
    settle(fallback);
    throw error;
  }
  if (options.require && (!read.user || !read.results)) throw loginRedirect(request);
  return read;
}

/**
 * A write's statements with its session, in one batch (issue 43 item 1, decision 0361). `writerFor` reads
 * only the signed cookie (no round trip): without one, the login redirect at once. `run` then sends the
 * session's row and the write's statements, which name their owner as `owner` (the session's user, NULL
 * for an expired or revoked session, so they change nothing, and an insert of `values({ userId: owner })`
 * fails its NOT NULL constraint and rolls the batch back); with no such session the batch answers the
 * login redirect. One round trip for a write that need not read first.
 */
export type Writer = {
  owner: OwnerKey;
  /** The session's id, from its signed cookie (no round trip): a record kept for this browser names it. */
  sessionId: string;
  run<T extends Statements>(statements: T): Promise<{ user: SessionUser; results: BatchResponse<T> }>;
  /** The session's user alone (one round trip), for a write that needs the id first (a recording's key). */
  user(): Promise<SessionUser>;
};

export async function writerFor(db: Db, env: Env, request: Request): Promise<Writer> {
  const sessionId = await sessionIdOf(db, env, request);
  if (!sessionId) throw loginRedirect(request);
  const nowIso = new Date().toISOString();
  const owner = ownerOfSession(sessionId, nowIso);
  return {
    owner,
    sessionId,
    async run(statements) {
      let answer: unknown;
      try {
        // The session's row, and when the browser was seen noted in the same round trip.
        answer = await db.batch([
          sessionRowQuery(db, sessionId, nowIso).limit(1),
          touchStatement(db, sessionId),
          ...statements,
        ] as unknown as Statements);
      } catch (error) {
        // An insert whose owner is NULL (`values({ userId: owner })` with no live session) fails its NOT NULL
        // constraint and the whole batch rolls back: nothing was written, and the person signs in again.
        if (!(await lookUpSession(db, sessionId))) throw loginRedirect(request);
        throw error;
      }
      const [rows, , ...results] = answer as [Awaited<ReturnType<typeof sessionRowQuery>>, unknown, ...BatchResponse<typeof statements>];
      const user = await sessionUserOf(db, sessionId, rows[0], { touched: true });
      if (!user) throw loginRedirect(request);
      return { user, results: results as unknown as BatchResponse<typeof statements> };
    },
    async user() {
      const user = await lookUpSession(db, sessionId);
      if (!user) throw loginRedirect(request);
      return user;
    },
  };
}

/**
 * Who makes a change that decides in its own statement (decision 0443): `owner` names them inside the
 * statements, `run` sends them. A `Writer` is one (the session's user, its batch with the session); so is
 * `asActor`, for a person already read (the moderation queue's moderator).
 */
export type ChangeMaker<R = object> = {
  owner: OwnerKey;
  run<T extends Statements>(statements: T): Promise<R & { results: BatchResponse<T> }>;
};

/**
 * A known person as the owner of a change, its statements in one batch of their own, followed by `after`
 * (what the change's caller adds to it: the moderation queue closes the reports), whose results come apart.
 */
export function asActor(db: Db, actorId: string, after: readonly BatchItem<"sqlite">[] = []): ChangeMaker<{ after: unknown[] }> {
  return {
    owner: sql`${actorId}`,
    run: async <T extends Statements>(statements: T) => {
      const results = (await db.batch([...statements, ...after] as unknown as T)) as unknown[];
      return { results: results.slice(0, statements.length) as BatchResponse<T>, after: results.slice(statements.length) };
    },
  };
}

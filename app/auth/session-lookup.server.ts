/**
 * How a session is looked up, shared by the app's session readers and by nothing else (issue 41 §9,
 * decision 0323; issue 55 item 3): `readWithSession` and `writerFor` (./session-batch.server.ts), and the
 * rooms' `roomSession` (./room-session.server.ts). An ESLint rule keeps every other file from importing it.
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { profiles, sessions, users } from "#db/schema";
import { ownAvatarUrl } from "~/avatars/url";
import type { Db } from "~/utils/db.server";
import { sessionIdOf, type SessionUser } from "./session.server";

/**
 * The signed-in user of a request, with profile and role, or null: no cookie, no lookup; with one, the
 * lookup the request's loaders share (`lookUpForRequest`). The session-only form of `readWithSession`.
 */
export async function requestUser(db: Db, env: Env, request: Request): Promise<SessionUser | null> {
  const sessionId = await sessionIdOf(db, env, request);
  return sessionId ? lookUpForRequest(db, request, sessionId) : null;
}

export const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * The session's user for this request. A page read runs several loaders (the root's, then the
 * page's) on the same per-request `db`: the session is looked up once for all of them. Writes always
 * read it afresh. A page that reads the session in its own batch (session-batch.server.ts) has said
 * so before this point: its answer is the one shared.
 */
function lookUpForRequest(db: Db, request: Request, sessionId: string): Promise<SessionUser | null> {
  if (!isRead(request)) return lookUpSession(db, sessionId);
  const batched = batchedLookups.get(db);
  if (batched) return batched;
  let seen = lookups.get(db);
  if (!seen) lookups.set(db, (seen = new Map()));
  let pending = seen.get(sessionId);
  if (!pending) seen.set(sessionId, (pending = lookUpSession(db, sessionId)));
  return pending;
}

const lookups = new WeakMap<Db, Map<string, Promise<SessionUser | null>>>();
const batchedLookups = new WeakMap<Db, Promise<SessionUser | null>>();

/**
 * A page read whose loader looks the session up inside its own D1 batch says so, before its first
 * await: the other loaders of the request (the root's) then wait for that batch instead of making a
 * round trip of their own. Writes are never shared (`requestUser` reads them afresh).
 */
export function shareBatchedLookup(db: Db, request: Request, user: Promise<SessionUser | null>): void {
  if (isRead(request)) batchedLookups.set(db, user);
}

/** The session's user row, when the session exists and has not expired (a statement a batch can hold). */
export function sessionRowQuery(db: Db, sessionId: string, nowIso: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      role: profiles.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, nowIso)));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRowQuery>["get"]>>;

/**
 * The user of a session row just read (null when there is none); notes when the browser was seen, unless
 * the batch that read it noted it already (`touchStatement`).
 */
export async function sessionUserOf(
  db: Db,
  sessionId: string,
  row: SessionRow | null | undefined,
  options: { touched?: boolean } = {},
): Promise<SessionUser | null> {
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  if (!options.touched) await touchSession(db, sessionId, lastSeenAt);
  // Only a picture our own origin serves ever reaches a page (issue 17 §8).
  return { ...user, avatarUrl: ownAvatarUrl(user.avatarUrl), sessionId };
}

export async function lookUpSession(db: Db, sessionId: string): Promise<SessionUser | null> {
  return sessionUserOf(db, sessionId, await sessionRowQuery(db, sessionId, new Date().toISOString()).get());
}

const SEEN_EVERY_MS = 10 * 60 * 1000;

/** `touchSession` as a statement a write's batch holds (it changes the row only when it is due). */
export function touchStatement(db: Db, sessionId: string, now = new Date()) {
  const due = new Date(now.getTime() - SEEN_EVERY_MS).toISOString();
  return db
    .update(sessions)
    .set({ lastSeenAt: now.toISOString() })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, due))));
}

/** Notes when a browser was last seen, at most once every 10 minutes (one small write). */
async function touchSession(db: Db, sessionId: string, lastSeenAt: string | null, now = new Date()) {
  if (lastSeenAt && now.getTime() - Date.parse(lastSeenAt) < SEEN_EVERY_MS) return;
  try {
    await db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, sessionId));
  } catch (error) {
    console.error("session last seen not written", error);
  }
}

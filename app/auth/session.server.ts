import { createCookie, redirect } from "@remix-run/cloudflare";
import { and, desc, eq, gt, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { authTokens, recoveryGrants, sessions, type Role } from "#db/schema";
import { purgeEndedLimits } from "~/limits/limits.server";
import type { Db } from "~/utils/db.server";
import { randomToken, sha256 } from "~/utils/crypto.server";
import { isDevelopment } from "~/utils/env.server";
import { closeSessionSockets } from "../../party/session-close.server";

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionCookie(env: Env) {
  return createCookie("rvi_session", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
}

export type SessionUser = {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  role: Role;
  sessionId: string;
};

/** Live sessions an account keeps at most: a new one beyond them ends the one seen least recently. */
const MAX_SESSIONS = 30;

/**
 * Starts a new server-side session and returns the Set-Cookie header for it. In the same batch, the
 * account's sessions beyond MAX_SESSIONS end, those seen least recently first (never the new one): decided
 * inside the statement, so parallel sign-ins cannot pass it. Their room sockets close (decision 0321) and
 * their push subscriptions go with them (cascade).
 */
export async function createSession(db: Db, env: Env, userId: string, request: Request): Promise<string> {
  const token = randomToken();
  const id = await sha256(token);
  const [, ended] = await db.batch([
    db.insert(sessions).values({
      id,
      userId,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS).toISOString(),
      userAgent: request.headers.get("User-Agent")?.slice(0, 255) ?? null,
    }),
    db
      .delete(sessions)
      .where(
        sql`${sessions.id} IN (SELECT id FROM sessions WHERE user_id = ${userId} AND id <> ${id}
          ORDER BY coalesce(last_seen_at, created_at) DESC, created_at DESC LIMIT -1 OFFSET ${MAX_SESSIONS - 1})`,
      )
      .returning({ id: sessions.id }),
  ]);
  if (ended.length > 0) await closeRevoked(env, userId, ended);
  return sessionCookie(env).serialize(token);
}

/**
 * The request's session id (the hash of its signed cookie's token), or null without a valid cookie: for
 * app/auth's own readers (`readWithSession`, `writerFor`, the rooms' `roomSession`) and nobody else.
 * Worked out once per request: its loaders share the per-request `db` (Remix gives each loader its
 * own copy of the Request), and the cookie's signature check and the hash are not redone.
 */
export function sessionIdOf(db: Db, env: Env, request: Request): Promise<string | null> {
  let id = sessionIds.get(db);
  if (!id) sessionIds.set(db, (id = sessionIdOfHeader(env, request.headers.get("Cookie"))));
  return id;
}

const sessionIds = new WeakMap<Db, Promise<string | null>>();

/** The session id a Cookie header carries: the hash of its signed cookie's token, or null. */
async function sessionIdOfHeader(env: Env, header: string | null): Promise<string | null> {
  if (!header) return null;
  const value = await sessionCookie(env).parse(header);
  return typeof value === "string" && value.length > 0 ? await sha256(value) : null;
}

export type DeviceSession = { id: string; createdAt: string; lastSeenAt: string | null; userAgent: string | null; current: boolean };

/** The browsers signed in to this account, the current one first, then the most recently seen. */
/**
 * The account's signed-in browsers (at most 50, most recently seen first): a statement for the page's
 * batch (`readWithSession`), so /auth/appareils reads them and its session in one round trip.
 */
export function sessionsQuery(db: Db, owner: string | SQL, now = new Date()) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, owner), gt(sessions.expiresAt, now.toISOString())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(50);
}

/** Those rows with the current browser marked and listed first. */
export function devicesFrom(rows: Omit<DeviceSession, "current">[], currentSessionId: string): DeviceSession[] {
  const list = rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * The statement signing out one browser of the owner's (never another person's, nor `keep`, the browser
 * asking): its rows are the sessions it removed. `owner` is an id, or the SQL naming a writer's user, so
 * « Appareils connectés » signs a browser out in the same round trip as its own session's check.
 */
export function revokeStatement(db: Db, owner: string | SQL, sessionId: string, keep?: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, owner), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
}

/** The statement signing out every browser of the owner's but `keep` (all of them without): its rows are the sessions it removed. */
export function revokeOthersStatement(db: Db, owner: string | SQL, keep?: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, owner), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
}

/** After sessions were removed: their room sockets close and the person's room hears of it (decision 0321). */
export function closeRevoked(env: Env, userId: string, removed: readonly { id: string }[]): Promise<void> {
  return closeSessionSockets(
    env,
    userId,
    removed.map((row) => row.id),
  );
}

/** Ends the session a signed-in request carries (sign-out, or another account opened in this browser). */
export async function endSession(db: Db, env: Env, user: Pick<SessionUser, "id" | "sessionId">): Promise<boolean> {
  const deleted = await revokeStatement(db, user.id, user.sessionId);
  await closeRevoked(env, user.id, deleted);
  return deleted.length === 1;
}

export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/auth/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/**
 * Deletes the current session row, closes its room sockets (decision 0321) and returns the
 * Set-Cookie header that clears the cookie.
 */
export async function destroySession(db: Db, env: Env, request: Request): Promise<string> {
  const sessionId = await sessionIdOfHeader(env, request.headers.get("Cookie"));
  if (sessionId) {
    const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
    if (ended) await closeSessionSockets(env, ended.userId, [sessionId]);
  }
  return endedSessionCookie(env);
}

/** The Set-Cookie header that clears the session's cookie (its row already gone, with its account). */
export function endedSessionCookie(env: Env): Promise<string> {
  return sessionCookie(env).serialize("", { maxAge: 0 });
}

/** Nightly clean-up (cron): expired sessions, used or expired tokens, stale counters. */
export async function purgeExpiredAuthData(db: Db, now = new Date()) {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, nowIso)),
    db.delete(authTokens).where(or(lt(authTokens.expiresAt, nowIso), lt(authTokens.usedAt, dayAgo))),
    db.delete(recoveryGrants).where(lt(recoveryGrants.expiresAt, nowIso)),
    // Each counter knows when its window ends (app/limits/): no key is read for its kind.
    purgeEndedLimits(db, now),
  ]);
}

/**
 * Password recovery: following a recovery link gives this browser a grant, a random value kept in
 * the rvi_recovery cookie and stored (hashed) on the server for 15 minutes. It is used once, and a
 * password change deletes every grant of the account, its pending e-mail links and other sessions.
 */
import { createCookie } from "@remix-run/cloudflare";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authTokens, passwords, recoveryGrants } from "#db/schema";
import { randomToken, sha256 } from "~/utils/crypto.server";
import type { Db } from "~/utils/db.server";
import { isDevelopment } from "~/utils/env.server";
import { hashPassword } from "./password.server";
import { closeRevoked, revokeOthersStatement } from "./session.server";

const RECOVERY_GRANT_MS = 15 * 60 * 1000;

export function recoveryCookie(env: Env) {
  return createCookie("rvi_recovery", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/auth",
    maxAge: RECOVERY_GRANT_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
}

/** Creates a grant for this user and returns the Set-Cookie header that gives it to the browser. */
export async function grantRecovery(db: Db, env: Env, userId: string, now = new Date()): Promise<string> {
  const grant = randomToken();
  await db.insert(recoveryGrants).values({
    id: await sha256(grant),
    userId,
    expiresAt: new Date(now.getTime() + RECOVERY_GRANT_MS).toISOString(),
  });
  return recoveryCookie(env).serialize(grant);
}

async function grantId(env: Env, request: Request): Promise<string | null> {
  const grant = await recoveryCookie(env).parse(request.headers.get("Cookie"));
  return typeof grant === "string" && grant.length > 0 ? sha256(grant) : null;
}

/** Whether this browser holds a live grant for this user. */
export async function hasRecoveryFor(db: Db, env: Env, request: Request, userId: string, now = new Date()): Promise<boolean> {
  const id = await grantId(env, request);
  if (!id) return false;
  const row = await db
    .select({ id: recoveryGrants.id })
    .from(recoveryGrants)
    .where(and(eq(recoveryGrants.id, id), eq(recoveryGrants.userId, userId), gt(recoveryGrants.expiresAt, now.toISOString())))
    .get();
  return Boolean(row);
}

/** Uses this browser's grant: one atomic DELETE, so a replay or a second tab finds nothing. */
export async function spendRecoveryGrant(db: Db, env: Env, request: Request, userId: string, now = new Date()): Promise<boolean> {
  const id = await grantId(env, request);
  if (!id) return false;
  const used = await db
    .delete(recoveryGrants)
    .where(and(eq(recoveryGrants.id, id), eq(recoveryGrants.userId, userId), gt(recoveryGrants.expiresAt, now.toISOString())))
    .returning({ id: recoveryGrants.id });
  return used.length === 1;
}

/**
 * The one way a password changes: the new hash, and in the same batch every recovery grant,
 * every unused e-mail link and every other session of the account are ended.
 */
export async function changePassword(db: Db, env: Env, userId: string, password: string, keepSessionId?: string, now = new Date()) {
  const hash = await hashPassword(password);
  const [, , , ended] = await db.batch(changePasswordStatements(db, userId, hash, keepSessionId, now));
  await closeRevoked(env, userId, ended);
}

/**
 * `changePassword`'s statements for a batch, its password already hashed: the new hash, no recovery grant
 * or unused link left, every other session ended (the last statement's rows: their sockets to close).
 */
export function changePasswordStatements(db: Db, userId: string, hash: string, keepSessionId?: string, now = new Date()) {
  const nowIso = now.toISOString();
  return [
    db
      .insert(passwords)
      .values({ userId, hash, updatedAt: nowIso })
      .onConflictDoUpdate({ target: passwords.userId, set: { hash, updatedAt: nowIso } }),
    db.delete(recoveryGrants).where(eq(recoveryGrants.userId, userId)),
    db
      .update(authTokens)
      .set({ usedAt: nowIso })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt))),
    revokeOthersStatement(db, userId, keepSessionId || undefined),
  ] as const;
}

/**
 * A signed-in person changes their own password from the profile: the current password is checked
 * under the same limits as a login (login-limits.server.ts), then the new one is written and every other
 * session of the account ends (this device stays signed in). It must read first (the stored hash, checked
 * in the Worker): the session, the tries counted and the hash in one round trip; the tries forgiven and
 * the change in a second (issue 43 item 1, decision 0450).
 */
import { eq, sql } from "drizzle-orm";
import { passwords } from "#db/schema";
import type { Writer } from "./session-batch.server";
import { hashPassword, verifyPassword } from "./password.server";
import { forgiveAttemptsStatements, loginAttemptInBatch, ownAccount } from "./login-limits.server";
import { changePasswordStatements } from "./recovery.server";
import { AUTH_MESSAGES } from "./messages";
import { closeRevoked } from "./session.server";
import type { Db } from "~/utils/db.server";

export type OwnPasswordChange = { ok: true } | { ok: false; field: "current" | "form"; message: string; retryAfterSeconds?: number };

export async function changeOwnPassword(
  db: Db,
  env: Env,
  writer: Writer,
  input: { current: string; password: string; ip: string },
  now = new Date(),
): Promise<OwnPasswordChange> {
  // Counted under the account itself: no identifier was typed, and a signed-in person learns nothing new.
  const attempt = loginAttemptInBatch(db, ownAccount(writer.owner), input.ip, crypto.randomUUID(), now);
  const { user, results } = await writer.run([
    ...attempt.statements,
    db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, writer.owner)),
  ] as unknown as Parameters<Writer["run"]>[0]);
  const rows = results as readonly unknown[];
  const counted = attempt.result(rows.slice(0, -1));
  if (!counted.allowed)
    return { ok: false, field: "form", message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: counted.retryAfterSeconds };
  const [stored] = rows[rows.length - 1] as { hash: string }[];
  if (!stored || !(await verifyPassword(input.current, stored.hash))) {
    return { ok: false, field: "current", message: AUTH_MESSAGES.currentPasswordWrong };
  }
  const hash = await hashPassword(input.password);
  const forgiven = forgiveAttemptsStatements(db, ownAccount(sql`${user.id}`), user.id, input.ip, crypto.randomUUID(), now);
  const answer = await db.batch([...forgiven, ...changePasswordStatements(db, user.id, hash, user.sessionId, now)]);
  const ended = answer[answer.length - 1] as { id: string }[];
  await closeRevoked(env, user.id, ended);
  return { ok: true };
}

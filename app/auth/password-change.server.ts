/**
 * A signed-in person changes their own password from the profile: the current password is checked
 * under the same limits as a login (login-limits.server.ts), then `changePassword` writes the new one
 * and ends every other session of the account (this device stays signed in).
 */
import { verifyPassword } from "./password.server";
import { countLoginAttempt, forgiveLoginAttempts } from "./login-limits.server";
import { changePassword } from "./recovery.server";
import { AUTH_MESSAGES } from "./messages";
import { passwords } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Db } from "~/utils/db.server";

export type OwnPasswordChange = { ok: true } | { ok: false; field: "current" | "form"; message: string; retryAfterSeconds?: number };

export async function changeOwnPassword(
  db: Db,
  env: Env,
  user: { id: string; sessionId: string },
  input: { current: string; password: string; ip: string },
  now = new Date(),
): Promise<OwnPasswordChange> {
  // Counted under the account itself: no identifier was typed, and a signed-in person learns nothing new.
  const subject = { identifier: `compte:${user.id}`, userId: user.id };
  const attempt = await countLoginAttempt(db, subject, input.ip, now);
  if (!attempt.allowed)
    return { ok: false, field: "form", message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: attempt.retryAfterSeconds };
  const stored = await db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, user.id)).get();
  if (!stored || !(await verifyPassword(input.current, stored.hash))) {
    return { ok: false, field: "current", message: AUTH_MESSAGES.currentPasswordWrong };
  }
  await forgiveLoginAttempts(db, subject, input.ip, now);
  await changePassword(db, env, user.id, input.password, user.sessionId, now);
  return { ok: true };
}

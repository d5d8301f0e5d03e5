/**
 * The server's permission guards, in one place (issue 41 §9), as the Epic Stack's
 * `requireUserWithRole`: every refusal of a role is the same 403. The role rules themselves are pure
 * (./permissions.ts, also used by the pages); who is signed in comes from ./session.server.ts.
 */
import { redirect } from "@remix-run/cloudflare";
import type { Db } from "~/utils/db.server";
import { hasRole } from "./permissions";
import type { Role } from "./roles";
import { getUser, requireUser, type SessionUser } from "./session.server";

/** The one 403 of the app for a role someone does not have. */
export function forbidden(message = "Accès réservé aux modérateurs."): Response {
  return new Response(message, { status: 403 });
}

/** Throws the 403 unless the actor has the role (a moderator's rights include an admin; decision 0323). */
export function assertRole(actor: { role: Role } | null | undefined, role: Role): void {
  if (!actor || !hasRole(actor.role, role)) throw forbidden();
}

/** The signed-in user with at least this role: the login redirect without a session, the 403 without the role. */
export async function requireUserWithRole(db: Db, env: Env, request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(db, env, request);
  assertRole(user, role);
  return user;
}

/** Moderator or admin. */
export function requireModerator(db: Db, env: Env, request: Request): Promise<SessionUser> {
  return requireUserWithRole(db, env, request, "moderator");
}

/** Sign-in and sign-up screens send an already signed-in visitor home. */
export async function requireAnonymous(db: Db, env: Env, request: Request): Promise<void> {
  if (await getUser(db, env, request)) throw redirect("/dashboard");
}

/**
 * The server's permission refusals, in one place (issue 41 §9): every refusal of a role is the same 403.
 * A page or an action that needs a role asks `readWithSession(db, env, request, { require: "moderator" })`
 * (./session-batch.server.ts): the login redirect without a session, this 403 without the role. The role
 * rules themselves are pure (./permissions.ts, also used by the pages).
 */
import { hasRole } from "./permissions";
import type { Role } from "./roles";

/** The one 403 of the app for a role someone does not have. */
function forbidden(message = "Accès réservé aux modérateurs."): Response {
  return new Response(message, { status: 403 });
}

/** Throws the 403 unless the actor has the role (a moderator's rights include an admin; decision 0323). */
export function assertRole(actor: { role: Role } | null | undefined, role: Role): void {
  if (!actor || !hasRole(actor.role, role)) throw forbidden();
}

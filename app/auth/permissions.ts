/** The role rules, in one place: what a user, a moderator and an admin may do (spec 1). */
import { ROLES, type Role } from "./roles";

type Actor = { id: string; role: Role } | null | undefined;

/** Whether a role includes another: roles are ordered, weakest first (an admin moderates too). */
export function hasRole(actual: Role | undefined, required: Role): boolean {
  return actual !== undefined && ROLES.indexOf(actual) >= ROLES.indexOf(required);
}

export function isModeratorRole(role: Role | undefined): boolean {
  return hasRole(role, "moderator");
}

/** Pinning, locking, and anything else reserved to moderation. */
export function canModerate(actor: Actor): boolean {
  return Boolean(actor && isModeratorRole(actor.role));
}

/** The author edits and deletes their own post or message; a moderator or an admin, anyone's. */
export function canManage(actor: Actor, authorId: string | null): boolean {
  if (!actor) return false;
  return canModerate(actor) || (authorId !== null && actor.id === authorId);
}

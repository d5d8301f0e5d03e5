/** The role rules, in one place: what a user, a moderator and an admin may do (spec 1). */
import type { Role } from "./roles";

type Actor = { id: string; role: Role } | null | undefined;

export function isModeratorRole(role: Role | undefined): boolean {
  return role === "moderator" || role === "admin";
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

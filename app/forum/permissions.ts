import type { Role } from "~/auth/roles";

type Actor = { id: string; role: Role } | null | undefined;

export function isModeratorRole(role: Role | undefined): boolean {
  return role === "moderator" || role === "admin";
}

/** The author edits and deletes their own post; a moderator or admin, anyone's. */
export function canManage(actor: Actor, authorId: string | null): boolean {
  if (!actor) return false;
  return isModeratorRole(actor.role) || (authorId !== null && actor.id === authorId);
}

/** Pin and lock are moderation only. */
export function canModerate(actor: Actor): boolean {
  return Boolean(actor && isModeratorRole(actor.role));
}

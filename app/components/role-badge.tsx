import { ROLE_LABELS } from "~/auth/labels";
import type { Role } from "~/auth/roles";

/**
 * Shown next to a name when the role is not user; admin in destructive style, moderator in secondary.
 * The profile shows every role (`always`): there "Utilisateur" gets the default, quiet style.
 */
export function RoleBadge({ role, always = false }: { role: Role; always?: boolean }) {
  if (role === "user" && !always) return null;
  const style =
    role === "admin" ? "bg-red-100 text-red-800" : role === "moderator" ? "bg-sauge-100 text-sauge-700" : "bg-sable-200 text-encre-900";
  return <span className={`badge ${style}`}>{ROLE_LABELS[role]}</span>;
}

import { ROLE_LABELS } from "~/auth/messages";
import type { Role } from "#db/schema";

/** Shown next to a name when the role is not user; admin in destructive style, moderator in secondary. */
export function RoleBadge({ role }: { role: Role }) {
  if (role === "user") return null;
  const style = role === "admin" ? "bg-red-100 text-red-800" : "bg-sauge-100 text-sauge-700";
  return <span className={`badge ${style}`}>{ROLE_LABELS[role]}</span>;
}

import { DEFAULT_DISPLAY_NAME, DELETED_USER_NAME } from "~/auth/messages";
import { ownAvatarUrl } from "~/avatars/url";
import type { Role } from "~/auth/roles";

export type Author = { id: string | null; name: string; avatarUrl: string | null; role: Role };

/** The name under a post: "Utilisateur supprimé" without an author, "Utilisateur" without a display name. */
export function toAuthor(row: {
  author_id: string | null;
  display_name: string | null;
  avatar_url: string | null;
  role: Role | null;
}): Author {
  if (!row.author_id) return { id: null, name: DELETED_USER_NAME, avatarUrl: null, role: "user" };
  return {
    id: row.author_id,
    name: row.display_name?.trim() || DEFAULT_DISPLAY_NAME,
    avatarUrl: ownAvatarUrl(row.avatar_url),
    role: row.role ?? "user",
  };
}

/** The labels every page's header shows, apart from the other messages (decision 0102). */
export const ROLE_LABELS = { user: "Utilisateur", moderator: "Modérateur", admin: "Admin" } as const;
export const DEFAULT_DISPLAY_NAME = "Utilisateur";

/** Account roles, weakest first; plain data so the browser never imports db/schema. */
export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Where avatars are served from, and which addresses count as ours. Apart from the upload rules
 * (validation.ts) because every page draws an avatar in its header, while only the profile page
 * uploads one: the upload messages stay out of every page's first load (decision 0102).
 */
/** The public path an avatar is served from, on our own origin. */
export const AVATAR_PATH = "/avatars";
export const AVATAR_FILE = /^\d{1,16}\.(webp|jpg|png)$/;

const OWN_AVATAR = /^\/avatars\/[0-9a-f-]{36}\/\d{1,16}\.(webp|jpg|png)$/i;

/** The picture's address when our own origin serves it, else null: a third-party address would learn who looks. */
export function ownAvatarUrl(url: string | null | undefined): string | null {
  return typeof url === "string" && OWN_AVATAR.test(url) ? url : null;
}

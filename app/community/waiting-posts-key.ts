/**
 * What a page may know of the posts waiting on this device (waiting-posts.ts) without loading it: the
 * name of the person's key in the device store (device-store.ts `OWNED_KINDS.waitingPosts`) and
 * whether something waits.
 */
import { browserOwnedStorage } from "~/device/owner";

export const WAITING_POSTS_KEY = "waiting_posts";
/** Told to the open page when its author's waiting posts change (other tabs hear `storage`). */
export const WAITING_CHANGED = "rvi:en-attente";

/** Whether a post of `owner` waits on this device, refused ones aside. */
export function hasWaitingPost(owner: string): boolean {
  try {
    const stored = browserOwnedStorage("local", owner)?.getItem(WAITING_POSTS_KEY) ?? null;
    return stored !== null && (JSON.parse(stored) as { refused?: boolean }[]).some((post) => !post.refused);
  } catch {
    return false;
  }
}

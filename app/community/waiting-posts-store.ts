/**
 * The posts waiting on this device (waiting-posts.ts), as stored in their author's keys of the device
 * store: read and written here alone, by the page that keeps one and by the sender (send-waiting-posts.ts).
 */
import { browserOwnedStorage, currentOwner, VISITOR } from "~/device/owner";
import { isSendKey } from "./send-key";
import { WAITING_CHANGED, WAITING_POSTS_KEY } from "./waiting-posts-key";

export type WaitingKind = "chat" | "sujet" | "reponse";

export type WaitingPost = {
  /** The form's key: the row's id on the server (stored once). */
  key: string;
  kind: WaitingKind;
  /** The page whose action takes it (its address, without query). */
  to: string;
  /** The form's fields, as typed (without its key and without `js`: sent as a plain form). */
  fields: Record<string, string>;
  at: string;
  /** The server refused it for good (a locked topic, a title taken): kept and shown, never re-sent. */
  refused?: true;
};

const NAME = WAITING_POSTS_KEY;

export function readWaiting(owner: string): WaitingPost[] {
  try {
    const value: unknown = JSON.parse(browserOwnedStorage("local", owner)?.getItem(NAME) ?? "[]");
    return Array.isArray(value) ? (value as WaitingPost[]).filter((post) => post && isSendKey(post.key)) : [];
  } catch {
    return [];
  }
}

export function writeWaiting(owner: string, posts: WaitingPost[]): void {
  const storage = browserOwnedStorage("local", owner);
  try {
    if (posts.length) storage?.setItem(NAME, JSON.stringify(posts));
    else storage?.removeItem(NAME);
  } catch {
    // Full or blocked storage: nothing more can be kept.
  }
  window.dispatchEvent(new Event(WAITING_CHANGED));
}

/** The waiting posts of `owner` (the person the page names, by default), oldest first. */
export function waitingPosts(owner = currentOwner()): WaitingPost[] {
  return owner === VISITOR ? [] : readWaiting(owner);
}

export function removeWaiting(key: string, owner = currentOwner()): void {
  writeWaiting(
    owner,
    readWaiting(owner).filter((post) => post.key !== key),
  );
}

export function refuseWaiting(key: string, owner: string): void {
  writeWaiting(
    owner,
    readWaiting(owner).map((post) => (post.key === key ? { ...post, refused: true as const } : post)),
  );
}

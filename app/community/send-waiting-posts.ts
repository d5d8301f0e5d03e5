/**
 * Sends the posts waiting on this device (waiting-posts.ts) once the network is back, from whatever page
 * their author is on: loaded by the offline features when one waits as a page opens, or by the page that
 * keeps one; then it listens (`online`, a post kept) and tries again every 10 s while some wait. Each is posted as its form
 * would be without JavaScript, with its key: the server stores a key once (decision 0341) and answers a
 * stored post with a redirect to where it is shown; a refusal or an error comes back as a page.
 *
 * - stored (a redirect to a page that is not the sign-in): removed from the device;
 * - too fast (429): tried again a little later (the chat takes one message per 3 s);
 * - no answer, a server error, or a session that ended (a redirect to the sign-in): kept, tried later;
 * - refused for good (400, 403: a locked topic, a title already taken): kept and shown, never re-sent.
 */
import { currentOwner } from "~/device/owner";
import { refuseWaiting, removeWaiting, waitingPosts, type WaitingPost } from "./waiting-posts-store";
import { hasWaitingPost, WAITING_CHANGED } from "./waiting-posts-key";

const TOO_FAST_WAIT_MS = 3_200;
const TOO_FAST_TRIES = 3;

type Outcome = "sent" | "later" | "refused";

async function post(waiting: WaitingPost): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(waiting.fields)) body.set(name, value);
  body.set("cle", waiting.key);
  let response: Response;
  try {
    response = await fetch(waiting.to, { method: "POST", body });
  } catch {
    return "later";
  }
  const landed = new URL(response.url, location.href);
  // Another site's page (a hotel's or a train's portal) or the sign-in: not stored.
  if (landed.origin !== location.origin || landed.pathname.startsWith("/auth/")) return "later";
  if (response.ok && response.redirected) return "sent";
  if (response.status === 429 || response.status >= 500 || response.ok) return "later";
  return "refused";
}

/** Sends `owner`'s waiting posts in the order they were written; true while some still wait. */
async function sendWaitingPosts(owner: string): Promise<boolean> {
  for (const waiting of waitingPosts(owner)) {
    if (waiting.refused) continue;
    if (!navigator.onLine) return true;
    let outcome = await post(waiting);
    for (let tries = 1; outcome === "later" && tries < TOO_FAST_TRIES && navigator.onLine; tries++) {
      await new Promise((resolve) => setTimeout(resolve, TOO_FAST_WAIT_MS));
      outcome = await post(waiting);
    }
    if (outcome === "sent") removeWaiting(waiting.key, owner);
    else if (outcome === "refused") refuseWaiting(waiting.key, owner);
    // Kept in order: a later post never goes before an earlier one that waits.
    else return true;
  }
  // A post kept while these were sent waits too.
  return hasWaitingPost(owner);
}

const RETRY_MS = 10_000;
let following: string | null = null;
let sending = false;
let retry: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends now and whenever it may help, for as long as the page names `owner` (never another person's). */
export function keepSending(owner: string): void {
  following = owner;
  if (!listening) {
    listening = true;
    window.addEventListener("online", sendNow);
    window.addEventListener(WAITING_CHANGED, sendNow);
  }
  sendNow();
}

function sendNow(): void {
  const owner = following;
  clearTimeout(retry);
  if (!owner || sending || !navigator.onLine || currentOwner() !== owner || !hasWaitingPost(owner)) return;
  sending = true;
  sendWaitingPosts(owner)
    .catch(() => true)
    .then((stillWaiting) => {
      if (stillWaiting) retry = setTimeout(sendNow, RETRY_MS);
    })
    .finally(() => (sending = false));
}

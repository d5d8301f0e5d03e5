/**
 * Words written with no network (issue 42, decision 0341): a chat message, a new topic or a reply whose
 * send got no answer stays on this device, in its author's keys of the device store
 * (`rvi:<user id>:waiting_posts`), shown « En attente d'envoi », and is sent once the network is back
 * (send-waiting-posts.ts, from whatever page the author is on). Each keeps the key its form carried:
 * the server stores a key once, so a send repeated after a lost answer never writes twice.
 */
import { useMemo, useSyncExternalStore } from "react";
import { reportDistressInTexts } from "~/care/distress-panel";
import { browserOwnedStorage, currentOwner, VISITOR } from "~/device/owner";
import { isSendKey, newSendKey } from "./send-key";
import { WAITING_CHANGED, WAITING_POSTS_KEY } from "./waiting-posts-key";
import { readWaiting, waitingPosts, writeWaiting, type WaitingKind, type WaitingPost } from "./waiting-posts-store";

export const WAITING_MESSAGES = {
  waiting: "En attente d'envoi",
  explain: "Pas de réseau\u00a0: gardé sur cet appareil, envoyé dès le retour de la connexion.",
  refused: "Pas envoyé\u00a0: ce texte n'a pas été accepté. Il reste ici pour que vous puissiez le reprendre.",
  remove: "Retirer",
} as const;

/**
 * Keeps a form on the device for the person the page names; its key is the form's own (`cle`), or a
 * new one. Returns the key, or null when nobody is named (a visitor has no such form).
 */
function keepWaiting(kind: WaitingKind, to: string, form: FormData): string | null {
  const owner = currentOwner();
  if (owner === VISITOR) return null;
  // The whole form, as typed, is kept (nothing is parsed here: the server parses it when it arrives).
  const { cle, js: _js, ...fields } = textFields(form);
  const key = isSendKey(cle) ? cle : newSendKey();
  const others = readWaiting(owner).filter((post) => post.key !== key);
  writeWaiting(owner, [...others, { key, kind, to, fields, at: new Date().toISOString() }]);
  // Words of distress kept offline: their author is shown where to find help now, not once sent.
  reportDistressInTexts(...Object.values(fields));
  import("./send-waiting-posts").then((module) => module.keepSending(owner)).catch(() => undefined);
  return key;
}

/** A form's text fields, as typed. */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** What a route's `clientAction` answers when it kept the form: the page clears it and takes a new key. */
export type KeptAnswer = { intent: string; waiting: string; nextKey: string; alert: null };

/**
 * A route's `clientAction` for a form whose words must not be lost: with no network, or when the send
 * gets no answer at all, the form is kept (`keepWaiting`) and the page says « En attente d'envoi »
 * instead of falling on the error screen. A refusal or any answer of the server is the server's.
 */
export async function sendOrKeep<T>(
  request: Request,
  serverAction: () => Promise<T>,
  kind: WaitingKind,
  /** The form's intent that is kept (`intent` field, `send` when absent in the chat); null: every post. */
  intent: { name: string; absent?: string } | null,
): Promise<T | KeptAnswer> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const posted = form ? (textFields(form).intent ?? intent?.absent ?? "") : "";
  if (intent && posted !== intent.name) return serverAction();
  const keep = () => {
    const key = form ? keepWaiting(kind, new URL(request.url).pathname, form) : null;
    return key ? { intent: posted, waiting: key, nextKey: newSendKey(), alert: null } : null;
  };
  if (!navigator.onLine) {
    const kept = keep();
    if (kept) return kept;
  }
  try {
    return await serverAction();
  } catch (error) {
    // No answer (a TypeError from fetch): kept. A thrown Response (a redirect, a 404) is the router's.
    const kept = error instanceof TypeError ? keep() : null;
    if (kept) return kept;
    throw error;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(WAITING_CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(WAITING_CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const snapshot = () => {
  const owner = currentOwner();
  return owner === VISITOR ? null : (browserOwnedStorage("local", owner)?.getItem(WAITING_POSTS_KEY) ?? null);
};

/** The waiting posts of one kind sent to `to`, for the page that shows them (none on the server and while hydrating). */
export function useWaitingPosts(kind: WaitingKind, to: string): WaitingPost[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => (raw ? waitingPosts().filter((post) => post.kind === kind && post.to === to) : []), [raw, kind, to]);
}

/**
 * The one device store (issue 41, decision 0311): what the browser keeps for a person lives under a key
 * that names its owner, `rvi:<user id>:<name>`, or `rvi:visiteur:<name>` for a visitor. A page reads and
 * writes only the keys of whoever it says is signed in (owner.ts, the store's small core that every page
 * carries), so nothing of one person is shown to another or sent under another's session; at sign-out
 * the person's keys are forgotten (`forgetPerson`, loaded when a sign-out form is sent).
 *
 * The kinds kept per owner are listed in `OWNED_KINDS`. Kept device-wide, nobody's: the help country
 * (`rvi:visiteur:pays`, remembered-country.ts: a country code, not personal, decision 0340), the install offer's answer, and the
 * anonymous local mode's records (keys.ts, cycles), which are the visitor's and which the offer of
 * app/account/ attaches to an account at sign-in when the person accepts it.
 */
import { WAITING_POSTS_KEY } from "~/community/waiting-posts-key";
import { LAST_SIGNED_IN, ownedKey, VISITOR } from "./owner";

export { currentOwner, ownedKey, ownedStorage, senderOwner, VISITOR } from "./owner";

/** Every kind of thing kept for one owner, by its name inside the owner's keys. */
export const OWNED_KINDS = {
  /** The written 3 Gestes in progress (this tab only). */
  troisGestesDraft: { name: "trois_gestes_ecrit_draft", area: "session" },
  /** Answers the server could not save yet, per session and step. */
  unsavedAnswers: { name: "unsaved_answers", area: "local" },
  /** Practices ended with no network, waiting to be sent. */
  waitingFinishes: { name: "waiting_finishes", area: "local" },
  /** The wizards' drafts and the current step's unsent fields. */
  actualiteDraft: { name: "actualite_draft", area: "local" },
  nommerGrandeurDraft: { name: "nommer_grandeur_draft", area: "local" },
  actualiteStepDraft: { name: "actualite_step_draft", area: "local" },
  nommerGrandeurStepDraft: { name: "nommer_grandeur_step_draft", area: "local" },
  /** Chat messages, topics and replies written with no network, waiting to be sent (app/community/waiting-posts.ts). */
  waitingPosts: { name: WAITING_POSTS_KEY, area: "local" },
} as const;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Removes every key of `owner` from `storage` (each kind's exact key, never a prefix: no other owner's
 * key can match), and the keys that named no owner (kept before this store, owner unknown).
 */
export function forgetIn(storage: StorageLike, owner: string): void {
  for (const { name } of Object.values(OWNED_KINDS)) {
    storage.removeItem(ownedKey(owner, name));
    storage.removeItem(name);
  }
  if (storage.getItem(LAST_SIGNED_IN) === owner) storage.removeItem(LAST_SIGNED_IN);
}

/** At sign-out: this device forgets everything it kept for that person, in both storages. */
export function forgetPerson(userId: string): void {
  if (!userId || userId === VISITOR) return;
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      forgetIn(window[area], userId);
    } catch {
      // Blocked storage: nothing was kept there.
    }
  }
}

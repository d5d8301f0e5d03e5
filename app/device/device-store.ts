/**
 * The one device store (issue 41, decision 0311): what the browser keeps for a person lives under a key
 * that names its owner, `rvi:<user id>:<name>`, or `rvi:visiteur:<name>` for a visitor. A page reads and
 * writes only the keys of whoever it says is signed in, so nothing of one person is shown to another or
 * sent under another's session; at sign-out the person's keys are forgotten (`forgetPerson`).
 *
 * The kinds kept per owner are listed in `OWNED_KINDS`. Kept device-wide, nobody's: the help country
 * (`rvi_pays`, remembered-country.ts: a country code, not personal), the install offer's answer, and the
 * anonymous local mode's records (keys.ts, cycles), which are the visitor's and which the offer of
 * app/account/ attaches to an account at sign-in when the person accepts it.
 */

export const VISITOR = "visiteur";

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
} as const;

export type Area = "local" | "session";
type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The last person a page named as signed in on this device, until they sign out (device-wide). */
const LAST_SIGNED_IN = "rvi:dernier";

export function ownedKey(owner: string, name: string): string {
  return `rvi:${owner}:${name}`;
}

/** `storage` seen through one owner's keys: the modules that keep things use their own names inside. */
export function ownedStorage(storage: StorageLike, owner: string): StorageLike {
  return {
    getItem: (name) => storage.getItem(ownedKey(owner, name)),
    setItem: (name, value) => storage.setItem(ownedKey(owner, name), value),
    removeItem: (name) => storage.removeItem(ownedKey(owner, name)),
  };
}

type RouterWindow = { __remixRouter?: { state?: { loaderData?: Record<string, unknown> } } };

/**
 * Who this page says is signed in (the root loader's user, as Remix's router holds it now, after every
 * navigation and sign-in), else the visitor. A stored copy served offline names nobody (decision 0240).
 */
export function currentOwner(): string {
  if (typeof window === "undefined") return VISITOR;
  const root = (window as unknown as RouterWindow).__remixRouter?.state?.loaderData?.root as { user?: { id?: unknown } | null } | undefined;
  const id = root?.user?.id;
  return typeof id === "string" && id.length > 0 ? id : VISITOR;
}

function area(which: Area): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : which === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's storage seen through `owner`'s keys (the current owner by default), or null. */
export function browserOwnedStorage(which: Area, owner: string = currentOwner()): StorageLike | null {
  const storage = area(which);
  return storage ? ownedStorage(storage, owner) : null;
}

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
  for (const which of ["local", "session"] as const) {
    try {
      const storage = area(which);
      if (storage) forgetIn(storage, userId);
    } catch {
      // Blocked storage: nothing was kept there.
    }
  }
}

/** Remembered while a page names the person, so a stored copy (which names nobody) still sends their waiting ends. */
export function rememberSignedIn(userId: string | null | undefined): void {
  try {
    if (userId && localStorage.getItem(LAST_SIGNED_IN) !== userId) localStorage.setItem(LAST_SIGNED_IN, userId);
  } catch {
    // Blocked storage.
  }
}

/** Whose waiting things a page may send: the person it names, else the last one named and not signed out. */
export function senderOwner(): string {
  const owner = currentOwner();
  if (owner !== VISITOR) return owner;
  try {
    return localStorage.getItem(LAST_SIGNED_IN) ?? VISITOR;
  } catch {
    return VISITOR;
  }
}

const SIGN_OUT_PATH = "/auth/logout";

/**
 * Every sign-out form of the app posts to /auth/logout: whichever it is, the person's keys are
 * forgotten as it is sent (the capture phase runs before the router takes the submission).
 */
export function forgetAtSignOut(): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const action = new URL(form.getAttribute("action") ?? "", window.location.href).pathname;
    if (action === SIGN_OUT_PATH) forgetPerson(currentOwner());
  };
  document.addEventListener("submit", onSubmit, true);
  return () => document.removeEventListener("submit", onSubmit, true);
}

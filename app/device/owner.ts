/**
 * The device store's core (device-store.ts, decision 0311), small enough for the shell every page loads:
 * whose keys a page uses, and the storage seen through one owner's keys (`rvi:<owner>:<name>`).
 */

export const VISITOR = "visiteur";

/** The last person a page named as signed in on this device, until they sign out (device-wide). */
export const LAST_SIGNED_IN = "rvi:dernier";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const ownedKey = (owner: string, name: string) => `rvi:${owner}:${name}`;

/** `storage` seen through one owner's keys: the modules that keep things use their own names inside. */
export function ownedStorage(storage: StorageLike, owner: string): StorageLike {
  return {
    getItem: (name) => storage.getItem(ownedKey(owner, name)),
    setItem: (name, value) => storage.setItem(ownedKey(owner, name), value),
    removeItem: (name) => storage.removeItem(ownedKey(owner, name)),
  };
}

/**
 * Who this page says is signed in (the root loader's user, as Remix's router holds it now, after every
 * navigation and sign-in), else the visitor. A stored copy served offline names nobody (decision 0240).
 */
export function currentOwner(): string {
  const id = (
    typeof window === "undefined" ? null : (window as { __remixRouter?: { state: { loaderData: { root?: { user?: { id?: unknown } } } } } })
  )?.__remixRouter?.state.loaderData.root?.user?.id;
  return typeof id === "string" && id ? id : VISITOR;
}

/** The browser's storage seen through `owner`'s keys (who the page names, by default), or null. */
export function browserOwnedStorage(area: "local" | "session", owner = currentOwner()): StorageLike | null {
  try {
    return ownedStorage(area === "session" ? sessionStorage : localStorage, owner);
  } catch {
    return null;
  }
}

/** Whose waiting things a page may send: the person it names, else the last one named and not signed out. */
export function senderOwner(): string {
  const owner = currentOwner();
  try {
    return owner === VISITOR ? (localStorage.getItem(LAST_SIGNED_IN) ?? VISITOR) : owner;
  } catch {
    return owner;
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

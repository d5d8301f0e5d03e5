/**
 * Whether this browser may hold anonymous data to attach to the account, read from the key names
 * alone: the attach offer (and zod, which checks what it sends) is loaded only then (decision 0102).
 */
import { CYCLE_KEY } from "~/cycles/keys";
import { LOCAL_KEYS } from "~/device/keys";

/** Set for the session when the person answers « Plus tard ». */
export const LATER_KEY = "rattachement_plus_tard";

type Keyed = { length: number; key(index: number): string | null; getItem(key: string): string | null };

const LISTS: readonly string[] = [LOCAL_KEYS.practices, LOCAL_KEYS.questions, LOCAL_KEYS.acts];

export function deviceMayHoldData(storage: Keyed): boolean {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key) continue;
    if (CYCLE_KEY.test(key)) return true;
    if (LISTS.includes(key) && (storage.getItem(key) ?? "[]").trim() !== "[]") return true;
  }
  return false;
}

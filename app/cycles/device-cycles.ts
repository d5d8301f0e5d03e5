/**
 * Cycles kept on a visitor's device (spec 3 §7 keys: cycle-{periodId}, meilleur-cycle-{periodId},
 * cycles-v2-data, saved-cycles). Pure over a Storage-like object.
 */
import type { StorageLike } from "~/device/local-store";
import { readDocument, type CycleDocument, type ReadResult } from "./editor-state";
import { CYCLE_KEY } from "./documents";
import { readSavedCycles, readV2State, type SavedV2Cycle, type V2State } from "./v2-flow";

export const V2_KEYS = { current: "cycles-v2-data", saved: "saved-cycles" } as const;

/** Every device key that holds cycles: what the attach-to-account offer sends. */
export { CYCLE_KEY as DEVICE_CYCLE_KEY } from "./documents";

/**
 * Reads a period document; corrupted data is removed at once (the caller then shows the toast). When
 * the device refuses to be read at all, the status is "unreadable": nothing is removed or replaced.
 */
export function loadDeviceDocument(storage: StorageLike, key: string): ReadResult | { document: CycleDocument; status: "unreadable" } {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { document: readDocument(null).document, status: "unreadable" };
  }
  const result = readDocument(raw);
  if (result.status === "corrupted") storage.removeItem(key);
  return result;
}

export function saveDeviceDocument(storage: StorageLike, key: string, document: CycleDocument | V2State | SavedV2Cycle[]): boolean {
  try {
    storage.setItem(key, JSON.stringify(document));
    return true;
  } catch {
    return false;
  }
}

/** Where an unreadable copy is kept before anything is written over it (decision 0074). */
const unreadableCopyKey = (key: string) => `${key}-illisible`;

/** The questionnaire under way; `failed` when something was stored but cannot be read. */
export function loadDeviceV2(storage: StorageLike): { state: V2State | null; failed: boolean } {
  const raw = safeGet(storage, V2_KEYS.current);
  if (raw === undefined) return { state: null, failed: true };
  const state = readV2State(raw);
  return { state, failed: raw !== null && state === null };
}

/**
 * The saved cycles-v2 cycles; `failed` when the list, or one of its cycles, cannot be read. The
 * readable ones are still returned.
 */
export function loadDeviceSavedCycles(storage: StorageLike): { cycles: SavedV2Cycle[]; failed: boolean } {
  const raw = safeGet(storage, V2_KEYS.saved);
  if (raw === undefined) return { cycles: [], failed: true };
  const cycles = readSavedCycles(raw);
  if (raw === null) return { cycles, failed: false };
  let count = -1;
  try {
    const parsed: unknown = JSON.parse(raw);
    count = Array.isArray(parsed) ? parsed.length : -1;
  } catch {
    count = -1;
  }
  return { cycles, failed: count !== cycles.length };
}

/**
 * Before a list or questionnaire that could not be read is written over, its stored text is kept under
 * `…-illisible` (once: an earlier copy is never replaced), so nothing the person wrote disappears.
 */
export function keepUnreadableCopy(storage: StorageLike, key: string): void {
  try {
    const raw = storage.getItem(key);
    if (raw !== null && storage.getItem(unreadableCopyKey(key)) === null) storage.setItem(unreadableCopyKey(key), raw);
  } catch {
    // the device refuses: there is nothing more this page can keep
  }
}

/** The device's cycle documents, as parsed JSON, for the attach-to-account offer. */
export function listDeviceCycleDocuments(
  storage: StorageLike & { length: number; key(index: number): string | null },
): { key: string; data: unknown }[] {
  const out: { key: string; data: unknown }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key || !CYCLE_KEY.test(key)) continue;
    try {
      out.push({ key, data: JSON.parse(storage.getItem(key) ?? "null") });
    } catch {
      // unreadable: the editor will clean it up when opened
    }
  }
  return out;
}

/** undefined: the device refused to be read. */
function safeGet(storage: StorageLike, key: string): string | null | undefined {
  try {
    return storage.getItem(key);
  } catch {
    return undefined;
  }
}

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

/** Reads a period document; corrupted data is removed at once (the caller then shows the toast). */
export function loadDeviceDocument(storage: StorageLike, key: string): ReadResult {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    raw = null;
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

export function loadDeviceV2(storage: StorageLike): V2State | null {
  return readV2State(safeGet(storage, V2_KEYS.current));
}

export function loadDeviceSavedCycles(storage: StorageLike): SavedV2Cycle[] {
  return readSavedCycles(safeGet(storage, V2_KEYS.saved));
}

/** The device's cycle documents, as parsed JSON, for the attach-to-account offer. */
export function listDeviceCycleDocuments(storage: StorageLike & { length: number; key(index: number): string | null }): { key: string; data: unknown }[] {
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

function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Answers the server could not save (a failing database, a lost connection): kept on this device,
 * per session and step, until a later save succeeds, so a reload or a crash loses nothing (issue 15).
 * Reading never throws; a blocked storage only loses the safety net. Kept in the device store under
 * the person's own keys (device-store.ts), forgotten at sign-out.
 */
import { browserOwnedStorage } from "./owner";

const KEY = "unsaved_answers";

type Unsaved = Record<string, Record<string, { text: string; at: string }>>;

function read(storage: Pick<Storage, "getItem">): Unsaved {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Unsaved) : {};
  } catch {
    return {};
  }
}

function write(storage: Pick<Storage, "setItem" | "removeItem">, value: Unsaved) {
  try {
    if (Object.keys(value).length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Full or blocked: the answer still stays on screen.
  }
}

export function createUnsavedAnswers(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">, now: () => Date = () => new Date()) {
  return {
    keep(sessionId: string, step: number, text: string) {
      if (!text.trim()) return;
      const all = read(storage);
      all[sessionId] = { ...all[sessionId], [String(step)]: { text, at: now().toISOString() } };
      write(storage, all);
    },
    /** The session's unsaved answers, by step number. */
    of(sessionId: string): Record<number, string> {
      const out: Record<number, string> = {};
      for (const [step, entry] of Object.entries(read(storage)[sessionId] ?? {})) {
        if (entry && typeof entry.text === "string" && Number(step) > 0) out[Number(step)] = entry.text;
      }
      return out;
    },
    clear(sessionId: string, step?: number) {
      const all = read(storage);
      if (!all[sessionId]) return;
      if (step === undefined) delete all[sessionId];
      else {
        delete all[sessionId]![String(step)];
        if (Object.keys(all[sessionId]!).length === 0) delete all[sessionId];
      }
      write(storage, all);
    },
  };
}

export type UnsavedAnswers = ReturnType<typeof createUnsavedAnswers>;

/** The browser's copy for `owner` (who the page says is signed in), or null before JavaScript runs or when storage is unavailable. */
export function browserUnsavedAnswers(owner?: string): UnsavedAnswers | null {
  try {
    const storage = browserOwnedStorage("local", owner);
    return storage ? createUnsavedAnswers(storage) : null;
  } catch {
    return null;
  }
}

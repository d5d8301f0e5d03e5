/**
 * A signed-in person's « Terminer » with no network (issue 33): the end of the run waits on this device,
 * beside its answers (`unsaved-answers`), and is sent once when the network returns — by the practice
 * screen if it is still open, else by the offline support every page loads after hydration. Never
 * shown as saved before the server said so. One sender at a time per session (Web Locks where the
 * browser has them; the record is read again inside the lock and removed only once the server took it).
 */
import type { UnsavedAnswers } from "~/device/unsaved-answers";
import type { Post } from "./post";

import { browserOwnedStorage } from "~/device/owner";
import { WAITING_FINISHES_KEY as KEY } from "./waiting-finish-key";

export { OPEN_RUNS } from "./waiting-finish-key";

export type WaitingFinish = {
  /** Whose run it is: only that person's pages send it (on a shared device, the next person's never do). */
  userId?: string;
  toolId: string;
  /** The step the run ended on, and its answer (the server saves it with the end, as online). */
  step: number;
  text: string;
  audioKey: string;
  /** The Où ? / Quand ? / Comment ? of an act made of the last answer (homme_apocalypse). */
  commitment?: { where: string; when: string; how: string };
  /** How the person feels at the end, chosen while the end waited. */
  feeling?: string;
  at: string;
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: Store): Record<string, WaitingFinish> {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, WaitingFinish>) : {};
  } catch {
    return {};
  }
}

function write(storage: Store, value: Record<string, WaitingFinish>) {
  try {
    if (Object.keys(value).length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Full or blocked: the end stays on screen, with the line that says it waits.
  }
}

export function createWaitingFinishes(storage: Store, now: () => Date = () => new Date()) {
  return {
    keep(sessionId: string, finish: Omit<WaitingFinish, "at">) {
      write(storage, { ...read(storage), [sessionId]: { ...finish, at: now().toISOString() } });
    },
    of(sessionId: string): WaitingFinish | null {
      const found = read(storage)[sessionId];
      return found && typeof found.toolId === "string" && Number.isInteger(found.step) ? found : null;
    },
    /** The sessions whose end waits; with `owner`, only that person's (and those kept before ends named their owner). */
    sessions(owner?: string): string[] {
      return Object.keys(read(storage)).filter((id) => {
        const finish = this.of(id);
        return finish !== null && (owner === undefined || finish.userId === undefined || finish.userId === owner);
      });
    },
    /** The feeling chosen at the end while the end itself waits: sent after it. */
    setFeeling(sessionId: string, feeling: string): boolean {
      const all = read(storage);
      if (!all[sessionId]) return false;
      all[sessionId] = { ...all[sessionId]!, feeling };
      write(storage, all);
      return true;
    },
    clear(sessionId: string) {
      const all = read(storage);
      if (!all[sessionId]) return;
      delete all[sessionId];
      write(storage, all);
    },
  };
}

export type WaitingFinishes = ReturnType<typeof createWaitingFinishes>;

/** The ends waiting for `owner` (device store: the person's own keys, forgotten at sign-out). */
export function browserWaitingFinishes(owner?: string): WaitingFinishes | null {
  try {
    const storage = browserOwnedStorage("local", owner);
    return storage ? createWaitingFinishes(storage) : null;
  } catch {
    return null;
  }
}

/** Runs `task` alone for this session, across the tabs of this browser when it has Web Locks. */
function alone<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !("locks" in navigator) || !navigator.locks) return task();
  return navigator.locks.request(`rvi-finish-${sessionId}`, task) as Promise<T>;
}

/**
 * Sends a session's waiting end: first its waiting answers in the order of the steps (unless the
 * practice screen already did), then the end, then the feeling. True once the server took the end
 * (or another sender did); false when something failed, and everything not taken still waits.
 */
export function sendWaitingFinish(
  sessionId: string,
  deps: { waiting: WaitingFinishes; unsaved: UnsavedAnswers | null; post: (toolId: string) => Post; withAnswers: boolean },
): Promise<boolean> {
  return alone(sessionId, async () => {
    const finish = deps.waiting.of(sessionId);
    if (!finish) return true;
    const post = deps.post(finish.toolId);
    if (deps.withAnswers && deps.unsaved) {
      const answers = deps.unsaved.of(sessionId);
      for (const step of Object.keys(answers)
        .map(Number)
        .sort((a, b) => a - b)) {
        if (step === finish.step) continue; // sent with the end itself
        const result = await post({ intent: "autosave", step, text: answers[step], sessionId, audioKey: "" });
        if (!result.ok) return false;
        deps.unsaved.clear(sessionId, step);
      }
    }
    const fields = { step: finish.step, text: finish.text, sessionId, audioKey: finish.audioKey };
    const done = finish.commitment
      ? await post({ intent: "act", ...fields, ...finish.commitment })
      : await post({ intent: "complete", ...fields });
    if (!done.ok) return false;
    deps.waiting.clear(sessionId);
    deps.unsaved?.clear(sessionId);
    // The feeling is a detail: it is sent once, its failure loses only itself.
    if (finish.feeling) await post({ intent: "feeling", feeling: finish.feeling, sessionId });
    return true;
  });
}

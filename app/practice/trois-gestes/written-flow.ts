/**
 * The written practice's four steps (spec 2 §2): which step comes next and what travels with it.
 * The same rules serve the screen with and without JavaScript (every step is a form post, read by
 * `written-schema.ts`).
 */
import type { WrittenData } from "./bilan";

export const WRITTEN_STEP_COUNT = 4;

export type WrittenState = WrittenData & { step: number };

export const INITIAL_WRITTEN: WrittenState = { step: 1, selectedGesture: null, answers: {} };

type WrittenEvent = "next" | "previous";
/** A step's post, as its schema reads it: the step shown, the button pressed, the gesture and its answers. */
export type WrittenPost = WrittenState & { event: WrittenEvent };

export function clampStep(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(WRITTEN_STEP_COUNT, Math.max(1, n)) : 1;
}

/** Whether the step may be left forward: the gesture must be chosen before step 3. */
export function needsGesture({ step, event, selectedGesture }: WrittenPost): boolean {
  return event === "next" && step >= 2 && !selectedGesture;
}

/** The state after "Suivant" or "Précédent"; a refused "Suivant" stays on the gesture's step. */
export function moveWritten(post: WrittenPost): WrittenState {
  const { event, ...data } = post;
  if (event === "previous") return { ...data, step: clampStep(data.step - 1) };
  if (needsGesture(post)) return { ...data, step: 2 };
  return { ...data, step: clampStep(data.step + 1) };
}

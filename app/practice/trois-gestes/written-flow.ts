/**
 * The written practice's four steps (spec 2 §2): which step comes next and what travels with it.
 * The same rules serve the screen with and without JavaScript (every step is a form post).
 */
import { WRITTEN_MESSAGES } from "~/practice/content/trois-gestes";
import { readWrittenData, type WrittenData } from "./bilan";

export const WRITTEN_STEP_COUNT = 4;

export type WrittenState = WrittenData & { step: number; error: string | null };

export const INITIAL_WRITTEN: WrittenState = { step: 1, selectedGesture: null, answers: {}, error: null };

export function clampStep(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(WRITTEN_STEP_COUNT, Math.max(1, n)) : 1;
}

/** The state after "Suivant" or "Précédent": the gesture must be chosen before step 3. */
export function moveWritten(form: FormData): WrittenState {
  const data = readWrittenData(form);
  const step = clampStep(form.get("step"));
  if (form.get("intent") === "previous") return { ...data, step: clampStep(step - 1), error: null };
  if (step >= 2 && !data.selectedGesture) return { ...data, step: 2, error: WRITTEN_MESSAGES.chooseGesture };
  return { ...data, step: clampStep(step + 1), error: null };
}

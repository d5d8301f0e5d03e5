/**
 * Nommer sa Grandeur's rules (spec 2 §2, §4, §5): three steps, what each needs before moving on, and
 * the act composed at the end. Pure: the server applies them to every post, with or without JavaScript.
 */
import { MAX_FIELD_LENGTH } from "~/grandeur/rows";
import { GRANDEUR_WIZARD_MESSAGES as M } from "./messages";

export const GRANDEUR_TOOL_ID = "nommer_grandeur";
export const GRANDEUR_TOOL_NAME = "Nommer sa Grandeur";
export const GRANDEUR_STEP_COUNT = 3;

const GRANDEUR_FIELDS = ["grandeur", "misere", "acte", "ou", "quand", "comment"] as const;
export type GrandeurFieldName = (typeof GRANDEUR_FIELDS)[number];
const ACT_FIELDS = ["acte", "ou", "quand", "comment"] as const;
/** The fields each step shows. */
export const STEP_FIELDS: Record<number, readonly GrandeurFieldName[]> = { 1: ["grandeur"], 2: ["misere"], 3: ACT_FIELDS };

export type GrandeurAnswers = Partial<Record<GrandeurFieldName, string>>;
export type GrandeurState = { step: number; answers: GrandeurAnswers };
export type Refusal = { title: string; message: string };
export type GrandeurEvent = "start" | "next" | "previous" | "finish";

export const INITIAL_GRANDEUR: GrandeurState = { step: 1, answers: {} };

export function clampGrandeurStep(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(GRANDEUR_STEP_COUNT, Math.max(1, n)) : 1;
}

function cleanAnswers(value: unknown): GrandeurAnswers {
  const answers: GrandeurAnswers = {};
  if (!value || typeof value !== "object") return answers;
  for (const field of GRANDEUR_FIELDS) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === "string" && text.trim()) answers[field] = text.slice(0, MAX_FIELD_LENGTH);
  }
  return answers;
}

/** A draft from a hidden field, the device or the database; anything unreadable is a fresh start. */
export function parseGrandeurDraft(value: unknown): GrandeurState {
  let raw = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return INITIAL_GRANDEUR;
    }
  }
  if (!raw || typeof raw !== "object") return INITIAL_GRANDEUR;
  const { step, answers } = raw as { step?: unknown; answers?: unknown };
  return { step: clampGrandeurStep(step), answers: cleanAnswers(answers) };
}

/** What a step needs before the wizard moves on (spec 2 §5); null when it passes. */
function grandeurRefusal(state: GrandeurState, step = state.step): Refusal | null {
  const a = state.answers;
  if (step >= 1 && !a.grandeur?.trim()) return { title: M.attention, message: M.needGrandeur };
  if (step >= 2 && !a.misere?.trim()) return { title: M.attention, message: M.needMisere };
  if (step >= 3 && !ACT_FIELDS.some((f) => a[f]?.trim())) return { title: M.attention, message: M.needActField };
  return null;
}

const REFUSAL_STEP: Record<string, number> = { [M.needGrandeur]: 1, [M.needMisere]: 2, [M.needActField]: 3 };

export type Moved = { state: GrandeurState; error: Refusal | null; finished: boolean; saveStep: number | null };

/**
 * "Suivant" from step 1 or 2 moves on when the step passes and names the step whose answer is saved
 * (`saveStep`); "Précédent" goes back from steps 2 and 3; "Terminer" needs every step to pass.
 */
export function moveGrandeur(state: GrandeurState, event: GrandeurEvent): Moved {
  const result = (s: GrandeurState, error: Refusal | null = null, finished = false, saveStep: number | null = null): Moved => ({
    state: s,
    error,
    finished,
    saveStep,
  });
  if (event === "start") return result(state);
  if (event === "previous") return result({ ...state, step: Math.max(1, state.step - 1) });
  if (event === "finish" || state.step >= GRANDEUR_STEP_COUNT) {
    const error = grandeurRefusal(state, GRANDEUR_STEP_COUNT);
    if (error) return result({ ...state, step: Math.min(state.step, REFUSAL_STEP[error.message] ?? 3) }, error);
    return result({ ...state, step: GRANDEUR_STEP_COUNT }, null, true);
  }
  const error = grandeurRefusal(state, state.step);
  if (error) return result({ ...state, step: REFUSAL_STEP[error.message] ?? state.step }, error);
  return result({ ...state, step: state.step + 1 }, null, false, state.step);
}

/**
 * The act: its text, then the 'Où : ', 'Quand : ', 'Comment : ' lines that were filled (decision 0081).
 * The first line is the act's title in every list: without a description it is "Mon acte de grandeur",
 * never "Où : Dans mon salon" (issue 30 item 10).
 */
export function grandeurActText(answers: GrandeurAnswers): string {
  const line = (label: string, value?: string) => (value?.trim() ? `${label}${value.trim()}` : null);
  const details = [line("Où\u00a0: ", answers.ou), line("Quand\u00a0: ", answers.quand), line("Comment\u00a0: ", answers.comment)].filter(
    Boolean,
  );
  const title = answers.acte?.trim() || (details.length ? M.untitledAct : null);
  return [title, ...details].filter(Boolean).join("\n");
}

/** The saved responses of steps 1 and 2 (spec 2 §4): the step title and the text. */
export function grandeurStepAnswer(state: GrandeurState, step: 1 | 2, titles: string[]) {
  const text = (step === 1 ? state.answers.grandeur : state.answers.misere)?.trim() ?? "";
  return { stepNumber: step, stepTitle: titles[step - 1] ?? "", text };
}

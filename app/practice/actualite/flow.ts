/**
 * Actualité's rules (spec 2 §2, §4, §5): the state of the twelve steps and how each button changes it.
 * Pure, so the server applies exactly these rules to every post, with or without JavaScript, and
 * the unit tests pin them.
 */
import { z } from "zod";
import { handlerOf } from "~/utils/handler-of";
import {
  ACTUALITE_LIMITS as LIMITS,
  ACTUALITE_MESSAGES as M,
  ACTUALITE_STEP_COUNT,
  ACTUALITE_STEPS,
  QUICK_CHOICE_LABELS,
  RATING_SCALE,
} from "~/practice/content/actualite";

export type Subject = { id: string; text: string; rating: number | null };
export type ActualiteState = {
  step: number;
  subjects: Subject[];
  chosenId: string | null;
  /** Free-text answers of steps 5 to 12, keyed by step number. */
  answers: Record<string, string>;
};
export type Refusal = { title: string; message: string };

export const INITIAL_ACTUALITE: ActualiteState = { step: 1, subjects: [], chosenId: null, answers: {} };
export const FIRST_FREE_STEP = 5;

export const stepNumber = z.coerce.number().int().min(1).max(ACTUALITE_STEP_COUNT).catch(1);
const draftSchema = z.object({
  step: stepNumber,
  subjects: z
    .array(
      z.object({
        id: z.string().min(1).max(12),
        text: z.string().trim().min(1).max(LIMITS.subjectLength),
        rating: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max).nullable().catch(null),
      }),
    )
    .max(LIMITS.subjects)
    .catch([]),
  chosenId: z.string().max(12).nullable().catch(null),
  answers: z.record(z.string().max(LIMITS.answerLength)).catch({}),
});

/** A draft from a hidden field, the device or the database; anything unreadable is a fresh start. */
export function parseActualiteDraft(value: unknown): ActualiteState {
  let raw = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return INITIAL_ACTUALITE;
    }
  }
  const parsed = draftSchema.safeParse(raw);
  if (!parsed.success) return INITIAL_ACTUALITE;
  const state = parsed.data;
  const answers: Record<string, string> = {};
  for (let step = FIRST_FREE_STEP; step <= ACTUALITE_STEP_COUNT; step++) {
    const text = state.answers[String(step)];
    if (text) answers[String(step)] = text;
  }
  const chosenId = state.subjects.some((s) => s.id === state.chosenId) ? state.chosenId : null;
  return { step: state.step, subjects: state.subjects, chosenId, answers };
}

export type ActualiteEvent =
  | { type: "add"; text: string }
  | { type: "remove"; id: string }
  | { type: "next" }
  | { type: "previous" }
  | { type: "choose"; id: string }
  | { type: "restart" }
  | { type: "finish" };

/** The button pressed (`intent`); anything else is « Suivant »; « Ajouter » adds the subject typed. */
export function readIntent(intent: string, typedSubject: string): ActualiteEvent {
  // « Retirer » and « Choisir » name their subject after the intent: `remove:s2`, `choose:s1`.
  const colon = intent.indexOf(":");
  const name = colon === -1 ? intent : intent.slice(0, colon + 1);
  const id = intent.slice(colon + 1);
  const EVENTS: Record<string, () => ActualiteEvent> = {
    add: () => ({ type: "add", text: typedSubject }),
    "remove:": () => ({ type: "remove", id }),
    "choose:": () => ({ type: "choose", id }),
    previous: () => ({ type: "previous" }),
    restart: () => ({ type: "restart" }),
    finish: () => ({ type: "finish" }),
  };
  return handlerOf(EVENTS, name, () => ({ type: "next" }) as const)();
}

function nextSubjectId(subjects: Subject[]): string {
  const max = subjects.reduce((m, s) => Math.max(m, Number(s.id.replace(/^s/, "")) || 0), 0);
  return `s${max + 1}`;
}

/** Adds a subject; blanks are ignored (spec 2 §5), duplicates and overflow are refused gently. */
export function addSubject(state: ActualiteState, text: string): { state: ActualiteState; error: Refusal | null } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return { state, error: null };
  const refuse = (message: string) => ({ state, error: { title: M.attention, message } });
  if (clean.length > LIMITS.subjectLength) return refuse(M.subjectTooLong);
  if (state.subjects.some((s) => s.text.toLocaleLowerCase("fr") === clean.toLocaleLowerCase("fr"))) return refuse(M.subjectDuplicate);
  if (state.subjects.length >= LIMITS.subjects) return refuse(M.tooManySubjects);
  return {
    state: { ...state, subjects: [...state.subjects, { id: nextSubjectId(state.subjects), text: clean, rating: null }] },
    error: null,
  };
}

/** The rule a step must pass before "Suivant" (spec 2 §5); null when it passes. */
function stepRefusal(state: ActualiteState, step = state.step): Refusal | null {
  if (step >= 1 && state.subjects.length === 0) return { title: M.attention, message: M.needSubject };
  if (step >= 2 && state.subjects.some((s) => s.rating === null)) return { title: M.attention, message: M.needRatings };
  if (step >= 4 && !state.subjects.some((s) => s.id === state.chosenId)) return { title: M.attention, message: M.needChoice };
  return null;
}

/** The step a refusal sends back to: where the missing piece is entered. */
function stepOfRefusal(error: Refusal): number {
  if (error.message === M.needSubject) return 1;
  if (error.message === M.needRatings) return 2;
  return 4;
}

export type Moved = { state: ActualiteState; error: Refusal | null; finished: boolean };

export function moveActualite(state: ActualiteState, event: ActualiteEvent, typedSubject = ""): Moved {
  const done = (s: ActualiteState, error: Refusal | null = null, finished = false): Moved => ({ state: s, error, finished });
  switch (event.type) {
    case "restart":
      return done(INITIAL_ACTUALITE);
    case "add": {
      const added = addSubject(state, event.text);
      return done({ ...added.state, step: 1 }, added.error);
    }
    case "remove":
      return done({
        ...state,
        subjects: state.subjects.filter((s) => s.id !== event.id),
        chosenId: state.chosenId === event.id ? null : state.chosenId,
      });
    case "previous":
      return done({ ...state, step: Math.max(1, state.step - 1) });
    case "choose":
      // Choosing a subject (the quick choices of step 3, the list of step 4) jumps to step 5.
      if (!state.subjects.some((s) => s.id === event.id)) return done(state, { title: M.attention, message: M.needChoice });
      return done({ ...state, chosenId: event.id, step: FIRST_FREE_STEP });
    case "next":
    case "finish": {
      // A subject typed but not yet added counts: "Suivant" adds it first.
      let current = state;
      if (current.step === 1 && typedSubject.trim()) {
        const added = addSubject(current, typedSubject);
        if (added.error) return done(current, added.error);
        current = added.state;
      }
      const error = stepRefusal(current, current.step);
      if (error) return done({ ...current, step: Math.min(current.step, stepOfRefusal(error)) }, error);
      // Only the last step ends the exploration; "finish" posted earlier is a plain "Suivant".
      if (current.step >= ACTUALITE_STEP_COUNT) {
        const complete = stepRefusal(current, ACTUALITE_STEP_COUNT);
        if (complete) return done({ ...current, step: stepOfRefusal(complete) }, complete);
        return done({ ...current, step: ACTUALITE_STEP_COUNT }, null, true);
      }
      return done({ ...current, step: current.step + 1 });
    }
  }
}

/** Heaviest first; equal ratings keep the order in which they were added. */
export function rankSubjects(subjects: Subject[]): Subject[] {
  return subjects
    .map((s, index) => ({ s, index }))
    .sort((a, b) => (b.s.rating ?? 0) - (a.s.rating ?? 0) || a.index - b.index)
    .map(({ s }) => s);
}

export type QuickChoice = { label: string; subject: Subject };

/** Step 3's quick choices: the heaviest, the middle one and the easiest of the ranking (decision 0080). */
export function quickChoices(subjects: Subject[]): QuickChoice[] {
  const ranked = rankSubjects(subjects);
  if (ranked.length === 0) return [];
  if (ranked.length === 1) return [{ label: QUICK_CHOICE_LABELS.heaviest, subject: ranked[0]! }];
  const choices: QuickChoice[] = [{ label: QUICK_CHOICE_LABELS.heaviest, subject: ranked[0]! }];
  if (ranked.length >= 3) choices.push({ label: QUICK_CHOICE_LABELS.middle, subject: ranked[Math.floor((ranked.length - 1) / 2)]! });
  choices.push({ label: QUICK_CHOICE_LABELS.easiest, subject: ranked[ranked.length - 1]! });
  return choices;
}

export function chosenSubject(state: ActualiteState): Subject | null {
  return state.subjects.find((s) => s.id === state.chosenId) ?? null;
}

/** The act kept at the end: the subject, then the act (step 11) and its where / when / how (step 12). */
export function actualiteActText(state: ActualiteState): string {
  const subject = chosenSubject(state);
  return [`Actualité\u00a0: ${subject?.text ?? ""}`, state.answers["11"]?.trim(), state.answers["12"]?.trim()].filter(Boolean).join("\n");
}

export type ActualiteRow = { stepNumber: number; stepTitle: string; text: string };

/** The answers as the history shows them: the rated subjects, the chosen one, then steps 5 to 12. */
export function actualiteRows(state: ActualiteState): ActualiteRow[] {
  const title = (n: number) => ACTUALITE_STEPS[n - 1]!.title;
  const rows: ActualiteRow[] = [];
  if (state.subjects.length) {
    rows.push({
      stepNumber: 2,
      stepTitle: title(2),
      text: rankSubjects(state.subjects)
        .map((s) => `${s.text}\u00a0: ${s.rating ?? "—"}/10`)
        .join("\n"),
    });
  }
  const subject = chosenSubject(state);
  if (subject) rows.push({ stepNumber: 4, stepTitle: title(4), text: subject.text });
  for (let n = FIRST_FREE_STEP; n <= ACTUALITE_STEP_COUNT; n++) {
    const text = state.answers[String(n)]?.trim();
    if (text) rows.push({ stepNumber: n, stepTitle: title(n), text });
  }
  return rows;
}

export function progressPercent(step: number): number {
  return Math.round((step / ACTUALITE_STEP_COUNT) * 100);
}

/**
 * Actualité's step form declared once (issue 32): what a post of any of the twelve steps holds (the
 * hidden draft, the step, the subject being typed, the ratings, the free answer, the button pressed)
 * and the rule the step must pass, as one zod schema read by conform on the server (`parseWithZod`).
 * A refusal about the subjects is shown beside the subject's field; the ratings' and the choice's,
 * which belong to the whole step, as the form's own message. `reply()` gives back what was typed.
 * Nothing is validated in the browser.
 */
import { z } from "zod";
import { ACTUALITE_LIMITS as LIMITS, ACTUALITE_MESSAGES as M, RATING_SCALE } from "~/practice/content/actualite";
import {
  FIRST_FREE_STEP,
  INITIAL_ACTUALITE,
  moveActualite,
  parseActualiteDraft,
  readIntent,
  stepNumber,
  type ActualiteEvent,
  type ActualiteState,
  type Refusal,
} from "./flow";

/** conform hands an empty field over as missing: absent and blank are both "nothing typed". */
const typed = z.string().optional().catch(undefined);

// The ratings' fields are named after the subjects (`rating_s1`…): they pass through and are read below.
const shape = z
  .object({
    intent: typed,
    step: typed,
    draft: typed,
    sessionId: z.string().max(64).optional().catch(undefined),
    subject: typed,
    answer: typed,
  })
  .passthrough();

export type ActualitePost = { state: ActualiteState; event: ActualiteEvent; typedSubject: string; sessionId: string | null };

/** The state a post describes: the draft, with what the visible step holds. */
const post = shape.transform((value): ActualitePost => {
  const draft = parseActualiteDraft(value.draft ?? "");
  const step = value.step === undefined ? draft.step : stepNumber.parse(value.step);
  let state: ActualiteState = { ...draft, step };
  if (step === 2) {
    const fields = value as Record<string, unknown>;
    state = {
      ...state,
      subjects: state.subjects.map((s) => {
        const rating = Number(fields[`rating_${s.id}`]);
        return Number.isInteger(rating) && rating >= RATING_SCALE.min && rating <= RATING_SCALE.max ? { ...s, rating } : s;
      }),
    };
  }
  if (step >= FIRST_FREE_STEP) {
    const answer = (value.answer ?? "").slice(0, LIMITS.answerLength);
    const answers = { ...state.answers };
    if (answer.trim()) answers[String(step)] = answer;
    else delete answers[String(step)];
    state = { ...state, answers };
  }
  const typedSubject = step === 1 ? (value.subject ?? "") : "";
  return { state, event: readIntent(value.intent ?? "next", typedSubject), typedSubject, sessionId: value.sessionId || null };
});

/** Where each refusal is shown: the subject's field, or the step's own message (""). */
const SUBJECT_REFUSALS: readonly string[] = [M.needSubject, M.subjectTooLong, M.subjectDuplicate, M.tooManySubjects];
const refusalPath = (refusal: Refusal) => (SUBJECT_REFUSALS.includes(refusal.message) ? ["subject"] : []);

/** Every step's form: the post, refused with the step's French message when its rule does not pass. */
export const actualiteStepSchema = post.superRefine((value, ctx) => {
  const refusal = moveActualite(value.state, value.event, value.typedSubject).error;
  if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal.message, path: refusalPath(refusal) });
});

/** The post behind a refused submission (conform's `payload`), to show the step the refusal sends back to. */
export function actualitePostOf(payload: unknown): ActualitePost {
  const read = post.safeParse(payload);
  return read.success ? read.data : { state: INITIAL_ACTUALITE, event: { type: "next" }, typedSubject: "", sessionId: null };
}

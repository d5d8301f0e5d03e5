/**
 * Nommer sa Grandeur's step form declared once (issue 32): what a post of any step holds (the hidden
 * draft, the step, the visible fields, the button pressed) and the rule the step must pass, as one zod
 * schema read by conform on the server (`parseWithZod`). A refusal names the field it belongs to, so
 * the page shows the French message beside it through conform, with or without JavaScript, and
 * `reply()` gives back everything typed. No validation runs in the browser (it would add zod to the
 * page's download): the server answers every post.
 */
import { z } from "zod";
import { MAX_FIELD_LENGTH } from "~/grandeur/rows";
import {
  clampGrandeurStep,
  moveGrandeur,
  parseGrandeurDraft,
  STEP_FIELDS,
  type GrandeurEvent,
  type GrandeurState,
  type Refusal,
} from "./flow";
import { GRANDEUR_WIZARD_MESSAGES as M } from "./messages";

/** conform hands an empty field over as missing: absent and blank are both "nothing typed". */
const typed = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.slice(0, MAX_FIELD_LENGTH));

const shape = z.object({
  intent: z.enum(["start", "next", "previous", "finish"]).catch("next"),
  step: z.string().optional().catch(undefined),
  draft: z.string().optional().catch(undefined),
  sessionId: z.string().max(64).optional().catch(undefined),
  grandeur: typed,
  misere: typed,
  acte: typed,
  ou: typed,
  quand: typed,
  comment: typed,
});

export type GrandeurPost = { state: GrandeurState; event: GrandeurEvent; sessionId: string | null };

/** The state a post describes: the hidden draft, overwritten by the fields of the visible step. */
const post = shape.transform((value): GrandeurPost => {
  const draft = parseGrandeurDraft(value.draft ?? "");
  const step = value.step === undefined ? draft.step : clampGrandeurStep(value.step);
  const answers = { ...draft.answers };
  for (const field of STEP_FIELDS[step]!) {
    const text = value[field];
    if (text?.trim()) answers[field] = text;
    else delete answers[field];
  }
  return { state: { step, answers }, event: value.intent, sessionId: value.sessionId || null };
});

/** The field each refusal is shown beside; the act's "at least one field" belongs to the whole fieldset (form-level). */
const REFUSAL_FIELD: Record<string, string> = { [M.needGrandeur]: "grandeur", [M.needMisere]: "misere" };
const refusalPath = (refusal: Refusal) => (REFUSAL_FIELD[refusal.message] ? [REFUSAL_FIELD[refusal.message]!] : []);

/** Every step's form: the post, refused with the step's French message when its rule does not pass. */
export const grandeurStepSchema = post.superRefine((value, ctx) => {
  const refusal = moveGrandeur(value.state, value.event).error;
  if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal.message, path: refusalPath(refusal) });
});

/** The post behind a refused submission (conform's `payload`), to show the step the refusal sends back to. */
export function grandeurPostOf(payload: unknown): GrandeurPost {
  const read = post.safeParse(payload);
  return read.success ? read.data : { state: parseGrandeurDraft(null), event: "next", sessionId: null };
}

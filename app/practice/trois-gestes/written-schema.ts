/**
 * The written practice's step form declared once (issue 32): the step, the button pressed, the
 * gesture and that gesture's answers, as one zod schema read by conform on the server
 * (`parseWithZod`). "Suivant" without a gesture is refused beside the gesture's choice, in French,
 * with everything typed given back by `reply()`. Nothing is validated in the browser (the page does
 * not download zod).
 */
import { z } from "zod";
import { GESTURES, GESTURE_IDS, WRITTEN_MESSAGES } from "~/practice/content/trois-gestes";
import { isGesture, MAX_ANSWER } from "./bilan";
import { clampStep, INITIAL_WRITTEN, needsGesture, type WrittenPost } from "./written-flow";

/** conform hands an empty field over as missing: both are "nothing typed". */
const answer = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value ?? "").trim().slice(0, MAX_ANSWER));

/** Every gesture's fields: the post carries only the chosen one's, the others are left out. */
const ANSWER_NAMES = [
  ...new Set(GESTURE_IDS.flatMap((id) => [...GESTURES[id].situation, ...GESTURES[id].transformation].map((f) => f.name))),
];

const shape = z.object({
  step: z.string().optional().catch(undefined),
  intent: z.enum(["next", "previous"]).catch("next"),
  selectedGesture: z.string().optional().catch(undefined),
  ...(Object.fromEntries(ANSWER_NAMES.map((name) => [name, answer])) as Record<string, typeof answer>),
});

const post = shape.transform((value): WrittenPost => {
  const selectedGesture = isGesture(value.selectedGesture) ? value.selectedGesture : null;
  const answers: Record<string, string> = {};
  if (selectedGesture) {
    const gesture = GESTURES[selectedGesture];
    const typed = value as Record<string, unknown>;
    for (const field of [...gesture.situation, ...gesture.transformation]) answers[field.name] = String(typed[field.name] ?? "");
  }
  return { step: clampStep(value.step), event: value.intent, selectedGesture, answers };
});

export const writtenStepSchema = post.superRefine((value, ctx) => {
  if (needsGesture(value))
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: WRITTEN_MESSAGES.chooseGesture, path: ["selectedGesture"] });
});

/** The post behind a refused submission (conform's `payload`), to show the step again with its answers. */
export function writtenPostOf(payload: unknown): WrittenPost {
  const read = post.safeParse(payload);
  return read.success ? read.data : { ...INITIAL_WRITTEN, event: "next" };
}

/**
 * The bilan's form declared once (issue 8, decision 0137): the browser checks it before anything is
 * sent or kept on the device, the action parses the same schema. The rule "at least one of the three
 * reflections, written or spoken" stays `validateBilan`'s; the schema applies it as a form-level error.
 * Browser-safe: no server module, no database.
 */
import { z } from "zod";
import { BILAN_KEYS, MAX_ANSWER, validateBilan, type BilanInput, type BilanKey, type VoiceKey, type WrittenData } from "./bilan";

export const BILAN_TOO_LONG = "Cette réponse est trop longue (5 000 caractères au plus).";
export const BILAN_TOO_LONG_TITLE = "Réponse trop longue";

// conform hands an empty field over as "missing": an empty answer is allowed and becomes "".
const answer = z.string().trim().max(MAX_ANSWER, BILAN_TOO_LONG).optional().default("");

const shape = {
  practiceType: z
    .string()
    .optional()
    .transform((value): "guided" | "written" => (value === "written" ? "written" : "guided")),
  ...(Object.fromEntries(BILAN_KEYS.map((key) => [key, answer])) as Record<BilanKey, typeof answer>),
};

export type BilanValuesParsed = z.output<z.ZodObject<typeof shape>>;

/** The bilan's input from the parsed values and the written practice's data (read apart, as before). */
export function bilanInputFrom(value: BilanValuesParsed, written: WrittenData = { selectedGesture: null, answers: {} }): BilanInput {
  const answers = Object.fromEntries(BILAN_KEYS.map((key) => [key, value[key]])) as Record<BilanKey, string>;
  return {
    practiceType: value.practiceType,
    written: value.practiceType === "written" ? written : { selectedGesture: null, answers: {} },
    answers,
  };
}

/**
 * `spoken` names the reflections that carry a recording: the uploaded files on the server, the
 * recordings made on the page in the browser (the set is read at each check, so a live set works).
 */
export function bilanSchema(spoken: ReadonlySet<VoiceKey>) {
  return z.object(shape).superRefine((value, ctx) => {
    const refusal = validateBilan(bilanInputFrom(value), spoken);
    if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal.message, path: [] });
  });
}

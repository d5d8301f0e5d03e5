import { z } from "zod";
import { HISTORY_MESSAGES } from "./messages";

/** The longest answer a step keeps (as the practice screen's own limit). */
export const MAX_ANSWER = 20_000;

/** Editing one past answer: its step and its new text (required; a recording alone stays as it is). */
export const editAnswerSchema = z.object({
  step: z.coerce.number().int().min(0).max(50),
  text: z
    .string({ required_error: HISTORY_MESSAGES.answerRequired })
    .trim()
    .min(1, HISTORY_MESSAGES.answerRequired)
    .max(MAX_ANSWER, HISTORY_MESSAGES.answerTooLong),
});

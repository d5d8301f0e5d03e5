import { z } from "zod";
import { HISTORY_MESSAGES } from "./messages";

/** The longest answer a step keeps (as the practice screen's own limit). */
export const MAX_ANSWER = 20_000;

/**
 * Editing one past answer: its step and its new text (required; a recording alone stays as it is).
 * Shared by the page (conform, before any post) and the action (`parseWithZod`); every message is
 * French, an empty field included (conform sends it as missing).
 */
export const editAnswerSchema = z.object({
  // A hidden field: a tampered or missing step is refused with the form's own message.
  step: z.coerce
    .number({ required_error: HISTORY_MESSAGES.answerUpdateFailed, invalid_type_error: HISTORY_MESSAGES.answerUpdateFailed })
    .int(HISTORY_MESSAGES.answerUpdateFailed)
    .min(0, HISTORY_MESSAGES.answerUpdateFailed)
    .max(50, HISTORY_MESSAGES.answerUpdateFailed),
  text: z
    .string({ required_error: HISTORY_MESSAGES.answerRequired })
    .trim()
    .min(1, HISTORY_MESSAGES.answerRequired)
    .max(MAX_ANSWER, HISTORY_MESSAGES.answerTooLong),
});

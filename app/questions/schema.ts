/**
 * The zod schemas of Mes questions' forms (issue 8): one per form, used by conform in the browser and by
 * the action. They apply `checkNewQuestion` / `checkAnswer` (validation.ts), so the rules and their
 * French words live in one place; the message sits beside the text field.
 */
import { z } from "zod";
import { ANSWER_MAX, ANSWER_TOO_LONG, QUESTION_MAX, QUESTION_TOO_LONG } from "./messages";
import { checkAnswer, checkNewQuestion, isRefusal } from "./validation";

/** A recording key, a chosen file (non-empty) or the practice's "recorded" mark: audio is there. */
function present(value: unknown): boolean {
  if (typeof value === "string") return value !== "";
  return typeof Blob !== "undefined" && value instanceof Blob && value.size > 0;
}

/** The browser's maxLength comes from here; the trimmed text is then checked by the rule itself. */
const text = (max: number, tooLong: string) => z.string().max(max, tooLong).optional();
const audio = { audioKey: z.string().max(300).optional(), audioFile: z.any().optional() };

/** Mes questions' add form: text and/or a recording (`audioKey`) or an audio file (`audioFile`). */
export const newQuestionSchema = z.object({ text: text(QUESTION_MAX, QUESTION_TOO_LONG), ...audio }).superRefine((value, ctx) => {
  const checked = checkNewQuestion(value.text ?? "", present(value.audioKey) || present(value.audioFile));
  if (isRefusal(checked)) ctx.addIssue({ code: "custom", path: ["text"], message: checked.message });
});

/** The answer form under each question: text, a recording or a file. */
export const answerSchema = z
  .object({ questionId: z.string().max(100).optional(), text: text(ANSWER_MAX, ANSWER_TOO_LONG), ...audio })
  .superRefine((value, ctx) => {
    const checked = checkAnswer(value.text ?? "", present(value.audioKey) || present(value.audioFile));
    if (isRefusal(checked)) ctx.addIssue({ code: "custom", path: ["text"], message: checked.message });
  });

/** The practice's question panel: `question`, with a recording made on the page (`recorded`) or uploaded. */
export const practiceQuestionSchema = z
  .object({
    question: text(QUESTION_MAX, QUESTION_TOO_LONG),
    questionAudioKey: z.string().max(300).optional(),
    recorded: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const checked = checkNewQuestion(value.question ?? "", present(value.questionAudioKey) || value.recorded === "1");
    if (isRefusal(checked)) ctx.addIssue({ code: "custom", path: ["question"], message: checked.message });
  });

/** The device's add form (a visitor's questions are kept in this browser): the same rule as the account's. */
export const localQuestionSchema = z
  .object({ text: text(QUESTION_MAX, QUESTION_TOO_LONG), recorded: z.string().optional() })
  .superRefine((value, ctx) => {
    const checked = checkNewQuestion(value.text ?? "", value.recorded === "1");
    if (isRefusal(checked)) ctx.addIssue({ code: "custom", path: ["text"], message: checked.message });
  });

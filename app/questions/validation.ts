/**
 * Rules of Mes questions (spec 3 §5): a question needs text or audio (a voice-only question reads
 * "Question vocale"); an answer needs text, a recording or a file. No zod here: the device's lists (lazily
 * loaded on the home page) use these; the forms' zod schemas (`schema.ts`) apply the same two rules.
 */
import { ANSWER_MAX, ANSWER_TOO_LONG, QUESTION_MAX, QUESTION_MESSAGES as M, QUESTION_TOO_LONG } from "./messages";

export type Refusal = { title: string; message: string };

export function checkNewQuestion(text: string, hasAudio: boolean): { question: string } | Refusal {
  const trimmed = text.trim();
  if (!trimmed && !hasAudio) return { title: M.emptyQuestionTitle, message: M.emptyQuestion };
  if (trimmed.length > QUESTION_MAX) {
    return { title: M.emptyQuestionTitle, message: QUESTION_TOO_LONG };
  }
  return { question: trimmed || M.voiceQuestion };
}

export function checkAnswer(text: string, hasAudio: boolean): { responseText: string | null } | Refusal {
  const trimmed = text.trim();
  if (!trimmed && !hasAudio) return { title: M.emptyAnswerTitle, message: M.emptyAnswer };
  if (trimmed.length > ANSWER_MAX) {
    return { title: M.emptyAnswerTitle, message: ANSWER_TOO_LONG };
  }
  return { responseText: trimmed || null };
}

export const isRefusal = (value: object): value is Refusal => "message" in value;

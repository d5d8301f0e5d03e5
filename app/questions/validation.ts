/**
 * Rules of Mes Questions (spec 3 §5): a question needs text or audio (a voice-only question reads
 * "Question vocale"); an answer needs text, a recording or a file.
 */
import { ANSWER_MAX, QUESTION_MAX, QUESTION_MESSAGES as M } from "./messages";

export type Refusal = { title: string; message: string };

export function checkNewQuestion(text: string, hasAudio: boolean): { question: string } | Refusal {
  const trimmed = text.trim();
  if (!trimmed && !hasAudio) return { title: M.emptyQuestionTitle, message: M.emptyQuestion };
  if (trimmed.length > QUESTION_MAX) {
    return { title: M.emptyQuestionTitle, message: `Votre question ne peut pas dépasser ${QUESTION_MAX} caractères.` };
  }
  return { question: trimmed || M.voiceQuestion };
}

export function checkAnswer(text: string, hasAudio: boolean): { responseText: string | null } | Refusal {
  const trimmed = text.trim();
  if (!trimmed && !hasAudio) return { title: M.emptyAnswerTitle, message: M.emptyAnswer };
  if (trimmed.length > ANSWER_MAX) {
    return { title: M.emptyAnswerTitle, message: `Votre réponse ne peut pas dépasser ${ANSWER_MAX} caractères.` };
  }
  return { responseText: trimmed || null };
}

export const isRefusal = (value: object): value is Refusal => "message" in value;

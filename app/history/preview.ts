/**
 * The preview rule of a practice (spec 2 §5, spec 3 §5): only answers longer than 10 characters
 * count; at most 3, each cut to its first 4 words, joined by " • ". An answer cut short ends with
 * "…" (issue 30 item 10).
 */
import { HISTORY_MESSAGES } from "./messages";

export function practicePreview(answers: ReadonlyArray<string | null | undefined>): string {
  return answers
    .map((answer) => (answer ?? "").trim())
    .filter((answer) => answer.length > 10)
    .slice(0, 3)
    .map((answer) => {
      const words = answer.split(/\s+/);
      return words.length > 4
        ? `${words
            .slice(0, 4)
            .join(" ")
            .replace(/[,;:.\-–—]+$/u, "")}…`
        : answer;
    })
    .join(" • ");
}

/** What a practice answered only aloud shows instead of an excerpt (its words are in its recordings). */
export const SPOKEN_PREVIEW = HISTORY_MESSAGES.spokenPreview;

/**
 * The line under a practice in the history: the spec's preview of its written answers, or, when none
 * qualifies and an answer was spoken, « Réponses enregistrées à voix haute » (decision 0342). A practice
 * with neither (only listened to, or answered in a few words) shows no line.
 */
export function previewLine(answers: ReadonlyArray<{ text: string | null; spoken: boolean }>): string {
  const written = practicePreview(answers.map((answer) => answer.text));
  if (written) return written;
  return answers.some((answer) => answer.spoken) ? SPOKEN_PREVIEW : "";
}

/**
 * The preview rule of a practice (spec 2 §5, spec 3 §5): only answers longer than 10 characters
 * count; at most 3, each cut to its first 4 words, joined by " • ". An answer cut short ends with
 * "…" (issue 30 item 10).
 */
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

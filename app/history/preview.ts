/**
 * The preview rule of a practice (spec 2 §5, spec 3 §5): only answers longer than 10 characters
 * count; at most 3, each cut to its first 4 words, joined by " • ".
 */
export function practicePreview(answers: ReadonlyArray<string | null | undefined>): string {
  return answers
    .map((answer) => (answer ?? "").trim())
    .filter((answer) => answer.length > 10)
    .slice(0, 3)
    .map((answer) => answer.split(/\s+/).slice(0, 4).join(" "))
    .join(" • ");
}

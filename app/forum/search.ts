/**
 * Turns what a person typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * prefix term, all required. Operators and quotes typed by the person are plain text, never syntax.
 * Returns null when nothing searchable is left.
 */
export function ftsQuery(input: string): string | null {
  const words = input.normalize("NFC").match(/[\p{L}\p{N}_]+/gu) ?? [];
  const terms = words.slice(0, 12).map((word) => `"${word}"*`);
  return terms.length ? terms.join(" ") : null;
}

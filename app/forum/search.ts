/**
 * Turns what a person typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * prefix term, all required. Operators and quotes typed by the person are plain text, never syntax.
 * Returns null when nothing searchable is left.
 *
 * The tokenizer (unicode61, remove_diacritics 2) folds accents but keeps œ and æ as letters of their
 * own, so the query side folds ligatures: a word with "oe"/"ae" or "œ"/"æ" is searched in both
 * spellings ("soeur" finds "sœur", "cœur" finds "coeur"), for the forum and the records search
 * alike (issue 30 item 10).
 */
export function ftsQuery(input: string): string | null {
  const words = input.normalize("NFC").match(/[\p{L}\p{N}_]+/gu) ?? [];
  const terms = words.slice(0, 12).map((word) => {
    const spellings = ligatureSpellings(word);
    return spellings.length === 1 ? `"${word}"*` : `(${spellings.map((s) => `"${s}"*`).join(" OR ")})`;
  });
  // An explicit AND: FTS5 does not join a parenthesized group to its neighbours implicitly.
  return terms.length ? terms.join(" AND ") : null;
}

/** "soeur" → ["soeur", "sœur"]; "cœur" → ["cœur", "coeur"]; "paix" → ["paix"]. */
export function ligatureSpellings(word: string): string[] {
  const lower = word.toLowerCase();
  const unfolded = lower.replace(/œ/g, "oe").replace(/æ/g, "ae");
  const ligatured = unfolded.replace(/oe/g, "œ").replace(/ae/g, "æ");
  const others = new Set([unfolded, ligatured]);
  others.delete(lower);
  return [word, ...others];
}

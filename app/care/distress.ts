import { builtOnce } from "~/utils/built-once";
import { DISTRESS_PATTERNS, DISTRESS_PHRASES, HARMLESS_IDIOMS } from "./distress-lexicon";

export type DistressResult = { flagged: boolean; matches: string[] };

/** Lower case, no accents, straight apostrophes, punctuation as spaces: "J’ai ÉTÉ" → "j'ai ete". */
export function foldFrench(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .replace(/\s*'\s*/g, "'")
    .trim();
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Built on the first check, not when the module loads: every practice page loads this module for its
// panel, and folding the lexicon took about 15 ms of a cheap phone's hydration (decision 0446).
const phrasePatterns = builtOnce(() =>
  DISTRESS_PHRASES.map((phrase) => ({
    phrase,
    pattern: new RegExp(`(?<![a-z0-9])${escapeRegExp(foldFrench(phrase))}(?![a-z0-9])`),
  })),
);

/**
 * Whether a French text says its author may be in danger. A signal, not a diagnosis: it only ever
 * decides whether the author is shown where to find help, never whether the text is kept.
 */
export function detectDistress(text: string | null | undefined): DistressResult {
  if (!text) return { flagged: false, matches: [] };
  let folded = ` ${foldFrench(text)} `;
  for (const idiom of HARMLESS_IDIOMS) folded = folded.replace(idiom, " ");
  const matches: string[] = [];
  for (const { phrase, pattern } of phrasePatterns()) if (pattern.test(folded)) matches.push(phrase);
  for (const pattern of DISTRESS_PATTERNS) {
    const found = folded.match(pattern);
    if (found) matches.push(found[0]);
  }
  return { flagged: matches.length > 0, matches };
}

/** True when any of the texts (answers, title and body, …) signals distress. */
export function anyDistress(...texts: Array<string | null | undefined>): boolean {
  return texts.some((text) => detectDistress(text).flagged);
}

import { builtOnce } from "./built-once";
import { formatNumber } from "./numbers";

/**
 * French plurals through Intl.PluralRules("fr"): 0 and 1 take the singular ("0 signalement",
 * "1 réponse"), 2 and more the plural ("2 réponses") — issue 30 item 10.
 */
const rules = builtOnce(() => new Intl.PluralRules("fr")); // on first use (decision 0370)

/** The word for a count: pluralWord(2, "réponse", "réponses") → "réponses". */
export function pluralWord(count: number, one: string, other: string): string {
  return rules().select(count) === "one" ? one : other;
}

/** The count and its word: countLabel(0, "signalement", "signalements") → "0 signalement". */
export function countLabel(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}

import { formatNumber } from "./numbers";

/**
 * French plurals: 0 and 1 take the singular ("0 signalement", "1 réponse"), 2 and more the plural
 * ("2 réponses") — issue 30 item 10. The rule is CLDR's for French (one: i = 0,1, so 1,5 is singular
 * too), written by hand: Intl.PluralRules would load the browser's locale data at hydration (decision
 * 0446). Tested against Intl.PluralRules("fr").
 */

/** The word for a count: pluralWord(2, "réponse", "réponses") → "réponses". */
export function pluralWord(count: number, one: string, other: string): string {
  return Math.abs(count) < 2 ? one : other;
}

/** The count and its word: countLabel(0, "signalement", "signalements") → "0 signalement". */
export function countLabel(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}

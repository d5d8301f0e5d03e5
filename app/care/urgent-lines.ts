import { builtOnce } from "~/utils/built-once";
import type { HelpCountry, HelpLine } from "./country-codes";

/**
 * The lines to call when there is danger now (suicide, emergencies) in the person's country, in the
 * country's order: the footer of every page and the community's charter name them. Here rather than
 * through `linesOf`: every page loads the footer, and this stays that small.
 */
export function urgentLines(country: HelpCountry): HelpLine[] {
  return country.lines.filter((line) => line.roles.includes("suicide") || line.roles.includes("urgence"));
}

const EITHER = builtOnce(() => new Intl.ListFormat("fr", { type: "disjunction" })); // on first use (decision 0370)

/**
 * « le 3114, le 15 ou le 112 »: numbers to call, in a sentence (the platform's French list). Each
 * « le 0800 32 123 » is held together by non-breaking spaces: a number cut across two lines is misread.
 */
export function numbersToCall(lines: readonly HelpLine[]): string {
  return EITHER().format(lines.map((line) => `le\u00a0${line.number.replaceAll(" ", "\u00a0")}`));
}

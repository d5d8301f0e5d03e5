import type { HelpCountry, HelpLine } from "./country-codes";

/**
 * The lines to call when there is danger now (suicide, emergencies) in the person's country, in the
 * country's order: the footer of every page and the community's charter name them. Here rather than
 * through `linesOf`: every page loads the footer, and this stays that small.
 */
export function urgentLines(country: HelpCountry): HelpLine[] {
  return country.lines.filter((line) => line.roles.includes("suicide") || line.roles.includes("urgence"));
}

/**
 * « le 3114, le 15 ou le 112 »: numbers to call, in a sentence. Each « le 0800 32 123 » is held together
 * by non-breaking spaces: a number cut across two lines is misread.
 */
export function numbersToCall(lines: readonly HelpLine[]): string {
  return eitherOf(lines.map((line) => `le\u00a0${line.number.replaceAll(" ", "\u00a0")}`));
}

/**
 * « a, b ou c », as Intl.ListFormat("fr", { type: "disjunction" }) writes it (tested against it), by
 * hand: the forum and the chat show the charter's numbers while they hydrate, and the first Intl
 * formatter a browser builds loads its locale data, a long task on a cheap phone (decision 0446).
 */
export function eitherOf(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ou ${items[items.length - 1]}`;
}

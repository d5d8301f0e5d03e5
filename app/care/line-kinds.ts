/**
 * Practice content never writes a phone number: it names a kind of line, « {{ligne:police}} », and the
 * screen puts in the lines of the person's country from the one table (`countries.ts`, decision 0471).
 * Small and pure: it runs in the server's render and again in the browser with the device's country.
 */
import { linesOf, type HelpCountry, type HelpLine, type LineRole } from "./country-codes";
import { HELP_PATH } from "./help-path";
import { eitherOf, urgentLines } from "./urgent-lines";

/** The kinds a text may name. */
export const LINE_KINDS = ["police", "urgence", "violence", "enfance", "ecoute", "suicide"] as const satisfies readonly LineRole[];
export type LineKind = (typeof LINE_KINDS)[number];

/** « {{ligne:violence}} »: where a text asks for its country's lines of one kind. */
export const LINE_TOKEN = /\{\{ligne:([a-z]+)\}\}/g;

export function lineToken(kind: LineKind): string {
  return `{{ligne:${kind}}}`;
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** « le <strong>0800 30 030</strong> (Écoute violences conjugales) »: a number never breaks across two lines. */
function called(lines: readonly HelpLine[]): string {
  return eitherOf(
    lines.map((line) => `le\u00a0<strong>${escapeHtml(line.number).replaceAll(" ", "\u00a0")}</strong> (${escapeHtml(line.name)})`),
  );
}

/**
 * A country's lines of one kind, as words to follow « appelez » or « : ». Where the country has no such
 * line, it says so and gives the lines that listen, or those for danger now.
 */
export function linesPhrase(country: HelpCountry, kind: LineKind): string {
  const lines = linesOf(country, [kind]);
  if (lines.length) return called(lines);
  const listening = linesOf(country, ["ecoute"]);
  const general = listening.length ? listening : urgentLines(country);
  return `il n'existe pas de ligne nationale de ce type ${escapeHtml(country.where)}, mais vous pouvez appeler ${called(general)}`;
}

/**
 * Content with its tokens replaced by the person's country's lines. Without a country (an error page
 * whose root has no data), a link to /aide, where every country's lines are.
 */
export function withHelpLines(html: string, country: HelpCountry | null): string {
  if (!html.includes("{{ligne:")) return html;
  return html.replace(LINE_TOKEN, (token, kind: string) => {
    if (!(LINE_KINDS as readonly string[]).includes(kind)) return token;
    return country ? linesPhrase(country, kind as LineKind) : `les numéros de votre pays (<a href="${HELP_PATH}">Trouver de l'aide</a>)`;
  });
}

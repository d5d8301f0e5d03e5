import { Link } from "@remix-run/react";
import { HELP_PATH } from "~/care/help-path";
import { numbersToCall, urgentLines } from "~/care/urgent-lines";
import { useHelpCountry } from "~/care/use-help-country";

/**
 * The community's charter, shown at the top of /forum and /entraide (here, so those pages do not ship the
 * moderation messages). Its non-breaking spaces are written in (the typography test checks them), so
 * the forum's page does not load the typography helper for four sentences.
 */
const CHARTER = {
  title: "Notre charte",
  points: [
    "Ici, on s'écoute avec bienveillance\u00a0: pas de jugement, pas de moquerie, pas de conseil imposé.",
    "Pas de harcèlement, de propos haineux, de publicité ni de données personnelles (les vôtres ou celles d'autrui).",
    "Ce que vous lisez ici reste ici. Un message vous inquiète ou vous blesse\u202f? Signalez-le\u00a0: l'équipe de modération le verra.",
  ],
  /** Followed by the person's own lines (« le 3114, le 15 ou le 112 » in France). */
  danger: "Les membres ne remplacent pas un professionnel. En cas de danger, appelez",
  /** Where the root has no data (an error page): the lines are one link away. */
  dangerWithoutLines: "Les membres ne remplacent pas un professionnel. En cas de danger, appelez les urgences.",
} as const;

/** The short charter at the top of the forum and the chat. */
export function CommunityCharter() {
  // The person's country's lines (decision 0291): a reader in Belgium or Québec is never told to dial France's.
  const country = useHelpCountry();
  const lines = country ? urgentLines(country) : [];
  return (
    <details className="rounded-2xl border border-sauge-500/30 bg-sauge-100/60 px-4 py-3 text-sm text-encre-700" data-testid="charter" open>
      <summary className="cursor-pointer font-semibold text-encre-900">{CHARTER.title}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {CHARTER.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li>{lines.length ? `${CHARTER.danger} ${numbersToCall(lines)}.` : CHARTER.dangerWithoutLines}</li>
      </ul>
      <p className="mt-2">
        <Link to={HELP_PATH} className="link">
          Numéros d'aide
        </Link>
      </p>
    </details>
  );
}

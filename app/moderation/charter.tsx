import { Link } from "@remix-run/react";
import { HELP_PATH } from "~/care/help-path";
import { CHARTER } from "./messages";

/** The short charter at the top of the forum and the chat. */
export function CommunityCharter() {
  return (
    <details className="rounded-2xl border border-sauge-500/30 bg-sauge-100/60 px-4 py-3 text-sm text-encre-700" data-testid="charter" open>
      <summary className="cursor-pointer font-semibold text-encre-900">{CHARTER.title}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {CHARTER.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={HELP_PATH} className="link">
          Numéros d'aide
        </Link>
      </p>
    </details>
  );
}

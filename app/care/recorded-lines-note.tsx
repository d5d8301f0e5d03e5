import { numbersToCall, urgentLines } from "./urgent-lines";
import { useHelpCountry } from "./use-help-country";

/**
 * Under a recording that names France's suicide line (the guided 3 Gestes say « le 31 14 »): outside
 * France, the person's own lines, so that nobody in distress dials a number that does not answer
 * where they are (decision 0291). Nothing in France.
 */
export function RecordedLinesNote() {
  const country = useHelpCountry();
  if (!country || country.code === "FR") return null;
  const where = country.where.charAt(0).toUpperCase() + country.where.slice(1);
  return (
    <p className="mt-3 rounded-xl border border-sable-200 bg-sable-50 px-3 py-2 text-sm text-encre-700" data-testid="recorded-lines-note">
      Le guide enregistré cite le 3114, un numéro français. {where}, appelez {numbersToCall(urgentLines(country))}.
    </p>
  );
}

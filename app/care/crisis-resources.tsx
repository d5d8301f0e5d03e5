import { Link } from "@remix-run/react";
import { linesOf, type HelpCountry, type HelpLine, type LineRole } from "./country-codes";
import { HELP_PATH } from "./help-path";
import { HELP_LINK_LABEL, PROFESSIONAL_HELP_LINE } from "./help-words";
import { useHelpCountry } from "./use-help-country";

/** The crisis lines of the person's country, each a `tel:` link with one line saying who answers. */
export function CrisisResources({
  roles,
  country,
  headingLevel = "h2",
  title,
}: {
  /** A subset, by role (for example the violence lines); all the country's lines by default. */
  roles?: readonly LineRole[];
  /** The person's country by default (root loader). */
  country?: HelpCountry;
  headingLevel?: "h2" | "h3";
  title?: string;
}) {
  const personal = useHelpCountry();
  const shown = country ?? personal;
  if (!shown) return null;
  const resources: readonly HelpLine[] = roles ? linesOf(shown, roles) : shown.lines;
  const Heading = headingLevel;
  return (
    <section aria-label={title ?? "Numéros d'aide"} data-testid="crisis-resources" data-country={shown.code}>
      {title ? <Heading className="font-serif text-lg text-encre-900">{title}</Heading> : null}
      <ul className="mt-2 space-y-2">
        {resources.map((r) => (
          <li
            key={r.tel}
            className="flex flex-col gap-0.5 rounded-xl border border-sable-200 bg-white px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <a
              href={`tel:${r.tel}`}
              className="shrink-0 whitespace-nowrap font-serif text-xl font-semibold text-terre-700 underline decoration-terre-400/60 underline-offset-4 hover:text-terre-600 sm:w-44"
              aria-label={`Appeler le ${r.number}, ${r.name}`}
            >
              {r.number}
            </a>
            <span className="text-sm text-encre-700">
              <span className="font-medium text-encre-900">{r.name}</span>
              {" — "}
              {r.description}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The short line, with the link to /aide, that stays visible wherever a practice may hurt. */
export function ProfessionalHelpNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-encre-500 ${className}`} data-testid="professional-help-note">
      {PROFESSIONAL_HELP_LINE}.{" "}
      <Link to={HELP_PATH} className="link">
        {HELP_LINK_LABEL}
      </Link>
    </p>
  );
}

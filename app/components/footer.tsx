import { Link, useRouteLoaderData } from "@remix-run/react";
import { HELP_PATH } from "~/care/help-path";
import type { HelpCountry } from "~/care/country-codes";

export const APP_VERSION = "1.0.0";

export function Footer({ buildDate }: { buildDate: string }) {
  // The root loader's help country, read here directly: a shared hook would add a chunk to every first load.
  const country = (useRouteLoaderData("root") as { helpCountry?: HelpCountry } | undefined)?.helpCountry ?? null;
  // Filtered here rather than with linesOf: every page loads the footer, and it stays that small.
  const urgent = country ? country.lines.filter((line) => line.roles.includes("suicide") || line.roles.includes("urgence")) : [];
  return (
    <footer className="border-t border-sable-200 bg-sable-100/60">
      <div className="mx-auto max-w-5xl px-4 py-5 text-center text-xs text-encre-500">
        <p className="mb-2 text-sm">
          <Link to={HELP_PATH} className="link">
            Besoin d'aide maintenant&nbsp;? Numéros d'urgence et d'écoute
          </Link>
        </p>
        {country ? (
          <p className="mb-2 text-sm text-encre-700" data-testid="footer-lines" data-country={country.code}>
            {country.name}&nbsp;:
            {urgent.map((line) => (
              <a key={line.tel} href={`tel:${line.tel}`} className="link ml-2" aria-label={`Appeler le ${line.number}, ${line.name}`}>
                {line.number}
              </a>
            ))}
          </p>
        ) : null}
        Version {APP_VERSION} • Build {buildDate}
      </div>
    </footer>
  );
}

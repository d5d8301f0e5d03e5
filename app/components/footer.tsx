import { Link } from "@remix-run/react";
import { HELP_PATH } from "~/care/help-path";
import { urgentLines } from "~/care/urgent-lines";
import { useHelpCountry } from "~/care/use-help-country";

const APP_VERSION = "1.0.0";

export function Footer({ buildDate }: { buildDate: string }) {
  const country = useHelpCountry();
  const urgent = country ? urgentLines(country) : [];
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

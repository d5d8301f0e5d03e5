import { Link } from "@remix-run/react";
import { HELP_PATH } from "~/care/help-path";

export const APP_VERSION = "1.0.0";

export function Footer({ buildDate }: { buildDate: string }) {
  return (
    <footer className="border-t border-sable-200 bg-sable-100/60">
      <div className="mx-auto max-w-5xl px-4 py-5 text-center text-xs text-encre-500">
        <p className="mb-2 text-sm">
          <Link to={HELP_PATH} className="link">
            Besoin d'aide maintenant&nbsp;? Numéros d'urgence et d'écoute
          </Link>
        </p>
        Version {APP_VERSION} • Build {buildDate}
      </div>
    </footer>
  );
}

/**
 * The error screens' card, and what it says when the network, not the app, failed (issue 58 item 1): a
 * move inside the app whose page or code could not arrive never blames « notre côté », and shows the
 * urgent and listening lines of the person's country at once (a phone calls them with no data), from
 * what the page already holds: the root's country, or the one chosen on this device. Part of the shell:
 * it must show with no network, before the service worker has stored anything.
 */
import type { ReactNode } from "react";
import { useHelpCountry } from "~/care/use-help-country";

/** No network, or a fetch of the next page's data or code that got no answer (each browser's words). */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || (error instanceof TypeError && /fetch|network|load failed|import/i.test(error.message));
}

export function ErrorCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="card mx-auto max-w-lg text-center" role="alert">
      <h1 className="font-serif text-2xl text-encre-900">{title}</h1>
      <p className="mt-3 text-encre-700">{text}</p>
      {children}
      <a href="/" className="btn-primary mt-6">
        Retour à l'accueil
      </a>
    </div>
  );
}

export function NetworkFailureLines() {
  const country = useHelpCountry();
  return country ? (
    <ul className="mt-4" data-testid="network-failure-lines" data-country={country.code}>
      {country.lines
        .filter((line) => line.roles.some((role) => role === "suicide" || role === "urgence" || role === "ecoute"))
        .map((line) => (
          <li key={line.tel}>
            <a href={`tel:${line.tel}`} className="link font-semibold">
              {line.number}
            </a>{" "}
            {line.name}
          </li>
        ))}
    </ul>
  ) : null;
}

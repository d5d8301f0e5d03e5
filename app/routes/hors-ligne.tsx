/**
 * The offline page (issue 33): what the service worker shows for any page that needs the network
 * (`/hors-ligne?de=/the/page`). It carries the crisis lines, since a phone calls them with no data,
 * and links to what works offline. Precached as a visitor sees it (app/offline/public-pages.ts), so it
 * cannot know the person's country: France first, every other French-speaking country folded below.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLocation } from "@remix-run/react";
import { countriesFirst, DEFAULT_COUNTRY } from "~/care/countries";
import { CrisisResources } from "~/care/crisis-resources";
import { OtherCountries } from "~/care/other-countries";
import { OFFLINE_MESSAGES as M } from "~/offline/messages";
import { retryTarget } from "~/offline/public-pages";

export const meta: MetaFunction = () => [{ title: `${M.offlineTitle} · Rendez-vous intérieur` }, { name: "robots", content: "noindex" }];

const OTHER_COUNTRIES = countriesFirst(DEFAULT_COUNTRY).slice(1);

// Every link is a whole-page load, so the service worker answers it even when the app's router cannot.
const OFFLINE_LINKS = [
  { href: "/aide", label: M.offlineAide },
  { href: "/practice", label: M.offlinePractices },
  { href: "/practice/trois-gestes", label: M.offlineTroisGestes },
] as const;

export default function OfflinePage() {
  const retry = retryTarget(useLocation().search);
  return (
    <div className="mx-auto max-w-2xl" data-testid="offline-page">
      <h1 className="font-serif text-3xl text-encre-900">{M.offlineTitle}</h1>
      <p className="mt-3 text-encre-700">{M.offlineIntro}</p>
      <p className="mt-6 font-medium text-encre-900">{M.offlineHelp}</p>
      <div className="mt-3">
        <CrisisResources title="Numéros d'aide en France" headingLevel="h2" />
      </div>
      <OtherCountries countries={OTHER_COUNTRIES} />
      <h2 className="mt-8 font-serif text-xl text-encre-900">{M.offlineWorks}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {OFFLINE_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="btn-secondary">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {retry ? (
        <p className="mt-8">
          <a href={retry} className="link">
            {M.offlineRetry}
          </a>
        </p>
      ) : null}
    </div>
  );
}

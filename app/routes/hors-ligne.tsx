/**
 * The offline page (issue 33): what the service worker shows for any page that needs the network
 * (`/hors-ligne?de=/the/page`). It carries the crisis lines, since a phone calls them with no data,
 * and links to what works offline. Precached as a visitor sees it (app/offline/public-pages.ts), so the
 * server cannot know the country the person chose: France first, every other French-speaking country
 * folded below; once the page runs, the country remembered on this device (remembered-country.ts) comes
 * first and France joins the others, folded. Every country's lines stay on the page.
 *
 * The stored copy was rendered at `/hors-ligne`, and is shown at `/hors-ligne?de=…[&lent=1]`: what depends
 * on the address (« Réessayer », the words for a network that is only slow, decision 0458) or on the device
 * (the country) is drawn once the page is hydrated, never during hydration, so the first render matches the
 * stored HTML (React #418, issue 42).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { countriesFirst, DEFAULT_COUNTRY } from "~/care/countries";
import { useHelpCountry } from "~/care/use-help-country";
import { CrisisResources } from "~/care/crisis-resources";
import { OtherCountries } from "~/care/other-countries";
import { OFFLINE_MESSAGES as M } from "~/offline/messages";
import { offlineReason, retryTarget } from "~/offline/retry-target";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => [{ title: `${M.offlineTitle} · Rendez-vous intérieur` }, { name: "robots", content: "noindex" }];

// Every link is a whole-page load, so the service worker answers it even when the app's router cannot.
const OFFLINE_LINKS = [
  { href: "/aide", label: M.offlineAide },
  { href: "/practice", label: M.offlinePractices },
  { href: "/practice/trois-gestes", label: M.offlineTroisGestes },
] as const;

export default function OfflinePage() {
  const search = useLocation().search;
  const hydrated = useHydrated();
  const retry = hydrated ? retryTarget(search) : null;
  // A network that answers too slowly is not « hors ligne »: the page says what happened (decision 0458).
  const slow = hydrated && offlineReason(search) === "slow";
  // The tab says it too (the stored copy's <title> says « hors ligne »).
  useEffect(() => {
    if (slow) document.title = `${M.slowTitle} · Rendez-vous intérieur`;
  }, [slow]);
  // The stored copy was rendered for nobody (France): the device's choice once the page runs (decision 0340).
  const [own, ...others] = countriesFirst(useHelpCountry()?.code ?? DEFAULT_COUNTRY);
  return (
    <div className="mx-auto max-w-2xl" data-testid="offline-page">
      <h1 className="font-serif text-3xl text-encre-900">{slow ? M.slowTitle : M.offlineTitle}</h1>
      <p className="mt-3 text-encre-700">{slow ? M.slowIntro : M.offlineIntro}</p>
      <p className="mt-6 font-medium text-encre-900">{M.offlineHelp}</p>
      <div className="mt-3" data-testid="own-country" data-country={own!.code}>
        <CrisisResources country={own} title={`Numéros d'aide ${own!.where}`} headingLevel="h2" />
        {own!.note ? <p className="mt-2 text-sm text-encre-700">{own!.note}</p> : null}
      </div>
      <OtherCountries countries={others} />
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

/**
 * The public pages a person needs with no network (issue 33): kept by the service worker at each build,
 * rendered for a visitor (no cookie), and served only when the network fails. Kept as a plain
 * list with no imports so the service worker carries nothing else; `public-pages.test.ts` checks it
 * holds every tool of the catalogue and of the practice content.
 */

/** The page shown for any address that is not available offline. */
export const OFFLINE_PAGE = "/hors-ligne";

/**
 * The hard-day path (issue 58, decision 0478): the chooser, the practices « J'AI MAL » can lead to, with
 * Les 3 Gestes from its introduction to its bilan, the lines and the offline page. The worker keeps them
 * at install, with the code they run, so that they work offline as soon as it is in place; the tests
 * check that every tool the chooser's « J'AI MAL » branch reaches is here.
 */
export const HARD_DAY_PAGES: readonly string[] = [
  "/practice",
  "/aide",
  OFFLINE_PAGE,
  "/practice/table_paix",
  "/practice/palais_justesse",
  "/practice/responsable",
  "/practice/peur",
  "/practice/jalousie",
  "/practice/critique",
  "/trois-gestes/introduction",
  "/practice/trois-gestes-ecrit",
  "/practice/trois-gestes-guided",
  "/trois-gestes/bilan",
];

/** The other public pages: kept next, once the worker is in place, in the page's idle time. */
export const LATER_PAGES: readonly string[] = [
  "/",
  "/practice/respiration",
  "/practice/ecriture_libre",
  "/practice/mantra",
  "/practice/dialogue",
  "/practice/homme_apocalypse",
  "/practice/9_marches",
  "/practice/hygiene_psychique",
  "/practice/table_meilleur_homme",
  "/practice/nommer_grandeur",
  "/practice/trois-gestes",
  // The two wizards.
  "/practice/actualite",
  "/practice/nommer-grandeur",
];

/** Every public page kept for offline use. */
export const PUBLIC_PAGES: readonly string[] = [...HARD_DAY_PAGES, ...LATER_PAGES];

/** Data kept with the pages (precached, answered from the cache only when the network fails). */
export const CHOOSER_DATA = "/practice/choix.json";
export const OFFLINE_DATA: readonly string[] = [CHOOSER_DATA];

/** True for an address whose page is kept for offline use (the query string does not matter). */
export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PAGES.includes(path);
}

/** Why the offline page is shown: no network at all, or a network too slow to bring the page in time. */
export type OfflineReason = "offline" | "slow";

/** The offline page's address for a page that needs the network (`lent=1` when the network was only slow). */
export function offlinePageFor(pathWithSearch: string, reason: OfflineReason = "offline"): string {
  return `${OFFLINE_PAGE}?de=${encodeURIComponent(pathWithSearch)}${reason === "slow" ? "&lent=1" : ""}`;
}

/**
 * The public pages a person needs with no network (issue 33): precached by the service worker at each
 * build, rendered for a visitor (no cookie), and served only when the network fails. Kept as a plain
 * list with no imports so the service worker carries nothing else; `public-pages.test.ts` checks it
 * holds every tool of the catalogue and of the practice content.
 */

/** The page shown for any address that is not available offline. */
export const OFFLINE_PAGE = "/hors-ligne";

/** Every practice tool's own page (`/practice/{toolId}`), one per tool of the practice content. */
const PRACTICE_TOOL_PAGES = [
  "/practice/peur",
  "/practice/critique",
  "/practice/jalousie",
  "/practice/respiration",
  "/practice/table_paix",
  "/practice/responsable",
  "/practice/palais_justesse",
  "/practice/ecriture_libre",
  "/practice/mantra",
  "/practice/dialogue",
  "/practice/homme_apocalypse",
  "/practice/9_marches",
  "/practice/hygiene_psychique",
  "/practice/table_meilleur_homme",
  "/practice/nommer_grandeur",
] as const;

export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/aide",
  OFFLINE_PAGE,
  "/practice",
  ...PRACTICE_TOOL_PAGES,
  // Les 3 Gestes: the chooser, the introduction, the written and the guided practice, the bilan.
  "/practice/trois-gestes",
  "/trois-gestes/introduction",
  "/practice/trois-gestes-ecrit",
  "/practice/trois-gestes-guided",
  "/trois-gestes/bilan",
  // The two wizards.
  "/practice/actualite",
  "/practice/nommer-grandeur",
];

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

/**
 * The page's meta description (issue 17, decision 0113). Remix keeps only the deepest route's `meta`,
 * so a description set in the root's `meta` vanished from every page that names its own title. The
 * root layout writes one <meta name="description"> instead: the deepest route's `handle.description`,
 * else the app's. The few routes whose own `meta` already carries a description are listed, so their
 * page never gets two.
 */
export type DescriptionHandle = { description?: string };

export const DEFAULT_DESCRIPTION =
  "Rendez-vous intérieur\u00a0: des pratiques guidées pas à pas pour les jours difficiles, un carnet personnel et une communauté d'entraide.";

/** Route ids whose `meta` export returns its own description. */
export const ROUTES_WITH_OWN_DESCRIPTION = new Set([
  "routes/_index",
  "routes/trois-gestes+/introduction",
  "routes/trois-gestes+/bilan",
  "routes/practice+/trois-gestes",
  "routes/practice+/trois-gestes-ecrit",
  "routes/practice+/trois-gestes-guided",
]);

type Match = { id: string; handle?: unknown };

/** The description the layout writes, or null when the page's own meta already has one. */
export function pageDescription(matches: ReadonlyArray<Match>): string | null {
  const leaf = matches[matches.length - 1];
  if (leaf && ROUTES_WITH_OWN_DESCRIPTION.has(leaf.id)) return null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const description = (matches[i]!.handle as DescriptionHandle | undefined)?.description;
    if (description) return description;
  }
  return DEFAULT_DESCRIPTION;
}

/**
 * The page's meta description (issue 17, decisions 0113 and 0290). Remix keeps only the deepest route's
 * `meta`, so a description set in the root's `meta` vanished from every page that names its own title.
 * The root layout writes one <meta name="description"> instead: the deepest route's
 * `handle.description`, else the app's. Routes give their description only there, never in `meta`, so
 * no page gets two.
 */
export type DescriptionHandle = { description?: string };

const DEFAULT_DESCRIPTION =
  "Rendez-vous intérieur\u00a0: des pratiques guidées pas à pas pour les jours difficiles, un carnet personnel et une communauté d'entraide.";

type Match = { handle?: unknown };

/** The description the layout writes: the deepest route's, else the app's. */
export function pageDescription(matches: ReadonlyArray<Match>): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const description = (matches[i]!.handle as DescriptionHandle | undefined)?.description;
    if (description) return description;
  }
  return DEFAULT_DESCRIPTION;
}

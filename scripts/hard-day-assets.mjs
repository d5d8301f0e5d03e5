/**
 * The code of the hard-day path (issue 58, decision 0478), for the service worker's precache.
 *
 * The browser build's chunks that the entry, the root and the routes of the hard-day pages
 * (app/offline/public-pages.ts's HARD_DAY_PAGES) load, with every chunk they import, at once or later:
 * the worker keeps them at install, with the stylesheet and the pages. Every other JavaScript file of the
 * build, the icons and the manifest are marked `later`: kept once the worker is in place. The route
 * files are named here; `hard-day-assets.test.ts` checks that they are the routes of those pages.
 */

/** The route modules of the hard-day pages, with the entry and the root every page loads. */
export const HARD_DAY_MODULES = [
  "app/entry.client.tsx",
  "app/root.tsx",
  "app/routes/practice+/_index.tsx",
  "app/routes/practice+/$toolId.tsx",
  "app/routes/aide.tsx",
  "app/routes/hors-ligne.tsx",
  "app/routes/trois-gestes+/introduction.tsx",
  "app/routes/practice+/trois-gestes-ecrit.tsx",
  "app/routes/practice+/trois-gestes-guided.tsx",
  "app/routes/trois-gestes+/bilan.tsx",
];

/** Files kept later whatever imports them: the install icons and the web app manifest. */
const ALWAYS_LATER = /^(icons\/.*\.png|manifest\.webmanifest)$/;

/** The chunks reached from `roots` (file names), through static and dynamic imports. */
export function reachedFrom(roots, chunks) {
  const reached = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop();
    if (reached.has(name)) continue;
    reached.add(name);
    const chunk = chunks.get(name);
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return reached;
}

/**
 * A Vite plugin that finds the hard-day chunks when the browser build is written, and the precache's
 * manifest transform that marks every other script `later`. A route file missing from the build stops it.
 */
export function hardDayAssets() {
  /** @type {Set<string> | null} */
  let hardDay = null;
  /** @type {import("vite").Plugin} */
  const plugin = {
    name: "rvi-hard-day-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const roots = HARD_DAY_MODULES.map((file) => {
        const found = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replace(/\?.*$/, "").endsWith(`/${file}`));
        if (!found) this.error(`hard-day-assets: no chunk for ${file} (renamed? update scripts/hard-day-assets.mjs)`);
        return found.fileName;
      });
      hardDay = reachedFrom(roots, chunks);
    },
  };
  /**
   * workbox-build's manifest transform: every entry outside the hard-day path gets `later: true`.
   * @type {import("workbox-build").ManifestTransform}
   */
  const markLater = async (entries) => {
    if (!hardDay) throw new Error("hard-day-assets: the browser build was not seen");
    const known = hardDay;
    return {
      manifest: entries.map((entry) =>
        ALWAYS_LATER.test(entry.url) || (entry.url.endsWith(".js") && !known.has(entry.url)) ? { ...entry, later: true } : entry,
      ),
    };
  };
  return { plugin, markLater };
}

// First-load JavaScript of a few pages, from the production client build's Remix manifest: the entry,
// the root and the page's route module with every chunk they import (what the page preloads).
// Fails when a page goes over its gzip budget (issue 14). Run after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const assets = "build/client/assets";
export const BUDGETS = [
  { page: "/forum", route: "routes/forum+/_index", kB: 90 },
  { page: "/practice", route: "routes/practice+/_index", kB: 95 },
  { page: "/practice/<outil>", route: "routes/practice+/$toolId", kB: 110 },
];

export function firstLoad(route) {
  const file = readdirSync(assets).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("no Remix manifest in build/client/assets: run npm run build");
  const manifest = JSON.parse(readFileSync(`${assets}/${file}`, "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
  const chunks = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", route]) {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`route ${id} not in the manifest`);
    chunks.add(entry.module);
    for (const chunk of entry.imports ?? []) chunks.add(chunk);
  }
  let gzip = 0;
  for (const chunk of chunks) gzip += gzipSync(readFileSync(`build/client${chunk}`)).length;
  return { chunks: chunks.size, kB: gzip / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const budget of BUDGETS) {
    const { chunks, kB } = firstLoad(budget.route);
    const over = kB > budget.kB;
    failed ||= over;
    console.log(`${over ? "✗" : "✓"} ${budget.page.padEnd(18)} ${kB.toFixed(1)} kB gzip in ${chunks} chunks (budget ${budget.kB} kB)`);
  }
  process.exit(failed ? 1 : 0);
}

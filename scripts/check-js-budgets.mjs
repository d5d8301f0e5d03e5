// The browser's JavaScript against its budgets (issue 14, decision 0102): no drizzle or schema in
// any client chunk, no zod where the browser validates nothing, first loads of /forum, /practice and
// a practice within budget, every page's own code within budget. Reads the client build in
// build/client (run after a production `remix vite:build`; `npm test` runs it right after the
// production bundle check). Prints "N passed, N failed"; `--report` adds every route's figures.
// bench/run.mjs imports BUDGETS and firstLoad from here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, firstLoadChunks, parseManifest, report, runChecks } from "./js-budgets.mjs";
import { LICENSES_FILE } from "./third-party-licenses.mjs";

export { BUDGETS };

const client = "build/client";
const assets = join(client, "assets");

/** The client build: its manifest, every JavaScript chunk, their text and gzip size in kB, the licences. */
export function readClientBuild() {
  const files = readdirSync(assets);
  const manifestFile = files.find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!manifestFile) throw new Error("no Remix manifest in build/client/assets: run npm run build");
  const manifest = parseManifest(readFileSync(join(assets, manifestFile), "utf8"));
  const chunks = files.filter((name) => name.endsWith(".js") && name !== manifestFile).map((name) => `/assets/${name}`);
  const code = new Map();
  const codeOf = (chunk) => {
    if (!code.has(chunk)) code.set(chunk, readFileSync(join(client, chunk), "utf8"));
    return code.get(chunk);
  };
  const sizes = new Map();
  const sizeOf = (chunk) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSync(codeOf(chunk)).length / 1024);
    return sizes.get(chunk);
  };
  const licensesFile = join(client, LICENSES_FILE);
  const licenses = existsSync(licensesFile) ? readFileSync(licensesFile, "utf8") : "";
  return { manifest, chunks, codeOf, sizeOf, licenses };
}

/** A page's first load: how many chunks and their gzip kB. */
export function firstLoad(route) {
  const { manifest, sizeOf } = readClientBuild();
  const chunks = firstLoadChunks(manifest, route);
  return { chunks: chunks.size, kB: [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let build;
  try {
    build = readClientBuild();
  } catch (error) {
    console.log(`✗ JavaScript budgets: ${error instanceof Error ? error.message : error}\n0 passed, 1 failed`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const { name, ok, detail } of runChecks(build)) {
    console.log(`${ok ? "✓" : "✗"} JavaScript budgets: ${name}${detail ? ` (${detail})` : ""}`);
    ok ? passed++ : failed++;
  }
  if (process.argv.includes("--report")) {
    const { base, rows } = report(build.manifest, build.sizeOf);
    console.log(`\nentry + root (every page): ${base.toFixed(1)} kB gzip\nfirst load  beyond root  own code  route`);
    for (const row of rows)
      console.log(
        `${row.firstLoad.toFixed(1).padStart(10)}  ${row.beyondRoot.toFixed(1).padStart(11)}  ${row.own.toFixed(1).padStart(8)}  ${row.id}`,
      );
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

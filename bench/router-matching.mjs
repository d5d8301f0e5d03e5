// Route matching alone (not a test), in Node: the stock @remix-run/router against the Worker's copy with
// its memos (decision 0150), on the app's whole route tree read from the client build's Remix manifest
// (run after a build). One "request" is what a page does: two matches on lists that live as long as the
// Worker (Remix's handler, its static handler) and two on a list made for the request (the React tree,
// the partial manifest of lazy route discovery). In the Worker each handler holds only the routes of its
// first segment (decision 0146), so a request there matches against fewer routes than here.
// Usage: node bench/router-matching.mjs
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { patchRouter, readRouter } from "../scripts/remix-router-memo.mjs";

const require = createRequire(import.meta.url);
const manifestFile = readdirSync("build/client/assets").find((name) => name.startsWith("manifest-"));
if (!manifestFile) throw new Error("no Remix manifest in build/client/assets: run `npm run build` first");
const window = {};
new Function("window", readFileSync(`build/client/assets/${manifestFile}`, "utf8"))(window);
const all = Object.values(window.__remixManifest.routes);
const children = (parentId) =>
  all.filter((r) => r.parentId === parentId).map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: children(r.id) }));
const routeList = () => [{ id: "root", path: "", children: children("root") }];

function load(code) {
  const module = { exports: {} };
  new Function("exports", "module", "require", code)(module.exports, module, require);
  return module.exports;
}
const { code, version } = readRouter();
const routers = { stock: load(code), "with memos (0150)": load(patchRouter(code, version)) };
const PATHS = ["/forum", "/dashboard", "/forum/bench-42", "/", "/practice/peur"];
const REQUESTS = 4000;

console.log(`${all.length} routes, @remix-run/router ${version}, ${REQUESTS} requests a round`);
for (const [name, router] of Object.entries(routers)) {
  const stable = routeList();
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const path = PATHS[i % PATHS.length];
      router.matchRoutes(stable, path);
      router.matchRoutes(stable, path);
      const perRequest = routeList();
      router.matchRoutes(perRequest, path);
      router.matchRoutes(perRequest, "/");
    }
    rounds.push(((performance.now() - started) * 1000) / REQUESTS);
  }
  console.log(`${name.padEnd(18)} ${rounds.map((us) => `${us.toFixed(0)} µs`).join(", ")} per request`);
}

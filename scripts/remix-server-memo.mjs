// The Worker's route objects, made once per build rather than once per page (decision 0152).
//
// For every document, Remix's <RemixServer> turns the build's route manifest into React Router routes
// (createServerRoutes), and React Router's createStaticRouter converts those into "data routes"
// (convertRoutesToDataRoutes). Both are new arrays each time, so the router's ranked branches, kept per
// route list (decision 0150), were worked out again for each page: the React tree and the partial
// manifest of lazy route discovery each match the location against the new list. In the Worker's
// profile of the search page, that was about 5% of its CPU. The manifest and the route modules do not
// change while the Worker runs: here the server routes are kept per manifest (a WeakMap on the build's
// `manifest.routes`) and the data routes, with their id → route map, per list of server routes. Nothing
// in a static render writes to them (the static router refuses every navigation).
//
// The patch is exact replacements in two library files; the build stops if one no longer matches (a
// new Remix or React Router). Only the Worker gets the patched files: the SSR build writes them to
// build/server, and wrangler.toml's [alias] gives "@remix-run/react" a module that is Remix's own
// index with this RemixServer in place of the stock one, and "react-router-dom/server" its patched copy.
// They import Remix's other files by their package paths, so the Worker keeps one copy of each (one
// React context for Remix, one for the router). The browser keeps the stock files.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { applyExactReplacements } from "./exact-replacements.mjs";

const require = createRequire(import.meta.url);
export const REMIX_REACT_FILE = "remix-react.mjs";
export const REMIX_SERVER_FILE = "remix-server.mjs";
export const STATIC_ROUTER_FILE = "react-router-dom-server.mjs";

const SERVER_ROUTES_MEMO = `// Decision 0152: the server routes of a build's manifest, made once.
const serverRoutesByManifest = new WeakMap();
function serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let made = serverRoutesByManifest.get(manifestRoutes);
  if (made === undefined || made.isSpaMode !== isSpaMode) {
    made = { isSpaMode, routes: createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };
    serverRoutesByManifest.set(manifestRoutes, made);
  }
  return made.routes;
}

function RemixServer({`;

/** Remix's server.js: [what @remix-run/react 2.17 has, what the Worker gets, how many times]. */
export const REMIX_SERVER_REPLACEMENTS = [
  ["function RemixServer({", SERVER_ROUTES_MEMO, 1],
  [
    "  let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
    "  let routes = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
    1,
  ],
  // Its neighbours by their package paths: the patched file is written to build/server.
  ["from './components.js';", "from '@remix-run/react/dist/esm/components.js';", 1],
  ["from './errorBoundaries.js';", "from '@remix-run/react/dist/esm/errorBoundaries.js';", 1],
  ["from './routes.js';", "from '@remix-run/react/dist/esm/routes.js';", 1],
  ["from './single-fetch.js';", "from '@remix-run/react/dist/esm/single-fetch.js';", 1],
];

/** React Router's server.mjs: [what react-router-dom 6.30 has, what the Worker gets, how many times]. */
export const STATIC_ROUTER_REPLACEMENTS = [
  [
    "function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);\n",
    `// Decision 0152: the data routes of a route list, converted once.
const dataRoutesByRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = dataRoutesByRoutes.get(routes);
  if (converted === undefined) {
    let manifest = {};
    converted = { manifest, dataRoutes: UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest) };
    dataRoutesByRoutes.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;
`,
    1,
  ],
];

/** Remix's own index, with the RemixServer above (an explicit export wins over `export *`). */
export const REMIX_REACT_MODULE = `// Decision 0152: Remix's React side, with the RemixServer that makes its routes once per build.
export * from "@remix-run/react/dist/esm/index.js";
export { RemixServer } from "./${REMIX_SERVER_FILE}";
`;

function readPackageFile(name, file) {
  const dir = dirname(require.resolve(`${name}/package.json`));
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { version, code: readFileSync(join(dir, file), "utf8") };
}

/** The installed files this patch is written for. */
export const readRemixServer = () => readPackageFile("@remix-run/react", "dist/esm/server.js");
export const readStaticRouter = () => readPackageFile("react-router-dom", "server.mjs");

export function patchRemixServer(code, version = "?") {
  return applyExactReplacements(code, REMIX_SERVER_REPLACEMENTS, { plugin: "remix-server-memo", library: `@remix-run/react ${version}`, decision: "0152" });
}

export function patchStaticRouter(code, version = "?") {
  return applyExactReplacements(code, STATIC_ROUTER_REPLACEMENTS, { plugin: "remix-server-memo", library: `react-router-dom ${version}`, decision: "0152" });
}

/**
 * Vite plugin (SSR build only): writes the three files wrangler.toml's [alias] gives the Worker.
 * @returns {import("vite").Plugin}
 */
export function remixServerMemo() {
  return {
    name: "remix-server-memo",
    apply: "build",
    generateBundle() {
      const server = readRemixServer();
      const router = readStaticRouter();
      this.emitFile({ type: "asset", fileName: REMIX_SERVER_FILE, source: patchRemixServer(server.code, server.version) });
      this.emitFile({ type: "asset", fileName: REMIX_REACT_FILE, source: REMIX_REACT_MODULE });
      this.emitFile({ type: "asset", fileName: STATIC_ROUTER_FILE, source: patchStaticRouter(router.code, router.version) });
    },
  };
}

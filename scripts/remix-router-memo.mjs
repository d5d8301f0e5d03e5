// The Worker's route matching, worked out once per route list (decision 0150).
//
// @remix-run/router's matchRoutes flattens and ranks the whole route tree and compiles a regular
// expression for every route it tries, on every call, and a page request calls it four times
// (Remix's handler, its static handler's query, the React tree, the partial manifest for lazy route
// discovery). In the Worker's profiles that was 7% of the search page's CPU. The route lists do not
// change while the Worker runs, so here the ranked branches are kept per route list (a WeakMap on the
// array: a list made for one request is forgotten with it) and each compiled path per pattern.
//
// It also keeps each link's resolved destination (resolveTo, decision 0152, below).
//
// The patch is three exact replacements in the router's ES module file; the build stops if one no
// longer matches (a new router). Only the Worker gets the patched file: the SSR build writes it to
// build/server/remix-router.mjs and wrangler.toml's [alias] points "@remix-run/router" at it, so
// every import of the router in the Worker's bundle (server-runtime, react-router, Remix's React side)
// shares this one copy; `npm start`, `npm run dev` and the tests build it the same way. The browser keeps the stock router.
// It is the ES module build, not the CommonJS one: esbuild reaches a CommonJS module's exports through
// a getter on each read, and the React Router family reads the router's functions for every link
// (decision 0151, with wrangler.toml's alias of "react-router-dom/server" to its ES module).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { applyExactReplacements } from "./exact-replacements.mjs";

const require = createRequire(import.meta.url);
export const FILE_NAME = "remix-router.mjs";

const MEMOS = `// Decision 0150: ranked branches per route list, compiled paths per pattern.
const rankedBranchesByRoutes = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {
    caseSensitive = false;
  }
  if (end === void 0) {
    end = true;
  }
  const key = (caseSensitive ? "s" : "i") + (end ? "e" : "p") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= 1024) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

// Every <Link>, <Form> and navigate() resolves its destination against the routes it sits in, two or
// three times per link (its href, its click handler, Remix's prefetch): the same few destinations
// from the same few places, page after page. resolveTo is a pure function of its four arguments when
// the destination is a string (decision 0152).
const RESOLVE_MEMO = `// Decision 0152: a string destination resolved once from each place.
const resolvedPaths = new Map();
function resolveTo(toArg, routePathnames, locationPathname, isPathRelative) {
  if (typeof toArg !== "string" || toArg.includes("\\0") || locationPathname.includes("\\0")) {
    return resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative);
  }
  const key = locationPathname + "\\0" + toArg;
  let resolved = resolvedPaths.get(key);
  if (resolved === undefined) {
    if (resolvedPaths.size >= 1024) resolvedPaths.clear();
    resolved = [];
    resolvedPaths.set(key, resolved);
  }
  const relative = isPathRelative === true;
  for (const entry of resolved) {
    if (entry.relative === relative && entry.from.length === routePathnames.length && entry.from.every((p, i) => p === routePathnames[i])) {
      return { pathname: entry.path.pathname, search: entry.path.search, hash: entry.path.hash };
    }
  }
  const path = resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative);
  if (resolved.length < 8) resolved.push({ relative, from: routePathnames.slice(), path: { pathname: path.pathname, search: path.search, hash: path.hash } });
  return path;
}
`;

/** [what @remix-run/router 1.23 has, what the Worker gets, how many times it must appear]. */
export const REPLACEMENTS = [
  ["  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n", "  let branches = rankedBranches(routes);\n", 1],
  ["function compilePath(path, caseSensitive, end) {\n", `${MEMOS}function compilePathUncached(path, caseSensitive, end) {\n`, 1],
  ["function resolveTo(toArg, routePathnames, locationPathname, isPathRelative) {\n", `${RESOLVE_MEMO}function resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative) {\n`, 1],
];

/** The installed router's ES module source. */
export function readRouter() {
  const dir = dirname(require.resolve("@remix-run/router/package.json"));
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { version, code: readFileSync(join(dir, "dist/router.js"), "utf8") };
}

/** The router with its memos; throws if the file is not the one the patch was written for. */
export function patchRouter(code, version = "?") {
  return applyExactReplacements(code, REPLACEMENTS, { plugin: "remix-router-memo", library: `@remix-run/router ${version}`, decision: "0150" });
}

/**
 * Vite plugin (SSR build only): writes build/server/remix-router.mjs, the file wrangler.toml's
 * [alias] gives the Worker for "@remix-run/router".
 * @returns {import("vite").Plugin}
 */
export function remixRouterMemo() {
  return {
    name: "remix-router-memo",
    apply: "build",
    generateBundle() {
      const { version, code } = readRouter();
      this.emitFile({ type: "asset", fileName: FILE_NAME, source: patchRouter(code, version) });
    },
  };
}

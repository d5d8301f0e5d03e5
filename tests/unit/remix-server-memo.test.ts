// The Worker's route objects made once per build (scripts/remix-server-memo.mjs, decision 0152): the
// patched createStaticRouter answers as the stock one, with the same data routes for the same list and
// new ones for another; Remix's RemixServer keeps its server routes per manifest; and the build refuses
// files the patch was not written for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  patchRemixServer,
  patchStaticRouter,
  readRemixServer,
  readStaticRouter,
  REMIX_REACT_MODULE,
  REMIX_SERVER_FILE,
  REMIX_SERVER_REPLACEMENTS,
  STATIC_ROUTER_REPLACEMENTS,
} from "../../scripts/remix-server-memo.mjs";
import { appRoutes, type Route } from "./app-routes.fixture";

type DataRoute = Route & { children?: DataRoute[]; hasErrorBoundary: boolean };
type StaticRouter = { routes: DataRoute[]; state: { matches: { route: DataRoute }[]; location: { pathname: string } } };
type StaticRouterModule = {
  createStaticHandler: (routes: Route[]) => { query: (request: Request) => Promise<unknown> };
  createStaticRouter: (routes: Route[], context: unknown) => StaticRouter;
};

// Written inside the project, so that the file's bare imports (react, react-router…) resolve as in the Worker.
mkdirSync(join(process.cwd(), "node_modules", ".cache"), { recursive: true });
const folder = mkdtempSync(join(process.cwd(), "node_modules", ".cache", "remix-server-memo-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
async function load(name: string, code: string): Promise<StaticRouterModule> {
  const file = join(folder, name);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as StaticRouterModule;
}

const router = readStaticRouter();
const stock = await load("stock.mjs", router.code);
const patched = await load("patched.mjs", patchStaticRouter(router.code, router.version));


async function contextFor(module: StaticRouterModule, routes: Route[], path: string) {
  return module.createStaticHandler(routes).query(new Request(`http://localhost${path}`));
}

const ids = (router: StaticRouter) => router.state.matches.map((m) => m.route.id);
const shape = (routes: DataRoute[]): unknown => routes.map((r) => ({ id: r.id, path: r.path, index: r.index, children: r.children && shape(r.children) }));

describe("the Worker's static router with its data routes converted once (decision 0152)", () => {
  it("answers as the stock one, and gives the same data routes to every page of the same list", async () => {
    const routes = appRoutes();
    const stockRoutes = appRoutes();
    const seen: DataRoute[][] = [];
    for (const path of ["/", "/forum", "/forum/un-sujet", "/forum/nouveau", "/dashboard", "/fr/aide", "/audio/a/b.webm", "/nulle/part", "/forum"]) {
      const mine = patched.createStaticRouter(routes, await contextFor(patched, routes, path));
      const theirs = stock.createStaticRouter(stockRoutes, await contextFor(stock, stockRoutes, path));
      expect(ids(mine), path).toEqual(ids(theirs));
      expect(mine.state.location.pathname).toBe(theirs.state.location.pathname);
      expect(shape(mine.routes)).toEqual(shape(theirs.routes));
      // The matches point into the router's own data routes, as the stock router's do.
      expect(mine.state.matches.at(-1)!.route).toBe(findRoute(mine.routes, ids(mine).at(-1)!));
      seen.push(mine.routes);
    }
    for (const routesOfAPage of seen) expect(routesOfAPage).toBe(seen[0]);
  });

  it("converts another list on its own", async () => {
    const first = appRoutes();
    const other: Route[] = [{ id: "seul", path: "forum/:slug" }];
    const a = patched.createStaticRouter(first, await contextFor(patched, first, "/forum/x"));
    const b = patched.createStaticRouter(other, await contextFor(patched, other, "/forum/x"));
    expect(b.routes).not.toBe(a.routes);
    expect(ids(b)).toEqual(["seul"]);
    expect(ids(a)).toEqual(["root", "forum", "forum-thread"]);
  });

  it("is React Router's own file with one exact replacement", () => {
    const out = patchStaticRouter(router.code, router.version);
    for (const [from, to] of STATIC_ROUTER_REPLACEMENTS) {
      expect(router.code).toContain(from);
      expect(out).toContain(to);
    }
    expect(() => patchStaticRouter(router.code.replace("  let manifest = {};\n", "  const manifest = {};\n"), "9.9.9")).toThrow(/react-router-dom 9\.9\.9 .*decision 0152/);
  });
});

describe("Remix's RemixServer with its routes made once per manifest (decision 0152)", () => {
  const server = readRemixServer();
  const out = patchRemixServer(server.code, server.version);

  it("keeps the server routes per manifest, and makes them with Remix's own function", () => {
    expect(out).toContain("let routes = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);");
    expect(out).toContain("routes: createServerRoutes(manifestRoutes, routeModules, future, isSpaMode)");
    expect(out).not.toContain("let routes = createServerRoutes(");
    for (const [from, to] of REMIX_SERVER_REPLACEMENTS) {
      expect(server.code).toContain(from);
      expect(out).toContain(to);
    }
  });

  it("imports Remix's other files by their package paths, so the Worker keeps one copy of each", () => {
    expect(out).not.toMatch(/from '\.\//);
    for (const file of ["components", "errorBoundaries", "routes", "single-fetch"]) expect(out).toContain(`from '@remix-run/react/dist/esm/${file}.js';`);
    expect(REMIX_REACT_MODULE).toContain('export * from "@remix-run/react/dist/esm/index.js";');
    expect(REMIX_REACT_MODULE).toContain(`export { RemixServer } from "./${REMIX_SERVER_FILE}";`);
  });

  it("refuses a Remix whose file it was not written for", () => {
    expect(() => patchRemixServer(server.code.replace("createServerRoutes(manifest.routes", "makeRoutes(manifest.routes"), "9.9.9")).toThrow(/@remix-run\/react 9\.9\.9 .*decision 0152/);
  });
});

function findRoute(routes: DataRoute[], id: string): DataRoute | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

// The Worker's route matching (scripts/remix-router-memo.mjs, decision 0150): the patched router
// answers exactly as the stock one, call after call and route list after route list (and resolves
// each link's destination as it does, decision 0152), and the build
// refuses a router whose file the patch no longer matches.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { patchRouter, readRouter, REPLACEMENTS } from "../../scripts/remix-router-memo.mjs";
import { appRoutes, type Route } from "./app-routes.fixture";

type Router = {
  matchRoutes: (routes: Route[], location: string, basename?: string) => { route: { id: string }; params: object; pathname: string; pathnameBase: string }[] | null;
  matchPath: (pattern: { path: string; caseSensitive?: boolean; end?: boolean } | string, pathname: string) => unknown;
  resolveTo: (to: string | { pathname?: string; search?: string; hash?: string }, routePathnames: string[], locationPathname: string, isPathRelative?: boolean) => { pathname: string; search: string; hash: string };
};

/** The router's ES module file, loaded as the Worker's bundle gets it (a module of its own). */
const folder = mkdtempSync(join(tmpdir(), "remix-router-"));
async function load(name: string, code: string): Promise<Router> {
  const file = join(folder, name);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Router;
}

const { version, code } = readRouter();
const stock = await load("stock.mjs", code);
const patched = await load("patched.mjs", patchRouter(code, version));


const PATHS = [
  "/", "/forum", "/forum/", "/forum/nouveau", "/forum/un-sujet-42", "/forum/caf%C3%A9", "/FORUM/Nouveau", "/history",
  "/history/abc", "/practice", "/practice/bonbon", "/practice/trois-gestes", "/dashboard", "/dashboard/assistant",
  "/aide", "/fr/aide", "/Cycles/Document", "/cycles/document", "/audio/a/b.webm", "/nulle/part", "/forum/a/b",
];

const shape = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("the Worker's router with its memos (decision 0150)", () => {
  it("matches every path as the stock router does, the first time and the next ones", () => {
    const stockRoutes = appRoutes();
    const patchedRoutes = appRoutes();
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) expect(shape(patched.matchRoutes(patchedRoutes, path)), `${path}, round ${round}`).toEqual(shape(stock.matchRoutes(stockRoutes, path)));
    }
  });

  it("answers with the route objects of the list it was given, one list after another", () => {
    const first = appRoutes();
    const second = appRoutes();
    expect(patched.matchRoutes(first, "/forum/nouveau")?.at(-1)?.route).toBe(first[0].children![1].children![1]);
    expect(patched.matchRoutes(second, "/forum/nouveau")?.at(-1)?.route).toBe(second[0].children![1].children![1]);
    // A list of other routes is ranked on its own, not answered from the first one's branches.
    const other: Route[] = [{ id: "only", path: "forum/:slug" }];
    expect(shape(patched.matchRoutes(other, "/forum/nouveau"))).toEqual([{ id: "only", params: { slug: "nouveau" }, pathname: "/forum/nouveau", pathnameBase: "/forum/nouveau" }]);
    expect(patched.matchRoutes(other, "/dashboard")).toBeNull();
  });

  it("keeps the pattern's options apart: end, case sensitivity, a basename", () => {
    for (const [pattern, path] of [
      [{ path: "/forum", end: true }, "/forum/sujet"],
      [{ path: "/forum", end: false }, "/forum/sujet"],
      [{ path: "/forum", end: true }, "/forum/sujet"],
      [{ path: "/Forum", caseSensitive: true }, "/forum"],
      [{ path: "/Forum", caseSensitive: false }, "/forum"],
      ["/forum/:slug", "/forum/x"],
    ] as const) {
      expect(patched.matchPath(pattern, path), JSON.stringify([pattern, path])).toEqual(stock.matchPath(pattern, path));
    }
    const [a, b] = [appRoutes(), appRoutes()];
    expect(shape(patched.matchRoutes(a, "/base/forum", "/base"))).toEqual(shape(stock.matchRoutes(b, "/base/forum", "/base")));
    expect(patched.matchRoutes(a, "/ailleurs/forum", "/base")).toBeNull();
  });

  it("resolves each destination as the stock router does, from each place, call after call (decision 0152)", () => {
    const destinations = ["/forum", "/forum/", ".", "..", "../..", "nouveau", "./nouveau", "?q=gratitude&page=2", "#contenu", "", "/", "../aide?x=1#y", "a/../b/./c"];
    const places: [string[], string][] = [
      [["/"], "/"],
      [["/", "/forum"], "/forum"],
      [["/", "/forum", "/forum/un-sujet"], "/forum/un-sujet"],
      [["/", "/forum"], "/forum/"],
      [["/", "/history", "/history/abc"], "/history/abc"],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [routes, location] of places) {
        for (const to of destinations) {
          for (const relative of [false, true]) {
            const got = patched.resolveTo(to, routes, location, relative);
            expect(got, JSON.stringify([to, routes, location, relative, round])).toEqual(stock.resolveTo(to, routes, location, relative));
          }
        }
      }
    }
    // The same destination from routes of another shape is resolved anew, not answered from the first.
    expect(patched.resolveTo("..", ["/", "/forum"], "/forum/x", false).pathname).toBe("/");
    expect(patched.resolveTo("..", ["/", "/forum", "/forum/x"], "/forum/x", false).pathname).toBe("/forum");
    // Relative to the route (one route up) or to the path (one segment up): kept apart, in either order.
    expect(patched.resolveTo("..", ["/", "/forum/nouveau"], "/forum/nouveau", false).pathname).toBe("/");
    expect(patched.resolveTo("..", ["/", "/forum/nouveau"], "/forum/nouveau", true).pathname).toBe("/forum");
    expect(patched.resolveTo("..", ["/", "/aide/numeros"], "/aide/numeros", true).pathname).toBe("/aide");
    expect(patched.resolveTo("..", ["/", "/aide/numeros"], "/aide/numeros", false).pathname).toBe("/");
    // Objects are never kept; a caller may change what it was given without changing the next answer.
    const first = patched.resolveTo("/acts", ["/"], "/", false);
    first.pathname = "/ailleurs";
    expect(patched.resolveTo("/acts", ["/"], "/", false).pathname).toBe("/acts");
    expect(patched.resolveTo({ pathname: "nouveau", search: "?a=1" }, ["/", "/forum"], "/forum", false)).toEqual(
      stock.resolveTo({ pathname: "nouveau", search: "?a=1" }, ["/", "/forum"], "/forum", false),
    );
  });

  it("is the installed router's own file with its exact replacements", () => {
    const out = patchRouter(code, version);
    for (const [from, to] of REPLACEMENTS) {
      expect(code).toContain(from);
      expect(out).toContain(to);
    }
    expect(out.length - code.length).toBeLessThan(3000);
  });

  it("refuses a router whose file it was not written for", () => {
    expect(() => patchRouter(code.replace("  let branches = flattenRoutes(routes);\n", "  let branches = flatten(routes);\n"), "9.9.9")).toThrow(/@remix-run\/router 9\.9\.9 .*decision 0150/);
  });
});

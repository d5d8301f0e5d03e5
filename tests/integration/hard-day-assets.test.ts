/**
 * Issue 58 item 1, decision 0478, on the real build: the service worker keeps at install the hard-day
 * pages and every file their routes load; the rest of the build waits (`later`).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { HARD_DAY_PAGES, LATER_PAGES } from "~/offline/public-pages";
import { HARD_DAY_MODULES } from "../../scripts/hard-day-assets.mjs";

type Route = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

/** The browser's route table of the build, as the Worker reads it. */
function browserRoutes(): Record<string, Route> {
  const script = `const b = await import("./build/server/index.js");
    process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(b.assets.routes).map(([id, x]) =>
      [id, { id: x.id, parentId: x.parentId, path: x.path, index: x.index, module: x.module, imports: x.imports }]))));`;
  return JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", "./tests/support/cloudflare-workers-hook.mjs", "--conditions=worker", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    ),
  );
}

function tree(routes: Record<string, Route>, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: tree(routes, route.id) },
    );
}

/** The service worker's manifest, as built: each entry's address and whether it waits. */
function workerManifest(): { url: string; later?: boolean }[] {
  const sw = readFileSync("build/client/sw.js", "utf8");
  const entries = [...sw.matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)].map(
    (match) => JSON.parse(match[0]) as { url: string; later?: boolean },
  );
  expect(entries.length).toBeGreaterThan(50);
  return entries;
}

describe("the hard-day path is kept first", () => {
  const routes = browserRoutes();
  const manifest = workerManifest();
  const later = new Set(manifest.filter((entry) => entry.later).map((entry) => `/${entry.url}`));
  const first = new Set(manifest.filter((entry) => !entry.later).map((entry) => `/${entry.url}`));
  const routesOf = (page: string) => matchRoutes(tree(routes), page)!.map((match) => match.route.id!);

  it("names the routes of the hard-day pages, and only those", () => {
    const needed = new Set(HARD_DAY_PAGES.flatMap(routesOf).map((id) => `app/${id}.tsx`));
    needed.add("app/entry.client.tsx");
    expect([...needed].sort()).toEqual([...HARD_DAY_MODULES].sort());
  });

  it("keeps at install every file those routes load, and keeps the rest later", () => {
    for (const page of HARD_DAY_PAGES)
      for (const id of routesOf(page)) {
        const route = routes[id]!;
        for (const file of [route.module, ...(route.imports ?? [])]) {
          expect(first.has(file), `${page}: ${file}`).toBe(true);
          expect(later.has(file), `${page}: ${file}`).toBe(false);
        }
      }
    // The forum, the chat and the records wait; so do the pages off the hard-day path.
    for (const page of ["/forum", "/entraide", "/history"]) expect(later.has(routes[routesOf(page).at(-1)!]!.module), page).toBe(true);
    console.log(
      `kept at install: ${first.size} files and ${HARD_DAY_PAGES.length} pages; later: ${later.size} files and ${LATER_PAGES.length} pages`,
    );
    expect(later.size).toBeGreaterThan(first.size / 2);
    expect([...later].filter((file) => /\.css$/.test(file))).toEqual([]);
    expect(LATER_PAGES.length).toBeGreaterThan(5);
  });
});

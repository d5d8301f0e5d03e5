/**
 * Issue 15: ownership by construction. Walks every route module; one that has a loader or an action
 * must be in the isolation table (route-isolation.ts), and every cross-user test it names must exist.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_ISOLATION } from "./route-isolation";

const ROUTES = "app/routes";
const HANDLER = /export (async )?function (loader|action)\b|export const (loader|action)\b|export \{[^}]*\b(loader|action)\b[^}]*\}/;

function routeFiles(): string[] {
  return readdirSync(ROUTES, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\./.test(file))
    .map((file) => relative(ROUTES, join(ROUTES, file)));
}

describe("every route that answers with data is checked for ownership", () => {
  const withHandlers = routeFiles().filter((file) => HANDLER.test(readFileSync(join(ROUTES, file), "utf8")));

  it("finds the routes", () => {
    expect(withHandlers.length).toBeGreaterThan(30);
    expect(withHandlers).toContain("questions.tsx");
  });

  it.each(withHandlers)("%s is in the isolation table", (file) => {
    expect(ROUTE_ISOLATION[file], `${file}: add it to tests/integration/route-isolation.ts`).toBeDefined();
  });

  it("names only routes that exist", () => {
    expect(Object.keys(ROUTE_ISOLATION).filter((file) => !withHandlers.includes(file))).toEqual([]);
  });

  const proofs = Object.entries(ROUTE_ISOLATION).flatMap(([route, isolation]) =>
    "proven" in isolation ? isolation.proven.map((proof) => ({ route, ...proof })) : [],
  );
  it.each(proofs)("$route: $file has « $test »", ({ file, test }) => {
    expect(test.length).toBeGreaterThan(3);
    expect(readFileSync(join("tests/integration", file), "utf8")).toContain(test);
  });
});

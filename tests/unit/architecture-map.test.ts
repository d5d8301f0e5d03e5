/**
 * Issue 41 item 10: ARCHITECTURE.md maps every address to its route file. A route added without a line
 * in the map fails here, and so does a line whose file is gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/limits/table";
import { walkFiles } from "./french-text-scan";

const ROOT = join(__dirname, "..", "..");
const ROUTES = join(ROOT, "app/routes");
const map = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");

describe("ARCHITECTURE.md, the map a newcomer reads", () => {
  const files = walkFiles(ROUTES, (path) => /\.tsx?$/.test(path) && !/\.(test|server)\./.test(path) && !path.includes("/components/"));

  it("names every route file", () => {
    expect(files.length).toBeGreaterThan(50);
    const missing = files.map((path) => relative(ROUTES, path)).filter((file) => !map.includes(`\`${file}\``));
    expect(missing).toEqual([]);
  });

  it("names no route file that does not exist", () => {
    const table = map.slice(map.indexOf("## Every address"), map.indexOf("## Rooms"));
    const named = [...table.matchAll(/`([\w+$.[\]-]+(?:\/[\w+$.[\]-]+)*\.tsx)`/g)].map((m) => m[1]!);
    const existing = new Set(files.map((path) => relative(ROUTES, path)));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((file) => !existing.has(file))).toEqual([]);
  });

  it("lists every limit of app/limits/table.ts", () => {
    const section = map.slice(map.indexOf("## Limits"), map.indexOf("## Every address"));
    expect(Object.keys(LIMITS).filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });

  it("docs/decisions/README.md names every decision", () => {
    const index = readFileSync(join(ROOT, "docs/decisions/README.md"), "utf8");
    const files = readdirSync(join(ROOT, "docs/decisions")).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});

/**
 * Issue 41 item 10: ARCHITECTURE.md maps every address to its route file. A route added without a line
 * in the map fails here, and so does a line whose file is gone.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

  // Issue 55 item 8: every claim true. A file the map names exists; the walk of a reply, the one way to
  // read a session and the platform are said as the code has them.
  it("names only files that exist", () => {
    const named = [...map.matchAll(/[`(]((?:app|party|tests|scripts|db|bench)\/[\w./+$-]+\.(?:ts|tsx|mjs|md))[`)]/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it("walks a forum reply through the files it passes, from the form to the other pages", () => {
    const walk = map.slice(map.indexOf("## A forum reply, file by file"), map.indexOf("## Platform"));
    const files = [...walk.matchAll(/`((?:app|party)\/[\w./+$-]+\.tsx?)`/g)].map((m) => m[1]!);
    for (const file of [
      "app/forum/reply-form.tsx",
      "app/utils/request-body.server.ts",
      "app/forum/thread-action.server.ts",
      "app/forum/intents/reply.server.ts",
      "app/forum/add-reply.server.ts",
      "app/auth/session-batch.server.ts",
      "party/broadcast.server.ts",
      "party/rooms.server.ts",
      "app/utils/use-room.ts",
    ])
      expect(files).toContain(file);
  });

  it("names readWithSession and writerFor as the only way a page reads its session", () => {
    const row = map.split("\n").find((line) => line.startsWith("| who is signed in"))!;
    expect(row).toContain("readWithSession");
    expect(row).toContain("writerFor");
    for (const former of ["getUser", "requireUser", "requireModerator", "requireAnonymous"]) expect(map).not.toContain(former);
  });

  it("says which Node and which wrangler the project runs on", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    const platform = map.slice(map.indexOf("## Platform"));
    expect(platform).toContain(`Node ${pkg.devDependencies.node!.split(".")[0]}`);
    expect(platform).toContain(`wrangler ${pkg.devDependencies.wrangler!.split(".").slice(0, 2).join(".")}`);
  });

  it("does not claim that an action parses its own body", () => {
    expect(map).not.toContain("every action parses once");
    expect(map).toContain("readPostedBody");
  });
});

// The JavaScript budget check (scripts/check-js-budgets.mjs) on a made-up client build: it must
// fail when a page grows, when drizzle or zod slips into a chunk, and count only what a page loads.
import { describe, expect, it } from "vitest";
import { firstLoadChunks, ownChunks, parseManifest, runChecks } from "../../scripts/js-budgets.mjs";

const manifest = parseManifest(
  `window.__remixManifest=${JSON.stringify({
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/shell.js"] },
      "routes/forum+/_index": {
        id: "routes/forum+/_index",
        module: "/assets/forum.js",
        imports: ["/assets/shell.js", "/assets/forum-ui.js"],
      },
      "routes/practice+/_index": { id: "routes/practice+/_index", module: "/assets/practice.js", imports: ["/assets/messages.js"] },
      "routes/practice+/$toolId": {
        id: "routes/practice+/$toolId",
        module: "/assets/tool.js",
        imports: ["/assets/messages.js", "/assets/recorder.js"],
      },
      // The help chat: its forms (and zod) load apart (decision 0430).
      "routes/entraide": { id: "routes/entraide", module: "/assets/entraide.js", imports: ["/assets/shell.js"] },
      "routes/questions": { id: "routes/questions", module: "/assets/questions.js", imports: ["/assets/messages.js", "/assets/zod.js"] },
      "routes/login": { id: "routes/login", module: "/assets/login.js", imports: ["/assets/zod.js"] },
      "routes/signup": { id: "routes/signup", module: "/assets/signup.js", imports: ["/assets/zod.js"] },
      "routes/_index": { id: "routes/_index", module: "/assets/home.js", imports: ["/assets/shell.js"] },
      "routes/aide": { id: "routes/aide", module: "/assets/aide.js", imports: ["/assets/shell.js"] },
    },
  })};`,
);
const kB: Record<string, number> = {
  "/assets/entry.js": 1,
  "/assets/framework.js": 80,
  "/assets/root.js": 1,
  "/assets/shell.js": 5,
  "/assets/forum.js": 2,
  "/assets/forum-ui.js": 1,
  "/assets/practice.js": 2,
  "/assets/messages.js": 2,
  "/assets/tool.js": 10,
  "/assets/zod.js": 12,
  "/assets/recorder.js": 3,
  "/assets/questions.js": 4,
  "/assets/login.js": 1,
  "/assets/entraide.js": 4,
  "/assets/signup.js": 1,
  "/assets/home.js": 2,
  "/assets/aide.js": 2,
  "/assets/lazy.js": 30,
  "/assets/room-socket-abc.js": 4,
  "/assets/offline-abc.js": 1,
  "/assets/reload-when-offline-abc.js": 5,
};
const chunks = Object.keys(kB);
const budgets = [
  { page: "/forum", route: "routes/forum+/_index", kB: 90 },
  { page: "/practice", route: "routes/practice+/_index", kB: 95 },
  { page: "/practice/<outil>", route: "routes/practice+/$toolId", kB: 120 },
];
const byNetworkIdle = [
  { page: "/forum", route: "routes/forum+/_index", later: [/\/room-socket-[^/]*\.js$/, /\/offline-[^/]*\.js$/], kB: 95 },
];
const LICENSES = [
  "Rendez-vous intérieur : …",
  "react 18.3.1 (MIT)",
  "MIT License…",
  "react-dom 18.3.1 (MIT)",
  "@remix-run/react 2.17.5 (MIT)",
  "@remix-run/router 1.23.3 (MIT)",
].join("\n");
const run = (sizes = kB, code: Record<string, string> = { "/assets/zod.js": "ZodObject" }, licenses = LICENSES) =>
  runChecks({
    manifest,
    chunks,
    sizeOf: (c: string) => sizes[c] ?? 0,
    codeOf: (c: string) => code[c] ?? "",
    licenses,
    budgets,
    ownCodeKB: 15,
    byNetworkIdle,
  });
const failing = (checks: { name: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.name);

describe("JavaScript budgets", () => {
  it("a page's first load is the entry, the root and the route with their imports, never a lazy chunk", () => {
    expect([...firstLoadChunks(manifest, "routes/forum+/_index")].sort()).toEqual(
      ["/assets/entry.js", "/assets/forum-ui.js", "/assets/forum.js", "/assets/framework.js", "/assets/root.js", "/assets/shell.js"].sort(),
    );
  });

  it("a page's own code leaves out entry, root and chunks shared by three routes or more", () => {
    expect([...ownChunks(manifest, "routes/practice+/$toolId")].sort()).toEqual(["/assets/recorder.js", "/assets/tool.js"]);
    expect([...ownChunks(manifest, "routes/forum+/_index")].sort()).toEqual(["/assets/forum-ui.js", "/assets/forum.js"]);
  });

  it("passes a build within budget", () => {
    expect(failing(run())).toEqual([]);
  });

  it("fails when /forum's first load goes over its budget", () => {
    const checks = run({ ...kB, "/assets/forum-ui.js": 3 });
    expect(failing(checks)).toEqual(["first load of /forum ≤ 90 kB gzip", "/forum by network idle ≤ 95 kB gzip"]);
    expect(checks.find((c) => c.name.startsWith("first load of /forum"))?.detail).toContain("92.0 kB");
  });

  it("counts /forum by network idle: its first load, the room's socket and the offline features, nothing else", () => {
    // 90 of first load, 4 of socket and 1 of offline features: 95, within; the chunk named like them is left out.
    expect(run().find((c) => c.name === "/forum by network idle ≤ 95 kB gzip")?.detail).toBe("95.00 kB in 8 chunks");
    expect(failing(run({ ...kB, "/assets/offline-abc.js": 1.1 }))).toEqual(["/forum by network idle ≤ 95 kB gzip"]);
    expect(failing(run({ ...kB, "/assets/room-socket-abc.js": 4.1 }))).toEqual(["/forum by network idle ≤ 95 kB gzip"]);
  });

  it("fails when a page's own code goes over 15 kB", () => {
    expect(failing(run({ ...kB, "/assets/recorder.js": 3, "/assets/tool.js": 13 }))).toContain("every page's own code ≤ 15 kB gzip");
    expect(failing(run({ ...kB, "/assets/practice.js": 16 }))).toEqual([
      "first load of /practice ≤ 95 kB gzip",
      "every page's own code ≤ 15 kB gzip",
    ]);
  });

  it("fails when any chunk, even a lazy one, carries drizzle or the schema", () => {
    expect(failing(run(kB, { "/assets/zod.js": "ZodObject", "/assets/lazy.js": 'Symbol.for("drizzle:Name")' }))).toEqual([
      "no client chunk contains drizzle or the schema",
    ]);
    expect(failing(run(kB, { "/assets/zod.js": "ZodObject", "/assets/tool.js": 'static [k] = "SQLiteTable"' }))).toEqual([
      "no client chunk contains drizzle or the schema",
    ]);
  });

  it("fails when zod reaches the root, /forum, /practice, a practice or /entraide, not a page that validates", () => {
    expect(failing(run(kB, { "/assets/shell.js": "class ZodError" }))).toEqual([
      "no zod in the first load of every page (entry and root)",
      "no zod in the first load of /forum",
      "no zod in the first load of /practice",
      "no zod in the first load of /practice/<outil>",
      "no zod in the first load of /entraide",
      "no zod in the first load of /aide",
    ]);
    // The chat's send form statically imported again (decision 0430).
    expect(failing(run(kB, { "/assets/entraide.js": "ZodObject" }))).toEqual(["no zod in the first load of /entraide"]);
    expect(failing(run(kB, { "/assets/messages.js": "ZodObject" }))).toEqual([
      "no zod in the first load of /practice",
      "no zod in the first load of /practice/<outil>",
    ]);
    // A practice's forms with their schemas, loaded when they appear, may carry it.
    expect(failing(run(kB, { "/assets/zod.js": "ZodObject", "/assets/lazy.js": "ZodObject" }))).toEqual([]);
  });

  it("fails when the rooms' socket, loaded at hydration, carries zod, or cannot be found", () => {
    expect(failing(run(kB, { "/assets/room-socket-abc.js": "class ZodError" }))).toEqual(["no zod in the rooms' socket"]);
    const withoutSocket = runChecks({
      manifest,
      chunks: chunks.filter((chunk) => !chunk.includes("room-socket")),
      sizeOf: (c: string) => kB[c] ?? 0,
      codeOf: () => "",
      licenses: LICENSES,
      budgets,
      ownCodeKB: 15,
      byNetworkIdle,
    });
    expect(failing(withoutSocket)).toEqual(["no zod in the rooms' socket", "/forum by network idle ≤ 95 kB gzip"]);
  });

  it("fails when a library's licence is missing from the file, or left as a comment in a chunk", () => {
    expect(failing(run(kB, undefined, LICENSES.replace("react-dom 18.3.1 (MIT)", "")))).toEqual([
      "the libraries' licences in one file, not in the chunks",
    ]);
    expect(failing(run(kB, undefined, ""))).toEqual(["the libraries' licences in one file, not in the chunks"]);
    const commented = run(kB, { "/assets/zod.js": "ZodObject", "/assets/framework.js": "/** @license React */ x()" });
    expect(failing(commented)).toEqual(["the libraries' licences in one file, not in the chunks"]);
    expect(commented.find((c) => !c.ok)?.detail).toBe("comments in /assets/framework.js");
    // The pointer each library chunk keeps is not a licence comment.
    expect(
      failing(run(kB, { "/assets/zod.js": "ZodObject", "/assets/framework.js": "/*! Licences : /assets/third-party-licenses.txt */x()" })),
    ).toEqual([]);
  });
});

describe("the crisis page (issue 58 item 8)", () => {
  it("fails when /aide weighs more than the home page by network idle, or carries zod", () => {
    expect(failing(run())).toEqual([]);
    expect(failing(run({ ...kB, "/assets/aide.js": 2.5 }))).toEqual(["/aide by network idle ≤ /"]);
    expect(failing(run(kB, { "/assets/aide.js": "ZodObject" }))).toEqual(["no zod in the first load of /aide"]);
  });
});

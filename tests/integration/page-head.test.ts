import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { Client } from "../support/client";

/** Every public page (visitor, no account): what a search engine or a first visit sees. */
const PUBLIC_PAGES = [
  "/",
  "/aide",
  "/tools",
  "/practice",
  "/practice/peur",
  "/practice/trois-gestes",
  "/practice/trois-gestes-ecrit",
  "/practice/trois-gestes-guided",
  "/practice/actualite",
  "/practice/nommer-grandeur",
  "/trois-gestes/introduction",
  "/forum",
  "/forum/nouveau",
  "/entraide",
  "/auth/login",
  "/auth/signup",
  "/auth/magic-link",
  "/auth/forgot-password",
  "/cycles",
  "/cycles/petitesse",
  "/cycles/grandeur",
  "/cycles/generique",
  "/cycles/generique/moi",
  "/cycles-v2",
  "/history",
  "/acts",
  "/questions",
  "/page-qui-n-existe-pas",
];

describe("the head of every public page (issue 17)", () => {
  it("has exactly one non-empty meta description", async () => {
    const client = new Client();
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const page = await client.get(path);
      const descriptions = [...page.text.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]!);
      if (descriptions.length !== 1 || descriptions[0]!.length < 50)
        problems.push(`${path} (${page.status}): ${JSON.stringify(descriptions)}`);
    }
    expect(problems).toEqual([]);
  });

  it("blocks the first paint on one small stylesheet only: the app's own, no font or third-party CSS", async () => {
    const page = await new Client().get("/");
    const sheets = [...page.text.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/href="\/assets\/tailwind-[\w-]+\.css"/);
    expect(page.text).not.toMatch(/@import|fonts\.googleapis/);
    // The stylesheet stays small enough to be worth a cached file rather than inlined CSS (decision 0113).
    const css = readdirSync("build/client/assets").filter((f) => f.endsWith(".css"));
    expect(css).toHaveLength(1);
    expect(gzipSync(readFileSync(`build/client/assets/${css[0]}`)).length).toBeLessThan(12_000);
  });

  it("serves the browser's libraries' licences in one file, and each library chunk points to it (decision 0147)", async () => {
    const client = new Client();
    const response = await client.request("/assets/third-party-licenses.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = new TextDecoder().decode(await response.arrayBuffer());
    for (const line of ["react 18.3.1 (MIT)", "react-dom 18.3.1 (MIT)", "@remix-run/router", "turbo-stream", "partysocket"])
      expect(text).toContain(line);
    expect(text).toContain("Permission is hereby granted");
    // The framework chunk every page loads names the file; no chunk carries a licence comment of its own.
    const page = await client.get("/forum");
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(page.text)?.[0];
    expect(framework).toBeTruthy();
    const code = await (await client.request(framework!)).text();
    expect(code.startsWith("/*! Licences : /assets/third-party-licenses.txt */")).toBe(true);
    expect(code).not.toMatch(/@license|Copyright \(c\)/);
  });
});

/**
 * Decision 0146 on the real build: each first segment's handler matches every address of every route
 * exactly as the whole table does, and the worker answers through them as before.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { Client } from "../support/client";
import { mismatches, sampleAddresses, type ManifestRoute } from "../support/route-buckets";

/** The build's two route tables (the server's and the browser's manifest), read as the Worker reads them. */
function buildRoutes(): { server: Record<string, ManifestRoute>; assets: Record<string, ManifestRoute> } {
  const script = `const b = await import("./build/server/index.js");
    const pick = (r) => Object.fromEntries(Object.entries(r).map(([id, x]) => [id, { id: x.id, parentId: x.parentId, path: x.path, index: x.index, caseSensitive: x.caseSensitive }]));
    process.stdout.write(JSON.stringify({ server: pick(b.routes), assets: pick(b.assets.routes) }));`;
  return JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", "./tests/support/cloudflare-workers-hook.mjs", "--conditions=worker", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    ),
  );
}

describe("one Remix handler per first segment, on the real build", () => {
  const { server, assets } = buildRoutes();

  it("matches every address of every route as the whole table does, in both tables", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // the router's own word on "/%ZZ"
    expect(Object.keys(server).length).toBeGreaterThan(50);
    expect(Object.keys(assets).sort()).toEqual(Object.keys(server).sort());
    const addresses = sampleAddresses(server);
    expect(addresses.length).toBeGreaterThan(300);
    expect(mismatches(server, addresses)).toEqual([]);
    expect(mismatches(assets, addresses)).toEqual([]);
  });

  it("answers pages, their data, an unknown address and the manifest as before", async () => {
    const visitor = new Client();
    expect((await visitor.get("/")).status).toBe(200);
    expect((await visitor.get("/FORUM")).status).toBe(200);
    const data = await visitor.request("/forum.data");
    expect(data.status).toBe(200);
    const missing = await visitor.get("/nulle-part/ici");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("introuvable");
    // The browser's manifest request (fog of war) still knows every route.
    const version = /"version": *"([^"]+)"/.exec((await visitor.get("/")).text)?.[1];
    expect(version).toBeTruthy();
    const manifest = await visitor.request(
      `/__manifest?version=${version}&p=${encodeURIComponent("/questions")}&p=${encodeURIComponent("/forum/un-sujet")}`,
    );
    expect(manifest.status).toBe(200);
    const ids = Object.keys((await manifest.json()) as Record<string, unknown>);
    expect(ids).toEqual(expect.arrayContaining(["routes/questions", "routes/forum+/$slug"]));
  });
});

/**
 * Issue 55 item 6: a house without circles. The import graph of the app, the rooms, the schema and the
 * Worker's entry (type-only and lazy imports included, as madge reads them) has no circle, and at most
 * 20 imports run from a lower layer back up to a higher one. Layers, lowest first: the base (schema,
 * utils, e-mails, limits), the shared services (accounts, care, the device, audio, avatars, rooms, shared
 * components), the features, then the routes and entries. Decision 0470.
 */
import madge from "madge";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const LAYERS: readonly (readonly string[])[] = [
  ["db", "app/utils", "app/emails", "app/limits"],
  ["app/auth", "app/care", "app/device", "app/audio", "app/avatars", "party", "app/components"],
  [], // every feature folder of app/
  ["app/routes", "app/(root)", "server"],
];
const FEATURES = 2;

/** `app/forum/x.ts` → `app/forum`; `app/root.tsx` → `app/(root)`; `party/x.ts` → `party`. */
function areaOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "app") return parts.length > 2 ? `app/${parts[1]}` : "app/(root)";
  return parts[0]!.replace(/\.ts$/, "");
}

function layerOf(file: string): number {
  const area = areaOf(file);
  const found = LAYERS.findIndex((layer) => layer.includes(area));
  return found === -1 ? FEATURES : found;
}

let graph: Record<string, string[]>;
let circles: string[][];

beforeAll(async () => {
  const result = await madge(["app", "party", "server.ts", "db"], {
    baseDir: ROOT,
    fileExtensions: ["ts", "tsx"],
    tsConfig: join(ROOT, "tsconfig.json"),
    excludeRegExp: [/^build\//, /\.test\.tsx?$/, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  graph = result.obj();
  circles = result.circular();
}, 120_000);

describe("the import graph", () => {
  it("reads the whole app", () => {
    expect(Object.keys(graph).length).toBeGreaterThan(500);
    expect(graph["app/root.tsx"]?.length).toBeGreaterThan(5);
  });

  it("has no circle", () => {
    expect(circles).toEqual([]);
  });

  it("has at most 20 imports running from a lower layer back up", () => {
    const upward = Object.entries(graph).flatMap(([from, tos]) =>
      tos.filter((to) => layerOf(from) < layerOf(to)).map((to) => `${from} → ${to}`),
    );
    expect(upward.length, upward.join("\n")).toBeLessThanOrEqual(20);
  });

  it("keeps the limits table from reaching up into the features", () => {
    const table = graph["app/limits/table.ts"] ?? [];
    expect(table.filter((to) => layerOf(to) > 0)).toEqual([]);
  });
});

describe("the layers", () => {
  it("place a file by its folder", () => {
    expect(layerOf("db/schema.ts")).toBe(0);
    expect(layerOf("app/auth/session-batch.server.ts")).toBe(1);
    expect(layerOf("app/forum/threads.server.ts")).toBe(2);
    expect(layerOf("app/routes/forum+/$slug.tsx")).toBe(3);
    expect(layerOf("app/root.tsx")).toBe(3);
  });
});

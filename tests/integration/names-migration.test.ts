/**
 * Migration 0015 (decision 0467) against a real D1 (Miniflare's local D1, the one `wrangler dev` runs):
 * on a database that already holds pseudos, the second skeleton is filled for the ASCII ones, the
 * younger of two look-alikes is left without it rather than failing the migration, and the unique
 * index then refuses a second copy.
 */
import { readdirSync, readFileSync } from "node:fs";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { casedSkeleton } from "~/auth/names.server";

let mf: Miniflare;
let d1: D1Database;

async function apply(file: string) {
  const statements = readFileSync(`db/migrations/${file}`, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/--.*$/gm, "").trim());
  for (const statement of statements) await d1.prepare(statement).run();
}

async function user(id: string, username: string, createdAt: string) {
  await d1
    .prepare("INSERT INTO users (id, email, username, username_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, `${id}@exemple.test`, username, username.toLowerCase(), createdAt, createdAt)
    .run();
}

const cased = async (id: string) =>
  (await d1.prepare("SELECT username_skeleton_cased AS cased FROM users WHERE id = ?").bind(id).first<{ cased: string | null }>())?.cased;

beforeAll(async () => {
  mf = new Miniflare(
    // Miniflare 5 takes its options per worker; the converter keeps the one-worker form of version 4.
    convertV4MiniflareOptions({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"] }),
  );
  d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  const files = readdirSync("db/migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const at = files.findIndex((name) => name.startsWith("0015_"));
  expect(at).toBeGreaterThan(0);
  for (const file of files.slice(0, at)) await apply(file);
  // Pseudos as they were before 0015: the older `camiIle` (a capital i) and the younger `camille`.
  await user("older", "camiIle", "2026-01-01T00:00:00.000Z");
  await user("younger", "camille", "2026-02-01T00:00:00.000Z");
  await user("ascii", "Moderateur_01", "2026-03-01T00:00:00.000Z");
  await user("accent", "Élan", "2026-04-01T00:00:00.000Z");
  for (const file of files.slice(at)) await apply(file);
});
afterAll(() => mf?.dispose());

describe("migration 0015: the second skeleton of the pseudos already there", () => {
  it("fills it for ASCII pseudos as the app computes it", async () => {
    expect(await cased("older")).toBe(casedSkeleton("camiIle"));
    expect(await cased("ascii")).toBe(casedSkeleton("Moderateur_01"));
  });

  it("leaves the younger of two look-alikes without it, instead of failing", async () => {
    expect(casedSkeleton("camille")).toBe(casedSkeleton("camiIle"));
    expect(await cased("younger")).toBeNull();
  });

  it("leaves non-ASCII pseudos to the scheduled backfill", async () => {
    expect(await cased("accent")).toBeNull();
  });

  it("then refuses a second pseudo with the same second skeleton", async () => {
    await expect(
      d1
        .prepare(
          "INSERT INTO users (id, email, username, username_key, username_skeleton_cased, created_at, updated_at) VALUES ('copy', 'copy@exemple.test', 'camiIIe', 'camiiie', ?, '2026-05-01', '2026-05-01')",
        )
        .bind(casedSkeleton("camille"))
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

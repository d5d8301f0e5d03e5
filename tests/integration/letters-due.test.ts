/**
 * dueLetterNotices against a real D1 (Miniflare's local D1, the one `wrangler dev` runs), with every
 * migration applied: the letters whose day has come are handed over once, without a word of theirs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { drizzle } from "drizzle-orm/d1";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueLetterNotices } from "~/letters/due.server";
import { NOTICE_TEXT } from "~/rendez-vous/notice";

let mf: Miniflare;
let d1: D1Database;

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"] });
  d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  for (const file of readdirSync("db/migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(`db/migrations/${file}`, "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => statement.replace(/--.*$/gm, "").trim());
    for (const statement of statements) await d1.prepare(statement).run();
  }
});
afterAll(() => mf?.dispose());

const NOW = new Date("2027-03-21T08:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();

async function user(name: string) {
  const id = crypto.randomUUID();
  await d1
    .prepare("INSERT INTO users (id, email, username, username_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, `${name}@exemple.test`, name, name, NOW.toISOString(), NOW.toISOString())
    .run();
  return id;
}

async function letter(userId: string, opensAt: string, extra: { openedAt?: string } = {}) {
  const id = crypto.randomUUID();
  await d1
    .prepare(
      "INSERT INTO sealed_letters (id, user_id, content, opens_on, time_zone, opens_at, opened_at, created_at) VALUES (?, ?, ?, ?, 'Europe/Paris', ?, ?, ?)",
    )
    .bind(id, userId, `mots secrets ${id}`, opensAt.slice(0, 10), opensAt, extra.openedAt ?? null, "2026-11-29T10:00:00.000Z")
    .run();
  return id;
}

describe("dueLetterNotices : les lettres dont le jour est venu, chacune une fois", () => {
  it("rend celles dont l'instant est passé, pas celles de demain, et jamais deux fois", async () => {
    const [ana, ben] = [await user("ana"), await user("ben")];
    const due = await letter(ana, minutes(-1));
    const exactly = await letter(ben, minutes(0));
    const later = await letter(ana, minutes(1));
    const alreadyOpened = await letter(ben, minutes(-60), { openedAt: minutes(-30) });
    await d1.prepare("UPDATE sealed_letters SET announced_at = ? WHERE id = ?").bind(minutes(-30), alreadyOpened).run();

    const db = drizzle(d1);
    const notices = await dueLetterNotices(db, NOW);
    expect(notices.sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [
        { userId: ana, kind: "letter", key: `letter:${due}`, url: `/love-words/lettres/${due}` },
        { userId: ben, kind: "letter", key: `letter:${exactly}`, url: `/love-words/lettres/${exactly}` },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    // A notice carries no word of the letter: its text is the kind's, chosen in notice.ts.
    expect(JSON.stringify(notices)).not.toContain("mots secrets");
    expect(NOTICE_TEXT.letter.body).not.toContain("mots secrets");

    // Idempotent: a second run, or two runs at once, hand nothing over again.
    const [again, concurrent] = await Promise.all([dueLetterNotices(db, NOW), dueLetterNotices(db, NOW)]);
    expect([...again, ...concurrent]).toEqual([]);
    // The next minute, the letter of that minute comes, alone.
    expect((await dueLetterNotices(db, new Date(minutes(1)))).map((n) => n.key)).toEqual([`letter:${later}`]);
  });

  it("rend au plus `limit` lettres par appel, les plus anciennes d'abord, et le reste ensuite", async () => {
    const cleo = await user("cleo");
    const ids = [];
    for (let i = 5; i > 0; i--) ids.push(await letter(cleo, minutes(-100 - i)));
    const db = drizzle(d1);
    const first = await dueLetterNotices(db, NOW, 3);
    expect(first.map((n) => n.key).sort()).toEqual(
      ids
        .slice(0, 3)
        .map((id) => `letter:${id}`)
        .sort(),
    );
    const rest = await dueLetterNotices(db, NOW, 3);
    expect(rest.map((n) => n.key).sort()).toEqual(
      ids
        .slice(3)
        .map((id) => `letter:${id}`)
        .sort(),
    );
  });
});

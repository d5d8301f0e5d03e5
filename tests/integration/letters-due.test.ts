/**
 * dueLetterNotices against a real D1 (Miniflare's local D1, the one `wrangler dev` runs), with every
 * migration applied: the letters whose day has come are handed over once, without a word of theirs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { drizzle } from "drizzle-orm/d1";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueLetterNotices as duePage } from "~/letters/due.server";
import { NOTICE_TEXT } from "~/rendez-vous/notice";

let mf: Miniflare;
let d1: D1Database;

beforeAll(async () => {
  mf = new Miniflare(
    // Miniflare 5 takes its options per worker; the converter keeps the one-worker form of version 4.
    convertV4MiniflareOptions({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"] }),
  );
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

/** A letter as the migration left the older ones: its notice's earliest moment is its opening instant. */
async function letter(userId: string, opensAt: string, extra: { openedAt?: string; opensOn?: string } = {}) {
  const id = crypto.randomUUID();
  await d1
    .prepare(
      "INSERT INTO sealed_letters (id, user_id, content, opens_on, time_zone, opens_at, announce_at, opened_at, created_at) VALUES (?, ?, ?, ?, 'Europe/Paris', ?, ?, ?, ?)",
    )
    .bind(
      id,
      userId,
      `mots secrets ${id}`,
      extra.opensOn ?? opensAt.slice(0, 10),
      opensAt,
      opensAt,
      extra.openedAt ?? null,
      "2026-11-29T10:00:00.000Z",
    )
    .run();
  return id;
}

/** The person's « Mes rendez-vous » settings (quiet hours, pause, stop), in Paris. */
async function settings(userId: string, values: { quietStart?: string; quietEnd?: string; pausedUntil?: string; stoppedAt?: string }) {
  await d1
    .prepare(
      "INSERT INTO rendez_vous_settings (user_id, quiet_start, quiet_end, paused_until, stopped_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(
      userId,
      values.quietStart ?? null,
      values.quietEnd ?? null,
      values.pausedUntil ?? null,
      values.stoppedAt ?? null,
      NOW.toISOString(),
    )
    .run();
}

const column = async (id: string) =>
  (await d1.prepare("SELECT announce_at, announced_at FROM sealed_letters WHERE id = ?").bind(id).first<{
    announce_at: string;
    announced_at: string | null;
  }>())!;

/** One run of the source as the cron makes it: the page read, queued (here: returned), then moved on. */
async function dueLetterNotices(...args: Parameters<typeof duePage>) {
  const page = await duePage(...args);
  await page.moveOn();
  return page.notices;
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
    // Nothing moves on before the queue took the notices (decision 0474): a page read but never queued
    // is read again.
    const unqueued = await letter(ana, minutes(-1));
    expect((await duePage(db, NOW)).notices.map((n) => n.key)).toEqual([`letter:${unqueued}`]);
    expect((await dueLetterNotices(db, NOW)).map((n) => n.key)).toEqual([`letter:${unqueued}`]);
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

describe("l'avis d'une lettre garde les heures de la personne (décision 0409)", () => {
  // The 22nd of March 2027 opens at 00:00 in Paris (23:00 UTC the day before); 09:00 there is 08:00 UTC.
  const day = "2027-03-22";
  const midnight = "2027-03-21T23:00:00.000Z";
  const at = (iso: string) => new Date(iso);

  it("une lettre ouverte à minuit n'est pas annoncée à 00:30, mais à 09:00, une fois ; entre-temps, on ne la relit pas", async () => {
    const dora = await user("dora");
    const id = await letter(dora, midnight, { opensOn: day });
    const db = drizzle(d1);
    expect(await dueLetterNotices(db, at("2027-03-21T23:30:00Z"))).toEqual([]);
    // Deferred: its earliest moment is moved to 09:00, so the index skips it until then.
    expect(await column(id)).toEqual({ announce_at: "2027-03-22T08:00:00.000Z", announced_at: null });
    const plan = await d1
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM sealed_letters WHERE announced_at IS NULL AND announce_at <= ? ORDER BY announce_at")
      .bind("2027-03-22T07:59:00.000Z")
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("sealed_letters_announce_idx");
    expect(await dueLetterNotices(db, at("2027-03-22T07:59:00Z"))).toEqual([]);
    expect((await dueLetterNotices(db, at("2027-03-22T08:00:00Z"))).map((n) => n.key)).toEqual([`letter:${id}`]);
    expect(await dueLetterNotices(db, at("2027-03-22T08:01:00Z"))).toEqual([]);
    expect((await column(id)).announced_at).toBe("2027-03-22T08:00:00.000Z");
  });

  it("des heures calmes de 08:00 à 10:30 : l'avis attend 10:30", async () => {
    const eve = await user("eve");
    await settings(eve, { quietStart: "08:00", quietEnd: "10:30" });
    const id = await letter(eve, midnight, { opensOn: day });
    const db = drizzle(d1);
    expect(await dueLetterNotices(db, at("2027-03-22T08:00:00Z"))).toEqual([]);
    expect((await column(id)).announce_at).toBe("2027-03-22T09:30:00.000Z");
    expect((await dueLetterNotices(db, at("2027-03-22T09:30:00Z"))).map((n) => n.key)).toEqual([`letter:${id}`]);
  });

  it("pendant une pause, l'avis attend le jour où elle finit ; après un arrêt, aucun avis", async () => {
    const [fanny, gael] = [await user("fanny"), await user("gael")];
    await settings(fanny, { pausedUntil: "2027-03-25" });
    await settings(gael, { stoppedAt: "2027-03-01T10:00:00.000Z" });
    const paused = await letter(fanny, midnight, { opensOn: day });
    const stopped = await letter(gael, midnight, { opensOn: day });
    const db = drizzle(d1);
    expect(await dueLetterNotices(db, at("2027-03-22T08:00:00Z"))).toEqual([]);
    expect((await column(paused)).announce_at).toBe("2027-03-25T08:00:00.000Z");
    expect((await column(stopped)).announced_at).toBe("2027-03-22T08:00:00.000Z");
    expect((await dueLetterNotices(db, at("2027-03-25T08:00:00Z"))).map((n) => n.key)).toEqual([`letter:${paused}`]);
    expect(await dueLetterNotices(db, at("2027-03-26T08:00:00Z"))).toEqual([]);
  });
});

/**
 * Decision 0361: a write and its session in one D1 batch. A session ended since its cookie was set writes
 * nothing and gets the login redirect, whatever the write (the owner of each statement is the session's
 * user, NULL once it has ended); a limit counted in the batch counts only what can be written.
 */
import { describe, expect, it } from "vitest";
import { createConfirmedUser, signedIn, type Client } from "../support/client";
import { query, sqlString as q } from "../support/db";

const word = () => Math.random().toString(36).slice(2, 10);

async function member(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE username = ${q(identity.pseudo)}`);
  return { client, id: row!.id };
}

/** Ends every session of the account the way a sign-out elsewhere or an expiry does (the cookie stays). */
function endSessions(userId: string, how: "expired" | "deleted") {
  if (how === "expired") query(`UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ${q(userId)}`);
  else query(`DELETE FROM sessions WHERE user_id = ${q(userId)}`);
}

function expectLoginRedirect(answer: { status: number; location: string | null }) {
  expect(answer.status).toBe(302);
  expect(answer.location).toMatch(/^\/auth\/login\?redirectTo=/);
}

const count = (sqlText: string) => query<{ n: number }>(sqlText)[0]!.n;

/** The counters of the writes' limits (forum, chat, reports) an account has: its sign-in's are not counted. */
const writeCounters = (userId: string) =>
  count(
    `SELECT count(*) AS n FROM rate_limits WHERE user_id = ${q(userId)} AND (key LIKE 'forum.%' OR key LIKE 'chat.%' OR key LIKE 'report.%')`,
  );

describe("a write whose session has ended writes nothing", () => {
  it("forum reply, new topic and chat message: the login redirect, no row", async () => {
    const { client: author } = await member("wbf");
    const created = await author.post("/forum/nouveau", { title: `Lot ${word()}`, content: "Un sujet." });
    const path = created.location!;
    const slug = decodeURIComponent(path.replace(/^\/forum\//, ""));
    const { client: late, id } = await member("wbl");
    endSessions(id, "expired");
    const title = `Trop tard ${word()}`;
    const text = `Jamais écrit ${word()}`;
    expectLoginRedirect(await late.post(path, { intent: "reply", content: text }));
    expectLoginRedirect(await late.post("/forum/nouveau", { title, content: text }));
    expectLoginRedirect(await late.post("/entraide", { intent: "send", js: "1", content: text }));
    expect(count(`SELECT count(*) AS n FROM forum_replies WHERE content = ${q(text)}`)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM forum_threads WHERE title = ${q(title)}`)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM chat_messages WHERE content = ${q(text)}`)).toBe(0);
    expect(count(`SELECT reply_count AS n FROM forum_threads WHERE slug = ${q(slug)}`)).toBe(0);
    // Nothing counted against the account either (its sign-in's own counters aside).
    expect(writeCounters(id)).toBe(0);
  });

  it("a member's records: an act, its toggle, a question — the login redirect, nothing written or changed", async () => {
    const { client: me, id } = await member("wbr");
    expect(
      (await me.post("/dashboard", { intent: "reward-act", description: "Marcher", where: "Au parc", when: "Demain", how: "Doucement" }))
        .status,
    ).toBe(302);
    const [act] = query<{ id: string }>(`SELECT id FROM user_acts WHERE user_id = ${q(id)}`);
    endSessions(id, "deleted");
    const question = `Une question ${word()} ?`;
    expectLoginRedirect(
      await me.post("/dashboard", { intent: "reward-act", description: "Courir", where: "Ici", when: "Demain", how: "Vite" }),
    );
    expectLoginRedirect(await me.post("/acts", { intent: "toggle", id: act!.id, completed: "true" }));
    expectLoginRedirect(await me.post("/questions", { intent: "add", text: question }));
    expect(count(`SELECT count(*) AS n FROM user_acts WHERE user_id = ${q(id)}`)).toBe(1);
    expect(count(`SELECT is_completed AS n FROM user_acts WHERE id = ${q(act!.id)}`)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM user_questions WHERE question = ${q(question)}`)).toBe(0);
  });

  it("a love word, a sealed letter, a row of strengths, a cycle, a rendez-vous: the login redirect or a 401, nothing written", async () => {
    const { client: me, id } = await member("wbw");
    endSessions(id, "expired");
    const text = `Jamais écrit ${word()}`;
    expectLoginRedirect(await me.post("/love-words", { intent: "create", title: text, content: text, ageCategory: "enfant" }));
    expectLoginRedirect(await me.post("/love-words/lettres", { content: text, opensOn: "2030-01-01", timeZone: "Europe/Paris" }));
    expectLoginRedirect(await me.post("/cycles/grandeur-table", { intent: "create", grandeurName: text }));
    expectLoginRedirect(
      await me.post("/rendez-vous", { intent: "save", days: "1", time: "08:00", timeZone: "Europe/Paris", purpose: "mood" }),
    );
    // The editors' background save is a JSON endpoint: 401, never the sign-in page.
    const cycle = { cycles: [{ id: "c1", centerText: text, textBoxes: [] }], timestamp: "2026-11-29T10:00:00.000Z" };
    expect((await me.post("/cycles/document", { key: "cycle-6-12", data: JSON.stringify(cycle) })).status).toBe(401);
    for (const table of ["love_words", "sealed_letters", "grandeur_entries", "reminders", "cycle_documents"]) {
      expect(count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ${q(id)}`), table).toBe(0);
    }
  });
});

describe("one person's write never reaches another's record", () => {
  it("someone else's love word, sealed letter or row of strengths: 404, left as it was", async () => {
    const { client: owner, id: ownerId } = await member("wbo2");
    await owner.post("/love-words", { intent: "create", title: "À moi", content: "Mes mots.", ageCategory: "enfant" });
    await owner.post("/love-words/lettres", { content: "Scellée.", opensOn: "2030-01-01", timeZone: "Europe/Paris" });
    await owner.post("/cycles/grandeur-table", { intent: "create", mode: "fetch", grandeurName: "Courage" });
    const idIn = (table: string) => query<{ id: string }>(`SELECT id FROM ${table} WHERE user_id = ${q(ownerId)}`)[0]!.id;
    const [loveWord, letter, row] = [idIn("love_words"), idIn("sealed_letters"), idIn("grandeur_entries")];
    const { client: other } = await member("wbx2");
    const fields = { title: "Pris", content: "Pris", ageCategory: "enfant" };
    expect((await other.post("/love-words", { intent: "update", id: loveWord, ...fields })).status).toBe(404);
    expect((await other.post("/love-words", { intent: "delete", id: loveWord })).status).toBe(404);
    expect((await other.post(`/love-words/lettres/${letter}`, { intent: "delete" })).status).toBe(404);
    expect((await other.post(`/love-words/lettres/${letter}`, { intent: "open" })).status).toBe(404);
    const rowChange = { mode: "fetch", id: row, field: "grandeurName", value: "Pris" };
    expect((await other.post("/cycles/grandeur-table", { intent: "field", ...rowChange })).status).toBe(404);
    expect((await other.post("/cycles/grandeur-table", { intent: "delete", mode: "fetch", id: row })).status).toBe(404);
    expect(query(`SELECT title FROM love_words WHERE id = ${q(loveWord)}`)).toEqual([{ title: "À moi" }]);
    expect(query(`SELECT opened_at FROM sealed_letters WHERE id = ${q(letter)}`)).toEqual([{ opened_at: null }]);
    expect(query(`SELECT grandeur_name FROM grandeur_entries WHERE id = ${q(row)}`)).toEqual([{ grandeur_name: "Courage" }]);
  });

  it("toggling, editing or deleting someone else's act answers 404 and leaves it as it was", async () => {
    const { client: owner, id: ownerId } = await member("wbo");
    await owner.post("/dashboard", { intent: "reward-act", description: "Lire", where: "Chez moi", when: "Ce soir", how: "Calmement" });
    const [act] = query<{ id: string; act_text: string }>(`SELECT id, act_text FROM user_acts WHERE user_id = ${q(ownerId)}`);
    const { client: other } = await member("wbx");
    expect((await other.post("/acts", { intent: "toggle", id: act!.id, completed: "true" })).status).toBe(404);
    expect((await other.post("/acts", { intent: "edit", id: act!.id, actText: "Pris" })).status).toBe(404);
    expect((await other.post("/acts", { intent: "delete", id: act!.id })).status).toBe(404);
    expect(query(`SELECT act_text, is_completed FROM user_acts WHERE id = ${q(act!.id)}`)).toEqual([
      { act_text: act!.act_text, is_completed: 0 },
    ]);
  });
});

describe("a limit counted in the write's batch", () => {
  it("a reply to a locked thread is refused and does not count against its author", async () => {
    const { client: author } = await member("wbk");
    const created = await author.post("/forum/nouveau", { title: `Fermé ${word()}`, content: "Un sujet." });
    const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
    query(`UPDATE forum_threads SET is_locked = 1 WHERE slug = ${q(slug)}`);
    const { client: replier, id } = await member("wbm");
    const refused = await replier.post(created.location!, { intent: "reply", content: "Bonjour" });
    expect(refused.status).toBe(403);
    expect(writeCounters(id)).toBe(0);
  });

  it("the same reply sent twice is written and counted once", async () => {
    const { client: author, id } = await member("wbd");
    const created = await author.post("/forum/nouveau", { title: `Deux fois ${word()}`, content: "Un sujet." });
    const cle = crypto.randomUUID();
    const send = (c: Client) => c.post(created.location!, { intent: "reply", content: "Une fois", cle });
    const [first, second] = await Promise.all([send(author), send(author)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(first.location).toContain(`#reponse-${cle}`);
    expect(second.location).toContain(`#reponse-${cle}`);
    const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
    expect(count(`SELECT reply_count AS n FROM forum_threads WHERE slug = ${q(slug)}`)).toBe(1);
    expect(count(`SELECT count(*) AS n FROM forum_replies WHERE id = ${q(cle)}`)).toBe(1);
    expect(query(`SELECT count FROM rate_limits WHERE user_id = ${q(id)} AND key LIKE 'forum.reply|%'`)).toEqual([{ count: 1 }]);
  });
});

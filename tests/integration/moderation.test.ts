import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { heard, watch } from "../support/room-socket";
import "./community-support";

const moderatorIdentity = { pseudo: "moderateur", password: "motdepasse-demo" };
const word = () => Math.random().toString(36).slice(2, 10);

let author: Client;
let reporter: Client;
let reporterEmail: string;
let moderator: Client;

async function threadWithReply(content: string) {
  const created = await author.post("/forum/nouveau", { title: `Sujet ${word()}`, content: "Un contenu calme." });
  expect(created.status).toBe(302);
  const path = created.location!;
  const slug = decodeURIComponent(path.replace(/^\/forum\//, ""));
  await author.post(path, { intent: "reply", content });
  const [row] = query<{ thread_id: string; reply_id: string }>(
    `SELECT t.id AS thread_id, r.id AS reply_id FROM forum_threads t JOIN forum_replies r ON r.thread_id = t.id WHERE t.slug = ${sqlString(slug)}`,
  );
  return { path, threadId: row!.thread_id, replyId: row!.reply_id };
}

const reportsOf = (itemId: string) =>
  query<{ reporter_id: string; reason: string; status: string; details: string | null }>(
    `SELECT reporter_id, reason, status, details FROM reports WHERE item_id = ${sqlString(itemId)} ORDER BY created_at`,
  );

beforeAll(async () => {
  author = await signedIn(await createConfirmedUser("moda"));
  const r = await createConfirmedUser("modr");
  reporterEmail = r.email;
  reporter = await signedIn(r);
  moderator = await signedIn(moderatorIdentity);
});

describe("Signaler", () => {
  it("stores one report per person and item, with its reason", async () => {
    const { path, replyId } = await threadWithReply(`Une réponse blessante ${word()}`);
    const first = await reporter.post("/signaler", {
      itemType: "reply",
      itemId: replyId,
      reason: "harassment",
      details: "Il m'insulte",
      redirectTo: path,
    });
    expect(first.status).toBe(302);
    expect(first.location).toBe(path);
    const again = await reporter.post("/signaler", { itemType: "reply", itemId: replyId, reason: "spam", redirectTo: path });
    expect(again.status).toBe(302);
    expect(reportsOf(replyId)).toEqual([
      { reporter_id: userIdOf(reporterEmail), reason: "harassment", status: "open", details: "Il m'insulte" },
    ]);
    // Someone else may report the same reply.
    await author.post("/signaler", { itemType: "reply", itemId: replyId, reason: "other", redirectTo: path });
    expect(reportsOf(replyId)).toHaveLength(2);
  });

  it("refuses visitors, unknown items and reasons, and never redirects off the site", async () => {
    const visitor = await new Client().post("/signaler", { itemType: "chat", itemId: "x", reason: "spam" });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\/login/);
    const unknown = await reporter.post("/signaler", {
      itemType: "chat",
      itemId: "n-existe-pas",
      reason: "spam",
      redirectTo: "//ailleurs.example",
    });
    expect(unknown.location).toBe("/forum");
    expect(reportsOf("n-existe-pas")).toEqual([]);
    const { replyId } = await threadWithReply(`Réponse ${word()}`);
    await reporter.post("/signaler", { itemType: "reply", itemId: replyId, reason: "pas-une-raison" });
    expect(reportsOf(replyId)).toEqual([]);
  });

  it("gives back the details typed when a report is refused, on a page of its own (decision 0352)", async () => {
    const { path, replyId } = await threadWithReply(`Réponse ${word()}`);
    const details = `Ce message vise une personne fragile ${word()}`;
    const refused = await reporter.post("/signaler", { itemType: "reply", itemId: replyId, details, redirectTo: path });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choisissez une raison pour signaler ce message.");
    expect(refused.text).toContain(`>${details}</textarea>`);
    expect(refused.text).toContain(`href="${path}"`);
    expect(reportsOf(replyId)).toEqual([]);
    // Nothing typed, nothing to lose: back under the message, with a notification.
    const plain = await reporter.post("/signaler", { itemType: "reply", itemId: replyId, redirectTo: path });
    expect(plain.status).toBe(302);
    expect(plain.location).toBe(path);
  });
});

describe("the moderation queue", () => {
  it("a user cannot see it nor act on it; a moderator sees the reported item in context", async () => {
    const text = `Contenu signalé ${word()}`;
    const { replyId } = await threadWithReply(text);
    await reporter.post("/signaler", { itemType: "reply", itemId: replyId, reason: "hate" });

    expect((await reporter.get("/moderation")).status).toBe(403);
    expect((await reporter.get("/moderation/compte")).status).toBe(403);
    const forbidden = await reporter.post("/moderation", { intent: "ignore", itemType: "reply", itemId: replyId });
    expect(forbidden.status).toBe(403);
    expect(reportsOf(replyId).map((r) => r.status)).toEqual(["open"]);
    for (const intent of ["delete", "lock"]) {
      const refused = await reporter.post("/moderation", { intent, confirm: "oui", itemType: "reply", itemId: replyId });
      expect(refused.status).toBe(403);
    }
    expect(reportsOf(replyId).map((r) => r.status)).toEqual(["open"]);
    expect(query(`SELECT deleted_at FROM forum_replies WHERE id = ${sqlString(replyId)}`)).toEqual([{ deleted_at: null }]);
    // Not even their own chat message: the queue acts as a moderator, never as an author.
    const said = `Le mien ${word()}`;
    await reporter.post("/entraide", { intent: "send", content: said });
    const [own] = query<{ id: string }>(`SELECT id FROM chat_messages WHERE content = ${sqlString(said)}`);
    await reporter.post("/signaler", { itemType: "chat", itemId: own!.id, reason: "other" });
    const ownDeletion = await reporter.post("/moderation", { intent: "delete", confirm: "oui", itemType: "chat", itemId: own!.id });
    expect(ownDeletion.status).toBe(403);
    expect(query(`SELECT deleted_at FROM chat_messages WHERE id = ${sqlString(own!.id)}`)).toEqual([{ deleted_at: null }]);
    expect(reportsOf(own!.id).map((r) => r.status)).toEqual(["open"]);

    const page = await moderator.get("/moderation");
    expect(page.status).toBe(200);
    expect(page.text).toContain(text);
    expect(page.text).toContain("Propos haineux ou violents");
    const count = JSON.parse((await moderator.get("/moderation/compte")).text) as { count: number };
    expect(count.count).toBeGreaterThan(0);
  });

  it("Ignorer closes the reports and leaves the item", async () => {
    const text = `À ignorer ${word()}`;
    const { replyId } = await threadWithReply(text);
    await reporter.post("/signaler", { itemType: "reply", itemId: replyId, reason: "other" });
    const ignored = await moderator.post("/moderation", { intent: "ignore", itemType: "reply", itemId: replyId });
    expect(ignored.status).toBe(302);
    expect(reportsOf(replyId).map((r) => r.status)).toEqual(["ignored"]);
    expect(query(`SELECT deleted_at FROM forum_replies WHERE id = ${sqlString(replyId)}`)).toEqual([{ deleted_at: null }]);
    // Gone from the waiting queue; listed among the recent decisions as ignored (issue 30).
    const [waiting, decided] = (await moderator.get("/moderation")).text.split('data-testid="recent-decisions"');
    expect(waiting).not.toContain(text);
    expect(decided).toMatch(new RegExp(`Signalement ignoré[^]*${text}`));
  });

  it("each decision tells the moderators' own rooms that the queue changed (read in the decision's round trip)", async () => {
    const [me] = query<{ id: string }>(`SELECT id FROM users WHERE username_key = ${sqlString(moderatorIdentity.pseudo)}`);
    const room = await watch(`/parties/user-room/user-${me!.id}`, moderator);
    const changed = (message: string) => message.includes('"reports:changed"');
    try {
      const { replyId, threadId } = await threadWithReply(`À suivre ${word()}`);
      const decisions: Record<string, string>[] = [
        { intent: "ignore", itemType: "reply", itemId: replyId },
        { intent: "delete", confirm: "oui", itemType: "reply", itemId: replyId },
        { intent: "lock", itemType: "thread", itemId: threadId },
      ];
      for (const decision of decisions) {
        // A new reporter each time: one person reports an item once.
        const someone = await signedIn(await createConfirmedUser("modv"));
        await someone.post("/signaler", { itemType: decision.itemType, itemId: decision.itemId, reason: "other" });
        expect(await heard(room, changed), `${decision.intent}: the report`).not.toBe("nothing");
        room.messages.length = 0;
        expect((await moderator.post("/moderation", decision)).status).toBe(302);
        expect(await heard(room, changed), decision.intent).not.toBe("nothing");
        room.messages.length = 0;
      }
    } finally {
      room.socket.close();
    }
  });

  it("Supprimer deletes the reply with the forum's own action; Verrouiller locks the thread; a chat message can be deleted", async () => {
    const { replyId, threadId } = await threadWithReply(`À supprimer ${word()}`);
    await reporter.post("/signaler", { itemType: "reply", itemId: replyId, reason: "harassment" });
    // Without JavaScript, "Supprimer" first asks: nothing is deleted until it is confirmed (issue 30).
    const asked = await moderator.post("/moderation", { intent: "delete", itemType: "reply", itemId: replyId });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('data-testid="confirm-delete"');
    expect(asked.text).toContain("Oui, supprimer ce message");
    expect(
      query<{ deleted: number }>(`SELECT deleted_at IS NOT NULL AS deleted FROM forum_replies WHERE id = ${sqlString(replyId)}`),
    ).toEqual([{ deleted: 0 }]);
    expect(reportsOf(replyId).map((r) => r.status)).toEqual(["open"]);
    const done = await moderator.post("/moderation", { intent: "delete", itemType: "reply", itemId: replyId, confirm: "oui" });
    expect(done.status).toBe(302);
    expect(
      query<{ deleted: number }>(`SELECT deleted_at IS NOT NULL AS deleted FROM forum_replies WHERE id = ${sqlString(replyId)}`),
    ).toEqual([{ deleted: 1 }]);
    expect(reportsOf(replyId).map((r) => r.status)).toEqual(["resolved"]);
    // The queue shows what was done.
    const queue = await moderator.get("/moderation");
    expect(queue.text).toMatch(/data-testid="recent-decision"[^]*Supprimé/);

    await reporter.post("/signaler", { itemType: "thread", itemId: threadId, reason: "spam" });
    await moderator.post("/moderation", { intent: "lock", itemType: "thread", itemId: threadId });
    expect(query(`SELECT is_locked FROM forum_threads WHERE id = ${sqlString(threadId)}`)).toEqual([{ is_locked: 1 }]);

    const chatter = await signedIn(await createConfirmedUser("modc"));
    await chatter.post("/entraide", { intent: "send", content: `Spam ${word()}` });
    const [message] = query<{ id: string }>(`SELECT id FROM chat_messages ORDER BY created_at DESC LIMIT 1`);
    await reporter.post("/signaler", { itemType: "chat", itemId: message!.id, reason: "spam" });
    await moderator.post("/moderation", { intent: "delete", itemType: "chat", itemId: message!.id, confirm: "oui" });
    expect(
      query<{ deleted: number }>(`SELECT deleted_at IS NOT NULL AS deleted FROM chat_messages WHERE id = ${sqlString(message!.id)}`),
    ).toEqual([{ deleted: 1 }]);
  });
});

describe("Mes données", () => {
  it("the export holds the reports a person made", async () => {
    const identity = await createConfirmedUser("modx");
    const client = await signedIn(identity);
    const { replyId } = await threadWithReply(`À exporter ${word()}`);
    await client.post("/signaler", { itemType: "reply", itemId: replyId, reason: "spam", details: "Publicité" });
    const exported = await client.request("/auth/mes-donnees/export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))["donnees.json"]!));
    expect(data.reports).toMatchObject([{ itemType: "reply", itemId: replyId, reason: "spam", details: "Publicité", status: "open" }]);
  });
});

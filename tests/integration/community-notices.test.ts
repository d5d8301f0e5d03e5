/**
 * Issue 57 (decision 0475), against the real worker, its local D1, its local queue and a real local push
 * service: a reply tells the topic's follower once and its author not at all; a reply deleted before
 * delivery sends nothing; quiet hours hold a notice until they end; the forum's e-mail digest carries the
 * one-click unsubscribe headers (RFC 8058) and its link stops only those e-mails; a veilleur is told
 * after the topic's 30 minutes (through the delayed message, shrunk by DEV_DELAY_SCALE), and not at all
 * once someone answered; a new report tells the moderators; « Mes notifications » is the person's own.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, outboxFor, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { member, subscribedDevice, until } from "../support/notices";
import { startPushService } from "../support/push-service";

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function newTopic(client: Client, title = `Un soir ${unique()}`) {
  const created = await client.post("/forum/nouveau", { title, content: "Je n'arrive pas à dormir, est-ce que quelqu'un est là ?" });
  expect(created.status).toBe(302);
  const path = new URL(created.location!, BASE_URL).pathname;
  const [thread] = query<{ id: string; slug: string }>(
    `SELECT id, slug FROM forum_threads WHERE slug = ${sqlString(decodeURIComponent(path.split("/").pop()!))}`,
  );
  return { path, id: thread!.id };
}

async function reply(client: Client, path: string, content = "Je suis là, je vous lis.") {
  const answer = await client.post(path, { intent: "reply", content });
  expect(answer.status).toBe(302);
  const [row] = query<{ id: string }>(
    `SELECT id FROM forum_replies WHERE content = ${sqlString(content)} ORDER BY created_at DESC LIMIT 1`,
  );
  return row!.id;
}

/** The person follows the topic (as « Suivre ce sujet » would), read up to now. */
function follows(userId: string, threadId: string) {
  const now = new Date().toISOString();
  query(
    `INSERT INTO topic_follows (user_id, thread_id, following, read_at, created_at) VALUES (${sqlString(userId)}, ${sqlString(threadId)}, 1, ${sqlString(now)}, ${sqlString(now)}) ON CONFLICT DO UPDATE SET following = 1`,
  );
}

/** Quiet hours around now in Paris, ending in `hoursLeft` hours. */
function quietNow(userId: string, hoursLeft: number) {
  const paris = (offsetHours: number) =>
    new Date(Date.now() + offsetHours * 3_600_000).toLocaleTimeString("fr-FR", {
      timeZone: "Europe/Paris",
      hour: "2-digit",
      minute: "2-digit",
    });
  const now = new Date().toISOString();
  query(
    `INSERT INTO rendez_vous_settings (user_id, time_zone, quiet_start, quiet_end, updated_at) VALUES (${sqlString(userId)}, 'Europe/Paris', ${sqlString(paris(-1))}, ${sqlString(paris(hoursLeft))}, ${sqlString(now)}) ON CONFLICT DO UPDATE SET quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end`,
  );
}

const deliveries = (userId: string) =>
  query<{ key: string; status: string }>(`SELECT key, status FROM notice_deliveries WHERE user_id = ${sqlString(userId)} ORDER BY key`);

describe("a reply reaches the people who follow the topic", () => {
  it("tells the follower once, by a push that names no one and nothing written, and its author not at all", async () => {
    const author = await member("rnauthor");
    const follower = await member("rnfollow");
    const [authorDevice, followerDevice] = [await subscribedDevice(push, author.client), await subscribedDevice(push, follower.client)];
    const topic = await newTopic(author.client);
    follows(author.userId, topic.id);
    follows(follower.userId, topic.id);
    // The follower answers: the author is told, the follower (the reply's author) is not.
    const replyId = await reply(follower.client, topic.path, `Je vous lis ${unique()}`);
    const [message] = await until(() => push.messages(authorDevice.clientHash).length > 0 && push.messages(authorDevice.clientHash));
    expect(JSON.parse(message!)).toEqual({ kind: "reply", url: `${topic.path}?vers=${replyId}` });
    expect(deliveries(author.userId).filter((d) => d.key.startsWith(`reply:${replyId}:`))).toEqual([
      {
        key: `reply:${replyId}:${author.userId}|push:${query<{ id: string }>(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(author.userId)}`)[0]!.id}`,
        status: "sent",
      },
    ]);
    expect(deliveries(follower.userId).filter((d) => d.key.startsWith("reply:"))).toEqual([]);
    expect(push.messages(followerDevice.clientHash)).toEqual([]);
    expect(push.messages(authorDevice.clientHash)).toHaveLength(1);
  });

  it("sends nothing for a reply deleted before its notice went, and says why in the record", async () => {
    const author = await member("rndelauth");
    const quiet = await member("rndelq");
    const witness = await member("rndelw");
    const quietDevice = await subscribedDevice(push, quiet.client);
    const witnessDevice = await subscribedDevice(push, witness.client);
    const topic = await newTopic(author.client);
    follows(quiet.userId, topic.id);
    follows(witness.userId, topic.id);
    quietNow(quiet.userId, 2); // held about 7 s at the tests' scale
    const replyId = await reply(author.client, topic.path, `Une réponse regrettée ${unique()}`);
    await until(() => push.messages(witnessDevice.clientHash).length > 0);
    await until(() => deliveries(quiet.userId).some((d) => d.key === `reply:${replyId}:${quiet.userId}|quiet`));
    expect((await author.client.post(topic.path, { intent: "delete-reply", replyId })).status).toBe(302);
    // When the quiet hours' wait is over, the notice finds its reply deleted: withheld, never sent.
    await until(() => deliveries(quiet.userId).some((d) => d.key === `reply:${replyId}:${quiet.userId}|withheld`), 40_000);
    expect(push.messages(quietDevice.clientHash)).toEqual([]);
  });

  it("holds a notice during the person's quiet hours and sends it once they end", async () => {
    const author = await member("rnqauth");
    const quiet = await member("rnquiet");
    const device = await subscribedDevice(push, quiet.client);
    const topic = await newTopic(author.client);
    follows(quiet.userId, topic.id);
    quietNow(quiet.userId, 1); // about 3.6 s at the tests' scale
    const replyId = await reply(author.client, topic.path, `Pendant la nuit ${unique()}`);
    await until(() => deliveries(quiet.userId).some((d) => d.key === `reply:${replyId}:${quiet.userId}|quiet` && d.status === "waiting"));
    expect(push.messages(device.clientHash)).toEqual([]);
    // The quiet hours end (here: the person removed them); the held notice comes back and goes, once.
    query(`UPDATE rendez_vous_settings SET quiet_start = NULL, quiet_end = NULL WHERE user_id = ${sqlString(quiet.userId)}`);
    await until(() => push.messages(device.clientHash).length > 0, 40_000);
    expect(push.messages(device.clientHash)).toHaveLength(1);
  });
});

describe("the forum's e-mails: one per window, then a digest, each with its one-click stop", () => {
  it("sends the first reply's e-mail at once and the digest at the window's end, both with RFC 8058 headers", async () => {
    const author = await member("rnmauth");
    const reader = await member("rnmail"); // no device: e-mail
    const first = await newTopic(author.client);
    const second = await newTopic(author.client);
    follows(reader.userId, first.id);
    follows(reader.userId, second.id);
    await reply(author.client, first.path, `Première réponse ${unique()}`);
    const forumMails = async () => (await outboxFor(reader.identity.email)).filter((m) => m.subject === "Rendez-vous intérieur");
    const [mail] = await until(async () => ((await forumMails()).length > 0 ? forumMails() : null));
    expect(mail!.text).toContain("Quelqu'un vous a répondu sur le forum");
    expect(mail!.text).not.toContain("Première réponse");
    await reply(author.client, second.path, `Deuxième réponse ${unique()}`);
    // The window's one e-mail is taken: a digest at its end (seconds at the tests' scale).
    const mails = await until(async () => ((await forumMails()).length > 1 ? forumMails() : null), 40_000);
    const digest = mails.find((m) => m.text.includes("Des personnes vous ont répondu sur le forum"))!;
    expect(digest).toBeTruthy();
    expect(digest.links.some((link) => link.endsWith("/forum/suivis"))).toBe(true);
    const headers = (digest as unknown as { headers: Record<string, string> }).headers;
    expect(headers["List-Unsubscribe"]).toMatch(/^<http[^>]+\/rendez-vous\/arret\?u=[^>]+&t=[^>]+&quoi=reply>, <mailto:[^>]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The one-click POST a mail service makes, without a session: only the forum's e-mails stop.
    const url = /^<([^>]+)>/.exec(headers["List-Unsubscribe"]!)![1]!;
    const stop = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stop.status).toBe(200);
    expect(query(`SELECT kind, channel, enabled FROM notice_choices WHERE user_id = ${sqlString(reader.userId)}`)).toEqual([
      { kind: "reply", channel: "email", enabled: 0 },
    ]);
    expect(
      query(`SELECT stopped_at FROM rendez_vous_settings WHERE user_id = ${sqlString(reader.userId)} AND stopped_at IS NOT NULL`),
    ).toEqual([]);
    // A link signed for the forum's e-mails does not stop every rendez-vous.
    const everything = await fetch(url.replace("&quoi=reply", ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
      body: "List-Unsubscribe=One-Click",
    });
    expect(everything.status).toBe(403);
  });
});

describe("veilleurs and moderators know who is waiting", () => {
  it("tells a veilleur on duty after the topic's 30 minutes, and nobody once someone else answered", async () => {
    const veilleur = await member("rnveil");
    const device = await subscribedDevice(push, veilleur.client);
    expect(
      (await veilleur.client.post("/rendez-vous/notifications", { intent: "veille", title: "veilleuse", timeZone: "Europe/Paris" })).status,
    ).toBe(302);
    const author = await member("rnvauth");
    const helper = await member("rnvhelp");
    // Answered first: its delayed message comes first, and finds the answer.
    const answered = await newTopic(author.client);
    await reply(helper.client, answered.path, `Je suis là ${unique()}`);
    const waiting = await newTopic(author.client);
    await until(() => deliveries(veilleur.userId).some((d) => d.key.startsWith(`watch:${waiting.id}:`) && d.status === "sent"), 40_000);
    const messages = push.messages(device.clientHash).map((m) => JSON.parse(m) as { kind: string; url: string });
    expect(messages.filter((m) => m.kind === "watch")).toContainEqual({ kind: "watch", url: waiting.path });
    expect(messages.some((m) => m.url === answered.path)).toBe(false);
    expect(deliveries(veilleur.userId).filter((d) => d.key.startsWith(`watch:${answered.id}:`))).toEqual([]);
    // The topic's author is never told of their own topic, even as a veilleur.
    expect(deliveries(author.userId).filter((d) => d.key.startsWith("watch:"))).toEqual([]);
  });

  it("tells the moderators of a new report, in words that say nothing of it", async () => {
    const moderator = await signedIn({ pseudo: "moderateur", password: "motdepasse-demo" });
    const moderatorId = query<{ id: string }>(`SELECT id FROM users WHERE username_key = 'moderateur'`)[0]!.id;
    const device = await subscribedDevice(push, moderator);
    const author = await member("rnrauth");
    const reporter = await member("rnrep");
    const topic = await newTopic(author.client);
    const reported = await reporter.client.post("/signaler", {
      itemType: "thread",
      itemId: topic.id,
      reason: "spam",
      redirectTo: topic.path,
    });
    expect(reported.status).toBe(302);
    const [report] = query<{ id: string }>(`SELECT id FROM reports WHERE item_id = ${sqlString(topic.id)}`);
    await until(() => deliveries(moderatorId).some((d) => d.key.startsWith(`report:${report!.id}:`) && d.status === "sent"));
    const message = push
      .messages(device.clientHash)
      .map((m) => JSON.parse(m) as { kind: string; url: string })
      .find((m) => m.kind === "report");
    expect(message).toEqual({ kind: "report", url: "/moderation" });
    expect(deliveries(reporter.userId).filter((d) => d.key.startsWith("report:"))).toEqual([]);
  });
});

describe("« Mes notifications » is the person's own", () => {
  it("saves one person's choices without JavaScript and never touches another's", async () => {
    const alice = await member("rnchoa");
    const bob = await member("rnchob");
    const saved = await alice.client.post("/rendez-vous/notifications", {
      intent: "choices",
      kinds: "reply",
      reply_app: "on",
      reply_email: "on",
    });
    expect(saved.status).toBe(302);
    expect(query(`SELECT kind, channel, enabled FROM notice_choices WHERE user_id = ${sqlString(alice.userId)} ORDER BY channel`)).toEqual([
      { kind: "reply", channel: "app", enabled: 1 },
      { kind: "reply", channel: "email", enabled: 1 },
      { kind: "reply", channel: "push", enabled: 0 },
    ]);
    expect(query(`SELECT * FROM notice_choices WHERE user_id = ${sqlString(bob.userId)}`)).toEqual([]);
    const page = await bob.client.get("/rendez-vous/notifications");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Mes notifications");
    // Without a session: the login page, nothing written.
    const visitor = new Client();
    const refused = await visitor.post("/rendez-vous/notifications", { intent: "choices", kinds: "reply" });
    expect(refused.status).toBe(302);
    expect(refused.location).toMatch(/^\/auth\/login/);
    // Quiet hours that are one and the same time are refused, in French, what was typed kept.
    const wrong = await alice.client.post("/rendez-vous/notifications", {
      intent: "veille",
      title: "veilleur",
      quietStart: "22:00",
      quietEnd: "22:00",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Indiquez deux heures différentes");
    expect(query(`SELECT * FROM veilleurs WHERE user_id = ${sqlString(alice.userId)}`)).toEqual([]);
  });
});

describe("the person's notices data", () => {
  it("the export holds the followed topics, the choices and the veille; deleting the account removes them", async () => {
    const author = await member("rnexpa");
    const me = await member("rnexpme");
    const topic = await newTopic(author.client);
    expect((await me.client.post(topic.path, { intent: "follow", suivre: "oui" })).status).toBe(302);
    await me.client.post("/rendez-vous/notifications", { intent: "choices", kinds: "reply", reply_app: "on" });
    await me.client.post("/rendez-vous/notifications", { intent: "veille", title: "veilleur", quietStart: "23:00", quietEnd: "07:00" });
    const exported = await me.client.request("/auth/mes-donnees/export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))["donnees.json"]!));
    expect(data.notices.followedTopics).toEqual([expect.objectContaining({ threadId: topic.id, following: true })]);
    expect(data.notices.choices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "reply", channel: "app", enabled: true }),
        expect.objectContaining({ kind: "reply", channel: "push", enabled: false }),
      ]),
    );
    expect(data.notices.veille).toEqual({ title: "veilleur", timeZone: "Europe/Paris", quietStart: "23:00", quietEnd: "07:00" });
    // Nobody else's: the author's export has none of mine.
    const theirs = await author.client.request("/auth/mes-donnees/export");
    const theirData = JSON.parse(strFromU8(unzipSync(new Uint8Array(await theirs.arrayBuffer()))["donnees.json"]!));
    expect(theirData.notices.veille).toBeNull();
    expect(theirData.notices.choices).toEqual([]);
    expect((await me.client.post("/auth/mes-donnees", { confirmation: me.identity.pseudo })).status).toBe(302);
    for (const table of ["topic_follows", "notice_choices", "veilleurs"]) {
      expect(query(`SELECT user_id FROM ${table} WHERE user_id = ${sqlString(me.userId)}`), table).toEqual([]);
    }
  });
});

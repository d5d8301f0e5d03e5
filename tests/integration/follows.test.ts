/**
 * Issue 57 items 1 and 2 (decision 0477), against the real worker and its local D1: a member follows the
 * topics they start or answer, in the write's one round trip; « Ne plus suivre » sticks; the buttons work
 * as plain form posts; the header's count is exact; nobody reads or changes another's follows; « Sans
 * réponse » lists the open topics nobody else has answered, oldest first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { query, sqlString } from "../support/db";
import { forgetLimitsOf } from "../support/limits";
import { member } from "../support/notices";
import { fetcherData } from "../support/single-fetch";

const COUNT = { "X-Test-Count-D1": "1" };
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const people: string[] = [];

async function someone(prefix: string) {
  const person = await member(prefix);
  people.push(person.identity.email);
  return person;
}
beforeEach(() => forgetLimitsOf(people));

async function newTopic(client: Client, title = `Un sujet ${unique()}`) {
  const created = await client.post("/forum/nouveau", { title, content: "Est-ce que quelqu'un peut m'aider ?" }, COUNT);
  expect(created.status, created.text.slice(0, 200)).toBe(302);
  const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
  const [row] = query<{ id: string }>(`SELECT id FROM forum_threads WHERE slug = ${sqlString(slug)}`);
  return { path: `/forum/${encodeURIComponent(slug)}`, id: row!.id, slug };
}

async function reply(client: Client, path: string, content = `Je suis là ${unique()}`) {
  const answer = await client.post(path, { intent: "reply", content }, COUNT);
  expect(answer.status, answer.text.slice(0, 200)).toBe(302);
  const [row] = query<{ id: string }>(`SELECT id FROM forum_replies WHERE content = ${sqlString(content)}`);
  return { id: row!.id, roundTrips: Number(answer.response.headers.get("X-Test-D1-Round-Trips")) };
}

const follow = (userId: string, threadId: string) =>
  query<{ following: number; read_at: string }>(
    `SELECT following, read_at FROM topic_follows WHERE user_id = ${sqlString(userId)} AND thread_id = ${sqlString(threadId)}`,
  )[0];

async function count(client: Client) {
  const answer = await client.request("/forum/suivis/compte", { headers: { Accept: "application/json" } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { count: number; shown: boolean }).count;
}

describe("following a topic", () => {
  it("a new topic and a reply make their author follow it, in the write's one round trip", async () => {
    const author = await someone("flwa");
    const helper = await someone("flwb");
    const topic = await newTopic(author.client);
    expect(follow(author.userId, topic.id)).toMatchObject({ following: 1 });
    expect(follow(helper.userId, topic.id)).toBeUndefined();
    const answered = await reply(helper.client, topic.path);
    expect(answered.roundTrips).toBe(1);
    const [written] = query<{ created_at: string }>(`SELECT created_at FROM forum_replies WHERE id = ${sqlString(answered.id)}`);
    expect(follow(helper.userId, topic.id)).toEqual({ following: 1, read_at: written!.created_at });
    // The same form sent again writes nothing new, follows nothing new.
    expect(query(`SELECT 1 FROM topic_follows WHERE thread_id = ${sqlString(topic.id)}`)).toHaveLength(2);
  });

  it("« Ne plus suivre » sticks after replying again, and both buttons work as plain form posts", async () => {
    const author = await someone("flwc");
    const helper = await someone("flwd");
    const topic = await newTopic(author.client);
    // « Suivre ce sujet » without JavaScript: the page again, with the new state.
    const followed = await helper.client.post(topic.path, { intent: "follow", suivre: "oui" });
    expect(followed.status).toBe(302);
    expect(followed.location).toBe(topic.path);
    expect(follow(helper.userId, topic.id)).toMatchObject({ following: 1 });
    const page = await helper.client.get(topic.path);
    expect(page.text).toContain("Ne plus suivre");
    const stopped = await helper.client.post(topic.path, { intent: "follow", suivre: "non" });
    expect(stopped.status).toBe(302);
    expect(follow(helper.userId, topic.id)).toMatchObject({ following: 0 });
    expect((await helper.client.get(topic.path)).text).toContain("Suivre ce sujet");
    await reply(helper.client, topic.path);
    expect(follow(helper.userId, topic.id)).toMatchObject({ following: 0 });
    // With JavaScript, the follow itself is the answer.
    const live = await helper.client.post(`${topic.path}.data`, { intent: "follow", suivre: "oui", js: "1" });
    expect(live.status).toBe(200);
    expect(await fetcherData(live.text)).toMatchObject({ intent: "follow", following: true });
    expect(follow(helper.userId, topic.id)).toMatchObject({ following: 1 });
    // A visitor sees no button.
    expect((await new Client().get(topic.path)).text).not.toContain("Suivre ce sujet");
  });

  it("refuses a follow over the cap of 500, in French", async () => {
    const author = await someone("flwe");
    const many = await someone("flwf");
    const topic = await newTopic(author.client);
    // 500 followed topics, made directly (the cap is what is tested, not 500 topics' creation).
    const now = new Date().toISOString();
    query(
      `INSERT INTO forum_threads (id, title, slug, content, author_id, is_pinned, is_locked, reply_count, created_at, updated_at)
       SELECT 'cap-' || ${sqlString(many.userId)} || '-' || value, 'Cap ' || value, 'cap-' || ${sqlString(many.userId)} || '-' || value, 'x', ${sqlString(author.userId)}, 0, 0, 0, ${sqlString(now)}, ${sqlString(now)}
       FROM (WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 500) SELECT value FROM n)`,
    );
    query(
      `INSERT INTO topic_follows (user_id, thread_id, following, read_at, created_at)
       SELECT ${sqlString(many.userId)}, id, 1, ${sqlString(now)}, ${sqlString(now)} FROM forum_threads WHERE id LIKE 'cap-' || ${sqlString(many.userId)} || '-%'`,
    );
    const refused = await many.client.post(topic.path, { intent: "follow", suivre: "oui" });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Vous suivez déjà 500 sujets");
    expect(follow(many.userId, topic.id)).toBeUndefined();
    // Replying does not follow it either, over the cap; the reply itself is written.
    await reply(many.client, topic.path);
    expect(follow(many.userId, topic.id)).toBeUndefined();
    query(`DELETE FROM forum_threads WHERE id LIKE 'cap-' || ${sqlString(many.userId)} || '-%'`);
  });
});

describe("the count of followed topics with new replies", () => {
  it("is exact: own and deleted replies do not count, reading clears it, two topics make 2", async () => {
    const me = await someone("flwg");
    const other = await someone("flwh");
    const first = await newTopic(me.client);
    const second = await newTopic(me.client);
    expect(await count(me.client)).toBe(0);
    await reply(me.client, first.path); // my own reply
    expect(await count(me.client)).toBe(0);
    const gone = await reply(other.client, first.path);
    expect(await count(me.client)).toBe(1);
    expect((await other.client.post(first.path, { intent: "delete-reply", replyId: gone.id })).status).toBe(302);
    expect(await count(me.client)).toBe(0);
    await reply(other.client, first.path);
    await reply(other.client, second.path);
    await reply(other.client, second.path);
    expect(await count(me.client)).toBe(2);
    // The followed topics page: new replies first, each opening at its first unread reply.
    const list = await me.client.get("/forum/suivis");
    expect(list.status).toBe(200);
    expect(list.text).toContain("2 nouvelles réponses");
    expect(list.text).toContain("1 nouvelle réponse");
    // Reading marks read.
    expect((await me.client.get(first.path)).status).toBe(200);
    expect(await count(me.client)).toBe(1);
    expect((await me.client.get(second.path)).status).toBe(200);
    expect(await count(me.client)).toBe(0);
    // Each count's reader (the other person) has nothing of mine.
    expect(await count(other.client)).toBe(0);
  });

  it("opens a followed topic at its first unread reply", async () => {
    const me = await someone("flwi");
    const other = await someone("flwj");
    const topic = await newTopic(me.client);
    await reply(me.client, topic.path);
    const firstUnread = await reply(other.client, topic.path);
    await reply(other.client, topic.path);
    const list = await me.client.get("/forum/suivis");
    expect(list.text).toContain(`href="${topic.path}#reponse-${firstUnread.id}"`);
  });
});

describe("a reply that arrives while the followed topic is open", () => {
  it("is read when the page says it showed it: one round trip, up to that reply, never backwards, only a reply of this topic", async () => {
    const me = await someone("flwm");
    const other = await someone("flwn");
    const topic = await newTopic(me.client);
    const elsewhere = await newTopic(other.client);
    const first = await reply(other.client, topic.path);
    const second = await reply(other.client, topic.path);
    const foreign = await reply(me.client, elsewhere.path);
    expect(await count(me.client)).toBe(1);
    const lu = `${topic.path}/lu`;
    // A reply of another topic, or none: nothing moves.
    expect((await me.client.post(lu, { jusqua: foreign.id })).status).toBe(200);
    expect((await me.client.post(lu, { jusqua: "nulle-part" })).status).toBe(200);
    expect(await count(me.client)).toBe(1);
    expect((await me.client.post(lu, {})).status).toBe(400);
    // Up to the first reply: the second is still unread.
    const read = await me.client.post(lu, { jusqua: first.id }, COUNT);
    expect(read.status).toBe(200);
    expect(Number(read.response.headers.get("X-Test-D1-Round-Trips"))).toBe(1);
    expect(await count(me.client)).toBe(1);
    expect((await me.client.post(lu, { jusqua: second.id })).status).toBe(200);
    expect(await count(me.client)).toBe(0);
    const [newest] = query<{ created_at: string }>(`SELECT created_at FROM forum_replies WHERE id = ${sqlString(second.id)}`);
    // Back to the first: never backwards.
    expect((await me.client.post(lu, { jusqua: first.id })).status).toBe(200);
    expect(follow(me.userId, topic.id)!.read_at).toBe(newest!.created_at);
  });

  it("moves only the poster's own follow; a visitor is sent to sign in", async () => {
    const me = await someone("flwo");
    const intruder = await someone("flwp");
    const topic = await newTopic(me.client);
    const answered = await reply(intruder.client, topic.path);
    await reply(intruder.client, topic.path);
    expect(await count(me.client)).toBe(1);
    expect((await intruder.client.post(`${topic.path}/lu`, { jusqua: answered.id })).status).toBe(200);
    expect(await count(me.client)).toBe(1);
    const visitor = await new Client().post(`${topic.path}/lu`, { jusqua: answered.id });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\/login\?/);
    expect(await count(me.client)).toBe(1);
  });
});

describe("a member's follows are theirs only", () => {
  it("another member can neither read nor change my follows or my count", async () => {
    const me = await someone("flwk");
    const intruder = await someone("flwl");
    const topic = await newTopic(me.client);
    await reply(intruder.client, topic.path);
    expect(await count(me.client)).toBe(1);
    // /forum/suivis shows the reader's own follows only.
    const theirs = await intruder.client.get("/forum/suivis");
    expect(theirs.text).not.toContain("nouvelle réponse");
    const mine = await me.client.get("/forum/suivis");
    expect(mine.text).toContain("1 nouvelle réponse");
    // « Ne plus suivre » by the intruder on that topic changes their own row, never mine.
    expect((await intruder.client.post("/forum/suivis", { sujet: topic.id })).status).toBe(302);
    expect((await intruder.client.post(topic.path, { intent: "follow", suivre: "non" })).status).toBe(302);
    expect(follow(me.userId, topic.id)).toMatchObject({ following: 1 });
    expect(follow(intruder.userId, topic.id)).toMatchObject({ following: 0 });
    expect(await count(me.client)).toBe(1);
    // A visitor has no count.
    const visitor = await new Client().request("/forum/suivis/compte");
    expect(visitor.status).toBe(401);
    expect((await new Client().get("/forum/suivis")).status).toBe(302);
  });
});

describe("« Sans réponse »", () => {
  it("lists the open topics nobody else has answered, oldest first", async () => {
    const author = await someone("flwm");
    const helper = await someone("flwn");
    const own = await newTopic(author.client); // answered only by its author
    await reply(author.client, own.path);
    const deleted = await newTopic(author.client); // its one other reply deleted
    const gone = await reply(helper.client, deleted.path);
    expect((await helper.client.post(deleted.path, { intent: "delete-reply", replyId: gone.id })).status).toBe(302);
    const answered = await newTopic(author.client);
    await reply(helper.client, answered.path);
    const locked = await newTopic(author.client);
    query(`UPDATE forum_threads SET is_locked = 1 WHERE id = ${sqlString(locked.id)}`);
    const plain = await newTopic(author.client);
    // The oldest topics of the forum, so that they come first (whatever other tests left).
    const ours = [own, deleted, answered, locked, plain];
    ours.forEach((topic, i) =>
      query(`UPDATE forum_threads SET created_at = '1999-01-01T00:00:0${i}.000Z' WHERE id = ${sqlString(topic.id)}`),
    );
    try {
      const html = (await new Client().get("/forum/sans-reponse?page=3")).text;
      const listed = [...html.matchAll(/data-testid="thread-card"[\s\S]*?href="\/forum\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
      expect(listed.filter((slug) => ours.some((t) => t.slug === slug))).toEqual([own.slug, deleted.slug, plain.slug]);
      // Oldest first throughout.
      const times = listed.map(
        (slug) => query<{ created_at: string }>(`SELECT created_at FROM forum_threads WHERE slug = ${sqlString(slug)}`)[0]!.created_at,
      );
      expect([...times].sort()).toEqual(times);
      expect(listed.length).toBeGreaterThanOrEqual(3);
    } finally {
      for (const topic of ours) query(`DELETE FROM forum_threads WHERE id = ${sqlString(topic.id)}`);
    }
  });
});

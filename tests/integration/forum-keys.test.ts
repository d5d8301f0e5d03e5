/**
 * Issue 42 (decision 0341): a new topic and a reply carry their form's key, the row's id once stored, so a
 * form sent again (a post kept offline and sent when the network returns, a retry after a lost answer) is
 * stored once and answered as the first time; another person's key is never taken over.
 */
import { describe, expect, it } from "vitest";
import { createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";

const word = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

async function freshUser(prefix: string) {
  return signedIn(await createConfirmedUser(prefix));
}

describe("forum: a topic and a reply sent twice with their key are stored once", () => {
  it("the same new topic, sent twice, is one thread whose id is the key, and both answers land on it", async () => {
    const author = await freshUser("fk");
    const key = crypto.randomUUID();
    const title = `Écrit hors ligne ${word()}`;
    const first = await author.post("/forum/nouveau", { title, content: "Gardé sur l'appareil.", cle: key });
    const again = await author.post("/forum/nouveau", { title, content: "Gardé sur l'appareil.", cle: key });
    expect(first.status).toBe(302);
    expect(again.status).toBe(302);
    expect(again.location).toBe(first.location);
    const rows = query<{ id: string }>(`SELECT id FROM forum_threads WHERE title = ${sqlString(title)}`);
    expect(rows).toEqual([{ id: key }]);

    // Someone else sending that key gets a thread of their own (another title), never theirs.
    const other = await freshUser("fk2");
    const otherTitle = `Le mien ${word()}`;
    expect((await other.post("/forum/nouveau", { title: otherTitle, content: "À moi.", cle: key })).status).toBe(302);
    const mine = query<{ id: string }>(`SELECT id FROM forum_threads WHERE title = ${sqlString(otherTitle)}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).not.toBe(key);
  });

  it("the same reply, sent twice, is one reply whose id is the key, counted once", async () => {
    const author = await freshUser("fr");
    const title = `Un sujet ${word()}`;
    const created = await author.post("/forum/nouveau", { title, content: "Bonjour." });
    const path = created.location!;
    const key = crypto.randomUUID();
    const content = `Une réponse gardée ${word()}`;
    const first = await author.post(path, { intent: "reply", content, cle: key });
    const again = await author.post(path, { intent: "reply", content, cle: key });
    expect(first.status).toBe(302);
    expect(again.status).toBe(302);
    expect(again.location).toBe(first.location);
    expect(query(`SELECT id FROM forum_replies WHERE content = ${sqlString(content)}`)).toEqual([{ id: key }]);
    const [thread] = query<{ reply_count: number }>(`SELECT reply_count FROM forum_threads WHERE title = ${sqlString(title)}`);
    expect(thread!.reply_count).toBe(1);
  });
});

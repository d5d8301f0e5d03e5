import { beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import "./community-support";
import WebSocket from "ws";
import { fetcherData } from "../support/single-fetch";

/** The page's send with JavaScript: a fetch of the route's `.data`, its answer decoded. */
async function sendJs(client: Client, fields: Record<string, string>) {
  const response = await client.post("/entraide.data", { intent: "send", js: "1", ...fields });
  return { status: response.status, data: await fetcherData<{ sentId?: string; nextKey?: string }>(response.text) };
}

const moderatorIdentity = { pseudo: "moderateur", password: "motdepasse-demo" };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => Math.random().toString(36).slice(2, 10);

async function freshUser(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  return { identity, client: await signedIn(identity) };
}

function messagesOf(pseudo: string) {
  return query<{ id: string; content: string; edited_at: string | null; deleted_at: string | null }>(
    `SELECT m.id, m.content, m.edited_at, m.deleted_at FROM chat_messages m JOIN users u ON u.id = m.author_id
     WHERE u.username = ${sqlString(pseudo)} ORDER BY m.created_at`,
  );
}

let moderator: Client;
beforeAll(async () => {
  moderator = await signedIn(moderatorIdentity);
});

describe("help chat: reading", () => {
  it("a visitor reads the latest messages with a login prompt and a disabled input", async () => {
    const page = await new Client().get("/entraide");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Chat d'entraide");
    expect(page.text).toContain("Connectez-vous pour participer au chat.");
    expect(page.text).toMatch(/<textarea id="chat-visitor"[^>]*disabled/);
    expect(page.text).toContain('data-testid="chat-message"');
  });

  it("answers 400, not 500, to an unknown intent or a body that is not a form", async () => {
    const { client } = await freshUser("cg");
    expect((await client.post("/entraide", { intent: "inconnu" })).status).toBe(400);
    const response = await client.request("/entraide", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(400);
  });

  it("a visitor cannot send", async () => {
    const result = await new Client().post("/entraide", { intent: "send", js: "1", content: "Bonjour" });
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\/login/);
  });
});

describe("help chat: sending", () => {
  it("the same form sent twice (a retry, a double tap) is stored once; a key from someone else's message is not taken over", async () => {
    const { identity, client } = await freshUser("ck");
    const page = await client.get("/entraide");
    const key = /name="cle" value="([0-9a-f-]{36})"/.exec(page.text)?.[1];
    expect(key).toBeTruthy();
    const content = `Une seule fois ${unique()}`;
    const first = await sendJs(client, { content, cle: key! });
    expect(first.status).toBe(200);
    const firstAnswer = first.data;
    expect(firstAnswer.sentId).toBe(key);
    expect(firstAnswer.nextKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(firstAnswer.nextKey).not.toBe(key);
    // Sent again at once (inside the 3-second rule): the message already stored, not « Trop rapide ! ».
    const again = await sendJs(client, { content, cle: key! });
    expect(again.status).toBe(200);
    expect(again.data.sentId).toBe(key);
    // Without JavaScript too: the page lands on the same message.
    const noJs = await client.post("/entraide", { intent: "send", content, cle: key! });
    expect(noJs.status).toBe(303);
    expect(noJs.location).toBe(`/entraide#message-${key}`);
    expect((await messagesOf(identity.pseudo)).map((m) => m.id)).toEqual([key]);

    // Another person reusing that key gets a message of their own; the first one is untouched.
    const other = await freshUser("ck2");
    const theirs = await sendJs(other.client, { content: "Mon message à moi", cle: key! });
    expect(theirs.status).toBe(200);
    const theirId = theirs.data.sentId;
    expect(theirId).not.toBe(key);
    expect((await messagesOf(other.identity.pseudo)).map((m) => [m.id, m.content])).toEqual([[theirId, "Mon message à moi"]]);
    expect((await messagesOf(identity.pseudo)).map((m) => m.content)).toEqual([content]);
  });

  it("a malformed key is ignored: the message gets an id of its own", async () => {
    const { identity, client } = await freshUser("ck3");
    const sent = await sendJs(client, { content: "Clé bizarre", cle: "pas-une-cle'; DROP TABLE chat_messages;--" });
    expect(sent.status).toBe(200);
    expect(sent.data.sentId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await messagesOf(identity.pseudo)).map((m) => m.id)).toEqual([sent.data.sentId]);
  });

  it("trims, refuses empty and more than 500 characters, accepts exactly 500", async () => {
    const { identity, client } = await freshUser("ca");
    const empty = await client.post("/entraide", { intent: "send", js: "1", content: "   \n " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Le message ne peut pas être vide.");
    const tooLong = await client.post("/entraide", { intent: "send", js: "1", content: "m".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("Le message ne peut pas dépasser 500 caractères.");
    const ok = await client.post("/entraide", { intent: "send", js: "1", content: `  ${"m".repeat(500)}  ` });
    expect(ok.status).toBe(200);
    expect(messagesOf(identity.pseudo).map((m) => m.content.length)).toEqual([500]);
  });

  it("enforces the 3-second interval on the server, per user, even for racing sends", async () => {
    const { identity, client } = await freshUser("cb");
    const first = await client.post("/entraide", { intent: "send", js: "1", content: `Premier ${unique()}` });
    expect(first.status).toBe(200);
    const tooFast = await client.post("/entraide", { intent: "send", js: "1", content: "Deuxième" });
    expect(tooFast.status).toBe(429);
    expect(tooFast.text).toContain(frenchTypography("Trop rapide !"));
    expect(tooFast.text).toContain("Veuillez attendre 3 secondes entre chaque message.");
    // What was typed is kept.
    expect(tooFast.text).toContain("Deuxième");

    // Another user is not slowed down by this one.
    const { client: someoneElse } = await freshUser("cc");
    expect((await someoneElse.post("/entraide", { intent: "send", js: "1", content: "Moi aussi" })).status).toBe(200);

    await wait(3100);
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.post("/entraide", { intent: "send", js: "1", content: `Course ${i}` })),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 429)).toHaveLength(4);
    expect(messagesOf(identity.pseudo)).toHaveLength(2);
  });
});

describe("help chat: what a page has not shown yet", () => {
  it("/entraide/nouveaux returns the messages since a time, oldest first, for visitors too", async () => {
    const since = new Date().toISOString();
    const { client } = await freshUser("ch");
    const text = `Arrivé en direct ${unique()}`;
    await client.post("/entraide", { intent: "send", js: "1", content: text });
    const response = await new Client().request(`/entraide/nouveaux?depuis=${encodeURIComponent(since)}`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { messages: { content: string }[]; complete: boolean };
    expect(data.complete).toBe(true);
    expect(data.messages.map((m) => m.content)).toContain(text);
    expect((await new Client().request("/entraide/nouveaux?depuis=hier")).status).toBe(400);
  });
});

describe("help chat: older messages by cursor", () => {
  it("/entraide/anciens returns the 50 messages before a line, oldest first, for visitors too; a bad cursor is refused", async () => {
    // 60 messages of one second each, in the past, so that nothing else of the run sits between them.
    const author = await freshUser("cur");
    const base = Date.parse("2020-01-01T10:00:00.000Z");
    const word = unique();
    const values = Array.from({ length: 60 }, (_, i) => {
      const at = new Date(base + i * 1000).toISOString();
      return `('cur-${word}-${String(i).padStart(2, "0")}', 'Ancien ${i}', (SELECT id FROM users WHERE username = ${sqlString(author.identity.pseudo)}), '${at}')`;
    });
    await query(`INSERT INTO chat_messages (id, content, author_id, created_at) VALUES ${values.join(",")}`);
    const cursor = `${new Date(base + 59 * 1000).toISOString()}_cur-${word}-59`;
    const response = await new Client().request(`/entraide/anciens?avant=${encodeURIComponent(cursor)}`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { messages: { id: string; content: string }[]; hasMore: boolean; error: string | null };
    expect(data.error).toBeNull();
    expect(data.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `Ancien ${i + 9}`));
    expect(data.hasMore).toBe(true);
    const bad = await new Client().request("/entraide/anciens?avant=hier");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Impossible de charger les messages.");
  });
});

describe("help chat: moderation", () => {
  it("a user editing or deleting another's message is refused; a moderator is allowed", async () => {
    const [{ identity, client: author }, { client: other }] = await Promise.all([freshUser("cd"), freshUser("ce")]);
    await author.post("/entraide", { intent: "send", js: "1", content: "Message d'origine" });
    const [message] = messagesOf(identity.pseudo);
    const messageId = message!.id;

    expect((await other.post("/entraide", { intent: "edit", messageId, content: "Piraté" })).status).toBe(403);
    expect((await other.post("/entraide", { intent: "delete", messageId })).status).toBe(403);
    expect(messagesOf(identity.pseudo)[0]).toMatchObject({ content: "Message d'origine", deleted_at: null });

    expect((await author.post("/entraide", { intent: "edit", messageId, content: "Revu par moi" })).status).toBe(302);
    expect((await moderator.post("/entraide", { intent: "edit", messageId, content: "Revu par la modération" })).status).toBe(302);
    const page = await other.get("/entraide");
    expect(page.text).toContain("Revu par la modération");
    expect(page.text).toContain("(modifié)");

    expect((await moderator.post("/entraide", { intent: "delete", messageId })).status).toBe(302);
    expect(messagesOf(identity.pseudo)[0]!.deleted_at).not.toBeNull();
    const after = await other.get("/entraide");
    expect(after.text).not.toContain("Revu par la modération");
    expect(after.text).toContain("Message supprimé");
  });
});

describe("help chat: a message becomes a forum thread", () => {
  it("requires a title, defaults the content to the message, and says so", async () => {
    const { identity, client } = await freshUser("cf");
    const text = `Une question qui mérite un sujet ${unique()}`;
    await client.post("/entraide", { intent: "send", js: "1", content: text });
    const [message] = messagesOf(identity.pseudo);

    const noTitle = await client.post("/entraide", { intent: "to-thread", messageId: message!.id, title: "  ", content: "" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.text).toContain("Le titre est requis.");

    const title = `Depuis le chat ${unique()}`;
    const done = await client.post("/entraide", { intent: "to-thread", messageId: message!.id, title, content: "" });
    expect(done.status).toBe(302);
    const page = await client.get(done.location!);
    expect(page.text).toContain("Le message a été transformé en sujet de forum.");
    const [thread] = query<{ content: string; slug: string }>(`SELECT content, slug FROM forum_threads WHERE title = ${sqlString(title)}`);
    expect(thread!.content).toBe(text);

    const duplicate = await client.post("/entraide", { intent: "to-thread", messageId: message!.id, title, content: "" });
    expect(duplicate.status).toBe(400);
    expect(duplicate.text).toContain("Impossible de créer le sujet.");
  });
});

describe("help chat: the room event carries the message", () => {
  it("a viewer's socket gets the room's sequence, then the message itself with the next number; the sender gets it in the answer", async () => {
    const socket = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/parties/chat-room/chat`);
    const received: Array<Record<string, unknown>> = [];
    socket.on("message", (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await wait(50);
    };
    await until(() => received.length > 0);
    const hello = received[0]!;
    expect(hello.type).toBe("room:hello");
    expect(typeof hello.seq).toBe("number");

    const { identity, client } = await freshUser("cev");
    const text = `Un message <b>gras</b> ${unique()}`;
    const sent = await client.post("/entraide", { intent: "send", js: "1", content: text });
    expect(sent.status).toBe(200);
    await until(() => received.some((event) => event.type === "chat:created" && (event.message as { content: string }).content === text));
    const event = received.find((e) => e.type === "chat:created" && (e.message as { content: string }).content === text)!;
    expect(event).toBeTruthy();
    expect(event.seq).toBeGreaterThan(hello.seq as number);
    const message = event.message as { id: string; content: string; deleted: boolean; author: { id: string; name: string } };
    expect(message.deleted).toBe(false);
    expect(message.author.id).toBeTruthy();
    // No e-mail or anything private travels with it.
    expect(JSON.stringify(event)).not.toContain("@");

    // A deletion travels as the deleted line, without the text.
    const [row] = messagesOf(identity.pseudo);
    expect((await client.post("/entraide", { intent: "delete", messageId: row!.id })).status).toBe(302);
    await until(() => received.some((e) => e.type === "chat:updated" && (e.message as { id: string }).id === row!.id));
    const deleted = received.find((e) => e.type === "chat:updated" && (e.message as { id: string }).id === row!.id)!;
    expect(deleted.message).toMatchObject({ deleted: true, content: "" });
    expect(deleted.seq).toBeGreaterThan(event.seq as number);
    // Numbers follow each other with no hole on one socket (the count of people beside them is no event, decision 0476).
    const numbers = received
      .slice(1)
      .filter((e) => e.type !== "chat:here")
      .map((e) => e.seq as number);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    socket.close();
  });

  it("without JavaScript, a sent message answers with a redirect onto it", async () => {
    const { identity, client } = await freshUser("cnj");
    const response = await client.post("/entraide", { intent: "send", content: `Sans script ${unique()}` });
    expect(response.status).toBe(303);
    const [row] = messagesOf(identity.pseudo);
    expect(response.location).toBe(`/entraide#message-${row!.id}`);
  });
});

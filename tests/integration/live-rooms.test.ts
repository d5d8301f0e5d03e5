import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";

// Issue 34: a room restart is ordinary (deployments, evictions, moves). Sends never depend on the
// room; its sequence never goes backwards; a page's heartbeat is answered; the deaf-socket hook works.
const SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const word = () => Math.random().toString(36).slice(2, 10);

/** A local-only hook (`dev+/`), proven by the development secret. */
async function devHook(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "X-Test-Secret": SECRET, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: "go=1",
  });
  return { status: response.status, text: await response.text() };
}

/** Restarts a room's Durable Object as a deploy would (every socket drops). */
async function restartRoom(party: string, room: string) {
  const answer = await devHook(`/dev/room-restart?party=${party}&room=${encodeURIComponent(room)}`);
  // wrangler dev may answer 503 "worker restarted" for the very call that aborted the object: it did restart.
  expect([200, 503], answer.text.slice(0, 200)).toContain(answer.status);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the rooms' events of every kind, read loosely by these tests */
/** A socket on a room that keeps everything it receives. */
async function listen(party: string, room: string, id = `t${word()}`) {
  const socket = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/parties/${party}/${room}?_pk=${id}`);
  const received: Array<Record<string, any>> = [];
  socket.on("message", (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const until = async (check: (message: Record<string, any>) => boolean, ms = 10_000) => {
    for (let i = 0; i < ms / 50 && !received.some(check); i++) await wait(50);
    return received.find(check);
  };
  const hello = await until((m) => m.type === "room:hello");
  expect(hello, "the room greets every new socket").toBeTruthy();
  return { socket, id, received, until, hello: hello! };
}

async function newThread() {
  const author = await signedIn(await createConfirmedUser("vie"));
  const title = `Sujet vivant ${word()}`;
  const created = await author.post("/forum/nouveau", { title, content: "Un sujet pour les salons." });
  expect(created.status).toBe(302);
  const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
  const [row] = query<{ id: string }>(`SELECT id FROM forum_threads WHERE slug = ${sqlString(slug)}`);
  const reply = async (content: string) => {
    const result = await author.post(`/forum/${encodeURIComponent(slug)}`, { intent: "reply", content });
    expect(result.status, result.text.slice(0, 200)).toBeLessThan(400);
  };
  return { id: row!.id, reply };
}

describe("a room's sequence across a restart (decision 0171)", () => {
  it("never goes backwards: the first greeting after the restart carries the number of the last event", async () => {
    const thread = await newThread();
    const before = await listen("thread-room", `thread-${thread.id}`);
    await thread.reply(`Avant le redémarrage ${word()}`);
    const first = await before.until((m) => m.type === "reply:created");
    expect(first?.seq).toBe(before.hello.seq + 1);
    before.socket.close();

    await restartRoom("thread-room", `thread-${thread.id}`);
    const after = await listen("thread-room", `thread-${thread.id}`);
    expect(after.hello.seq).toBe(first!.seq);
    await thread.reply(`Après le redémarrage ${word()}`);
    const next = await after.until((m) => m.type === "reply:created");
    expect(next?.seq).toBe(first!.seq + 1);
    after.socket.close();
  });
});

describe("the page's heartbeat (decision 0170)", () => {
  it("is answered with the room's greeting, to that socket alone; anything else a socket sends is ignored", async () => {
    const thread = await newThread();
    const asker = await listen("thread-room", `thread-${thread.id}`);
    const other = await listen("thread-room", `thread-${thread.id}`);
    await thread.reply(`Une réponse ${word()}`);
    const event = await asker.until((m) => m.type === "reply:created");
    asker.received.length = 0;
    other.received.length = 0;
    asker.socket.send(JSON.stringify({ type: "room:ping", seq: event!.seq - 1 }));
    const answer = await asker.until((m) => m.type === "room:hello");
    expect(answer).toMatchObject({ type: "room:hello", seq: event!.seq });
    await wait(300);
    expect(other.received).toEqual([]);

    asker.received.length = 0;
    asker.socket.send(JSON.stringify({ type: "reply:created", seq: 99 }));
    asker.socket.send("pas du JSON");
    await wait(500);
    expect(asker.received).toEqual([]);
    asker.socket.close();
    other.socket.close();
  });

  it("a socket the room stopped relaying to (the local-only hook) stays open, hears nothing and gets no answer", async () => {
    const thread = await newThread();
    const deaf = await listen("thread-room", `thread-${thread.id}`);
    const heard = await listen("thread-room", `thread-${thread.id}`);
    const hook = await devHook(`/dev/room-deafen?party=thread-room&room=thread-${thread.id}&connection=${deaf.id}`);
    expect(hook.status).toBe(200);
    expect(JSON.parse(hook.text)).toEqual({ deafened: 1 });
    deaf.received.length = 0;
    await thread.reply(`Pour les autres ${word()}`);
    expect(await heard.until((m) => m.type === "reply:created")).toBeTruthy();
    deaf.socket.send(JSON.stringify({ type: "room:ping", seq: 0 }));
    await wait(1000);
    expect(deaf.received).toEqual([]);
    expect(deaf.socket.readyState).toBe(WebSocket.OPEN);
    // The same page's next socket (same partysocket id) is heard again.
    const again = await listen("thread-room", `thread-${thread.id}`, deaf.id);
    expect(again.hello.seq).toBeGreaterThan(0);
    for (const s of [deaf.socket, heard.socket, again.socket]) s.close();
  });
});

describe("a send never depends on the room (decision 0172)", () => {
  it("messages sent while the chat's room restarts are all stored, each once, and all answered", async () => {
    const senders = await Promise.all(Array.from({ length: 6 }, async () => signedIn(await createConfirmedUser("redem"))));
    const tag = word();
    const sent: Array<{ key: string; content: string; status: number }> = [];
    const sendRound = (round: number) =>
      Promise.all(
        senders.map(async (client: Client, i) => {
          const key = crypto.randomUUID();
          const content = `Pendant le redémarrage ${tag} ${round}-${i}`;
          const result = await client.post("/entraide", { intent: "send", js: "1", content, cle: key });
          sent.push({ key, content, status: result.status });
        }),
      );
    await sendRound(1);
    await wait(3100);
    // The restart lands in the middle of the second round.
    await Promise.all([sendRound(2), wait(30).then(() => restartRoom("chat-room", "chat"))]);
    await wait(3100);
    await sendRound(3);

    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 200));
    const rows = query<{ id: string; content: string }>(
      `SELECT id, content FROM chat_messages WHERE content LIKE ${sqlString(`Pendant le redémarrage ${tag} %`)}`,
    );
    expect(rows).toHaveLength(senders.length * 3);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(sent.map((s) => s.key)));
    for (const s of sent) expect(rows.find((r) => r.id === s.key)?.content).toBe(s.content);

    // After the restart the room still counts on: a new socket's greeting is at least the number of every event sent.
    const viewer = await listen("chat-room", "chat");
    expect(viewer.hello.seq).toBeGreaterThanOrEqual(senders.length * 3);
    viewer.socket.close();
  });
});

describe("the rooms' local test hooks (app/utils/test-hook.server.ts)", () => {
  const post = (path: string, secret?: string) =>
    fetch(`${BASE_URL}${path}`, {
      method: "POST",
      headers: {
        ...(secret === undefined ? {} : { "X-Test-Secret": secret }),
        Origin: BASE_URL,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "x=1",
    });

  it("refuse a caller without the local secret, or with a wrong one, before touching any room", async () => {
    for (const path of ["/dev/room-restart?party=chat-room&room=chat", "/dev/room-deafen?party=chat-room&room=chat&connection=x"]) {
      expect((await post(path)).status).toBe(403);
      expect((await post(path, "pas-le-secret")).status).toBe(403);
    }
  });

  it("answer 400 for a room they do not know", async () => {
    expect((await post("/dev/room-restart?party=salon-inconnu&room=chat", SECRET)).status).toBe(400);
    expect((await post("/dev/room-deafen?party=chat-room&room=chat", SECRET)).status).toBe(400);
  });
});

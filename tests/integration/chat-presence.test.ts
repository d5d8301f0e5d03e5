/**
 * Issue 57 item 3 (decision 0476): the chat says who is there, never who. Real sockets on the local
 * chat room (wrangler's Durable Objects): the room counts people, not sockets, in its greeting and in a
 * `chat:here` note that carries no sequence number; a member's typing note reaches the other people's
 * sockets, with nothing of the sender, throttled by the room; a visitor's is dropped.
 *
 * No waiting on a duration: a socket's heartbeat (`room:ping`) is answered after everything it sent
 * before, and the room writes to a socket in order, so once a socket's greeting is back, whatever the
 * room relayed to it before that has arrived. The chat is one room: counts are read against the count
 * when the test starts.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BASE_URL, createConfirmedUser, signedIn, type Client } from "../support/client";
import { watch, WS_BASE, type Watched } from "../support/room-socket";
import { query, sqlString } from "../support/db";

/* eslint-disable @typescript-eslint/no-explicit-any -- the room's greetings and notes, read loosely */
const TYPING = JSON.stringify({ type: "chat:typing" });
const isHello = (message: string) => message.includes('"room:hello"');
const read = (message: string) => JSON.parse(message) as Record<string, any>;

/** A chat socket as a page opens it, once the room has greeted it (a member's with its cookie, a visitor's with its browser's id). */
async function join(who: Client | { visitor: string } | null): Promise<Watched> {
  const path = who && "visitor" in who ? `/parties/chat-room/chat?personne=${who.visitor}` : "/parties/chat-room/chat";
  const watched = await watch(path, who && "visitor" in who ? null : who);
  await expect.poll(() => watched.messages.some(isHello)).toBe(true);
  return watched;
}

/** Asks the room where it stands (the heartbeat) and returns its answer: whatever it sent this socket before has arrived. */
async function greeting(watched: Watched): Promise<Record<string, any>> {
  const from = watched.messages.length;
  watched.socket.send(JSON.stringify({ type: "room:ping", seq: null }));
  await expect.poll(() => watched.messages.slice(from).some(isHello)).toBe(true);
  return read(watched.messages.slice(from).find(isHello)!);
}

const here = async (watched: Watched) => (await greeting(watched)).here as number;
const typingNotes = (watched: Watched) => watched.messages.filter((message) => message.includes("chat:typing"));
const lastHere = (watched: Watched) =>
  watched.messages
    .filter((message) => message.includes('"chat:here"'))
    .map(read)
    .at(-1);

async function member(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const userId = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)[0]!.id;
  return { userId, laptop: await signedIn(identity), phone: await signedIn(identity) };
}

function close(...sockets: Watched[]) {
  for (const watched of sockets) watched.socket.close();
}

describe("« N personnes ici »: people, not sockets", () => {
  it("a member's two devices count once, a second member makes two, a visitor counts once per browser, leaving lowers it", async () => {
    const observer = await join({ visitor: randomUUID() });
    const before = await here(observer);
    expect(before).toBeGreaterThanOrEqual(1);

    const camille = await member("ici");
    const laptop = await join(camille.laptop);
    const phone = await join(camille.phone);
    expect(await here(observer)).toBe(before + 1);

    const sacha = await member("ici");
    const sachaSocket = await join(sacha.laptop);
    expect(await here(observer)).toBe(before + 2);
    // Every socket hears the same count in its own greeting.
    expect(await here(laptop)).toBe(before + 2);

    const browser = randomUUID();
    const tab = await join({ visitor: browser });
    const otherTab = await join({ visitor: browser });
    expect(await here(observer)).toBe(before + 3);

    // The change reaches every page on its own, as a note: no sequence number, nothing about anyone.
    await expect.poll(() => lastHere(observer)?.count).toBe(before + 3);
    const note = lastHere(observer)!;
    expect(Object.keys(note).sort()).toEqual(["count", "type"]);
    expect(observer.messages.join("\n")).not.toContain(browser);
    expect(observer.messages.join("\n")).not.toContain(camille.userId);

    close(sachaSocket);
    await expect.poll(() => here(observer)).toBe(before + 2);
    await expect.poll(() => lastHere(observer)?.count).toBe(before + 2);

    close(tab, otherTab);
    await expect.poll(() => here(observer)).toBe(before + 1);

    close(laptop);
    close(phone);
    await expect.poll(() => here(observer)).toBe(before);
    close(observer);
  });

  it("a socket with no visitor id counts alone; a header naming a member, sent by the client, is dropped", async () => {
    const observer = await join({ visitor: randomUUID() });
    const before = await here(observer);
    const camille = await member("entete");
    const real = await join(camille.laptop);
    expect(await here(observer)).toBe(before + 1);
    // A client claiming to be Camille is a visitor's socket: counted apart, and it may not type.
    const claimed = await new Promise<Watched>((resolve, reject) => {
      const socket = new WebSocket(`${WS_BASE}/parties/chat-room/chat?_pk=user:${camille.userId}`, {
        headers: { Origin: BASE_URL, "X-Rvi-Room-Member": camille.userId },
      });
      const messages: string[] = [];
      socket.on("message", (data) => messages.push(String(data)));
      socket.on("open", () => resolve({ socket, messages, closed: new Promise(() => undefined) }));
      socket.on("error", reject);
    });
    await expect.poll(() => claimed.messages.some(isHello)).toBe(true);
    expect(await here(observer)).toBe(before + 2);
    claimed.socket.send(TYPING);
    await greeting(claimed);
    await greeting(real);
    await greeting(observer);
    expect(typingNotes(real)).toEqual([]);
    expect(typingNotes(observer)).toEqual([]);
    close(real, claimed, observer);
  });
});

describe("« Quelqu'un écrit… »: from members only, to the others, throttled, with nothing of the sender", () => {
  it("a visitor's typing is not relayed; a member's reaches the others but not the sender's sockets; a flood is relayed once", async () => {
    const camille = await member("ecrit");
    const sacha = await member("ecrit");
    const laptop = await join(camille.laptop);
    const phone = await join(camille.phone);
    const other = await join(sacha.laptop);
    const visitor = await join({ visitor: randomUUID() });

    // A visitor cannot write: their typing note goes nowhere.
    visitor.socket.send(TYPING);
    await greeting(visitor);
    for (const watched of [laptop, phone, other]) await greeting(watched);
    for (const watched of [laptop, phone, other, visitor]) expect(typingNotes(watched)).toEqual([]);

    // Camille types, hard: twenty notes at once (a page sends one every 3 s; the room never trusts it).
    for (let i = 0; i < 20; i++) laptop.socket.send(TYPING);
    await greeting(laptop);
    for (const watched of [phone, other, visitor]) await greeting(watched);
    expect(typingNotes(other)).toEqual([TYPING]);
    expect(typingNotes(visitor)).toEqual([TYPING]);
    // Not back to Camille, on this device or the other.
    expect(typingNotes(laptop)).toEqual([]);
    expect(typingNotes(phone)).toEqual([]);

    // Sacha's own note is not held back by Camille's.
    other.socket.send(TYPING);
    await greeting(other);
    for (const watched of [laptop, phone, visitor]) await greeting(watched);
    expect(typingNotes(laptop)).toEqual([TYPING]);
    expect(typingNotes(phone)).toEqual([TYPING]);
    expect(typingNotes(visitor)).toEqual([TYPING, TYPING]);
    expect(typingNotes(other)).toEqual([TYPING]);

    // Anything else a socket sends stays ignored: no words ride along with a typing note.
    laptop.socket.send(JSON.stringify({ type: "chat:typing", text: "je n'en peux plus" }));
    laptop.socket.send(JSON.stringify({ type: "chat:here", count: 99 }));
    await greeting(laptop);
    for (const watched of [other, visitor]) await greeting(watched);
    expect(other.messages.join("\n")).not.toContain("je n'en peux plus");
    expect(other.messages.join("\n")).not.toContain('"count":99');
    close(laptop, phone, other, visitor);
  });
});

/**
 * Issue 43 items 1 and 2: a write never waits on a room (its relay runs after the answer, decision
 * 0360). Each write's D1 round trips are counted in write-round-trips.test.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BASE_URL, createConfirmedUser, signedIn, type Client } from "../support/client";
import { query, sqlString } from "../support/db";

const SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
const COUNT = { "X-Test-Count-D1": "1" };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const word = () => Math.random().toString(36).slice(2, 10);

/** The local-only hook: every relay to this room hangs for `ms`. */
async function hangRoom(party: string, room: string, ms: number) {
  const response = await fetch(`${BASE_URL}/dev/room-hang?party=${party}&room=${encodeURIComponent(room)}&ms=${ms}`, {
    method: "POST",
    headers: { "X-Test-Secret": SECRET, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: "go=1",
  });
  expect(response.status, await response.text()).toBe(200);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the rooms' events, read loosely */
async function listen(party: string, room: string) {
  const socket = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/parties/${party}/${room}?_pk=t${word()}`);
  const received: Array<Record<string, any>> = [];
  socket.on("message", (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const until = async (check: (message: Record<string, any>) => boolean, ms: number) => {
    for (let i = 0; i < ms / 50 && !received.some(check); i++) await wait(50);
    return received.find(check);
  };
  return { socket, until };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A write with its D1 round trips counted and its time measured. */
async function countedPost(client: Client, path: string, fields: Record<string, string>) {
  const started = performance.now();
  const result = await client.post(path, fields, COUNT);
  return { ...result, ms: performance.now() - started, roundTrips: Number(result.response.headers.get("X-Test-D1-Round-Trips")) };
}

async function newThread() {
  const author = await signedIn(await createConfirmedUser("ecr"));
  const title = `Sujet sans attente ${word()}`;
  const created = await countedPost(author, "/forum/nouveau", { title, content: "Un sujet pour les écritures." });
  expect(created.status).toBe(302);
  const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
  const [row] = query<{ id: string }>(`SELECT id FROM forum_threads WHERE slug = ${sqlString(slug)}`);
  return { author, slug, id: row!.id, created };
}

describe("no write waits on a room (decision 0360)", () => {
  it("a reply is answered at once while its rooms hang; the other page catches up by its socket and from D1", async () => {
    const thread = await newThread();
    const room = `thread-${thread.id}`;
    const other = await listen("thread-room", room);
    const HANG_MS = 6000;
    await hangRoom("thread-room", room, HANG_MS);
    await hangRoom("forum-room", "forum", HANG_MS);
    const content = `Réponse pendant que le salon se tait ${word()}`;
    const reply = await countedPost(thread.author, `/forum/${encodeURIComponent(thread.slug)}`, { intent: "reply", content });
    expect(reply.status, reply.text.slice(0, 200)).toBe(302);
    // Before, the answer waited for the first attempt's 3 s bound and the next attempt's end (~6 s).
    expect(reply.ms).toBeLessThan(2000);
    // Another page reading the thread (its heartbeat's catch-up reads D1) already sees it.
    const page = await thread.author.get(`/forum/${encodeURIComponent(thread.slug)}`);
    expect(page.text).toContain(content);
    // And its socket hears it once the room answers again.
    const heard = await other.until((m) => m.type === "reply:created", HANG_MS + 8000);
    expect(heard?.reply?.content ?? JSON.stringify(heard)).toContain("Réponse pendant");
    other.socket.close();
  }, 30_000);
});

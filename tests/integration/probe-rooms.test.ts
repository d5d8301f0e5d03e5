/**
 * Issue 31, items 7 and 8 (rooms and the chat's body): a socket opens only from our own pages and
 * only to a room that exists (decision 0163); an oversized chat message is refused before it is read.
 */
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import "./community-support";

const WS_BASE = BASE_URL.replace(/^http/, "ws");

/** Opens a socket and says whether the upgrade was accepted (then closes it) or its refusal's status. */
function open(path: string, headers: Record<string, string> = {}): Promise<"open" | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${WS_BASE}${path}`, { headers });
    socket.on("open", () => {
      socket.close();
      resolve("open");
    });
    socket.on("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on("error", (error) => {
      if (!String(error).includes("Unexpected server response")) reject(error);
    });
  });
}

let member: Client;
let memberId: string;
let threadId: string;

beforeAll(async () => {
  const identity = await createConfirmedUser("salon");
  member = await signedIn(identity);
  memberId = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)[0]!.id;
  const created = await member.post("/forum/nouveau", { title: `Salon ${Date.now().toString(36)}`, content: "Un contenu." });
  const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
  threadId = query<{ id: string }>(`SELECT id FROM forum_threads WHERE slug = ${sqlString(slug)}`)[0]!.id;
});

const cookie = () => ({ Cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ") });

describe("item 7: who may open a room", () => {
  it("our own pages open the chat, the forum, an existing thread and the user's own room", async () => {
    expect(await open("/parties/chat-room/chat", { Origin: BASE_URL })).toBe("open");
    expect(await open("/parties/forum-room/forum", { Origin: BASE_URL })).toBe("open");
    expect(await open(`/parties/thread-room/thread-${threadId}`, { Origin: BASE_URL })).toBe("open");
    expect(await open(`/parties/user-room/user-${memberId}`, { Origin: BASE_URL, ...cookie() })).toBe("open");
  });

  it("a page of another origin opens none, not even with the user's cookie", async () => {
    for (const origin of ["http://evil.example", "null", BASE_URL.replace("127.0.0.1", "127.0.0.2")]) {
      expect(await open(`/parties/user-room/user-${memberId}`, { Origin: origin, ...cookie() }), origin).toBe(403);
      expect(await open("/parties/chat-room/chat", { Origin: origin }), origin).toBe(403);
      expect(await open(`/parties/thread-room/thread-${threadId}`, { Origin: origin }), origin).toBe(403);
    }
  });

  it("made-up room names are refused: no Durable Object is made for them", async () => {
    for (const path of [
      "/parties/chat-room/n-importe-quoi",
      "/parties/chat-room/chat2",
      "/parties/forum-room/autre",
      "/parties/thread-room/thread-00000000-0000-4000-8000-00000000dead",
      "/parties/thread-room/inventé",
      `/parties/thread-room/${threadId}`,
      "/parties/user-room/user-quelquun",
    ]) {
      expect(await open(path, { Origin: BASE_URL, ...cookie() }), path).toBe(403);
    }
    // Someone else's room, with one's own cookie.
    expect(await open("/parties/user-room/user-00000000-0000-4000-8000-000000000001", { Origin: BASE_URL, ...cookie() })).toBe(403);
  });
});

describe("item 8: an oversized chat message", () => {
  it("a 2 MB message is refused before it is read, in a short French answer that does not echo it", async () => {
    const huge = "a".repeat(2 * 1024 * 1024);
    const answer = await member.post("/entraide", { intent: "send", content: huge });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("trop volumineux");
    expect(answer.text.length).toBeLessThan(10_000);
  });

  it("a long message under the form's cap is refused with at most the limit sent back", async () => {
    const long = `${"b".repeat(600_000)}FIN`;
    const answer = await member.post("/entraide", { intent: "send", js: "1", content: long });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Le message ne peut pas dépasser 500 caractères.");
    expect(answer.text.length).toBeLessThan(long.length);
    expect(answer.text).not.toContain("b".repeat(502));
    expect(answer.text).not.toContain("FIN");
  });
});

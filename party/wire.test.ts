import { describe, expect, it } from "vitest";
import { parseRoomEvent, type RoomEvent } from "./protocol";
import { readRoomEvent } from "./wire";

const author = { id: "u1", name: "camille", avatarUrl: null, role: "user" };
const card = {
  id: "t1",
  title: "Un sujet",
  slug: "un-sujet",
  preview: "…",
  isPinned: false,
  isLocked: false,
  replyCount: 0,
  createdAt: "2026-11-27T10:00:00.000Z",
  updatedAt: "2026-11-27T10:00:00.000Z",
  author,
};
const reply = {
  id: "r1",
  parentId: null,
  content: "Merci",
  html: "<p>Merci</p>",
  createdAt: "2026-11-27T10:00:00.000Z",
  editedAt: null,
  deleted: false,
  author,
  parent: null,
};
const line = { id: "m1", content: "Bonjour", createdAt: "2026-11-27T10:00:00.000Z", editedAt: null, deleted: false, author };

/** One event of every type, as a room relays them (each passes the room's zod check). */
const EVENTS: RoomEvent[] = [
  { type: "thread:created", threadId: "t1", card },
  { type: "thread:updated", threadId: "t1", card },
  { type: "thread:updated", threadId: "t1", card: null },
  { type: "thread:updated", threadId: "t1" },
  { type: "reply:created", replyId: "r1", threadId: "t1", reply, replyCount: 1 },
  { type: "reply:updated", replyId: "r1", threadId: "t1", reply },
  { type: "chat:created", messageId: "m1", createdAt: line.createdAt, message: line },
  { type: "chat:updated", messageId: "m1", message: line },
  { type: "reports:changed" },
  { type: "records:changed", what: "act", id: "a1" },
  { type: "records:changed", what: "practice" },
] as RoomEvent[];

describe("readRoomEvent (the browser's check of what a room relays, without zod)", () => {
  it("reads every event the room's zod check lets through, with its sequence number", () => {
    for (const [index, event] of EVENTS.entries()) {
      expect(parseRoomEvent(event)).not.toBeNull();
      expect(readRoomEvent(JSON.stringify({ ...event, seq: index }))).toEqual({ ...event, seq: index });
      expect(readRoomEvent(event)).toEqual(event);
    }
  });

  it("ignores an unknown type, a missing identifier, a wrong what, anything not an event", () => {
    for (const raw of [
      "not json",
      42,
      null,
      "[]",
      JSON.stringify({ type: "toString" }),
      JSON.stringify({ type: "thread:created", card }),
      JSON.stringify({ type: "thread:created", threadId: "t1" }),
      JSON.stringify({ type: "thread:updated", threadId: "t1", card: "x" }),
      JSON.stringify({ type: "reply:created", replyId: "r1", threadId: "t1", reply, replyCount: "1" }),
      JSON.stringify({ type: "reply:updated", replyId: 1, threadId: "t1", reply }),
      JSON.stringify({ type: "chat:created", messageId: "m1", message: line }),
      JSON.stringify({ type: "chat:updated", messageId: "m1" }),
      JSON.stringify({ type: "records:changed", what: "love-word" }),
      JSON.stringify({ type: "room:hello", seq: 3 }),
    ])
      expect(readRoomEvent(raw)).toBeNull();
  });

  it("drops a sequence number that is not a whole number", () => {
    expect(readRoomEvent(JSON.stringify({ type: "reports:changed", seq: "5" }))).toEqual({ type: "reports:changed" });
  });
});

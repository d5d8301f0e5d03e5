import { describe, expect, it } from "vitest";
import { parseRoomEvent, type RoomEvent } from "./protocol";
import { hereMessage, isTyping, readRoomEvent, readRoomNote, TYPING_NOTE } from "./wire";

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

describe("the chat's notes (decision 0476): who is there, someone typing, never who", () => {
  it("reads the count and the typing note", () => {
    expect(readRoomNote(hereMessage(3))).toEqual({ here: 3 });
    expect(readRoomNote(hereMessage(1))).toEqual({ here: 1 });
    expect(readRoomNote(TYPING_NOTE)).toEqual({ typing: true });
  });

  it("ignores a count that is not a whole number, an event, a greeting, garbage", () => {
    for (const raw of [
      JSON.stringify({ type: "chat:here", count: "2" }),
      JSON.stringify({ type: "chat:here", count: -1 }),
      JSON.stringify({ type: "chat:here", count: 1.5 }),
      JSON.stringify({ type: "chat:here" }),
      JSON.stringify({ type: "room:hello", seq: 3, here: 2 }),
      JSON.stringify({ type: "chat:created", messageId: "m1", createdAt: line.createdAt, message: line }),
      "chat:here",
      42,
    ])
      expect(readRoomNote(raw)).toBeNull();
  });

  it("the notes are not events: a page never takes them for a relayed event", () => {
    expect(readRoomEvent(hereMessage(2))).toBeNull();
    expect(readRoomEvent(TYPING_NOTE)).toBeNull();
  });

  it("the room hears a typing note only as the page writes it: nothing more rides along", () => {
    expect(isTyping(TYPING_NOTE)).toBe(true);
    for (const raw of [
      JSON.stringify({ type: "chat:typing", text: "je n'en peux plus" }),
      JSON.stringify({ type: "chat:typing", name: "camille" }),
      ` ${TYPING_NOTE}`,
      { type: "chat:typing" },
      JSON.stringify({ type: "room:ping", seq: 1 }),
    ])
      expect(isTyping(raw)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { hereMessage, isTyping, readChatNote, TYPING_NOTE } from "./chat-notes";
import { HELLO, readRoomEvent } from "./wire";

const line = { id: "m1", content: "Bonjour", createdAt: "2026-11-27T10:00:00.000Z", editedAt: null, deleted: false, author: {} };

describe("the chat's notes (decision 0476): who is there, someone typing, never who", () => {
  it("reads the count, the count in the room's greeting, and the typing note", () => {
    expect(readChatNote(hereMessage(3))).toEqual({ here: 3 });
    expect(readChatNote(hereMessage(1))).toEqual({ here: 1 });
    expect(readChatNote(JSON.stringify({ type: HELLO, seq: 4, at: null, here: 2 }))).toEqual({ here: 2 });
    expect(readChatNote(TYPING_NOTE)).toEqual({ typing: true });
  });

  it("ignores a count that is not a whole number, a greeting without one, an event, garbage", () => {
    for (const raw of [
      JSON.stringify({ type: "chat:here", count: "2" }),
      JSON.stringify({ type: "chat:here", count: -1 }),
      JSON.stringify({ type: "chat:here", count: 1.5 }),
      JSON.stringify({ type: "chat:here" }),
      JSON.stringify({ type: HELLO, seq: 3 }),
      JSON.stringify({ type: HELLO, seq: 3, here: "2" }),
      JSON.stringify({ type: "chat:created", messageId: "m1", createdAt: line.createdAt, message: { ...line, content: "chat:here" } }),
      "chat:here",
      '{"here',
      42,
      null,
    ])
      expect(readChatNote(raw)).toBeNull();
  });

  it("the notes are no events: a page never takes them for a relayed event", () => {
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

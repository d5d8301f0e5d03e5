import { describe, expect, it } from "vitest";
import { readRoomMessage, roomAddress } from "./room-socket";

describe("readRoomMessage (what useRoom acts on)", () => {
  it("reads the room's greeting", () => {
    expect(readRoomMessage(JSON.stringify({ type: "room:hello", seq: 4 }))).toEqual({ hello: { seq: 4, at: null } });
    expect(readRoomMessage(JSON.stringify({ type: "room:hello", seq: 4, at: "2026-11-23T10:00:00.000Z" }))).toEqual({
      hello: { seq: 4, at: "2026-11-23T10:00:00.000Z" },
    });
  });

  it("reads a checked event with its sequence number", () => {
    expect(readRoomMessage(JSON.stringify({ type: "reports:changed", seq: 5 }))).toEqual({
      event: { type: "reports:changed", seq: 5 },
    });
  });

  it("ignores anything else", () => {
    expect(readRoomMessage("not json")).toBeNull();
    expect(readRoomMessage(JSON.stringify({ type: "room:hello", seq: "4" }))).toBeNull();
    expect(readRoomMessage(JSON.stringify({ type: "thread:created" }))).toBeNull();
    expect(readRoomMessage(42)).toBeNull();
  });
});

describe("roomAddress (where useRoom's socket connects)", () => {
  it("is partyserver's address of the room, with the page's scheme and a connection id", () => {
    const address = new URL(roomAddress("thread-room", "thread-t1", { protocol: "https:", host: "rendez-vous.example" }));
    expect(`${address.protocol}//${address.host}${address.pathname}`).toBe("wss://rendez-vous.example/parties/thread-room/thread-t1");
    expect(address.searchParams.get("_pk")).toMatch(/^[\w-]{8,}$/);
    expect(roomAddress("chat-room", "chat", { protocol: "http:", host: "localhost:8787" })).toMatch(
      /^ws:\/\/localhost:8787\/parties\/chat-room\/chat\?_pk=/,
    );
  });

  it("gives each socket its own connection id", () => {
    const at = { protocol: "http:", host: "localhost:8787" };
    expect(roomAddress("chat-room", "chat", at)).not.toBe(roomAddress("chat-room", "chat", at));
  });
});

import { describe, expect, it } from "vitest";
import { readRoomMessage } from "./room-socket";

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

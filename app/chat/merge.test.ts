import { describe, expect, it } from "vitest";
import { keepArrived, mergeMessages, chatCursorOf, parseChatCursor } from "./merge";

const m = (id: string, createdAt: string, content = id) => ({ id, createdAt, content });

describe("messages that arrive live", () => {
  it("are added once, in time order, after the page's own", () => {
    const page = [m("a", "2026-01-01T10:00:00.000Z"), m("b", "2026-01-01T10:00:01.000Z")];
    const arrived = [m("c", "2026-01-01T10:00:03.000Z"), m("b", "2026-01-01T10:00:01.000Z", "old"), m("d", "2026-01-01T10:00:02.000Z")];
    expect(mergeMessages(page, arrived).map((x) => x.id)).toEqual(["a", "b", "d", "c"]);
  });
  it("never override the page's copy, which carries edits", () => {
    const page = [m("b", "2026-01-01T10:00:01.000Z", "edited")];
    expect(mergeMessages(page, [m("b", "2026-01-01T10:00:01.000Z", "old")])[0]!.content).toBe("edited");
  });
  it("keep the page untouched when nothing arrived", () => {
    const page = [m("a", "2026-01-01T10:00:00.000Z")];
    expect(mergeMessages(page, [])).toBe(page);
  });
});

describe("after the page's list is read again", () => {
  const page = [m("p1", "2026-01-01T10:00:01.000Z"), m("p3", "2026-01-01T10:00:03.000Z")];
  it("keeps an arrival written after the read even when stamped before the newest line", () => {
    const late = m("p2", "2026-01-01T10:00:02.000Z");
    expect(keepArrived(page, [late]).map((x) => x.id)).toEqual(["p2"]);
    expect(mergeMessages(page, keepArrived(page, [late])).map((x) => x.id)).toEqual(["p1", "p2", "p3"]);
  });
  it("drops what the list holds and what is older than its oldest line", () => {
    const arrived = [m("p3", "2026-01-01T10:00:03.000Z"), m("old", "2026-01-01T09:59:00.000Z"), m("new", "2026-01-01T10:00:04.000Z")];
    expect(keepArrived(page, arrived).map((x) => x.id)).toEqual(["new"]);
  });
  it("orders equal times by id, as the database reads do", () => {
    const same = "2026-01-01T10:00:05.000Z";
    expect(mergeMessages(page, [m("b", same), m("a", same)]).map((x) => x.id)).toEqual(["p1", "p3", "a", "b"]);
  });
  it("keeps every arrival when the list came back empty", () => {
    const arrived = [m("x", "2026-01-01T10:00:00.000Z")];
    expect(keepArrived([], arrived)).toBe(arrived);
  });
});

describe("« Charger plus » cursor", () => {
  it("round-trips a line's time and id, and refuses anything else", () => {
    const line = { id: "0b5c6c1e-7a3e-4d2a-9f1b-3c4d5e6f7a8b", createdAt: "2026-11-23T10:00:00.123Z" };
    expect(parseChatCursor(chatCursorOf(line))).toEqual(line);
    expect(parseChatCursor(null)).toBeNull();
    expect(parseChatCursor("hier")).toBeNull();
    expect(parseChatCursor("2026-11-23T10:00:00.123Z_")).toBeNull();
    expect(parseChatCursor("2026-11-23T10:00:00.123Z_a' OR 1=1")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { mergeMessages } from "./merge";

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

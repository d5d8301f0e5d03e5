import { describe, expect, it } from "vitest";
import type { ThreadCardData, ThreadReplyData } from "../../party/protocol";
import { appendCards, cursorOf, mergeCards, parseCursor, pruneCards } from "./live-cards";
import { mergeReplies, pagesFor, pruneReplies } from "./live-replies";

const author = { id: "u", name: "Camille", avatarUrl: null, role: "user" as const };
const card = (id: string, updatedAt: string, extra: Partial<ThreadCardData> = {}): ThreadCardData => ({
  id,
  title: `Sujet ${id}`,
  slug: id,
  preview: "…",
  isPinned: false,
  isLocked: false,
  replyCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt,
  author,
  ...extra,
});
const reply = (id: string, createdAt: string, extra: Partial<ThreadReplyData> = {}): ThreadReplyData => ({
  id,
  parentId: null,
  content: `Réponse ${id}`,
  html: `<p>Réponse ${id}</p>`,
  createdAt,
  editedAt: null,
  deleted: false,
  author,
  parent: null,
  ...extra,
});

describe("forum list: live cards", () => {
  const shown = [card("p", "2026-01-01", { isPinned: true }), card("b", "2026-01-03"), card("a", "2026-01-02")];

  it("puts a new thread under the pinned ones, and a thread with a new reply back on top", () => {
    const merged = mergeCards(shown, { n: card("n", "2026-01-04") }, { hasMore: true, search: "" });
    expect(merged.map((c) => c.id)).toEqual(["p", "n", "b", "a"]);
    const bumped = mergeCards(shown, { a: card("a", "2026-01-05", { replyCount: 1 }) }, { hasMore: true, search: "" });
    expect(bumped.map((c) => c.id)).toEqual(["p", "a", "b"]);
    expect(bumped[1]!.replyCount).toBe(1);
  });

  it("removes a deleted thread, and shows a pin at once", () => {
    expect(mergeCards(shown, { b: null }, { hasMore: false, search: "" }).map((c) => c.id)).toEqual(["p", "a"]);
    expect(mergeCards(shown, { a: card("a", "2026-01-02", { isPinned: true }) }, { hasMore: false, search: "" }).map((c) => c.id)).toEqual([
      "a",
      "p",
      "b",
    ]);
  });

  it("does not add a card that belongs to a page not loaded, nor a new thread to a search", () => {
    expect(mergeCards(shown, { o: card("o", "2025-12-01") }, { hasMore: true, search: "" }).map((c) => c.id)).toEqual(["p", "b", "a"]);
    expect(mergeCards(shown, { o: card("o", "2025-12-01") }, { hasMore: false, search: "" }).map((c) => c.id)).toEqual([
      "p",
      "b",
      "a",
      "o",
    ]);
    expect(mergeCards(shown, { n: card("n", "2026-01-04") }, { hasMore: false, search: "paix" }).map((c) => c.id)).toEqual(["p", "b", "a"]);
  });

  it("gives way to the loader's data once it is as new", () => {
    const live = { a: card("a", "2026-01-05"), gone: null };
    expect(pruneCards(live, shown)).toBe(live);
    expect(pruneCards(live, [card("a", "2026-01-05")])).toEqual({ gone: null });
  });
});

describe("thread page: live replies", () => {
  const shown = [reply("r1", "2026-01-01T10:00"), reply("r2", "2026-01-01T11:00")];

  it("adds a new reply at the end of the last page, once, and replaces an edited one", () => {
    const live = {
      r3: reply("r3", "2026-01-01T12:00"),
      r1: reply("r1", "2026-01-01T10:00", { content: "corrigé", editedAt: "2026-01-01T13:00" }),
    };
    const merged = mergeReplies(shown, live, { lastPage: true, perPage: 50 });
    expect(merged.map((r) => r.id)).toEqual(["r1", "r2", "r3"]);
    expect(merged[0]!.content).toBe("corrigé");
    expect(mergeReplies(shown, live, { lastPage: false, perPage: 50 }).map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(mergeReplies(shown, live, { lastPage: true, perPage: 2 }).map((r) => r.id)).toEqual(["r1", "r2"]);
  });

  it("keeps a deletion over an older state, and never an older state over a newer one", () => {
    const deleted = mergeReplies(
      shown,
      { r2: reply("r2", "2026-01-01T11:00", { deleted: true, content: "", html: "" }) },
      { lastPage: true, perPage: 50 },
    );
    expect(deleted[1]!.deleted).toBe(true);
    const edited = [reply("r1", "2026-01-01T10:00", { editedAt: "2026-01-02" })];
    expect(mergeReplies(edited, { r1: reply("r1", "2026-01-01T10:00") }, { lastPage: true, perPage: 50 })[0]!.editedAt).toBe("2026-01-02");
  });

  it("gives way to the loader's data once it holds the same state", () => {
    const live = { r3: reply("r3", "2026-01-01T12:00") };
    expect(pruneReplies(live, shown)).toBe(live);
    expect(pruneReplies(live, [...shown, reply("r3", "2026-01-01T12:00")])).toEqual({});
    expect(pagesFor(0, 50)).toBe(1);
    expect(pagesFor(51, 50)).toBe(2);
  });
});

describe("forum list: the next page by cursor", () => {
  it("writes and reads a cursor, and refuses anything else", () => {
    const c = card("bench-42", "2026-01-02T10:00:00.000Z", { isPinned: true });
    expect(parseCursor(cursorOf(c))).toEqual({ pinned: true, updatedAt: "2026-01-02T10:00:00.000Z", id: "bench-42" });
    for (const bad of [
      null,
      "",
      "2_2026-01-02T10:00:00.000Z_x",
      "1_hier_x",
      "1_2026-01-02T10:00:00.000Z_x y",
      "0_2026-01-02T10:00:00.000Z_' OR 1",
    ]) {
      expect(parseCursor(bad)).toBeNull();
    }
  });

  it("appends the next page once, keeping a card's newest state", () => {
    const shown = [card("b", "2026-01-03"), card("a", "2026-01-02")];
    const merged = appendCards(shown, [card("a", "2026-01-02"), card("z", "2026-01-01")]);
    expect(merged.map((c) => c.id)).toEqual(["b", "a", "z"]);
  });
});

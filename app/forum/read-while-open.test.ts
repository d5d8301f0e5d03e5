import { describe, expect, it } from "vitest";
import { replyToRead } from "./read-while-open";

const reply = (id: string, createdAt: string, authorId: string | null, deleted = false) => ({
  id,
  createdAt,
  deleted,
  author: { id: authorId, name: authorId ?? "Visiteur", avatarUrl: null, role: "user" as const },
});

describe("a followed topic in sight reads the replies that arrive live", () => {
  const loaded = [reply("a", "2026-12-06T10:00:00.000Z", "moi"), reply("b", "2026-12-06T10:01:00.000Z", "elle")];

  it("nothing to tell while the page shows only what its loader read", () => {
    expect(replyToRead(loaded, loaded, "moi", null)).toBeNull();
  });

  it("someone else's reply arrives: read up to the newest shown", () => {
    const shown = [...loaded, reply("c", "2026-12-06T10:02:00.000Z", "lui"), reply("d", "2026-12-06T10:03:00.000Z", "moi")];
    expect(replyToRead(loaded, shown, "moi", null)?.id).toBe("d");
  });

  it("one's own reply alone, or a deleted one, tells nothing (neither counts as unread)", () => {
    expect(replyToRead(loaded, [...loaded, reply("c", "2026-12-06T10:02:00.000Z", "moi")], "moi", null)).toBeNull();
    expect(replyToRead(loaded, [...loaded, reply("c", "2026-12-06T10:02:00.000Z", "lui", true)], "moi", null)).toBeNull();
  });

  it("a reply already told is not told again; a newer one is", () => {
    const shown = [...loaded, reply("c", "2026-12-06T10:02:00.000Z", "lui")];
    expect(replyToRead(loaded, shown, "moi", "2026-12-06T10:02:00.000Z")).toBeNull();
    expect(replyToRead(loaded, [...shown, reply("e", "2026-12-06T10:04:00.000Z", "elle")], "moi", "2026-12-06T10:02:00.000Z")?.id).toBe(
      "e",
    );
  });
});

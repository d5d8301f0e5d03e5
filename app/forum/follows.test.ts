import { describe, expect, it } from "vitest";
import { FOLLOW_MESSAGES, followedTopicHref, followSchema, followsLabel, newRepliesLabel } from "./follows";
import { readChangedCount } from "./follows.server";

describe("where a followed topic opens", () => {
  it("at its first unread reply, on that reply's page of the topic", () => {
    expect(followedTopicHref("un-soir", { id: "r1", before: 0 })).toBe("/forum/un-soir#reponse-r1");
    expect(followedTopicHref("un-soir", { id: "r1", before: 49 })).toBe("/forum/un-soir#reponse-r1");
    expect(followedTopicHref("un-soir", { id: "r2", before: 50 })).toBe("/forum/un-soir?page=2#reponse-r2");
    expect(followedTopicHref("été", { id: "r 3", before: 120 })).toBe("/forum/%C3%A9t%C3%A9?page=3#reponse-r%203");
  });
  it("at the top when nothing is unread", () => {
    expect(followedTopicHref("un-soir", null)).toBe("/forum/un-soir");
  });
});

describe("the words", () => {
  it("name the header's mark with its count, in French", () => {
    expect(followsLabel(0)).toBe("Sujets suivis");
    expect(followsLabel(1)).toBe("Sujets suivis\u00a0: 1 sujet a de nouvelles réponses");
    expect(followsLabel(2)).toBe("Sujets suivis\u00a0: 2 sujets ont de nouvelles réponses");
    expect(newRepliesLabel(1)).toBe("1 nouvelle réponse");
    expect(newRepliesLabel(3)).toBe("3 nouvelles réponses");
    expect(FOLLOW_MESSAGES.capReached).toContain("500");
  });
});

describe("the follow form", () => {
  it("accepts only « oui » or « non »", () => {
    expect(followSchema.safeParse({ suivre: "oui" }).success).toBe(true);
    expect(followSchema.safeParse({ suivre: "non" }).success).toBe(true);
    expect(followSchema.safeParse({ suivre: "peut-être" }).success).toBe(false);
  });
});

describe("reading changes the count", () => {
  it("only when a followed topic went from unread to read", () => {
    expect(readChangedCount({ following: true, unread: true }, { following: true, unread: false })).toBe(true);
    expect(readChangedCount({ following: true, unread: false }, { following: true, unread: false })).toBe(false);
    expect(readChangedCount({ following: false, unread: true }, { following: false, unread: false })).toBe(false);
    expect(readChangedCount({ following: true, unread: true }, { following: true, unread: true })).toBe(false);
    expect(readChangedCount(undefined, undefined)).toBe(false);
  });
});

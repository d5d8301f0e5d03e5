import { describe, expect, it } from "vitest";
import { countdownText } from "./messages";
import { messageSchema, toThreadSchema, waitLeft } from "./rules";

describe("chat message (spec 1 §5)", () => {
  it("trims, refuses empty and caps at 500", () => {
    expect(messageSchema.parse({ content: "  salut " })).toEqual({ content: "salut" });
    expect(messageSchema.safeParse({ content: "m".repeat(500) }).success).toBe(true);
    expect(messageSchema.safeParse({ content: "m".repeat(501) }).success).toBe(false);
    expect(messageSchema.safeParse({ content: "  " }).success).toBe(false);
  });
});

describe("the 3-second interval", () => {
  const now = new Date("2026-01-01T10:00:03.000Z");
  it("counts what is left after the last send", () => {
    expect(waitLeft(null, now)).toBe(0);
    expect(waitLeft("2026-01-01T10:00:01.000Z", now)).toBe(1000);
    expect(waitLeft("2026-01-01T10:00:00.000Z", now)).toBe(0);
  });
  it("shows the seconds left", () => {
    expect(countdownText(2)).toBe("Prochain message possible dans 2 s");
    expect(countdownText(0)).toBe("");
  });
});

describe("a message turned into a thread", () => {
  it("requires a title; the content is optional", () => {
    expect(toThreadSchema.parse({ messageId: "m", title: " Sujet ", content: "" })).toEqual({ messageId: "m", title: "Sujet", content: "" });
    expect(toThreadSchema.safeParse({ messageId: "m", title: "  " }).success).toBe(false);
  });
});

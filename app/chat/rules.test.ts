import { describe, expect, it } from "vitest";
import { countdownText } from "./messages";
import { messageSchema, sendKey, toThreadSchema, waitLeft } from "./rules";

describe("chat message (spec 1 §5)", () => {
  it("trims, refuses empty and caps at 500", () => {
    expect(messageSchema.parse({ content: "  salut " })).toEqual({ content: "salut", cle: null });
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
    expect(toThreadSchema.parse({ messageId: "m", title: " Sujet ", content: "" })).toEqual({
      messageId: "m",
      title: "Sujet",
      content: "",
    });
    expect(toThreadSchema.safeParse({ messageId: "m", title: "  " }).success).toBe(false);
  });
});

describe("the send form's key", () => {
  it("keeps a random UUID and drops anything else", () => {
    const key = "0b5c6c1e-7a3e-4d2a-9f1b-3c4d5e6f7a8b";
    expect(sendKey.parse(key)).toBe(key);
    expect(sendKey.parse(undefined)).toBeNull();
    expect(sendKey.parse("")).toBeNull();
    expect(sendKey.parse("0B5C6C1E-7A3E-4D2A-9F1B-3C4D5E6F7A8B")).toBeNull();
    expect(sendKey.parse(`${key}x`)).toBeNull();
    expect(messageSchema.parse({ content: "salut", cle: key })).toEqual({ content: "salut", cle: key });
  });
});

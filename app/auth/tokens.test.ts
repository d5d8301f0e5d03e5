import { describe, expect, it } from "vitest";
import { isTokenUsable, TOKEN_LIFETIME_MS, tokenExpiry } from "./tokens";

describe("one-time tokens: a link works once and expires", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");
  it("gives a one-time sign-in link 10 minutes", () => {
    expect(TOKEN_LIFETIME_MS.magiclink).toBe(10 * 60 * 1000);
    expect(tokenExpiry("magiclink", now)).toBe("2026-11-21T10:10:00.000Z");
  });
  it("is usable before expiry and unused", () => {
    expect(isTokenUsable({ expiresAt: tokenExpiry("magiclink", now), usedAt: null }, now)).toBe(true);
  });
  it("is refused once used", () => {
    expect(isTokenUsable({ expiresAt: tokenExpiry("magiclink", now), usedAt: now.toISOString() }, now)).toBe(false);
  });
  it("is refused at and after its expiry", () => {
    const expiresAt = tokenExpiry("magiclink", now);
    expect(isTokenUsable({ expiresAt, usedAt: null }, new Date("2026-11-21T10:10:00.000Z"))).toBe(false);
    expect(isTokenUsable({ expiresAt, usedAt: null }, new Date("2026-11-21T10:09:59.999Z"))).toBe(true);
  });
});

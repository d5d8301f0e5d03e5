import { describe, expect, it } from "vitest";
import { canManage, canModerate, isModeratorRole } from "./permissions";

describe("permissions (spec 1 §6, moderation built)", () => {
  const author = { id: "a", role: "user" as const };
  it("lets the author and moderators manage, nobody else", () => {
    expect(canManage(author, "a")).toBe(true);
    expect(canManage({ id: "b", role: "user" }, "a")).toBe(false);
    expect(canManage({ id: "m", role: "moderator" }, "a")).toBe(true);
    expect(canManage({ id: "x", role: "admin" }, null)).toBe(true);
    expect(canManage({ id: "b", role: "user" }, null)).toBe(false);
    expect(canManage(null, "a")).toBe(false);
  });
  it("keeps pin and lock for moderators and admins", () => {
    expect(canModerate(author)).toBe(false);
    expect(canModerate({ id: "m", role: "moderator" })).toBe(true);
    expect(canModerate({ id: "x", role: "admin" })).toBe(true);
    expect(canModerate(null)).toBe(false);
  });
  it("knows the moderation roles", () => {
    expect(["user", "moderator", "admin"].map((role) => isModeratorRole(role as "user"))).toEqual([false, true, true]);
    expect(isModeratorRole(undefined)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isActivePath } from "./header";

describe("header links are highlighted when the path equals or starts with their route", () => {
  it("highlights the forum on /forum and its pages", () => {
    expect(isActivePath("/forum", "/forum")).toBe(true);
    expect(isActivePath("/forum/nouveau", "/forum")).toBe(true);
  });
  it("does not highlight a route that merely shares a prefix", () => {
    expect(isActivePath("/forums", "/forum")).toBe(false);
    expect(isActivePath("/dashboard", "/entraide")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { CRISIS_RESOURCES, crisisResource } from "./resources";

describe("crisis resources", () => {
  it("lists the seven French lines the issue names, in order", () => {
    expect(CRISIS_RESOURCES.map((r) => r.number)).toEqual(["3114", "15", "112", "09 72 39 40 50", "3919", "119", "17"]);
  });
  it("dials digits only, matching the number shown", () => {
    for (const r of CRISIS_RESOURCES) {
      expect(r.tel).toMatch(/^\d+$/);
      expect(r.tel).toBe(r.number.replace(/\s/g, ""));
      expect(r.description.length).toBeGreaterThan(10);
    }
  });
  it("3114 says it answers 24/7", () => {
    expect(crisisResource("3114").description).toMatch(/24 h\/24, 7 j\/7/);
    expect(() => crisisResource("000")).toThrow();
  });
});

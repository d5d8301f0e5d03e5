import { describe, expect, it } from "vitest";
import { practicePath } from "./links";

describe("history buttons lead where the practice engine starts a tool", () => {
  it("resumes a generic tool with its session id", () => {
    expect(practicePath("critique", "abc")).toBe("/practice/critique?sessionId=abc");
    expect(practicePath("9_marches")).toBe("/practice/9_marches");
  });
  it("sends dedicated flows to their own screens, with the session id when they can resume it", () => {
    expect(practicePath("respiration", "abc")).toBe("/practice/respiration?sessionId=abc");
    expect(practicePath("respiration")).toBe("/trois-gestes/introduction");
    expect(practicePath("actualite", "abc")).toBe("/practice/actualite?sessionId=abc");
    expect(practicePath("nommer_grandeur", "local-1")).toBe("/practice/nommer-grandeur");
    expect(practicePath("trois_gestes_written")).toBe("/practice/trois-gestes-ecrit");
    expect(practicePath("nommer_grandeur", "abc")).toBe("/practice/nommer-grandeur?sessionId=abc");
    expect(practicePath("actualite")).toBe("/practice/actualite");
  });
});

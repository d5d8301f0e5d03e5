import { describe, expect, it } from "vitest";
import { practicePath } from "./links";

describe("history buttons lead where the practice engine starts a tool", () => {
  it("resumes a generic tool with its session id", () => {
    expect(practicePath("critique", "abc")).toBe("/practice/critique?sessionId=abc");
    expect(practicePath("9_marches")).toBe("/practice/9_marches");
  });
  it("sends dedicated flows to their own screens, without a session id", () => {
    expect(practicePath("respiration", "abc")).toBe("/trois-gestes/introduction");
    expect(practicePath("trois_gestes_written")).toBe("/practice/trois-gestes-ecrit");
    expect(practicePath("nommer_grandeur", "abc")).toBe("/practice/nommer-grandeur");
    expect(practicePath("actualite")).toBe("/practice/actualite");
  });
});

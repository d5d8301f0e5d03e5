import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/practice/content/catalogue";
import { PAINFUL_TOOL_IDS } from "./painful-tools";
import { isPainfulTool } from "./practice-help";

describe("painful tools", () => {
  it("are exactly the catalogue's « J'ai mal » tools", () => {
    const fromCatalogue = CATALOGUE.filter((entry) => entry.difficulty === "J'ai mal").map((entry) => entry.toolId);
    expect([...PAINFUL_TOOL_IDS].sort()).toEqual([...new Set(fromCatalogue)].sort());
  });

  it("isPainfulTool answers from that list", () => {
    expect(isPainfulTool("peur")).toBe(true);
    expect(isPainfulTool("mantra")).toBe(false);
    expect(isPainfulTool("inconnu")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { CHOOSER_NODES, isEndNode, PAIN_BRANCH_NODES } from "~/practice/content/chooser";
import { isPainfulTool } from "./practice-help";

describe("where the professional-help line is shown", () => {
  it("the painful tools are the catalogue's « J'ai mal » tools", () => {
    for (const id of ["peur", "critique", "jalousie", "table_paix", "responsable", "palais_justesse"]) expect(isPainfulTool(id)).toBe(true);
    for (const id of ["mantra", "nommer_grandeur", "dialogue", "inconnu"]) expect(isPainfulTool(id)).toBe(false);
  });

  it("the « J'AI MAL » branch lists every question reachable from it, and its tools are painful ones", () => {
    const questions = new Set<string>();
    const tools = new Set<string>();
    const visit = (id: string) => {
      const node = CHOOSER_NODES[id]!;
      if (isEndNode(node)) return void tools.add(node.toolId);
      questions.add(id);
      node.options?.forEach((option) => visit(option.next));
    };
    visit("mal");
    expect([...questions].sort()).toEqual([...PAIN_BRANCH_NODES].sort());
    for (const tool of tools) expect(isPainfulTool(tool), tool).toBe(true);
  });
});

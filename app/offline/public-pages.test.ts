import { describe, expect, it } from "vitest";
import { startPath } from "~/practice/catalogue";
import { CATALOGUE } from "~/practice/content/catalogue";
import { CHOOSER_NODES, isEndNode } from "~/practice/content/chooser";
import { CHOOSER_CARDS } from "~/practice/content/trois-gestes";
import { TOOL_CONTENT } from "~/practice/content/tools";
import { HARD_DAY_PAGES, isPublicPage, LATER_PAGES, OFFLINE_PAGE, PUBLIC_PAGES } from "./public-pages";

/** The tools the chooser can recommend from `node` on. */
function toolsFrom(node: string, seen = new Set<string>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const found = CHOOSER_NODES[node]!;
  if (isEndNode(found)) return [found.toolId];
  return (found.options ?? []).flatMap((option) => toolsFrom(option.next, seen));
}

describe("the pages precached for offline use", () => {
  it("hold the start page of every tool of the catalogue", () => {
    const missing = CATALOGUE.map((entry) => startPath(entry.toolId)).filter((path) => !PUBLIC_PAGES.includes(path));
    expect(missing).toEqual([]);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(14);
  });

  it("hold the page of every tool of the practice content, the chooser's end tools too", () => {
    const missing = Object.keys(TOOL_CONTENT)
      .map((toolId) => `/practice/${toolId}`)
      .filter((path) => !PUBLIC_PAGES.includes(path));
    expect(missing).toEqual([]);
  });

  it("hold Les 3 Gestes, the two wizards, /aide, /practice and the offline page", () => {
    for (const card of CHOOSER_CARDS) expect(PUBLIC_PAGES).toContain(card.href);
    for (const path of [
      "/aide",
      "/practice",
      "/trois-gestes/introduction",
      "/practice/trois-gestes-ecrit",
      "/practice/actualite",
      "/practice/nommer-grandeur",
      OFFLINE_PAGE,
    ]) {
      expect(PUBLIC_PAGES).toContain(path);
    }
  });

  it("keep first the hard-day path: the chooser, every practice « J'AI MAL » leads to, Les 3 Gestes to its bilan, the lines", () => {
    const tools = toolsFrom("mal");
    expect(tools).toEqual(expect.arrayContaining(["table_paix", "peur", "respiration"]));
    const missing = tools.map(startPath).filter((path) => !HARD_DAY_PAGES.includes(path));
    expect(missing).toEqual([]);
    for (const path of [
      "/practice",
      "/aide",
      OFFLINE_PAGE,
      "/practice/trois-gestes-ecrit",
      "/practice/trois-gestes-guided",
      "/trois-gestes/bilan",
    ])
      expect(HARD_DAY_PAGES).toContain(path);
    expect(LATER_PAGES.filter((path) => HARD_DAY_PAGES.includes(path))).toEqual([]);
    // The other way of the chooser is kept next, not first.
    expect(HARD_DAY_PAGES).not.toContain(startPath("mantra"));
    expect(LATER_PAGES).toContain(startPath("mantra"));
  });

  it("never hold a page of a person's records", () => {
    for (const path of [
      "/history",
      "/dashboard",
      "/questions",
      "/acts",
      "/love-words",
      "/auth/profile",
      "/auth/mes-donnees",
      "/cycles",
      "/forum",
    ]) {
      expect(isPublicPage(path)).toBe(false);
    }
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
  });

  it("match an address with or without its trailing slash", () => {
    expect(isPublicPage("/aide/")).toBe(true);
    expect(isPublicPage("/practice/peur")).toBe(true);
    expect(isPublicPage("/practice/peur/save")).toBe(false);
  });
});

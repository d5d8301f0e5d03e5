import { describe, expect, it } from "vitest";
import { chooserNode, endNodeSummary, searchCatalogue, startPath } from "./catalogue";
import { CATALOGUE } from "./content/catalogue";
import { CHOOSER_NODES, isEndNode } from "./content/chooser";

function follow(...labels: string[]) {
  let node = chooserNode("start");
  for (const label of labels) {
    const option = node.options?.find((o) => o.label === label);
    if (!option) throw new Error(`no option ${label} on ${node.id}`);
    node = chooserNode(option.next);
  }
  return node;
}

describe("decision path", () => {
  it("starts with three feelings", () => {
    expect(chooserNode(null).options?.map((o) => o.label)).toEqual(["J'AI MAL", "ÇA VA", "ÇA VA BIEN"]);
  });
  it("J'AI MAL: someone on the path → TABLE DE PAIX; precise moment seen → 100% RESPONSABLE or 3 GESTES; not seen → PALAIS; diffuse → PEUR, JALOUSIE, CRITIQUE", () => {
    expect(follow("J'AI MAL", "Quelqu'un se trouve sur mon chemin").toolId).toBe("table_paix");
    const seen = follow("J'AI MAL", "Un moment précis me fait mal", "Oui, je la vois");
    expect(seen.options?.map((o) => chooserNode(o.next).toolId)).toEqual(["responsable", "respiration"]);
    expect(follow("J'AI MAL", "Un moment précis me fait mal", "Non, je ne la vois pas encore").toolId).toBe("palais_justesse");
    const diffuse = follow("J'AI MAL", "Je ne retrouve pas de moment précis");
    expect(diffuse.options?.map((o) => chooserNode(o.next).toolId)).toEqual(["peur", "jalousie", "critique"]);
  });
  it("ÇA VA: time → MANTRA; better → hygiène, REGRET, 3 GESTES; elevation → ACTUALITÉ, DIALOGUE, MEILLEUR, APOCALYPSE, 9 MARCHES", () => {
    expect(follow("ÇA VA", "J'ai un moment à remplir").toolId).toBe("mantra");
    expect(follow("ÇA VA", "J'aimerais me sentir mieux").options?.map((o) => chooserNode(o.next).toolId)).toEqual([
      "hygiene_psychique",
      "ecriture_libre",
      "respiration",
    ]);
    expect(follow("ÇA VA", "J'aspire à m'élever").options?.map((o) => chooserNode(o.next).toolId)).toEqual([
      "actualite",
      "dialogue",
      "table_meilleur_homme",
      "homme_apocalypse",
      "9_marches",
    ]);
  });
  it("ÇA VA BIEN → NOMMER SA GRANDEUR", () => {
    expect(follow("ÇA VA BIEN").toolId).toBe("nommer_grandeur");
  });
  it("every end node shows the tool description", () => {
    for (const node of Object.values(CHOOSER_NODES).filter(isEndNode)) {
      const summary = endNodeSummary(node.toolId);
      expect(summary.description, node.id).toMatch(/\S{3,}/);
    }
  });
  it("hygiene_psychique and table_meilleur_homme, absent from the catalogue, take their summary from their content", () => {
    expect(endNodeSummary("hygiene_psychique")).toMatchObject({ name: "Exercices d'Hygiène Psychique", duration: "10-15 min" });
    expect(endNodeSummary("hygiene_psychique").description).toContain("esprit");
    expect(endNodeSummary("table_meilleur_homme")).toMatchObject({ name: "Table du Meilleur de l'Homme", duration: "15-20 min" });
    expect(endNodeSummary("table_meilleur_homme").description).toContain("meilleur de l'être humain");
    expect(endNodeSummary("peur")).toMatchObject({ name: "LA PEUR", duration: "10-20 min", category: "Émotions" });
  });
  it("every option leads to an existing node and unknown ids restart", () => {
    for (const node of Object.values(CHOOSER_NODES)) {
      for (const option of node.options ?? []) expect(CHOOSER_NODES[option.next]).toBeDefined();
      expect(isEndNode(node) || (node.options?.length ?? 0) > 0).toBe(true);
    }
    expect(chooserNode("nope").id).toBe("start");
  });
});

describe("catalogue search", () => {
  it("holds 14 entries", () => expect(CATALOGUE).toHaveLength(14));
  it("an empty query lists everything", () => expect(searchCatalogue("  ")).toHaveLength(14));
  it("is case- and accent-insensitive over name, category, description and tags", () => {
    expect(searchCatalogue("la peur").map((e) => e.id)).toContain("peur");
    expect(searchCatalogue("ACTUALITE").map((e) => e.id)).toEqual(["actualite"]);
    expect(searchCatalogue("elevation").map((e) => e.id)).toEqual(expect.arrayContaining(["dialogue", "homme_apocalypse", "9_marches"]));
    expect(searchCatalogue("réconciliation").map((e) => e.id)).toEqual(["table_paix"]);
    expect(searchCatalogue("palais intérieur").map((e) => e.id)).toEqual(["palais_justesse"]);
  });
  it("finds nothing for nonsense", () => expect(searchCatalogue("zzzz")).toEqual([]));
});

describe("start navigation", () => {
  it("follows the spec's rules", () => {
    expect(startPath("respiration")).toBe("/trois-gestes/introduction");
    expect(startPath("trois-gestes")).toBe("/trois-gestes/introduction");
    expect(startPath("actualite")).toBe("/practice/actualite");
    expect(startPath("nommer_grandeur")).toBe("/practice/nommer-grandeur");
    expect(startPath("peur")).toBe("/practice/peur");
    expect(startPath("9_marches")).toBe("/practice/9_marches");
  });
});

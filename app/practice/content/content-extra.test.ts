import { describe, it, expect } from "vitest";
import { TOOL_IDS } from "./types";
import { CATALOGUE, DIFFICULTIES } from "./catalogue";
import { CHOOSER_NODES, CHOOSER_START, isEndNode, type ChooserNode } from "./chooser";
import { BLOCKED_ENCOURAGEMENTS, pickEncouragement } from "./encouragements";
import { TEACHING_QUOTES, TEACHING_TOOL_IDS, hasTeachingQuotes, pickQuote } from "./teaching-quotes";

const KNOWN_TOOL_IDS: readonly string[] = [...TOOL_IDS, "actualite"];

function node(id: string): ChooserNode {
  const found = CHOOSER_NODES[id];
  if (!found) throw new Error(`Nœud inconnu : ${id}`);
  return found;
}

/** Follows the option with this exact label from the given node. */
function follow(from: ChooserNode, label: string): ChooserNode {
  const option = from.options?.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`Option absente de ${from.id} : ${label}`);
  return node(option.next);
}

function labelsOf(id: string): string[] {
  return (node(id).options ?? []).map((option) => option.label);
}

/** A sequence of draws cycling through evenly spread values in [0, 1). */
function cyclingRandom(): () => number {
  let i = 0;
  return () => ((i++ * 7919) % 1000) / 1000;
}

describe("Catalogue des outils (14 entrées)", () => {
  it("lists the 14 tools in the catalogue order", () => {
    expect(CATALOGUE.map((entry) => entry.id)).toEqual([
      "peur",
      "critique",
      "jalousie",
      "respiration",
      "table_paix",
      "responsable",
      "palais_justesse",
      "ecriture_libre",
      "mantra",
      "dialogue",
      "homme_apocalypse",
      "9_marches",
      "actualite",
      "nommer_grandeur",
    ]);
  });

  it("uses the spec's names and estimated durations", () => {
    expect(CATALOGUE.map((entry) => [entry.name, entry.duration])).toEqual([
      ["LA PEUR", "10-20 min"],
      ["LA CRITIQUE", "15-25 min"],
      ["LA JALOUSIE", "10-20 min"],
      ["LES 3 GESTES", "15-30 min"],
      ["TABLE DE PAIX", "15-30 min"],
      ["100\u202f% RESPONSABLE", "10-20 min"],
      ["PALAIS DE JUSTESSE", "20-40 min"],
      ["LE REGRET", "10-15 min"],
      ["RAPPEL / MANTRA", "2-10 min"],
      ["LE DIALOGUE", "20-40 min"],
      ["HOMME DE L'APOCALYPSE", "30-60 min"],
      ["PAREIL DE LUMIÈRE", "45-90 min"],
      ["ACTUALITÉ", "30-45 min"],
      ["NOMMER SA GRANDEUR", "5-15 min"],
    ]);
  });

  it("gives every tool one of the three difficulty levels", () => {
    expect(DIFFICULTIES).toEqual(["J'ai mal", "Ça va", "Ça va bien"]);
    for (const entry of CATALOGUE) {
      expect(["J'ai mal", "Ça va", "Ça va bien"]).toContain(entry.difficulty);
    }
  });

  it("matches difficulty to the chooser's branches", () => {
    const byDifficulty = (difficulty: string) => CATALOGUE.filter((entry) => entry.difficulty === difficulty).map((entry) => entry.id);
    expect(byDifficulty("J'ai mal")).toEqual([
      "peur",
      "critique",
      "jalousie",
      "respiration",
      "table_paix",
      "responsable",
      "palais_justesse",
    ]);
    expect(byDifficulty("Ça va bien")).toEqual(["nommer_grandeur"]);
  });

  it("opens only known tools and fills every card", () => {
    for (const entry of CATALOGUE) {
      expect(KNOWN_TOOL_IDS).toContain(entry.id);
      expect(KNOWN_TOOL_IDS).toContain(entry.toolId);
      expect(entry.category.trim()).not.toBe("");
      expect(entry.description.trim()).not.toBe("");
      expect(entry.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(entry.tags.length).toBeGreaterThanOrEqual(3);
      expect(entry.tags.length).toBeLessThanOrEqual(5);
      for (const tag of entry.tags) expect(tag).toBe(tag.toLowerCase());
    }
  });
});

describe("Parcours de décision du choix de pratique", () => {
  const nodes = Object.entries(CHOOSER_NODES);

  it("keys every node by its own id", () => {
    for (const [key, value] of nodes) expect(value.id).toBe(key);
  });

  it("starts with the three feeling buttons", () => {
    expect(CHOOSER_START).toBe("start");
    expect(node(CHOOSER_START).question).toBeTruthy();
    expect(labelsOf(CHOOSER_START)).toEqual(["J'AI MAL", "ÇA VA", "ÇA VA BIEN"]);
  });

  it("points every option to an existing node", () => {
    for (const [, value] of nodes) {
      for (const option of value.options ?? []) {
        expect(CHOOSER_NODES[option.next], `${value.id} → ${option.next}`).toBeDefined();
        expect(option.label.trim()).not.toBe("");
      }
    }
  });

  it("ends every leaf on a known tool, and asks a question everywhere else", () => {
    for (const [, value] of nodes) {
      if ((value.options ?? []).length === 0) {
        expect(isEndNode(value), value.id).toBe(true);
        expect(KNOWN_TOOL_IDS).toContain(value.toolId);
      } else {
        expect(isEndNode(value), value.id).toBe(false);
        expect(value.question?.trim()).toBeTruthy();
      }
    }
  });

  it("reaches every node from the start", () => {
    const seen = new Set<string>([CHOOSER_START]);
    const queue = [CHOOSER_START];
    while (queue.length > 0) {
      const current = node(queue.shift() as string);
      for (const option of current.options ?? []) {
        if (!seen.has(option.next)) {
          seen.add(option.next);
          queue.push(option.next);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(CHOOSER_NODES).sort());
  });

  it("J'AI MAL → un moment précis → je ne vois pas la misère → PALAIS DE JUSTESSE", () => {
    const mal = follow(node(CHOOSER_START), "J'AI MAL");
    expect(mal.options).toHaveLength(3);
    const [withSomeone, preciseMoment, noPreciseMoment] = mal.options ?? [];
    expect(node(withSomeone?.next ?? "").toolId).toBe("table_paix");

    const moment = node(preciseMoment?.next ?? "");
    expect(moment.options).toHaveLength(2);
    const [seeing, notSeeing] = moment.options ?? [];
    expect(node(notSeeing?.next ?? "").toolId).toBe("palais_justesse");

    const toolsWhenSeeing = (node(seeing?.next ?? "").options ?? []).map((option) => node(option.next).toolId);
    expect(toolsWhenSeeing).toEqual(["responsable", "respiration"]);

    const diffuse = (node(noPreciseMoment?.next ?? "").options ?? []).map((option) => node(option.next).toolId);
    expect(diffuse).toEqual(["peur", "jalousie", "critique"]);
  });

  it("ÇA VA → mantra, feeling better or elevation", () => {
    const caVa = follow(node(CHOOSER_START), "ÇA VA");
    const [timeToFill, feelBetter, elevation] = caVa.options ?? [];
    expect(caVa.options).toHaveLength(3);
    expect(node(timeToFill?.next ?? "").toolId).toBe("mantra");
    expect((node(feelBetter?.next ?? "").options ?? []).map((option) => node(option.next).toolId)).toEqual([
      "hygiene_psychique",
      "ecriture_libre",
      "respiration",
    ]);
    expect((node(elevation?.next ?? "").options ?? []).map((option) => node(option.next).toolId)).toEqual([
      "actualite",
      "dialogue",
      "table_meilleur_homme",
      "homme_apocalypse",
      "9_marches",
    ]);
  });

  it("ÇA VA BIEN → NOMMER SA GRANDEUR", () => {
    const end = follow(node(CHOOSER_START), "ÇA VA BIEN");
    expect(isEndNode(end)).toBe(true);
    expect(end.toolId).toBe("nommer_grandeur");
  });
});

describe("Je bloque dans ma pratique, mon rendez-vous est là", () => {
  it("has a pool of exactly 11 distinct, non-empty messages", () => {
    expect(BLOCKED_ENCOURAGEMENTS).toHaveLength(11);
    for (const message of BLOCKED_ENCOURAGEMENTS) expect(message.trim()).not.toBe("");
    expect(new Set(BLOCKED_ENCOURAGEMENTS).size).toBe(11);
  });

  it("picks one message of the pool, at either end of the draw", () => {
    expect(pickEncouragement(() => 0)).toBe(BLOCKED_ENCOURAGEMENTS[0]);
    expect(pickEncouragement(() => 0.999999)).toBe(BLOCKED_ENCOURAGEMENTS[10]);
    expect(BLOCKED_ENCOURAGEMENTS).toContain(pickEncouragement());
  });
});

describe("Bonbon d'enseignement (banque hors ligne)", () => {
  it("serves the four tools that show the button", () => {
    expect([...TEACHING_TOOL_IDS].sort()).toEqual(["critique", "ecriture_libre", "peur", "responsable"]);
    expect(Object.keys(TEACHING_QUOTES).sort()).toEqual(["critique", "ecriture_libre", "peur", "responsable"]);
    expect(hasTeachingQuotes("peur")).toBe(true);
    expect(hasTeachingQuotes("jalousie")).toBe(false);
  });

  for (const toolId of TEACHING_TOOL_IDS) {
    it(`${toolId}: at least 12 distinct, non-empty quotes`, () => {
      const quotes = TEACHING_QUOTES[toolId];
      expect(quotes.length).toBeGreaterThanOrEqual(12);
      for (const quote of quotes) expect(quote.trim()).not.toBe("");
      expect(new Set(quotes).size).toBe(quotes.length);
    });

    it(`${toolId}: never gives the same quote twice in a row over 1000 draws`, () => {
      const random = cyclingRandom();
      let previous: string | undefined;
      for (let draw = 0; draw < 1000; draw++) {
        const quote = pickQuote(toolId, previous, random);
        expect(TEACHING_QUOTES[toolId]).toContain(quote);
        expect(quote).not.toBe(previous);
        previous = quote;
      }
    });
  }

  it("avoids the previous quote even when the draw lands on it", () => {
    const quotes = TEACHING_QUOTES.peur;
    const first = quotes[0];
    expect(pickQuote("peur", first, () => 0)).not.toBe(first);
    const last = quotes[quotes.length - 1];
    expect(pickQuote("peur", last, () => 0.999999)).not.toBe(last);
  });
});

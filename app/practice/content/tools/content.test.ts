import { LINE_KINDS, LINE_TOKEN } from "~/care/line-kinds";
import { describe, it, expect } from "vitest";
import { TOOL_IDS } from "../types";
import type { ToolContent, ToolId } from "../types";
import { TOOL_CONTENT, getToolContent } from "./index";

/** The content with its known kinds of help line taken out (an unknown one stays, and fails). */
function withoutLineTokens(text: string): string {
  return text.replace(LINE_TOKEN, (token, kind: string) => ((LINE_KINDS as readonly string[]).includes(kind) ? "" : token));
}

const EXPECTED_STEP_COUNTS: Record<ToolId, number> = {
  table_paix: 5,
  ecriture_libre: 3,
  respiration: 8,
  peur: 3,
  jalousie: 4,
  critique: 3,
  responsable: 11,
  dialogue: 6,
  palais_justesse: 7,
  mantra: 3,
  hygiene_psychique: 3,
  table_meilleur_homme: 3,
  homme_apocalypse: 9,
  nommer_grandeur: 3,
  "9_marches": 11,
};

const EXPECTED_NAMES: Record<ToolId, string> = {
  table_paix: "Table de Paix",
  ecriture_libre: "Le Regret",
  respiration: "Les 3 Gestes",
  peur: "La Peur",
  jalousie: "La Jalousie",
  critique: "La Critique",
  responsable: "100\u202f% Responsable",
  dialogue: "Le Dialogue",
  palais_justesse: "Palais de Justesse",
  mantra: "Rappel / Mantra",
  hygiene_psychique: "Exercices d'Hygiène Psychique",
  table_meilleur_homme: "Table du Meilleur de l'Homme",
  homme_apocalypse: "Homme de l'Apocalypse",
  nommer_grandeur: "Nommer sa Grandeur",
  "9_marches": "Les 9 Marches du Pareil de Lumière",
};

const TOOLS_WITH_INTRO: ToolId[] = ["table_paix", "jalousie", "dialogue"];

/** Steps that the practice screen lets through without an answer (spec 2, §4). */
const STEPS_WITHOUT_ANSWER: Partial<Record<ToolId, number[]>> = {
  dialogue: [1, 4, 5, 6],
  "9_marches": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

const ALLOWED_TAGS = new Set(["p", "strong", "em", "ul", "ol", "li", "br"]);

/** Every displayed text of a tool, with a label for error messages. */
function texts(content: ToolContent): Array<[string, string]> {
  const out: Array<[string, string]> = [["name", content.name]];
  if (content.intro) {
    out.push(["intro.title", content.intro.title], ["intro.description", content.intro.description]);
  }
  for (const step of content.steps) {
    out.push([`step ${step.number} title`, step.title], [`step ${step.number} description`, step.description]);
    if (step.example !== undefined) out.push([`step ${step.number} example`, step.example]);
  }
  return out;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

describe("practice tool content", () => {
  it("has content for every tool id and nothing else", () => {
    expect(Object.keys(TOOL_CONTENT).sort()).toEqual([...TOOL_IDS].sort());
    for (const id of TOOL_IDS) {
      expect(TOOL_CONTENT[id], id).toBeDefined();
      expect(TOOL_CONTENT[id].toolId).toBe(id);
    }
  });

  it("getToolContent finds known tools and rejects unknown ids", () => {
    for (const id of TOOL_IDS) expect(getToolContent(id)).toBe(TOOL_CONTENT[id]);
    for (const id of ["", "actualite", "trois-gestes", "unknown", "toString", "__proto__", "constructor"]) {
      expect(getToolContent(id), id).toBeUndefined();
    }
  });

  it.each(TOOL_IDS)("%s has the display name of the spec", (id) => {
    expect(TOOL_CONTENT[id].name).toBe(EXPECTED_NAMES[id]);
  });

  it.each(TOOL_IDS)("%s has the step count of the spec, numbered 1..N in order", (id) => {
    const steps = TOOL_CONTENT[id].steps;
    expect(steps).toHaveLength(EXPECTED_STEP_COUNTS[id]);
    expect(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
  });

  it.each(TOOL_IDS)("%s has an intro step 0 only if the spec says so", (id) => {
    const intro = TOOL_CONTENT[id].intro;
    if (TOOLS_WITH_INTRO.includes(id)) {
      expect(intro).toBeDefined();
      expect(intro?.title.trim()).not.toBe("");
      expect(intro?.description.trim()).not.toBe("");
    } else {
      expect(intro).toBeUndefined();
    }
  });

  it.each(TOOL_IDS)("%s has no empty title, description or example", (id) => {
    for (const step of TOOL_CONTENT[id].steps) {
      expect(step.title.trim(), `step ${step.number} title`).not.toBe("");
      expect(stripTags(step.description).trim(), `step ${step.number} description`).not.toBe("");
      if (step.example !== undefined) {
        expect(stripTags(step.example).trim(), `step ${step.number} example`).not.toBe("");
      }
    }
  });

  it.each(TOOL_IDS)("%s has titles unique within the tool", (id) => {
    const titles = TOOL_CONTENT[id].steps.map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(TOOL_IDS)("%s contains no placeholder text", (id) => {
    for (const [label, text] of texts(TOOL_CONTENT[id])) {
      // « {{ligne:police}} » names a kind of help line, put in by the screen (decision 0471); nothing else.
      expect(withoutLineTokens(text), label).not.toMatch(/lorem|ipsum|todo|fixme|xxx|tbd|\{\{|\}\}/i);
    }
  });

  it.each(TOOL_IDS)("%s uses only simple HTML tags", (id) => {
    for (const [label, text] of texts(TOOL_CONTENT[id])) {
      for (const match of text.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)) {
        expect(ALLOWED_TAGS.has(match[1].toLowerCase()), `${label}: <${match[1]}>`).toBe(true);
        expect(match[0], `${label}: attributes`).toMatch(/^<\/?[a-zA-Z0-9]+\s*\/?>$/);
      }
      const opened = (text.match(/<(p|strong|em|ul|ol|li)>/g) ?? []).length;
      const closed = (text.match(/<\/(p|strong|em|ul|ol|li)>/g) ?? []).length;
      expect(closed, `${label}: unbalanced tags`).toBe(opened);
    }
  });

  it.each(TOOL_IDS)("%s follows the French typography conventions", (id) => {
    for (const [label, text] of texts(TOOL_CONTENT[id])) {
      const plain = stripTags(withoutLineTokens(text));
      // A plain space before ? ! : ; and inside « », straight apostrophes, no double spaces.
      expect(plain, `${label}: space before ? ! : ;`).not.toMatch(/[^\s][?!:;]/);
      expect(plain, `${label}: « »`).not.toMatch(/«\S|\S»/);
      expect(plain, `${label}: curly apostrophe`).not.toMatch(/[\u2018\u2019]/);
      expect(plain, `${label}: double space`).not.toMatch(/ {2}/);
    }
  });

  it.each(TOOL_IDS)("%s addresses the reader with « vous » in its instructions", (id) => {
    const content = TOOL_CONTENT[id];
    const instructions = [
      content.intro?.title ?? "",
      content.intro?.description ?? "",
      ...content.steps.flatMap((s) => [s.title, s.description]),
    ];
    for (const text of instructions) {
      expect(stripTags(text)).not.toMatch(/(?<!\p{L})(tu|toi|ton|ta|tes|te)(?!\p{L})/iu);
    }
  });

  it.each(TOOL_IDS)("%s offers examples only on steps that take an answer", (id) => {
    const exempt = STEPS_WITHOUT_ANSWER[id] ?? [];
    for (const step of TOOL_CONTENT[id].steps) {
      if (exempt.includes(step.number)) {
        expect(step.example, `step ${step.number}`).toBeUndefined();
      } else {
        expect(step.example, `step ${step.number}`).toBeDefined();
      }
    }
  });

  it("puts the steps the app relies on where the flow expects them", () => {
    expect(TOOL_CONTENT.responsable.steps[5].title).toBe("Pardon");
    expect(TOOL_CONTENT.responsable.steps[8].title).toBe("Mot d'amour");
    expect(TOOL_CONTENT.responsable.steps[10].title).toBe("Agir");
    const actSteps: Array<[ToolId, number]> = [
      ["ecriture_libre", 3],
      ["jalousie", 4],
      ["critique", 3],
      ["palais_justesse", 7],
      ["responsable", 11],
      ["homme_apocalypse", 9],
      ["nommer_grandeur", 3],
    ];
    for (const [id, number] of actSteps) {
      const step = TOOL_CONTENT[id].steps[number - 1];
      expect(stripTags(step.description), `${id} step ${number}`).toMatch(/acte|engag/i);
    }
  });
});

import { describe, expect, it } from "vitest";
import { helpCountry } from "~/care/countries";
import { lineToken, withHelpLines } from "~/care/line-kinds";
import { CATALOGUE } from "~/practice/content/catalogue";
import { TEACHING_QUOTES } from "~/practice/content/teaching-quotes";
import { TOOL_CONTENT } from "~/practice/content/tools";

const allQuotes = Object.values(TEACHING_QUOTES).flat();

describe("safe content: teaching quotes", () => {
  it.each([
    "vous êtes en sécurité",
    "Une peur repoussée revient frapper plus fort",
    "Chaque fois que vous accusez, vous donnez votre pouvoir à l'autre",
    "que la plainte garde fermée",
    "Une parole dure reçue avec calme perd la moitié de sa force",
  ])("no quote says « %s »", (phrase) => {
    expect(allQuotes.filter((quote) => quote.toLowerCase().includes(phrase.toLowerCase()))).toEqual([]);
  });

  it("each tool keeps fifteen different quotes", () => {
    for (const quotes of Object.values(TEACHING_QUOTES)) {
      expect(quotes).toHaveLength(15);
      expect(new Set(quotes).size).toBe(15);
    }
  });
});

describe("safe content: Table de Paix", () => {
  const tool = TOOL_CONTENT.table_paix;
  const carveOut = "vous n'avez pas à vous mettre à sa place";

  it("says, before any perspective-taking step, that no one has to take the place of who hurt them, with the country's lines", () => {
    const intro = tool.intro!.description;
    expect(intro).toContain(`Si cette personne vous a fait violence, ${carveOut}`);
    for (const kind of ["police", "violence", "enfance"] as const) expect(intro).toContain(lineToken(kind));
    const france = withHelpLines(intro, helpCountry("FR"));
    for (const number of ["3919", "17", "119"]) expect(france).toContain(`<strong>${number}</strong>`);
  });

  it("gives the lines of the person's country, never France's, in Belgium (issue 58 item 2)", () => {
    const belgium = withHelpLines(tool.intro!.description, helpCountry("BE"));
    expect(belgium).toContain("appelez le\u00a0<strong>101</strong>");
    for (const number of ["3919", "17", "119"]) expect(belgium).not.toContain(`<strong>${number}</strong>`);
    expect(belgium).not.toContain("{{");
  });

  it("repeats it on the step that asks to sit in the other's chair", () => {
    const chair = tool.steps.find((step) => step.title === "Changer de chaise")!;
    expect(chair.description).toContain(carveOut);
  });

  it("its catalogue text no longer says « ensemble »", () => {
    const entry = CATALOGUE.find((e) => e.toolId === "table_paix")!;
    expect(entry.description).not.toMatch(/ensemble/i);
  });
});

describe("safe content: acts that may mean facing someone", () => {
  it.each([
    ["responsable", 11],
    ["critique", 3],
    ["jalousie", 4],
  ] as const)("%s step %i adds « si c'est sans danger pour vous »", (toolId, number) => {
    const step = TOOL_CONTENT[toolId].steps.find((s) => s.number === number)!;
    expect(step.description).toContain("si c'est sans danger pour vous");
  });

  it("responsable's pardon asks « À qui… » and never asks to see the person again", () => {
    const pardon = TOOL_CONTENT.responsable.steps.find((s) => s.number === 6)!;
    expect(pardon.description).toContain("À qui avez-vous besoin de pardonner");
    expect(pardon.description).toContain("ne demande ni de revoir la personne, ni de le lui dire");
  });
});

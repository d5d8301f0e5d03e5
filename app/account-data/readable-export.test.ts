import { describe, expect, it } from "vitest";
import { exportFileName, quote, readableExport } from "./readable-export";

const base = {
  exportedAt: "2026-11-21T13:05:00.000Z",
  account: { username: "camille", email: "c@example.org", createdAt: "2026-01-02T08:00:00.000Z" },
  profile: { displayName: "Camille" },
  practiceSessions: [
    {
      id: "s1",
      toolName: "La Peur",
      status: "completed",
      createdAt: "2026-11-20T09:00:00.000Z",
      completedAt: "2026-11-20T09:20:00.000Z",
      moodBefore: "mal",
      moodAfter: "va",
    },
  ],
  practiceResponses: [
    { sessionId: "s1", stepNumber: 2, stepTitle: "Nommer", responseText: "# pas un titre\nligne deux", audioUrl: "u1/s1/2.webm" },
    { sessionId: "s1", stepNumber: 1, stepTitle: "Accueillir", responseText: "J'ai peur du noir", audioUrl: null },
  ],
  acts: [{ actText: "Appeler ma sœur\nOù ? Chez moi", isCompleted: true, createdAt: "2026-11-20T10:00:00.000Z" }],
  loveWords: [{ title: "À toi", content: "Tu es aimé", ageCategory: "enfant", createdAt: "2026-11-19T10:00:00.000Z" }],
  questions: [
    {
      question: "Pourquoi ?",
      createdAt: "2026-11-18T10:00:00.000Z",
      responseText: "Parce que.",
      responseCreatedAt: "2026-11-19T10:00:00.000Z",
    },
  ],
  grandeurEntries: [],
};

describe("the export's readable document", () => {
  it("lists practices with their answers in order, acts, love words and questions, in French with Paris dates", () => {
    const md = readableExport(base);
    expect(md).toContain("# Mes données · Rendez-vous intérieur");
    expect(md).toContain("Export du 21 novembre 2026 à 14:05.");
    expect(md).toContain("### La Peur — 20 novembre 2026 à 10:00");
    expect(md).toContain("humeur avant\u00a0: J'ai mal · humeur après\u00a0: Ça va");
    expect(md.indexOf("Étape 1 · Accueillir")).toBeLessThan(md.indexOf("Étape 2 · Nommer"));
    expect(md).toContain("> J'ai peur du noir");
    expect(md).toContain("Réponse vocale\u00a0: `enregistrements/s1/2.webm`");
    expect(md).toContain("### ✓ Fait — 20 novembre 2026 à 11:00");
    expect(md).toContain("> Appeler ma sœur\n> Où ? Chez moi");
    expect(md).toContain("## Mes mots d'amour (1)");
    expect(md).toContain("Enfant · 19 novembre 2026 à 11:00");
    expect(md).toContain("Réponse du 19 novembre 2026 à 11:00\u00a0:");
    expect(md).not.toContain("Ma table des grandeurs");
  });

  it("says a sealed letter exists and when it opens, without its words; gives the words of one whose day has come", () => {
    const md = readableExport({
      ...base,
      sealedLetters: [
        { opensOn: "2027-03-21", opensAt: "2027-03-20T23:00:00.000Z", createdAt: "2026-11-20T10:00:00.000Z", content: null },
        { opensOn: "2026-11-21", opensAt: "2026-11-20T23:00:00.000Z", createdAt: "2026-11-01T10:00:00.000Z", content: "# Chère moi" },
      ],
    });
    expect(md).toContain("## Mes lettres à ouvrir plus tard (2)");
    expect(md).toContain("### Lettre scellée jusqu'au 21 mars 2027");
    expect(md).toContain("### Lettre du 21 novembre 2026");
    expect(md).toContain("> \\# Chère moi");
    expect(md.indexOf("Lettre du 21 novembre 2026")).toBeLessThan(md.indexOf("Lettre scellée jusqu'au 21 mars 2027"));
    expect(readableExport(base)).not.toContain("Mes lettres à ouvrir plus tard");
  });

  it("a person's text can never become a heading of the document", () => {
    expect(quote("# pas un titre\nligne deux")).toBe("> \\# pas un titre\n> ligne deux");
    expect(readableExport(base)).not.toMatch(/^# pas un titre/m);
  });

  it("says when a section is empty", () => {
    const md = readableExport({ ...base, practiceSessions: [], practiceResponses: [], acts: [], loveWords: [], questions: [] });
    expect(md).toContain("Aucune pratique.");
    expect(md).toContain("Aucun acte.");
    expect(md).toContain("Aucun mot d'amour.");
    expect(md).toContain("Aucune question.");
  });
});

describe("the export's date and steps (issue 30 item 10)", () => {
  it("names the file after the same Paris day its document gives, even past midnight in Paris", () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Paris.
    const exportedAt = "2026-11-21T23:30:00.000Z";
    expect(exportFileName(exportedAt)).toBe("rendez-vous-interieur-2026-11-22.zip");
    expect(readableExport({ ...base, exportedAt })).toContain("Export du 22 novembre 2026 à 00:30.");
    // Summer time too: 22:30 UTC on 30 June is 00:30 on 1 July in Paris.
    expect(exportFileName("2026-06-30T22:30:00.000Z")).toBe("rendez-vous-interieur-2026-07-01.zip");
  });
  it("numbers a 3 Gestes session's steps as the person saw them: the practice's answers, then the bilan, without a jump", () => {
    const md = readableExport({
      ...base,
      practiceSessions: [
        { id: "tg", toolId: "trois_gestes_written", toolName: "Les 3 Gestes", status: "completed", createdAt: "2026-11-20T09:00:00.000Z" },
      ],
      practiceResponses: [
        { sessionId: "tg", stepNumber: 1, stepTitle: "Misère", responseText: "La honte", audioUrl: null },
        { sessionId: "tg", stepNumber: 5, stepTitle: "Question restante", responseText: "Comment oser ?", audioUrl: null },
        { sessionId: "tg", stepNumber: 10, stepTitle: "Geste du jour", responseText: "Le mépris → La reconnaissance", audioUrl: null },
        { sessionId: "tg", stepNumber: 11, stepTitle: "Qui a méprisé ?", responseText: "Moi", audioUrl: null },
      ],
    });
    const order = ["Étape 1 · Geste du jour", "Étape 2 · Qui a méprisé", "Étape 3 · Misère", "Étape 4 · Question restante"].map((line) =>
      md.indexOf(line),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(md).not.toContain("Étape 10");
    expect(md).not.toContain("Étape 5");
  });
});

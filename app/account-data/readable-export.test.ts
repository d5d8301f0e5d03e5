import { describe, expect, it } from "vitest";
import { quote, readableExport } from "./readable-export";

const base = {
  exportedAt: "2026-11-21T13:05:00.000Z",
  account: { username: "camille", email: "c@example.org", createdAt: "2026-01-02T08:00:00.000Z" },
  profile: { displayName: "Camille" },
  practiceSessions: [
    { id: "s1", toolName: "La Peur", status: "completed", createdAt: "2026-11-20T09:00:00.000Z", completedAt: "2026-11-20T09:20:00.000Z", moodBefore: "mal", moodAfter: "va" },
  ],
  practiceResponses: [
    { sessionId: "s1", stepNumber: 2, stepTitle: "Nommer", responseText: "# pas un titre\nligne deux", audioUrl: "u1/s1/2.webm" },
    { sessionId: "s1", stepNumber: 1, stepTitle: "Accueillir", responseText: "J'ai peur du noir", audioUrl: null },
  ],
  acts: [{ actText: "Appeler ma sœur\nOù ? Chez moi", isCompleted: true, createdAt: "2026-11-20T10:00:00.000Z" }],
  loveWords: [{ title: "À toi", content: "Tu es aimé", ageCategory: "enfant", createdAt: "2026-11-19T10:00:00.000Z" }],
  questions: [{ question: "Pourquoi ?", createdAt: "2026-11-18T10:00:00.000Z", responseText: "Parce que.", responseCreatedAt: "2026-11-19T10:00:00.000Z" }],
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

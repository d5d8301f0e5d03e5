import { describe, expect, it } from "vitest";
import { mapBonbonError } from "./bonbon";
import { TEACHING_QUOTES } from "./content/teaching-quotes";
import { offlineProvider } from "./teaching.server";

describe("offline teaching provider", () => {
  it("draws from the tool's bank and never gives the same quote twice in a row", async () => {
    const provider = offlineProvider(() => 0);
    let previous: string | undefined;
    for (let i = 0; i < 10; i++) {
      const quote = await provider.quote("responsable", previous);
      expect(TEACHING_QUOTES.responsable).toContain(quote);
      expect(quote).not.toBe(previous);
      previous = quote;
    }
  });
});

describe("chatbot error mapping", () => {
  it("maps 429, 402 and anything else to the spec's messages", () => {
    expect(mapBonbonError(429)).toBe("Trop de demandes pour le moment. Veuillez patienter quelques instants avant de réessayer.");
    expect(mapBonbonError(500, "Trop de demandes")).toBe(
      "Trop de demandes pour le moment. Veuillez patienter quelques instants avant de réessayer.",
    );
    expect(mapBonbonError(402)).toBe("Le service est temporairement indisponible. Veuillez réessayer plus tard.");
    expect(mapBonbonError(500, "plus de crédits")).toBe("Le service est temporairement indisponible. Veuillez réessayer plus tard.");
    expect(mapBonbonError(500)).toBe("Désolé, une erreur est survenue. Veuillez réessayer.");
  });
});

describe("Workers AI instructions and answers", () => {
  it("the prompt says vous, forbids invented attributions and unsafe advice", async () => {
    const { BONBON_SYSTEM_PROMPT } = await import("./teaching.server");
    expect(BONBON_SYSTEM_PROMPT).toMatch(/Vouvoyez toujours/);
    expect(BONBON_SYSTEM_PROMPT).not.toMatch(/\bTu es\b|\bRéponds\b/);
    expect(BONBON_SYSTEM_PROMPT).toMatch(/N'attribuez jamais/);
    expect(BONBON_SYSTEM_PROMPT).toMatch(/n'inventez aucune citation/);
    expect(BONBON_SYSTEM_PROMPT).toMatch(/confronter/);
  });

  it("drops an attribution a model adds anyway, and keeps the words", async () => {
    const { stripAttribution } = await import("./teaching.server");
    expect(stripAttribution("La peur passe, vous restez. — Rumi")).toBe("La peur passe, vous restez.");
    expect(stripAttribution("Respirez avant de répondre. - Thich Nhat Hanh")).toBe("Respirez avant de répondre.");
    expect(stripAttribution("Le calme revient toujours. (Proverbe zen)")).toBe("Le calme revient toujours.");
    expect(stripAttribution("Votre peur a une histoire — écoutez-la.")).toBe("Votre peur a une histoire — écoutez-la.");
    expect(stripAttribution("La peur passe — Vous restez.")).toBe("La peur passe — Vous restez.");
  });
});

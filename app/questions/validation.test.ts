import { describe, expect, it } from "vitest";
import { checkAnswer, checkNewQuestion, isRefusal } from "./validation";

describe("adding a question needs text or audio", () => {
  it("refuses an empty question with « Question vide »", () => {
    const result = checkNewQuestion("   ", false);
    expect(result).toEqual({ title: "Question vide", message: "Veuillez écrire votre question ou enregistrer un message vocal." });
  });
  it("stores a voice-only question as « Question vocale »", () => {
    expect(checkNewQuestion("", true)).toEqual({ question: "Question vocale" });
  });
  it("keeps the trimmed text", () => {
    expect(checkNewQuestion("  Pourquoi ai-je peur ?  ", false)).toEqual({ question: "Pourquoi ai-je peur ?" });
  });
  it("refuses an over-long question", () => {
    expect(isRefusal(checkNewQuestion("x".repeat(2001), false))).toBe(true);
  });
});

describe("answering a question needs text, a recording or a file", () => {
  it("refuses an empty answer with « Réponse vide »", () => {
    expect(checkAnswer("", false)).toEqual({
      title: "Réponse vide",
      message: "Veuillez écrire une réponse, enregistrer un message vocal ou télécharger un fichier audio.",
    });
  });
  it("accepts audio alone or text", () => {
    expect(checkAnswer("", true)).toEqual({ responseText: null });
    expect(checkAnswer(" Oui ", false)).toEqual({ responseText: "Oui" });
  });
});

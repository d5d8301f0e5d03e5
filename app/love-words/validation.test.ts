import { describe, expect, it } from "vitest";
import { loveWordSchema, parseCategory, preview } from "./validation";

describe("mot d'amour : titre, contenu et catégorie d'âge sont requis", () => {
  it("refuse un champ vide ou une catégorie inconnue avec le message de la spec", () => {
    const result = loveWordSchema.safeParse({ title: "  ", content: "Je t'aime", ageCategory: "bebe" });
    expect(result.success).toBe(false);
    const messages = new Set(result.error!.issues.map((i) => i.message));
    expect([...messages]).toEqual(["Merci de remplir tous les champs et de sélectionner une catégorie"]);
  });
  it("accepte les trois catégories", () => {
    for (const ageCategory of ["petit_enfant", "enfant", "adolescent"]) {
      expect(loveWordSchema.safeParse({ title: "À toi", content: "Tu es aimé", ageCategory }).success).toBe(true);
    }
  });
  it("rend un mot ôté de ses espaces, et refuse un titre trop long", () => {
    expect(loveWordSchema.parse({ title: " À toi ", content: " Tu es aimé\n", ageCategory: "enfant" })).toEqual({
      title: "À toi",
      content: "Tu es aimé",
      ageCategory: "enfant",
    });
    const tooLong = loveWordSchema.safeParse({ title: "t".repeat(201), content: "Tu es aimé", ageCategory: "enfant" });
    expect(tooLong.error!.issues.map((i) => i.message)).toEqual(["Ce texte est trop long."]);
  });
  it("le filtre ne connaît que les trois catégories", () => {
    expect(parseCategory("enfant")).toBe("enfant");
    expect(parseCategory("toutes")).toBeNull();
  });
  it("l'aperçu coupe proprement un long texte", () => {
    expect(preview("a ".repeat(200), 20)).toMatch(/…$/);
    expect(preview("Court")).toBe("Court");
  });
});

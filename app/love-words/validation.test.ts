import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { loveWordRefusal, loveWordSchema, parseCategory, preview } from "./validation";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** A refused submission's messages by field (none when it was accepted). */
const errorsOf = (submission: { status?: string }) =>
  "error" in submission ? (submission.error as Record<string, string[] | null> | null) : null;

describe("mot d'amour : titre, contenu et catégorie d'âge sont requis", () => {
  it("refuse un champ vide ou une catégorie inconnue : un message par champ, et la phrase de la spec au-dessus", () => {
    const result = loveWordSchema.safeParse({ title: "  ", content: "Je t'aime", ageCategory: "bebe" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(["Donnez un titre à votre mot d'amour.", "Choisissez l'âge auquel vous l'écrivez."]);
    expect(loveWordRefusal(messages)).toBe("Merci de remplir tous les champs et de sélectionner une catégorie");
  });
  it("conform (navigateur et serveur) : chaque champ vide porte son message, rien n'est perdu", () => {
    const submission = parseWithZod(form({ title: "", content: "Mon texte", ageCategory: "" }), { schema: loveWordSchema });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toEqual({
      title: ["Donnez un titre à votre mot d'amour."],
      ageCategory: ["Choisissez l'âge auquel vous l'écrivez."],
    });
    expect(submission.reply().initialValue).toMatchObject({ content: "Mon texte" });
    const empty = parseWithZod(form({}), { schema: loveWordSchema });
    expect(Object.keys(errorsOf(empty) ?? {}).sort()).toEqual(["ageCategory", "content", "title"]);
    expect(errorsOf(empty)?.content).toEqual(["Écrivez votre mot d'amour."]);
  });
  it("un texte trop long seul est nommé tel quel, au-dessus comme à côté", () => {
    const submission = parseWithZod(form({ title: "À toi", content: "x".repeat(10_001), ageCategory: "enfant" }), {
      schema: loveWordSchema,
    });
    expect(errorsOf(submission)).toEqual({ content: ["Ce texte est trop long."] });
    expect(loveWordRefusal(["Ce texte est trop long."])).toBe("Ce texte est trop long.");
    expect(loveWordRefusal([])).toBeNull();
    expect(
      parseWithZod(form({ title: "t".repeat(200), content: "x".repeat(10_000), ageCategory: "adolescent" }), { schema: loveWordSchema })
        .status,
    ).toBe("success");
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

/** The acts' forms through conform (issue 8): the same schema refuses in the browser and on the server. */
import { parseWithZod } from "@conform-to/zod";
import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { actCommitmentSchema, editActSchema, MAX_ACT_TEXT, MAX_COMMITMENT_FIELD } from "./validation";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** A refused submission's messages by field (none when it was accepted). */
const errorsOf = (submission: { status?: string }) =>
  "error" in submission ? (submission.error as Record<string, string[] | null> | null) : null;

describe("modifier un acte (Mes actes)", () => {
  it("refuse un texte vide ou d'espaces avec le message de la spec, et garde la saisie", () => {
    for (const actText of ["", "   \n "]) {
      const submission = parseWithZod(form({ intent: "edit", id: "a1", actText }), { schema: editActSchema });
      expect(submission.status).toBe("error");
      expect(errorsOf(submission)).toEqual({ actText: ["Veuillez remplir tous les champs"] });
      if (actText) expect(submission.reply().initialValue).toMatchObject({ actText });
    }
  });
  it("ôte les espaces autour et refuse au-delà de la limite", () => {
    const ok = parseWithZod(form({ id: "a1", actText: "  Appeler ma sœur \n" }), { schema: editActSchema });
    expect(ok.status === "success" && ok.value).toEqual({ id: "a1", actText: "Appeler ma sœur" });
    const long = parseWithZod(form({ id: "a1", actText: "x".repeat(MAX_ACT_TEXT + 1) }), { schema: editActSchema });
    expect(errorsOf(long)).toEqual({ actText: ["Ce texte est trop long."] });
  });
  it("donne au navigateur ses contraintes : requis, longueur maximale", () => {
    expect(getZodConstraint(editActSchema).actText).toMatchObject({ required: true, maxLength: MAX_ACT_TEXT });
  });
});

describe("l'engagement d'une pratique (Où ? Quand ? Comment ?)", () => {
  it("chaque champ vide porte le message de la spec", () => {
    const submission = parseWithZod(form({ where: "À la maison", when: " ", how: "" }), { schema: actCommitmentSchema });
    expect(errorsOf(submission)).toEqual({ when: ["Veuillez remplir tous les champs"], how: ["Veuillez remplir tous les champs"] });
  });
  it("500 caractères au plus par ligne, et des valeurs ôtées de leurs espaces", () => {
    expect(getZodConstraint(actCommitmentSchema).where).toMatchObject({ required: true, maxLength: MAX_COMMITMENT_FIELD });
    const long = parseWithZod(form({ where: "x".repeat(501), when: "Demain", how: "Doucement" }), { schema: actCommitmentSchema });
    expect(errorsOf(long)).toEqual({ where: ["Ce texte est trop long."] });
    const ok = parseWithZod(form({ where: " Ici ", when: "Demain", how: "Doucement" }), { schema: actCommitmentSchema });
    expect(ok.status === "success" && ok.value.where).toBe("Ici");
  });
});

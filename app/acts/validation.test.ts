import { describe, expect, it } from "vitest";
import { actCommitmentSchema, canCommitAct, composeActText, rewardActSchema, toggleActSchema } from "./validation";

describe("formulaire d'acte de récompense", () => {
  it("exige les quatre champs (espaces seuls refusés)", () => {
    const result = rewardActSchema.safeParse({ description: "Marcher", where: " ", when: "Demain", how: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(["where", "how"]);
    expect(result.error!.issues[0]!.message).toBe("Veuillez remplir tous les champs");
  });

  it("compose le texte : la description puis Où ?, Quand ?, Comment ?", () => {
    expect(composeActText({ description: "Marcher", where: "Au parc", when: "Demain", how: "Sans téléphone" })).toBe(
      "Marcher\nOù\u202f? Au parc\nQuand\u202f? Demain\nComment\u202f? Sans téléphone",
    );
  });

  it("l'engagement d'une pratique exige Où ?, Quand ? et Comment ? après avoir ôté les espaces", () => {
    expect(canCommitAct({ where: "ici", when: "demain", how: "doucement" })).toBe(true);
    expect(canCommitAct({ where: "ici", when: " ", how: "doucement" })).toBe(false);
    expect(canCommitAct({ where: "ici", when: "demain", how: "x".repeat(501) })).toBe(false);
    const refused = actCommitmentSchema.safeParse({ where: "", when: "demain", how: "doucement" });
    expect(refused.error!.issues.map((i) => [i.path[0], i.message])).toEqual([["where", "Veuillez remplir tous les champs"]]);
  });

  it("l'acte d'une pratique : sa réponse, ôtée de ses espaces, puis Où ?, Quand ?, Comment ?", () => {
    expect(composeActText({ description: "Appeler ma sœur ", where: "À la maison", when: " Ce soir", how: "Avec douceur" })).toBe(
      "Appeler ma sœur\nOù\u202f? À la maison\nQuand\u202f? Ce soir\nComment\u202f? Avec douceur",
    );
  });

  it("la bascule n'accepte que true ou false", () => {
    expect(toggleActSchema.safeParse({ id: "a", completed: "true" })).toMatchObject({ success: true, data: { completed: true } });
    expect(toggleActSchema.safeParse({ id: "a", completed: "oui" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { composeActText, rewardActSchema, toggleActSchema } from "./validation";

describe("formulaire d'acte de récompense", () => {
  it("exige les quatre champs (espaces seuls refusés)", () => {
    const result = rewardActSchema.safeParse({ description: "Marcher", where: " ", when: "Demain", how: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(["where", "how"]);
    expect(result.error!.issues[0]!.message).toBe("Veuillez remplir tous les champs");
  });

  it("compose le texte : la description puis Où ?, Quand ?, Comment ?", () => {
    expect(composeActText({ description: "Marcher", where: "Au parc", when: "Demain", how: "Sans téléphone" })).toBe(
      "Marcher\nOù ? Au parc\nQuand ? Demain\nComment ? Sans téléphone",
    );
  });

  it("la bascule n'accepte que true ou false", () => {
    expect(toggleActSchema.safeParse({ id: "a", completed: "true" })).toMatchObject({ success: true, data: { completed: true } });
    expect(toggleActSchema.safeParse({ id: "a", completed: "oui" }).success).toBe(false);
  });
});

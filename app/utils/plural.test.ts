import { describe, expect, it } from "vitest";
import { countLabel, pluralWord } from "./plural";

describe("French plurals through Intl.PluralRules('fr')", () => {
  it("0 and 1 take the singular, 2 and more the plural", () => {
    expect(countLabel(0, "signalement", "signalements")).toBe("0 signalement");
    expect(countLabel(1, "réponse", "réponses")).toBe("1 réponse");
    expect(countLabel(2, "réponse", "réponses")).toBe("2 réponses");
    expect(countLabel(1.5, "heure", "heures")).toBe("1,5 heure");
    expect(pluralWord(1000, "acte", "actes")).toBe("actes");
  });
  it("groups thousands the French way", () => {
    expect(countLabel(12000, "réponse", "réponses").replace(/\s/g, " ")).toBe("12 000 réponses");
  });
});

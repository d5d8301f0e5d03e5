import { describe, expect, it } from "vitest";
import { countLabel, pluralWord } from "./plural";

describe("French plurals, by hand as Intl.PluralRules('fr') (decision 0446)", () => {
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
  it("chooses the singular exactly where Intl.PluralRules('fr') says « one »", () => {
    const rules = new Intl.PluralRules("fr");
    const counts = [
      ...Array.from({ length: 20_001 }, (_, i) => i - 10_000),
      ...Array.from({ length: 400 }, (_, i) => i / 100 - 2),
      1_000_000,
      2_000_000,
      1_000_001,
      Number.MAX_SAFE_INTEGER,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    const wrong = counts.filter((n) => (pluralWord(n, "one", "other") === "one") !== (rules.select(n) === "one"));
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { practicePreview } from "./preview";

describe("the preview of a practice", () => {
  it("keeps only answers longer than 10 characters", () => {
    expect(practicePreview(["court", "exactement", "Une réponse assez longue ici"])).toBe("Une réponse assez longue…");
  });
  it("takes at most 3 answers, each cut to its first 4 words, joined by « • »", () => {
    expect(
      practicePreview([
        "J'ai eu très peur hier soir en rentrant",
        "Mon cœur battait vite et fort",
        null,
        "Je me suis senti seul au monde",
        "Une quatrième réponse ignorée ici",
      ]),
    ).toBe("J'ai eu très peur… • Mon cœur battait vite… • Je me suis senti…");
    expect(practicePreview(["Quatre mots tout justes"])).toBe("Quatre mots tout justes");
  });
  it("is empty when nothing qualifies", () => {
    expect(practicePreview([null, "", "   court   "])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { practicePreview, previewLine, SPOKEN_PREVIEW } from "./preview";

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
  it("says the answers were spoken when none is written long enough, and nothing for a practice only listened to", () => {
    expect(
      previewLine([
        { text: null, spoken: true },
        { text: "Oui", spoken: false },
      ]),
    ).toBe(SPOKEN_PREVIEW);
    expect(previewLine([{ text: "Une réponse assez longue ici", spoken: true }])).toBe("Une réponse assez longue…");
    expect(previewLine([{ text: "Oui", spoken: false }])).toBe("");
    expect(previewLine([])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { describeCounts, isOrAre } from "~/account/import-schema";
import { openActsLabel } from "~/dashboard/messages";
import { counterText } from "~/community/counted-field";
import { FORUM_MESSAGES } from "~/forum/messages";
import { countLabel } from "~/practice/components/catalogue-list";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("French copy: counts read as words, and agree", () => {
  it("says « Aucun » instead of 0", () => {
    expect(countLabel(0)).toBe("Aucun outil disponible");
    expect(openActsLabel(0)).toBe("Aucun acte à faire");
  });
  it("keeps the spec's singular and plural", () => {
    expect(countLabel(1)).toBe("1 outil disponible");
    expect(countLabel(14)).toBe("14 outils disponibles");
    expect(openActsLabel(1)).toBe("1 acte à faire");
    expect(plain(openActsLabel(1200))).toBe("1 200 actes à faire");
  });
  it("the import toast's verb agrees with everything attached", () => {
    const one = { practices: 1, questions: 0, acts: 0 };
    expect(`${describeCounts(one)} ${isOrAre(one)}`).toBe("1 pratique est");
    const two = { practices: 1, questions: 0, acts: 1 };
    expect(`${describeCounts(two)} ${isOrAre(two)}`).toBe("1 pratique et 1 acte sont");
    expect(plain(describeCounts({ practices: 1500, questions: 0, acts: 0 }))).toBe("1 500 pratiques");
  });
});

describe("French copy: thousands are grouped", () => {
  it("the forum's counter and its 5 000-character limit", () => {
    expect(plain(counterText(1234, 5000))).toBe("1 234/5 000 caractères");
    expect(counterText(12, 200)).toBe("12/200 caractères");
    expect(plain(FORUM_MESSAGES.contentTooLong)).toBe("Le contenu ne peut pas dépasser 5 000 caractères.");
  });
});

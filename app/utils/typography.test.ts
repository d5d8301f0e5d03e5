import { describe, expect, it } from "vitest";
import { formatMegabytes, formatNumber } from "./numbers";
import { frenchTypography, NBSP, NNBSP, withFrenchTypography } from "./typography";

describe("French typography: non-breaking spaces", () => {
  it("puts a narrow no-break space before « % » where the author typed a space, never adds one", () => {
    expect(frenchTypography("Le 100 % Responsable")).toBe("Le 100\u202f% Responsable");
    expect(frenchTypography("100\u00a0%")).toBe("100\u202f%");
    expect(frenchTypography("width: 100%")).toBe("width: 100%");
  });
  it("before ; ! ? (narrow) and : (regular)", () => {
    expect(frenchTypography("Comment allez-vous ? Bien ! Enfin ; presque : oui.")).toBe(
      `Comment allez-vous${NNBSP}? Bien${NNBSP}! Enfin${NNBSP}; presque${NBSP}: oui.`,
    );
  });
  it("inside « »", () => {
    expect(frenchTypography("Elle a dit « je reviens » puis est partie.")).toBe(`Elle a dit «${NBSP}je reviens${NBSP}» puis est partie.`);
  });
  it("adds nothing where the author typed no space: URLs, times, HTML", () => {
    expect(frenchTypography("https://exemple.fr à 10:30")).toBe("https://exemple.fr à 10:30");
    expect(frenchTypography('<a href="tel:3114">3114</a>')).toBe('<a href="tel:3114">3114</a>');
  });
  it("handles a mark right before a tag, and is idempotent", () => {
    const once = frenchTypography("<strong>Qui est là ?</strong> Vous :</p>");
    expect(once).toBe(`<strong>Qui est là${NNBSP}?</strong> Vous${NBSP}:</p>`);
    expect(frenchTypography(once)).toBe(once);
  });
  it("walks typed content, leaving numbers and keys alone", () => {
    expect(withFrenchTypography({ number: 3, title: "Prêt ?", steps: [{ text: "Oui !" }] })).toEqual({
      number: 3,
      title: `Prêt${NNBSP}?`,
      steps: [{ text: `Oui${NNBSP}!` }],
    });
  });
});

describe("numbers in French", () => {
  it("groups thousands and uses a decimal comma", () => {
    expect(formatNumber(5000).replace(/\s/g, " ")).toBe("5 000");
    expect(formatNumber(0)).toBe("0");
    expect(formatMegabytes(54_976_225)).toBe(`52,43${NBSP}Mo`);
  });
});

describe("withFrenchTypography at a module's source", () => {
  it("also fixes what its functions return, and leaves elements and instances alone", () => {
    const messages = withFrenchTypography({
      deleted: (title: string) => `Supprimer « ${title} » ?`,
      when: new Date(0),
      element: { $$typeof: 1, text: "a ?" },
    });
    expect(messages.deleted("Mon sujet")).toBe(`Supprimer «${NBSP}Mon sujet${NBSP}»${NNBSP}?`);
    expect(messages.when).toBeInstanceOf(Date);
    expect(messages.element.text).toBe("a ?");
  });
});

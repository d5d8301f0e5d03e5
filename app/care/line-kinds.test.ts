import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, helpCountry } from "./countries";
import { LINE_KINDS, linesPhrase, withHelpLines } from "./line-kinds";

describe("a kind of line, put in for the person's country (issue 58 item 2)", () => {
  const text = "Appelez {{ligne:police}}. Violences\u00a0: {{ligne:violence}}. Enfant\u00a0: {{ligne:enfance}}.";

  it("names France's lines in France", () => {
    expect(withHelpLines(text, helpCountry("FR"))).toBe(
      "Appelez le\u00a0<strong>17</strong> (Police secours). Violences\u00a0: le\u00a0<strong>3919</strong> (Violences Femmes Info). " +
        "Enfant\u00a0: le\u00a0<strong>119</strong> (Allô Enfance en danger).",
    );
  });

  it("names each country's own lines, and never leaves a token behind", () => {
    for (const code of COUNTRY_CODES) {
      const shown = withHelpLines(text, helpCountry(code));
      expect(shown).not.toContain("{{");
      expect(shown).toMatch(/<strong>[^<]+<\/strong>/);
      if (code !== "FR") expect(shown).not.toMatch(/<strong>(17|3919|119)<\/strong>/);
    }
    expect(withHelpLines("{{ligne:police}}", helpCountry("CH"))).toContain("<strong>117</strong>");
  });

  it("says gently where a country has no such line, and gives its lines that listen", () => {
    const kinds = COUNTRY_CODES.flatMap((code) => LINE_KINDS.map((kind) => [code, kind] as const));
    for (const [code, kind] of kinds) {
      const country = helpCountry(code);
      const phrase = linesPhrase(country, kind);
      if (country.lines.some((line) => line.roles.includes(kind))) expect(phrase).not.toMatch(/il n'existe pas/);
      else {
        expect(phrase).toContain(
          `il n'existe pas de ligne nationale de ce type ${country.where}, mais vous pouvez appeler le\u00a0<strong>`,
        );
      }
    }
  });

  it("keeps a number whole and the text as it is where it names no line", () => {
    expect(withHelpLines("{{ligne:suicide}}", helpCountry("BE"))).toContain("<strong>0800\u00a032\u00a0123</strong>");
    expect(withHelpLines("Rien à remplacer.", helpCountry("FR"))).toBe("Rien à remplacer.");
    expect(withHelpLines("{{ligne:inconnue}}", helpCountry("FR"))).toBe("{{ligne:inconnue}}");
  });

  it("sends to /aide where the page has no country", () => {
    expect(withHelpLines("Appelez {{ligne:police}}.", null)).toBe(
      'Appelez les numéros de votre pays (<a href="/aide">Trouver de l\'aide</a>).',
    );
  });
});

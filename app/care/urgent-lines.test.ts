import { describe, expect, it } from "vitest";
import { HELP_COUNTRIES, helpCountry } from "./countries";
import { eitherOf, numbersToCall, urgentLines } from "./urgent-lines";

describe("the lines for danger now", () => {
  it("are the suicide and emergency lines of the country, in its order", () => {
    expect(urgentLines(helpCountry("FR")).map((l) => l.number)).toEqual(["3114", "15", "112"]);
    expect(urgentLines(helpCountry("BE")).map((l) => l.number)).toEqual(["0800 32 123", "112"]);
    expect(urgentLines(helpCountry("LU")).every((l) => l.roles.includes("suicide") || l.roles.includes("urgence"))).toBe(true);
  });
  it("read as a French sentence", () => {
    expect(numbersToCall(urgentLines(helpCountry("FR")))).toBe("le\u00a03114, le\u00a015 ou le\u00a0112");
    expect(numbersToCall(urgentLines(helpCountry("LU")))).toBe("le\u00a0454545 ou le\u00a0112");
    expect(numbersToCall(urgentLines(helpCountry("BE")).slice(1))).toBe("le\u00a0112");
  });
  it("never lets a number break across two lines", () => {
    expect(numbersToCall(urgentLines(helpCountry("BE")))).toBe("le\u00a00800\u00a032\u00a0123 ou le\u00a0112");
    expect(numbersToCall(urgentLines(helpCountry("CA")))).not.toMatch(/\d |le /);
    expect(numbersToCall([])).toBe("");
  });
  it("joins them as Intl.ListFormat('fr', { type: 'disjunction' }) does, without it (decision 0446)", () => {
    const intl = new Intl.ListFormat("fr", { type: "disjunction" });
    for (let n = 0; n <= 8; n++) {
      const items = Array.from({ length: n }, (_, i) => `le\u00a0${100 + i}`);
      expect(eitherOf(items)).toBe(intl.format(items));
    }
    for (const country of HELP_COUNTRIES) {
      const numbers = urgentLines(country).map((line) => `le\u00a0${line.number.replaceAll(" ", "\u00a0")}`);
      expect(numbersToCall(urgentLines(country))).toBe(intl.format(numbers));
    }
  });
});

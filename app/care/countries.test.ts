import { describe, expect, it } from "vitest";
import { crisisReply } from "~/assistant/care";
import { COUNTRY_CODES, countriesFirst, HELP_COUNTRIES, helpCountry, linesFor, resolveCountry } from "./countries";

describe("help lines of every French-speaking country (issue 30, item 4)", () => {
  it("has France, Belgium, Switzerland, Canada and Luxembourg, France first", () => {
    expect(HELP_COUNTRIES.map((c) => c.code)).toEqual(["FR", "BE", "CH", "CA", "LU"]);
    expect(COUNTRY_CODES).toEqual(["FR", "BE", "CH", "CA", "LU"]);
  });
  it("names the lines the issue asks for", () => {
    const numbers = (code: (typeof COUNTRY_CODES)[number]) => helpCountry(code).lines.map((l) => l.number);
    expect(numbers("FR")).toEqual(["3114", "15", "112", "09 72 39 40 50", "3919", "119", "17"]);
    expect(numbers("BE")).toEqual(expect.arrayContaining(["0800 32 123", "112"]));
    expect(numbers("CH")).toEqual(expect.arrayContaining(["143", "144", "112"]));
    expect(numbers("CA")).toEqual(expect.arrayContaining(["9-8-8", "1 866 APPELLE", "911"]));
    expect(numbers("LU")).toEqual(expect.arrayContaining(["454545", "112"]));
  });
  it("every line dials digits, says who answers in « vous » and cites the service's or a ministry's own page", () => {
    for (const country of HELP_COUNTRIES) {
      for (const line of country.lines) {
        expect(line.tel).toMatch(/^\d+$/);
        expect(line.description.length).toBeGreaterThan(10);
        expect(line.description).not.toMatch(/(^|[^\p{L}])(tu|te|ton|ta|tes|toi)([^\p{L}]|$)|\bt'/iu);
        expect(line.source).toMatch(/^https:\/\/[^ ]+$/);
        expect(line.source).not.toMatch(/sdis45|groupe3f|francebleu|infodimanche|lessentiel|napaneebeaver|bx1\.be|saint-eustache/);
        expect(line.roles.length).toBeGreaterThan(0);
      }
      expect(country.now.vous).toMatch(/\bvous\b/);
      expect(linesFor(country.code, ["suicide"]).length).toBeGreaterThan(0);
      expect(linesFor(country.code, ["urgence"]).length).toBeGreaterThan(0);
      expect(linesFor(country.code, ["police"]).length).toBeGreaterThan(0);
    }
    expect(helpCountry("CA").lines.find((l) => l.number === "1 866 APPELLE")!.tel).toBe("18662773553");
  });
  it("France's note names the overseas departments", () => {
    expect(helpCountry("FR").note).toMatch(/outre-mer/);
    expect(helpCountry("FR").note).toMatch(/Mayotte/);
  });
});

describe("the person's country", () => {
  it("is their choice first, then where Cloudflare sees them, then France", () => {
    expect(resolveCountry("BE", "CH")).toBe("BE");
    expect(resolveCountry(null, "CH")).toBe("CH");
    expect(resolveCountry(undefined, "ca")).toBe("CA");
    expect(resolveCountry("XX", "LU")).toBe("LU");
    expect(resolveCountry(null, null)).toBe("FR");
    expect(resolveCountry(null, "DE")).toBe("FR");
  });
  it("is France in the overseas departments", () => {
    for (const dom of ["GP", "MQ", "GF", "RE", "YT"]) expect(resolveCountry(null, dom)).toBe("FR");
  });
  it("lists every country with the person's own first", () => {
    expect(countriesFirst("BE").map((c) => c.code)).toEqual(["BE", "FR", "CH", "CA", "LU"]);
    expect(countriesFirst("FR").map((c) => c.code)).toEqual(["FR", "BE", "CH", "CA", "LU"]);
  });
});

describe("the assistant's crisis answer (Paris, Liège, Lausanne, Montréal)", () => {
  it("names the lines of the person's country, in « vous » (decision 0330)", () => {
    expect(crisisReply("FR")).toMatch(/3114/);
    expect(crisisReply("BE")).toMatch(/0800 32 123/);
    expect(crisisReply("BE")).not.toMatch(/3114/);
    expect(crisisReply("CH")).toMatch(/\b143\b/);
    expect(crisisReply("CH")).toMatch(/\b144\b/);
    expect(crisisReply("CA")).toMatch(/9-8-8/);
    expect(crisisReply("CA")).toMatch(/\b911\b/);
    expect(crisisReply("LU")).toMatch(/454545/);
    for (const code of COUNTRY_CODES) expect(crisisReply(code)).not.toMatch(/(^|[^\p{L}])(tu|te|ton|ta|tes|toi)([^\p{L}]|$)|\bt'/iu);
  });
});

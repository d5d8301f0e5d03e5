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
    expect(numbers("BE")).toEqual(["0800 32 123", "107", "112", "101", "0800 30 030", "103"]);
    expect(numbers("CH")).toEqual(["143", "144", "112", "147", "117"]);
    expect(numbers("CA")).toEqual(["9-8-8", "1 866 APPELLE", "811", "911", "1 800 363-9010", "1 800 668-6868"]);
    expect(numbers("LU")).toEqual(["454545", "112", "113", "116 111"]);
  });
  it("every country has a line that listens, beside its emergency numbers, and a police line (issue 58 item 3)", () => {
    for (const country of HELP_COUNTRIES) {
      expect(linesFor(country.code, ["ecoute"]).length, country.code).toBeGreaterThan(0);
      expect(linesFor(country.code, ["urgence"]).length, country.code).toBeGreaterThan(0);
      expect(linesFor(country.code, ["police"]).length, country.code).toBeGreaterThan(0);
    }
    expect(linesFor("BE", ["ecoute"]).map((l) => l.number)).toContain("107");
  });
  it("every line has a source: its service's own site, or a ministry's or police's page (issue 58 item 3)", () => {
    const own: Record<string, RegExp> = {
      "107": /^https:\/\/www\.tele-accueil\.be\//,
      "080030030": /^https:\/\/www\.ecouteviolencesconjugales\.be\//,
      "103": /^https:\/\/www\.103ecoute\.be\//,
      "080032123": /^https:\/\/www\.preventionsuicide\.be\//,
      "143": /^https:\/\/www\.143\.ch\//,
      "147": /^https:\/\/www\.147\.ch\//,
      "988": /^https:\/\/988\.ca\//,
      "811": /^https:\/\/www\.quebec\.ca\//,
      "18003639010": /^https:\/\/sosviolenceconjugale\.ca\//,
      "18006686868": /^https:\/\/jeunessejecoute\.ca\//,
      "454545": /^https:\/\/www\.454545\.lu\//,
      "116111": /^https:\/\/www\.kjt\.lu\//,
      "3114": /^https:\/\/3114\.fr\//,
      "3919": /^https:\/\/solidaritefemmes\.org\//,
      "0972394050": /^https:\/\/www\.sos-amitie\.com\//,
    };
    for (const country of HELP_COUNTRIES) {
      for (const line of country.lines) {
        expect(line.source, `${country.code} ${line.number}`).toMatch(/^https:\/\/[a-z0-9.-]+\.(fr|be|ch|ca|lu|com|org)\//);
        if (own[line.tel]) expect(line.source, `${country.code} ${line.number}`).toMatch(own[line.tel]!);
      }
    }
    expect(helpCountry("FR").lines.find((l) => l.tel === "119")!.source).toBe("https://www.allo119.gouv.fr/");
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

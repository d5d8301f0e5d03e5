import { describe, expect, it } from "vitest";
import { slugify } from "./slug";
import { threadPath } from "./thread-path";

describe("the slug rule", () => {
  it("lowercases and turns each run of whitespace into one hyphen", () => {
    expect(slugify("Bonjour   tout le  monde")).toBe("bonjour-tout-le-monde");
  });
  it("removes every character other than word characters, spaces and hyphens", () => {
    expect(slugify("Peur, colère & joie !?")).toBe("peur-colère-joie");
    expect(slugify("C'est l'été")).toBe("cest-lété");
  });
  it("keeps hyphens, underscores and digits", () => {
    expect(slugify("pas-à-pas 100_pour_cent 2026")).toBe("pas-à-pas-100_pour_cent-2026");
  });
  it("keeps French letters so titles stay readable", () => {
    expect(slugify("Un petit Éveil ce matin")).toBe("un-petit-éveil-ce-matin");
  });
});

describe("threadPath", () => {
  it("encodes the slug and names the page only past the first", () => {
    expect(threadPath("été-calme")).toBe("/forum/%C3%A9t%C3%A9-calme");
    expect(threadPath("fil", 1)).toBe("/forum/fil");
    expect(threadPath("fil", 3)).toBe("/forum/fil?page=3");
  });
});

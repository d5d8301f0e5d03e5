import { describe, expect, it } from "vitest";
import { counterText } from "~/community/counted-field";
import { parsePage } from "~/community/paging";
import { ftsQuery, ligatureSpellings } from "./search";
import { preview, replyPaging, replySchema, threadSchema } from "./validation";

describe("new thread validation (spec 1 §5)", () => {
  it("trims, requires both fields and caps them at 200 and 5000", () => {
    expect(threadSchema.safeParse({ title: "  Bonjour  ", content: " x " })).toEqual({
      success: true,
      data: { title: "Bonjour", content: "x", cle: null },
    });
    expect(threadSchema.safeParse({ title: "t".repeat(200), content: "c".repeat(5000) }).success).toBe(true);
    expect(threadSchema.safeParse({ title: "t".repeat(201), content: "c" }).success).toBe(false);
    expect(threadSchema.safeParse({ title: "t", content: "c".repeat(5001) }).success).toBe(false);
    expect(threadSchema.safeParse({ title: "   ", content: "c" }).success).toBe(false);
    expect(threadSchema.safeParse({ content: "c" }).success).toBe(false);
  });

  it("refuses a title whose slug would be empty", () => {
    const result = threadSchema.safeParse({ title: "?!…", content: "c" });
    expect(result.success).toBe(false);
  });
});

describe("reply validation", () => {
  it("trims, refuses empty, caps at 3000, and reads an empty parent as none", () => {
    expect(replySchema.parse({ content: "  oui ", parentId: "" })).toEqual({ content: "oui", parentId: null, cle: null });
    expect(replySchema.parse({ content: "r".repeat(3000), parentId: "abc" }).parentId).toBe("abc");
    expect(replySchema.safeParse({ content: "r".repeat(3001) }).success).toBe(false);
    expect(replySchema.safeParse({ content: " \n " }).success).toBe(false);
  });
});

describe("cards and counters", () => {
  it("previews the first 200 characters, counting accents as one", () => {
    expect(preview("é".repeat(250), 200)).toBe(`${"é".repeat(200)}…`);
    expect(preview("court\n\ntexte", 200)).toBe("court texte");
  });
  it("counts an emoji as one character, and cuts only past the limit", () => {
    expect(preview("😀".repeat(150), 200)).toBe("😀".repeat(150)); // 300 UTF-16 units, 150 characters
    expect(preview("😀".repeat(250), 200)).toBe(`${"😀".repeat(200)}…`);
    expect(preview("a".repeat(200), 200)).toBe("a".repeat(200));
    expect(preview(`${"a".repeat(199)}😀b`, 200)).toBe(`${"a".repeat(199)}😀…`);
  });
  it("cuts on a word's end, never inside a word, and ends with « … » (issue 30)", () => {
    const text = `${"Une phrase qui continue ".repeat(10)}encore`;
    const shown = preview(text, 50);
    expect(shown).toBe("Une phrase qui continue Une phrase qui continue…");
    expect(shown.length).toBeLessThanOrEqual(51);
    expect(preview("Bonjour à tous, voici ma question", 16)).toBe("Bonjour à tous…");
    expect(preview("Bonjour à tous voici", 15)).toBe("Bonjour à tous…");
  });
  it("shows n/200 caractères", () => {
    expect(counterText(12, 200)).toBe("12/200 caractères");
  });
  it("clamps the page number", () => {
    expect(parsePage(null, 50)).toBe(1);
    expect(parsePage("3", 50)).toBe(3);
    expect(parsePage("-2", 50)).toBe(1);
    expect(parsePage("abc", 50)).toBe(1);
    expect(parsePage("9999", 50)).toBe(50);
  });
  it("pages a thread's replies: at least one page, the requested one clamped, its offset", () => {
    expect(replyPaging(0, null, 50)).toEqual({ page: 1, pages: 1, offset: 0 });
    expect(replyPaging(50, "2", 50)).toEqual({ page: 1, pages: 1, offset: 0 });
    expect(replyPaging(51, "2", 50)).toEqual({ page: 2, pages: 2, offset: 50 });
    expect(replyPaging(120, "9", 50)).toEqual({ page: 3, pages: 3, offset: 100 });
  });
});

describe("search query", () => {
  it("quotes each word as a prefix term and drops FTS syntax", () => {
    expect(ftsQuery("Éveil intérieur")).toBe('"Éveil"* AND "intérieur"*');
    expect(ftsQuery('a" OR b NEAR(')).toBe('"a"* AND "OR"* AND "b"* AND "NEAR"*');
    expect(ftsQuery("  *** ")).toBeNull();
  });
  it("searches a word with oe/ae or œ/æ in both spellings (issue 30: « soeur » finds « sœur »)", () => {
    expect(ftsQuery("soeur")).toBe('("soeur"* OR "sœur"*)');
    expect(ftsQuery("Cœur paix")).toBe('("Cœur"* OR "coeur"*) AND "paix"*');
    expect(ftsQuery("ex aequo")).toBe('"ex"* AND ("aequo"* OR "æquo"*)');
    expect(ligatureSpellings("Éveil")).toEqual(["Éveil"]);
    expect(ligatureSpellings("OEUVRE")).toEqual(["OEUVRE", "œuvre"]);
  });
});

describe("a card's preview keeps French typography (issue 42)", () => {
  it("joins lines but keeps the non-breaking spaces before « ? » and « : »", () => {
    expect(preview("Ça vous est arrivé\u202f?\n\nComment\u00a0: ainsi", 200)).toBe("Ça vous est arrivé\u202f? Comment\u00a0: ainsi");
  });
});

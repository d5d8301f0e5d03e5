/**
 * Issue 58 item 2: every phone number a person reads comes from the one table of lines by country
 * (`app/care/countries.ts`, with France's lines in `resources.ts`). Content names a kind of line
 * (`{{ligne:police}}`…) and the screen puts in the person's country's lines; a French number written
 * into a practice would be read in Liège or Lausanne, where it does not answer (decision 0471).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { helpCountry } from "~/care/countries";
import { LINE_KINDS } from "~/care/line-kinds";
import { scanSource, walkFiles, type Finding } from "./french-text-scan";

const ROOT = join(__dirname, "..", "..");

/** The table itself: the only files that may write a number. */
const TABLE = new Set(["app/care/countries.ts", "app/care/resources.ts"]);

/**
 * The recorded guide of Les 3 Gestes says France's 3114 (« le 31 14 », for the voice): a recording
 * cannot follow the country, so its scripts and the note that names what it says are the one exception,
 * and outside France that note gives the person's own lines (decision 0291).
 */
const RECORDED: Record<string, string> = {
  "app/practice/content/trois-gestes-guide/etape-1.txt": "31 14",
  "app/practice/content/trois-gestes-guide/etape-7.txt": "31 14",
  "app/care/recorded-lines-note.tsx": "3114",
};

const SPACE = "[\\s\\u00a0\\u202f]";
const PHONE_LIKE = [
  // A number set in bold: « <strong>17</strong> », « <strong>0800 30 030</strong> ».
  new RegExp(`<strong>${SPACE}*\\+?\\d[\\d\\s\\u00a0\\u202f.-]{1,16}</strong>`, "iu"),
  // « le 17 », « au 143 », « appelez le 3919 », « composez 112 », « le 31 14 » (but « le 100 % », « le 15 mars »).
  new RegExp(
    `(?<![\\p{L}\\d])(?:le|au|appelez(?:${SPACE}+le)?|composez(?:${SPACE}+le)?|appeler(?:${SPACE}+le)?|textez(?:${SPACE}+le)?)${SPACE}+\\d{2,4}(?:${SPACE}\\d{2,3})*(?![\\d\\p{L}])(?!${SPACE}*(?:%|h\\b|min|ans?\\b|jours?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre))`,
    "iu",
  ),
  // Free and shared-cost numbers: « 0800 30 030 », « 09 72 39 40 50 », « 0800 32 123 ».
  new RegExp(`(?<!\\d)0[89]\\d{1,2}(?:${SPACE}?\\d{2,3}){2,4}(?!\\d)`, "u"),
  // North American toll-free numbers: « 1 800 363-9010 ».
  new RegExp(`(?<!\\d)1${SPACE}?[-]?8\\d{2}${SPACE}?[-]?\\d{3}${SPACE}?[-]?\\d{4}(?!\\d)`, "u"),
];

export function phoneLike(text: string): string | null {
  for (const pattern of PHONE_LIKE) {
    const found = pattern.exec(text);
    if (found) return `phone-like « ${found[0]} »`;
  }
  return null;
}

function digits(text: string): string {
  return text.replace(/\D/g, "");
}

describe("the phone-number rule itself", () => {
  it("finds numbers written into French text", () => {
    expect(phoneLike("Si vous êtes en danger, appelez le <strong>17</strong>")).not.toBeNull();
    expect(phoneLike("le 3919 écoute les femmes victimes de violences")).not.toBeNull();
    expect(phoneLike("Écoute violences conjugales, 0800 30 030")).not.toBeNull();
    expect(phoneLike("SOS Amitié au 09 72 39 40 50")).not.toBeNull();
    expect(phoneLike("Jeunesse, J'écoute\u00a0: 1 800 668-6868")).not.toBeNull();
    expect(phoneLike("le 31 14 répond jour et nuit")).not.toBeNull();
  });
  it("leaves other numbers alone", () => {
    expect(phoneLike("Le 100\u202f% Responsable")).toBeNull();
    expect(phoneLike("au 15 mars, à 10 h")).toBeNull();
    expect(phoneLike("Étape 3 sur 12")).toBeNull();
    expect(phoneLike("Appelez {{ligne:police}}")).toBeNull();
  });
});

describe("no practice or help text writes a phone number outside the table (issue 58 item 2)", () => {
  const files = walkFiles(join(ROOT, "app"), (path) => /\.(tsx?|txt)$/.test(path) && !/\.test\.tsx?$/.test(path));

  it("scans the practices' content, the care texts and every other text of app/", () => {
    const names = files.map((path) => path.slice(ROOT.length + 1));
    for (const expected of ["app/practice/content/tools/table_paix.ts", "app/practice/content/trois-gestes-guide/etape-7.txt"])
      expect(names).toContain(expected);
    expect(names.length).toBeGreaterThan(300);
  });

  it("finds none", () => {
    const findings: Finding[] = [];
    for (const path of files) {
      const file = path.slice(ROOT.length + 1);
      if (TABLE.has(file)) continue;
      const allowed = RECORDED[file];
      const fault = (text: string) => {
        const found = phoneLike(text);
        // The recording's own number, and only where it is said.
        if (found && allowed && digits(found).endsWith(digits(allowed))) return phoneLike(text.replaceAll(allowed, "…"));
        return found;
      };
      if (file.endsWith(".txt")) {
        readFileSync(path, "utf8")
          .split("\n")
          .forEach((text, index) => {
            const found = fault(text);
            if (found) findings.push({ file, line: index + 1, text: text.trim().slice(0, 120), fault: found });
          });
      } else findings.push(...scanSource(path, ROOT, fault));
    }
    expect(findings.map((f) => `${f.file}:${f.line} — ${f.fault}: ${f.text}`)).toEqual([]);
  }, 60_000);

  it("the recording's one exception is France's suicide line, from the table", () => {
    const french = helpCountry("FR").lines.map((line) => line.tel);
    for (const number of Object.values(RECORDED)) expect(french).toContain(digits(number));
  });
});

describe("content names kinds of lines the screens know (issue 58 item 2)", () => {
  it("every « {{ligne:…}} » names a known kind, in a tool the practice screen draws", () => {
    const files = walkFiles(join(ROOT, "app"), (path) => /\.(tsx?|txt)$/.test(path) && !/\.test\.tsx?$/.test(path));
    const found: string[] = [];
    for (const path of files) {
      const file = path.slice(ROOT.length + 1);
      for (const match of readFileSync(path, "utf8").matchAll(/\{\{ligne:([a-z]+)\}\}/g)) {
        if (file === "app/care/line-kinds.ts") continue;
        found.push(file);
        // The intro and the steps of the generic practice screen go through withHelpLines (intro-form, step-form);
        // Nommer sa Grandeur draws its own steps.
        expect(file, file).toMatch(/^app\/practice\/content\/tools\/(?!nommer_grandeur)[^/]+\.ts$/);
        expect(LINE_KINDS, file).toContain(match[1]);
      }
    }
    expect(found).toContain("app/practice/content/tools/table_paix.ts");
  });
});

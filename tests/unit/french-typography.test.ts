/**
 * Issue 30 item 10: every UI and content string the app writes has a non-breaking space before
 * ? ! ; : and inside « » — never an ordinary one. Two walks cover the catalogue:
 * - at run time, every string module and content module (messages, labels, content as typed data,
 *   e-mails) is imported and its exported values walked, functions called with sample arguments;
 * - in the source, every other file of app/ is read with the TypeScript compiler: its JSX text and
 *   its string and template literals (code such as `a ? b : c` is not a literal, so never text).
 */
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import {
  emailWordFault,
  percentFault,
  propertyNameOf,
  scanSource,
  tuFault,
  typographyFault,
  walkFiles,
  type Finding,
} from "./french-text-scan";

const ROOT = join(__dirname, "..", "..");

/** The string and content modules, checked at run time (the helper is applied where they are defined). */
const RUNTIME_MODULES = import.meta.glob(
  [
    "/app/**/messages.ts",
    "/app/**/labels.ts",
    "/app/**/list-messages.ts",
    "/app/practice/content/**/*.ts",
    "/app/cycles/{content,v2-content,generic}.ts",
    "/app/care/resources.ts",
    "/app/practice/mood.ts",
    "/app/emails/templates.ts",
    "!/app/**/*.test.ts",
    // Each tool's content reaches the screens only through tools/index.ts, which applies the helper.
    "!/app/practice/content/tools/!(index).ts",
  ],
  { eager: true },
) as Record<string, Record<string, unknown>>;

/** Files whose strings are not shown to anyone: prompts sent to a language model. */
const NOT_SHOWN = new Set(["app/assistant/prompt.ts", "app/practice/teaching.server.ts"]);

/** A tool's content module: shown only through tools/index.ts (walked at run time). */
const REACHED_THROUGH_INDEX = /^app\/practice\/content\/tools\/(?!index\.ts$)[^/]+\.ts$/;

const SAMPLE_ARGS: unknown[][] = [[], ["Camille"], [2], ["Camille", "https://exemple.fr/lien", "x"], [0]];

function walkValue(value: unknown, where: string, out: { where: string; text: string; fault: string }[], depth = 0): void {
  if (depth > 8) return;
  if (typeof value === "string") {
    const fault = typographyFault(value);
    if (fault) out.push({ where, text: value.slice(0, 120), fault });
  } else if (typeof value === "function") {
    for (const args of SAMPLE_ARGS) {
      try {
        walkValue((value as (...a: unknown[]) => unknown)(...args), `${where}(${args.map(String).join(", ")})`, out, depth + 1);
      } catch {
        // A function that wants other arguments: its literals are in the source scan's reach anyway.
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walkValue(item, `${where}[${index}]`, out, depth + 1));
  } else if (value && typeof value === "object" && !(value instanceof Promise)) {
    for (const [key, item] of Object.entries(value)) walkValue(item, `${where}.${key}`, out, depth + 1);
  }
}

describe("the typography rule itself", () => {
  it("flags an ordinary space before ? ! ; : and inside « », and nothing else", () => {
    expect(typographyFault("Un jour difficile ?")).not.toBeNull();
    expect(typographyFault("Mot de passe oublié ?")).not.toBeNull();
    expect(typographyFault("Compte : camille")).not.toBeNull();
    expect(typographyFault("dans « Mes questions »")).not.toBeNull();
    expect(typographyFault("Un jour difficile\u202f?")).toBeNull();
    expect(typographyFault("Compte\u00a0: camille")).toBeNull();
    expect(typographyFault("https://exemple.fr/a?b=1 à 10:30")).toBeNull();
    expect(typographyFault("hover:bg-sable-200 sm:flex")).toBeNull();
  });
  it("reads literals and JSX text, never code", () => {
    const findings = scanSource(join(ROOT, "tests/unit/french-typography.fixture.tsx"), ROOT);
    expect(findings.map((f) => f.text)).toEqual(["Pas encore de compte ?", "Statut :", "Supprimer « x » ?"]);
  });
});

describe("every string the app writes (issue 30 item 10)", () => {
  it("walks every string and content module at run time", () => {
    const names = Object.keys(RUNTIME_MODULES);
    // The catalogue really is there: the main string modules, the content and the e-mails.
    for (const expected of [
      "/app/forum/messages.ts",
      "/app/auth/messages.ts",
      "/app/practice/content/tools/index.ts",
      "/app/emails/templates.ts",
      "/app/cycles/v2-content.ts",
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.length).toBeGreaterThan(30);
    const found: { where: string; text: string; fault: string }[] = [];
    let strings = 0;
    for (const [name, exports] of Object.entries(RUNTIME_MODULES)) {
      for (const [key, value] of Object.entries(exports)) walkValue(value, `${name}:${key}`, found);
      strings += JSON.stringify(exports, (_k, v) => (typeof v === "function" ? undefined : v))?.length ?? 0;
    }
    expect(strings).toBeGreaterThan(50_000);
    expect(found.map((f) => `${f.where} — ${f.fault}: ${f.text}`)).toEqual([]);
  });

  it("scans the JSX text and literals of every other file of app/", () => {
    const runtime = new Set(Object.keys(RUNTIME_MODULES).map((name) => name.slice(1)));
    const files = walkFiles(join(ROOT, "app"), (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(300);
    const findings: Finding[] = [];
    for (const path of files) {
      const file = path.slice(ROOT.length + 1);
      if (runtime.has(file) || NOT_SHOWN.has(file) || REACHED_THROUGH_INDEX.test(file)) continue;
      findings.push(...scanSource(path, ROOT));
    }
    expect(findings.map((f) => `${f.file}:${f.line} — ${f.fault}: ${f.text}`)).toEqual([]);
  }, 60_000);
});

/**
 * Issue 42 item 5: the files themselves carry French typography — content, messages and the seeded
 * posts — not only what a helper makes of them at load; and the app speaks « vous », the assistant
 * included (decision 0330), the spec's own « tu » strings too (issue 58 item 4, decision 0471).
 */
/** Addressed to a language model, never shown: the model is told in « tu » to say « vous ». */
const TO_THE_MODEL = new Set(["app/assistant/prompt.ts"]);
/** A practice's example answer is a person's own words, often to themself or to their inner child. */
const QUOTED_SPEECH = new Set(["example", "examples"]);

describe("one careful editor's copy (issue 42 item 5)", () => {
  const files = [
    ...walkFiles(join(ROOT, "app"), (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)),
    join(ROOT, "scripts/seed-local.mjs"),
  ];

  it("flags « ... » and « tu » forms, and leaves « vous » and « c'est » alone", () => {
    expect(typographyFault("Vérification du lien...")).not.toBeNull();
    expect(typographyFault("Vérification du lien…")).toBeNull();
    expect(typographyFault("{...props}")).toBeNull();
    expect(tuFault("Qu'est-ce qui t'amène aujourd'hui\u202f?")).not.toBeNull();
    expect(tuFault("L'assistant ne lit ni tes pratiques")).not.toBeNull();
    expect(tuFault("Ton message")).not.toBeNull();
    expect(tuFault("Qu'est-ce qui vous amène aujourd'hui\u202f? C'est votre message, n'est-ce pas\u202f?")).toBeNull();
    expect(tuFault("Montez, tentez, tonique, état")).toBeNull();
  });

  it("flags « tu » imperatives, « Email » and « 100% » (issue 58 item 4), and leaves their right forms alone", () => {
    expect(tuFault("Impossible d'envoyer le message. Réessaie dans quelques instants.")).not.toBeNull();
    expect(tuFault("Donne-moi un bonbon d'enseignement")).not.toBeNull();
    expect(tuFault("Tu dois être connecté pour utiliser l'assistant IA.")).not.toBeNull();
    expect(tuFault("Réessayez dans quelques instants. Donnez-moi, dites-moi. Elle essaie encore.")).toBeNull();
    expect(emailWordFault("Email")).not.toBeNull();
    expect(emailWordFault("Email ou pseudo")).not.toBeNull();
    expect(emailWordFault("Confirmez votre adresse email")).not.toBeNull();
    expect(emailWordFault("L'email est requis.")).not.toBeNull();
    expect(emailWordFault("Votre e-mail, vos e-mails")).toBeNull();
    expect(emailWordFault("email")).toBeNull();
    expect(emailWordFault("email-readonly")).toBeNull();
    expect(emailWordFault("camille@rendez-vous.test")).toBeNull();
    expect(percentFault("100% Responsable")).not.toBeNull();
    expect(percentFault("Le 100 % Responsable")).not.toBeNull();
    expect(percentFault("Le 100\u202f% Responsable")).toBeNull();
    expect(percentFault("max-w-[min(100%,40rem)]")).toBeNull();
    expect(percentFault("100%")).toBeNull();
  });

  it("every file of app/ and the seeded posts carry non-breaking spaces and « … » as written", () => {
    const findings: Finding[] = [];
    for (const path of files) findings.push(...scanSource(path, ROOT));
    expect(findings.map((f) => `${f.file}:${f.line} — ${f.fault}: ${f.text}`)).toEqual([]);
  }, 60_000);

  it("says « vous » everywhere, the assistant included; the spec's own « tu » strings stay as written", () => {
    const findings: Finding[] = [];
    for (const path of files) {
      if (TO_THE_MODEL.has(path.slice(ROOT.length + 1))) continue;
      findings.push(
        ...scanSource(path, ROOT, (text, node) => {
          if (QUOTED_SPEECH.has(propertyNameOf(node) ?? "")) return null;
          return tuFault(text);
        }),
      );
    }
    expect(findings.map((f) => `${f.file}:${f.line} — ${f.fault}: ${f.text}`)).toEqual([]);
  }, 60_000);

  it("writes « e-mail » and « 100\u202f% », in forms and e-mails too (issue 58 item 4)", () => {
    const findings: Finding[] = [];
    for (const path of files) findings.push(...scanSource(path, ROOT, (text) => emailWordFault(text) ?? percentFault(text)));
    expect(findings.map((f) => `${f.file}:${f.line} — ${f.fault}: ${f.text}`)).toEqual([]);
  }, 60_000);
});

/**
 * Finds French text the app writes with an ordinary space where French typography wants a
 * non-breaking one: before ? ! ; : and inside « » (issue 30 item 10). Used by
 * french-typography.test.ts over every string module (at run time) and every literal of app/ (read
 * with the TypeScript compiler, so `a ? b : c` — code — is never mistaken for text).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** An ordinary space (U+0020) before ? ! ; : that ends a word or a phrase, or next to « ». */
const BAD_BEFORE_MARK = / +[?!;:](?=[\s"'»)\]<.,…]|$)/;
const BAD_GUILLEMETS = /« | »/;

export function typographyFault(text: string): string | null {
  const before = BAD_BEFORE_MARK.exec(text);
  if (before) return `ordinary space before "${before[0].trim()}"`;
  if (BAD_GUILLEMETS.test(text)) return "ordinary space inside « »";
  if (/\p{L}\.\.\.(?!\.)/u.test(text)) return "« ... » where « … » belongs";
  return null;
}

/** A word of the « tu » form addressed to the reader (issue 42 item 5; decision 0330). */
const TU_FORM = /(^|[^\p{L}'’])(tu|te|toi|ton|ta|tes|tien|tienne)(?=[^\p{L}]|$)|(^|[^\p{L}'’])t['’](?=[aeiouyéèêh])/iu;

/**
 * An imperative of the « tu » form (issue 58 item 4): « Réessaie », « Donne-moi », « Aide-moi »
 * (never « il essaie », « Donnez-moi », « Dites-moi »).
 */
const TU_IMPERATIVE =
  /(?<!(?:^|[^\p{L}])(?:il|elle|on|qui|ça|cela)\s)(?:^|(?<=[^\p{L}'’-]))((?:r[ée])?essaie|\p{L}+[^s]e-moi|dis-moi|fais-moi)(?=[^\p{L}-]|$)/iu;

export function tuFault(text: string): string | null {
  const found = TU_FORM.exec(text);
  if (found) return `« tu » form « ${found[0].replace(/^[^\p{L}]/u, "")} »`;
  const imperative = TU_IMPERATIVE.exec(text);
  return imperative ? `« tu » imperative « ${imperative[1]} »` : null;
}

/**
 * « e-mail », never « Email » or « email » as a word of French text (issue 58 item 4). A lone lowercase
 * « email » with no space around it is code (a field's name, an input's type), not text.
 */
export function emailWordFault(text: string): string | null {
  const word = /(?<![\p{L}\d@./_-])(e|E)mails?(?![\p{L}\d@/_-])/u.exec(text);
  if (!word) return null;
  if (word[1] === "e" && !/\s/.test(text.trim())) return null;
  return `« ${word[0]} » where « e-mail » belongs`;
}

/** « 100 % »: a narrow no-break space between a number and « % » in French text (issue 58 item 4). */
export function percentFault(text: string): string | null {
  const found = /(?<![\w[(.-])\d+(?:[ \u00a0])?%(?=[\s\u00a0\u202f]*\p{L})/u.exec(text);
  return found ? `« ${found[0]} » where « ${found[0].replace(/[ \u00a0]?%$/, "\u202f%")} » belongs` : null;
}

/** Strings that are code, not French text: SQL, CSS selectors, regular expressions' sources. */
function looksLikeCode(text: string): boolean {
  return /\b(SELECT|INSERT|UPDATE|DELETE|WHERE|VALUES|LIMIT|MATCH|AND|OR|NOT)\b/.test(text) || /^[\w\s-]*\{[^}]*:[^}]*\}/.test(text);
}

export type Finding = { file: string; line: number; text: string; fault: string };

export function walkFiles(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkFiles(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out.sort();
}

/** Every string literal, template piece and JSX text of a source file, with its line. */
export function scanSource(
  path: string,
  root: string,
  fault: (text: string, node: ts.Node) => string | null = (text) => typographyFault(text),
): Finding[] {
  const source = readFileSync(path, "utf8");
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : path.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    if (looksLikeCode(text)) return;
    const found = fault(text, node);
    if (found)
      findings.push({
        file: relative(root, path),
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim().slice(0, 120),
        fault: found,
      });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) check(node, node.text);
    else if (ts.isJsxText(node)) check(node, node.text.replace(/\s*\n\s*/g, " "));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The name of the object property a literal is the value of (through + concatenations), if any. */
export function propertyNameOf(node: ts.Node): string | null {
  let current: ts.Node | undefined = node.parent;
  while (current && (ts.isBinaryExpression(current) || ts.isParenthesizedExpression(current) || ts.isTemplateExpression(current)))
    current = current.parent;
  if (current && ts.isPropertyAssignment(current) && (ts.isIdentifier(current.name) || ts.isStringLiteral(current.name)))
    return current.name.text;
  return null;
}

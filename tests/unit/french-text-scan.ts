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
  return null;
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
export function scanSource(path: string, root: string): Finding[] {
  const source = readFileSync(path, "utf8");
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    if (looksLikeCode(text)) return;
    const fault = typographyFault(text);
    if (fault)
      findings.push({
        file: relative(root, path),
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim().slice(0, 120),
        fault,
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

/**
 * The export's readable document (issue 17 §8): `mes-donnees.md`, in the ZIP next to `donnees.json`.
 * Markdown in French, dates through Intl in the Paris time zone, for a person to read, print or keep:
 * practices with their answers, acts, love words, questions and the grandeur table. Pure: no I/O.
 */
import { AGE_CATEGORY_LABELS, type AgeCategory } from "~/love-words/categories";
import { isMood, moodLabel } from "~/practice/mood";
import { formatLongDateTime, parisDay } from "~/utils/dates";
import { stepsAsSeen } from "~/history/steps-as-seen";
import { formatDay } from "~/letters/opening-day";

type Row = Record<string, unknown>;
export type ReadableExportData = {
  exportedAt: string;
  account: { username: string; email: string; createdAt: string } | null;
  profile: { displayName: string | null } | null;
  practiceSessions: Row[];
  practiceResponses: Row[];
  acts: Row[];
  loveWords: Row[];
  questions: Row[];
  grandeurEntries: Row[];
  /** Letters sealed until a day: `content` is null while the letter is sealed (app/letters). */
  sealedLetters?: Row[];
};

const str = (value: unknown) => (typeof value === "string" ? value : "");
const date = (value: unknown) => (typeof value === "string" && value ? formatLongDateTime(value) : "");
const byDate = (key: string) => (a: Row, b: Row) => str(a[key]).localeCompare(str(b[key]));

/** A person's text, kept as written but unable to become a heading or a list of the document. */
export function quote(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split("\n")
    .map((line) => `> ${line.replace(/^([#>*+\-=`|]|\d+\.)/, "\\$1")}`)
    .join("\n");
}

/** A one-line title from a person's text: no line breaks, no leading Markdown marker. */
function title(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^([#>*+\-=`|]|\d+\.)/, "\\$1");
}

/**
 * The ZIP's file name: the Paris day of the same instant the document's "Export du …" line gives, so
 * an export made at 00:30 in Paris is not named after the day before (issue 30 item 10).
 */
export function exportFileName(exportedAt: string): string {
  return `rendez-vous-interieur-${parisDay(exportedAt)}.zip`;
}

const STATUS: Record<string, string> = { completed: "terminée", in_progress: "en cours", abandoned: "abandonnée" };

export function readableExport(data: ReadableExportData): string {
  const out: string[] = [];
  out.push("# Mes données · Rendez-vous intérieur", "");
  out.push(`Export du ${formatLongDateTime(data.exportedAt)}.`);
  if (data.account) {
    const name = data.profile?.displayName ? ` (${title(data.profile.displayName)})` : "";
    out.push(`Compte\u00a0: @${data.account.username}${name}, ${data.account.email}, créé le ${date(data.account.createdAt)}.`);
  }
  out.push(
    "",
    "Ce document reprend vos écrits pour les lire. Le fichier `donnees.json` contient les mêmes données, complètes, pour un programme\u202f; vos enregistrements vocaux sont dans le dossier `enregistrements/`.",
    "",
  );

  const answers = new Map<string, Row[]>();
  for (const r of data.practiceResponses) {
    const list = answers.get(str(r.sessionId)) ?? [];
    list.push(r);
    answers.set(str(r.sessionId), list);
  }
  out.push(`## Mes pratiques (${data.practiceSessions.length})`, "");
  if (data.practiceSessions.length === 0) out.push("Aucune pratique.", "");
  for (const s of [...data.practiceSessions].sort(byDate("createdAt"))) {
    out.push(`### ${title(str(s.toolName))} — ${date(s.createdAt)}`, "");
    const facts = [`Statut\u00a0: ${STATUS[str(s.status)] ?? str(s.status)}`];
    if (s.completedAt) facts.push(`terminée le ${date(s.completedAt)}`);
    if (isMood(s.moodBefore)) facts.push(`humeur avant\u00a0: ${moodLabel(s.moodBefore)}`);
    if (isMood(s.moodAfter)) facts.push(`humeur après\u00a0: ${moodLabel(s.moodAfter)}`);
    out.push(`${facts.join(" · ")}.`, "");
    // Numbered as the person saw them, answers before a bilan (issue 30 item 10).
    const list = stepsAsSeen(
      str(s.toolId),
      (answers.get(str(s.id)) ?? []).map((r) => ({ ...r, stepNumber: Number(r.stepNumber) }) as Row & { stepNumber: number }),
    );
    if (list.length === 0) out.push("Aucune réponse enregistrée.", "");
    for (const r of list) {
      out.push(`**Étape ${r.shownNumber} · ${title(str(r.stepTitle))}**`, "");
      if (str(r.responseText).trim()) out.push(quote(str(r.responseText)), "");
      if (r.audioUrl) out.push(`Réponse vocale\u00a0: \`enregistrements/${str(r.audioUrl).split("/").slice(1).join("/")}\``, "");
    }
  }

  out.push(`## Mes actes (${data.acts.length})`, "");
  if (data.acts.length === 0) out.push("Aucun acte.", "");
  for (const a of [...data.acts].sort(byDate("createdAt"))) {
    out.push(`### ${a.isCompleted ? "✓ Fait" : "À faire"} — ${date(a.createdAt)}`, "", quote(str(a.actText)), "");
  }

  out.push(`## Mes mots d'amour (${data.loveWords.length})`, "");
  if (data.loveWords.length === 0) out.push("Aucun mot d'amour.", "");
  for (const w of [...data.loveWords].sort(byDate("createdAt"))) {
    const category = AGE_CATEGORY_LABELS[str(w.ageCategory) as AgeCategory] ?? str(w.ageCategory);
    out.push(`### ${title(str(w.title))}`, "", `${category} · ${date(w.createdAt)}`, "", quote(str(w.content)), "");
  }

  const letters = data.sealedLetters ?? [];
  if (letters.length > 0) {
    out.push(`## Mes lettres à ouvrir plus tard (${letters.length})`, "");
    for (const l of [...letters].sort(byDate("opensAt"))) {
      const day = formatDay(str(l.opensOn));
      if (typeof l.content !== "string") {
        out.push(
          `### Lettre scellée jusqu'au ${day}`,
          "",
          `Écrite le ${date(l.createdAt)}. Ses mots seront ici une fois ce jour venu.`,
          "",
        );
      } else {
        out.push(`### Lettre du ${day}`, "", `Écrite le ${date(l.createdAt)}.`, "", quote(l.content), "");
      }
    }
  }

  out.push(`## Mes questions (${data.questions.length})`, "");
  if (data.questions.length === 0) out.push("Aucune question.", "");
  for (const q of [...data.questions].sort(byDate("createdAt"))) {
    out.push(`### Question du ${date(q.createdAt)}`, "");
    if (str(q.question).trim()) out.push(quote(str(q.question)), "");
    if (q.questionAudioUrl) out.push("(question posée à voix haute\u00a0: voir `enregistrements/`)", "");
    if (str(q.responseText).trim())
      out.push(`Réponse${q.responseCreatedAt ? ` du ${date(q.responseCreatedAt)}` : ""}\u00a0:`, "", quote(str(q.responseText)), "");
  }

  if (data.grandeurEntries.length > 0) {
    out.push(`## Ma table des grandeurs (${data.grandeurEntries.length})`, "");
    for (const g of [...data.grandeurEntries].sort(byDate("createdAt"))) {
      out.push(`- **${title(str(g.grandeurName))}**${str(g.correspondingTrauma).trim() ? ` — ${title(str(g.correspondingTrauma))}` : ""}`);
    }
    out.push("");
  }
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

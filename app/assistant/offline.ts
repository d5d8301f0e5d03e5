/**
 * The offline assistant (local runs and every test): it answers from the app's own content by
 * retrieval over the catalogue, the tools' steps and the teaching quotes. Deterministic: the same
 * message always gets the same answer. Pure, so it also runs in unit tests.
 */
import { foldFrench } from "~/care/distress";
import { startPath } from "~/practice/catalogue";
import { CATALOGUE } from "~/practice/content/catalogue";
import { hasTeachingQuotes, TEACHING_QUOTES, TEACHING_TOOL_IDS, type TeachingToolId } from "~/practice/content/teaching-quotes";
import { CHOOSER_CARDS, INTRODUCTION } from "~/practice/content/trois-gestes";
import { getToolContent } from "~/practice/content/tools";
import { toolDisplayName } from "~/practice/messages";
import { frenchTypography } from "~/utils/typography";
import { ASSISTANT_MESSAGES } from "./messages";
import { asksForList, asksForTeaching, feelingOf, namedPractice } from "./offline-intents";

/** Words people use for a feeling, per tool (folded, without accents). */
const FEELINGS: Record<string, string[]> = {
  peur: [
    "peur",
    "angoisse",
    "anxiete",
    "anxieux",
    "anxieuse",
    "inquiet",
    "inquietude",
    "crainte",
    "craindre",
    "terreur",
    "panique",
    "stress",
    "stresse",
    "effraye",
    "trac",
    "redoute",
  ],
  critique: ["critique", "juge", "jugement", "honte", "nul", "nulle", "reproche", "humilie", "moque", "rabaisse"],
  jalousie: ["jaloux", "jalouse", "jalousie", "envie", "envieux", "comparer", "comparaison"],
  ecriture_libre: ["regret", "regrette", "culpabilite", "coupable", "remords", "faute", "erreur", "passe"],
  respiration: ["douleur", "blesse", "blessure", "rejet", "rejete", "mepris", "meprise", "souffre", "souffrance"],
  table_paix: ["dispute", "conflit", "colere", "fache", "enerve", "rage", "paix", "reconciliation"],
  responsable: ["responsabilite", "responsable", "pardon", "pardonner", "rancune", "rancoeur", "victime"],
  nommer_grandeur: ["gratitude", "joie", "fierte", "fier", "fiere", "content", "contente", "heureux", "heureuse", "grandeur"],
  mantra: ["ancrage", "presence", "calme", "apaiser", "recentrer", "mantra"],
  dialogue: ["dialogue", "ecoute", "sagesse", "interieur", "question"],
};

const STOPWORDS = new Set(
  "avec dans pour mais plus tres suis etre avoir cette quoi comment quand fait faire tout tous rien sans elle elles nous vous leur leurs comme aussi donc alors bien encore toujours jamais parce depuis moins peux veux sais vraiment quelque chose ceci cela celle celui pratique pratiques outil".split(
    " ",
  ),
);

/** Folded words of four letters or more, without stopwords, cut to a five-letter stem. */
function stems(text: string): string[] {
  return foldFrench(text)
    .split(/[\s']+/)
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w))
    .map((w) => w.replace(/[sx]$/, "").slice(0, 5));
}

type Doc = { toolId: string; weights: Map<string, number> };

function add(weights: Map<string, number>, text: string, weight: number) {
  for (const stem of new Set(stems(text))) weights.set(stem, Math.max(weights.get(stem) ?? 0, weight));
}

const stripHtml = (html: string) => html.replace(/<[^>]+>/g, " ");

/** One document per tool of the catalogue: feelings and tags weigh most, then name, then text. */
const INDEX: readonly Doc[] = CATALOGUE.map((entry) => {
  const weights = new Map<string, number>();
  const content = getToolContent(entry.toolId);
  for (const step of content?.steps ?? []) add(weights, step.title, 1);
  add(weights, entry.description, 1);
  add(weights, `${entry.name} ${toolDisplayName(entry.toolId)}`, 2);
  add(weights, [...entry.tags, ...(FEELINGS[entry.toolId] ?? [])].join(" "), 3);
  return { toolId: entry.toolId, weights };
});

/** The tools that match a message best, with their scores (highest first, ties in catalogue order). */
export function retrieve(message: string): { toolId: string; score: number }[] {
  const words = new Set(stems(message));
  return INDEX.map((doc) => ({ toolId: doc.toolId, score: [...words].reduce((sum, w) => sum + (doc.weights.get(w) ?? 0), 0) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
}

const MIN_SCORE = 3;

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.codePointAt(0)!) >>> 0;
  return h;
}

export type OfflineAnswer = { text: string; toolId: string | null };

const GREETING = /^(bonjour|bonsoir|salut|coucou|hello|hey)\b/;
const IDENTITY = /\b(qui es tu|tu es qui|es tu (une|un) (ia|robot|humain|personne|vrai)|t'es qui|tu es (une|un) (ia|robot|humain))\b/;
const THANKS = /^(merci|super|genial|parfait)\b/;

const link = (toolId: string) => `[${toolDisplayName(toolId)}](${startPath(toolId)})`;

/** A practice: its link, duration and description (quoted from the catalogue), then its steps. */
function practiceParts(toolId: string): string[] {
  const entry = CATALOGUE.find((e) => e.toolId === toolId)!;
  const steps = getToolContent(toolId)?.steps ?? [];
  const parts = [`${link(toolId)} (${entry.duration})\u00a0: «\u00a0${stripHtml(entry.description).trim()}\u00a0»`];
  if (toolId === "respiration") {
    const [guided, written] = CHOOSER_CARDS;
    parts.push(
      `${INTRODUCTION.paragraphs[1]} Vous pouvez la vivre de deux façons\u00a0: la [${guided.title}](${guided.href}) (${guided.duration.toLowerCase()}) ou la [${written.title}](${written.href}) (${written.duration}).`,
    );
  } else if (steps.length > 0) {
    parts.push(
      `Elle se fait en ${steps.length} étape${steps.length > 1 ? "s" : ""}\u00a0: ${steps.map((st, i) => `${i + 1}. ${st.title}`).join("\u202f; ")}. Allez à votre rythme, vous pouvez vous arrêter quand vous voulez.`,
    );
  }
  return parts;
}

function quoteFor(toolId: TeachingToolId, folded: string): string {
  const quotes = TEACHING_QUOTES[toolId];
  return quotes[hash(folded) % quotes.length]!;
}

/** A teaching sentence: from the practice the message names or whose feeling it names, else any. */
function teachingAnswer(message: string, folded: string): OfflineAnswer {
  const named = namedPractice(message) ?? feelingOf(message)?.toolId ?? null;
  const toolId: TeachingToolId = named && hasTeachingQuotes(named) ? named : TEACHING_TOOL_IDS[hash(folded) % TEACHING_TOOL_IDS.length]!;
  const other =
    named && !hasTeachingQuotes(named) ? ` Je n'ai pas de phrase propre à ${link(named)}\u202f; en voici une d'une pratique voisine.` : "";
  return {
    toolId,
    text: `Voici une phrase d'enseignement, tirée de ${link(toolId)}\u00a0:${other}\n\n«\u00a0${quoteFor(toolId, folded)}\u00a0»\n\nPrenez le temps de la laisser résonner. Si vous voulez, je peux vous en offrir une autre.`,
  };
}

/** A practice the person asked about by name. */
function explainAnswer(toolId: string): OfflineAnswer {
  const [summary, ...rest] = practiceParts(toolId);
  return {
    toolId,
    text: [
      `Avec plaisir. Voici ${summary}`,
      ...rest,
      `Quand vous voulez\u00a0: [Commencer ${toolDisplayName(toolId)}](${startPath(toolId)}).`,
    ].join("\n\n"),
  };
}

/** A practice fitting what the person says they feel, with a teaching sentence when it has some. */
function feelingAnswer(toolId: string, folded: string, welcome: string, also?: string): OfflineAnswer {
  const parts = [`${welcome} Pour ce que vous décrivez, je vous propose ${practiceParts(toolId)[0]}`, ...practiceParts(toolId).slice(1)];
  if (also) parts.push(also);
  if (hasTeachingQuotes(toolId)) parts.push(`Un bonbon d'enseignement pour la route\u00a0: «\u00a0${quoteFor(toolId, folded)}\u00a0»`);
  return { toolId, text: parts.join("\n\n") };
}

function listAnswer(): OfflineAnswer {
  return {
    toolId: null,
    text: `Voici les pratiques de l'application\u00a0: ${CATALOGUE.map((e) => link(e.toolId)).join(", ")}. Dites-moi ce que vous ressentez, ou le nom de l'une d'elles, et je vous l'explique.`,
  };
}

/** A kind French answer to the message, drawn from the app's content (in « vous », decision 0330). */
export function offlineAnswer(message: string): OfflineAnswer {
  const answer = answerFor(message);
  // The greeting is the panel's own string (messages.ts), answered as the panel shows it.
  return answer.text === ASSISTANT_MESSAGES.greeting ? answer : { ...answer, text: frenchTypography(answer.text) };
}

function answerFor(message: string): OfflineAnswer {
  const folded = foldFrench(message);
  if (IDENTITY.test(folded.replace(/-/g, " "))) {
    return {
      toolId: null,
      text: "Je suis une IA, pas un thérapeute ni une personne. Je réponds à partir des pratiques de Rendez-vous intérieur\u00a0: je peux vous aider à en choisir une, vous en expliquer les étapes ou vous offrir une phrase d'enseignement. Je ne lis ni vos pratiques ni vos notes.",
    };
  }
  if (asksForTeaching(message)) return teachingAnswer(message, folded);
  const named = namedPractice(message);
  if (named) return explainAnswer(named);
  if (asksForList(message)) return listAnswer();
  const feeling = feelingOf(message);
  if (feeling) return feelingAnswer(feeling.toolId, folded, feeling.welcome, feeling.also);
  const [best] = retrieve(message);
  if (!best || best.score < MIN_SCORE) {
    if (GREETING.test(folded)) return { toolId: null, text: ASSISTANT_MESSAGES.greeting };
    if (THANKS.test(folded)) return { toolId: null, text: "Avec plaisir. Prenez soin de vous, et revenez quand vous voulez." };
    return {
      toolId: null,
      text:
        "Merci de m'écrire. Je suis une IA hors ligne et je réponds à partir des pratiques de l'application. " +
        "Dites-moi un peu ce que vous ressentez (de la fatigue, de la tristesse, de la peur, de la colère, de la honte…) et je vous proposerai une pratique qui vous accompagne. " +
        "Vous pouvez aussi me demander d'expliquer une pratique («\u00a0Expliquez-moi Les 3 Gestes\u00a0») ou une phrase d'enseignement. " +
        "Ou vous laisser guider\u00a0: [Choisir une pratique](/practice).",
    };
  }
  return feelingAnswer(best.toolId, folded, "Merci de me confier ça.");
}

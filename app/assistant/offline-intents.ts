/**
 * What a message asks the offline assistant, read from its folded words (pure): a practice by its
 * name, a teaching sentence, or help with a common feeling (issue 30, item 6). The greeting promises
 * these three things; each has its own answer in offline.ts.
 */
import { foldFrench } from "~/care/distress";
import { CATALOGUE } from "~/practice/content/catalogue";
import { toolDisplayName } from "~/practice/messages";

/** Extra names people use for a practice, folded (the catalogue's names are added below). */
const EXTRA_NAMES: Record<string, string[]> = {
  respiration: ["3 gestes", "trois gestes"],
  responsable: ["100 responsable", "cent pour cent responsable"],
  table_paix: ["table de la paix"],
  ecriture_libre: ["le regret"],
  mantra: ["mantra", "le rappel"],
  "9_marches": ["9 marches", "neuf marches", "pareil de lumiere"],
  nommer_grandeur: ["nommer sa grandeur"],
  homme_apocalypse: ["homme de l'apocalypse", "apocalypse"],
  palais_justesse: ["palais de justesse"],
  dialogue: ["le dialogue"],
  jalousie: ["la jalousie"],
  critique: ["la critique"],
  peur: ["la peur"],
  actualite: ["pratique actualite", "l'actualite"],
};

/** Every name of every practice, folded, the longest first (so « Table de la paix » wins over « paix »). */
const NAMES: ReadonlyArray<{ name: string; toolId: string }> = CATALOGUE.flatMap((entry) =>
  [...new Set([foldFrench(entry.name), foldFrench(toolDisplayName(entry.toolId)), ...(EXTRA_NAMES[entry.toolId] ?? [])])].map((name) => ({
    name: name.trim(),
    toolId: entry.toolId,
  })),
).sort((a, b) => b.name.length - a.name.length);

function containsPhrase(folded: string, phrase: string): boolean {
  return ` ${folded} `.includes(` ${phrase} `);
}

/** The practice the message names, if any (« Explique-moi Les 3 Gestes » → respiration). */
export function namedPractice(message: string): string | null {
  const folded = foldFrench(message).replace(/\s+/g, " ").trim();
  return NAMES.find((n) => containsPhrase(folded, n.name))?.toolId ?? null;
}

const TEACHING =
  /\b(phrase|citation|pensee|parole|bonbon|maxime)s? (d'|de |du |pour )?(enseignement|sagesse|inspirante?|du jour|douce)|\b(bonbon|enseignement)s?\b|\benseigne moi\b/;

/** Whether the message asks for a teaching sentence (« Donne-moi une phrase d'enseignement »). */
export function asksForTeaching(message: string): boolean {
  return TEACHING.test(foldFrench(message).replace(/-/g, " ").replace(/\s+/g, " "));
}

const LIST = /\b(quelles|quels|liste|toutes|tous) (les |tes |vos )?(pratiques|outils|exercices)\b|\bqu'est ce que (tu proposes|tu as)\b/;

/** Whether the message asks what practices there are. */
export function asksForList(message: string): boolean {
  return LIST.test(foldFrench(message).replace(/-/g, " ").replace(/\s+/g, " "));
}

export type Feeling = {
  id: string;
  /** Folded word beginnings that name it (« fatigu » covers fatigue, fatigué, fatiguée). */
  words: readonly string[];
  toolId: string;
  /** One warm sentence in « vous », before the practice. */
  welcome: string;
  /** An extra link when a practice alone is not the whole answer (loneliness: other people). */
  also?: string;
};

/** Common feelings, each with the practice that fits it best. */
export const FEELINGS: readonly Feeling[] = [
  {
    id: "fatigue",
    words: ["fatigu", "epuise", "creve", "lessive", "vide ", "lassitude", "las ", "lasse ", "sans energie", "plus d'energie"],
    toolId: "mantra",
    welcome: "La fatigue demande d'abord de la douceur, pas un effort de plus.",
  },
  {
    id: "tristesse",
    words: ["triste", "tristesse", "chagrin", "cafard", "pleure", "pleurer", "larmes", "melancol", "le moral", "deprime"],
    toolId: "dialogue",
    welcome: "La tristesse a souvent quelque chose à vous dire, si on l'écoute sans la presser.",
  },
  {
    id: "solitude",
    words: ["seul ", "seule ", "seuls ", "seules ", "solitude", "isole", "isolee", "abandonne", "personne ne me comprend"],
    toolId: "dialogue",
    welcome: "Se sentir seul·e pèse lourd. Vous n'avez pas à le porter en silence.",
    also: "Vous pouvez aussi écrire à d'autres personnes sur le [Forum d'entraide](/forum) ou dans le [Chat](/entraide).",
  },
  {
    id: "stress",
    words: ["stress", "sous pression", "deborde", "debordee", "surmene", "submerge", "nerveu", "tendu", "tendue"],
    toolId: "mantra",
    welcome: "Quand tout se bouscule, revenir un instant à votre respiration et à une phrase simple aide à retrouver de l'espace.",
  },
  {
    id: "honte",
    words: ["honte", "honteu", "humilie", "ridicule", "nul ", "nulle"],
    toolId: "critique",
    welcome: "La honte nous fait souvent nous juger plus durement que personne.",
  },
  {
    id: "colere",
    words: ["colere", "enerve", "furieu", "rage", "fache", "irrite", "agace", "en veux"],
    toolId: "table_paix",
    welcome: "La colère dit souvent qu'une limite a été franchie. Elle mérite d'être entendue.",
  },
  {
    id: "peur",
    words: ["peur", "effraye", "terrifie", "crainte", "panique"],
    toolId: "peur",
    welcome: "La peur cherche souvent à protéger quelque chose de précieux en vous.",
  },
  {
    id: "anxiete",
    words: ["anxi", "angoiss", "inquiet", "inquiete", "inquietude", "boule au ventre"],
    toolId: "peur",
    welcome: "L'angoisse serre, mais elle peut se regarder avec douceur, pas à pas.",
  },
  {
    id: "culpabilite",
    words: ["coupable", "culpabil", "remords", "regrette", "regret"],
    toolId: "ecriture_libre",
    welcome: "Regretter montre ce qui compte pour vous\u202f; ce n'est pas une condamnation.",
  },
  {
    id: "jalousie",
    words: ["jaloux", "jalouse", "jalousie", "envieu"],
    toolId: "jalousie",
    welcome: "La jalousie cache souvent un désir qui vous appartient.",
  },
  {
    id: "blessure",
    words: ["blesse", "rejete", "rejetee", "meprise", "mepris", "rejet", "trahi", "trahie"],
    toolId: "respiration",
    welcome: "Une blessure venue d'un conflit, d'un rejet ou d'un mépris peut se transformer, à votre rythme.",
  },
  {
    id: "perdu",
    words: ["perdu", "perdue", "confus", "sais plus quoi", "sais pas quoi faire", "decourag"],
    toolId: "palais_justesse",
    welcome: "Quand on ne sait plus où on en est, il aide de chercher pas à pas ce qui est juste pour soi.",
  },
];

/** The first common feeling the message names (a word beginning at the start of a word), if any. */
export function feelingOf(message: string): Feeling | null {
  const folded = ` ${foldFrench(message).replace(/\s+/g, " ").trim()} `;
  return FEELINGS.find((f) => f.words.some((w) => folded.includes(` ${w}`))) ?? null;
}

import { withFrenchTypography } from "~/utils/typography";
/**
 * The mood scale of the chooser (spec 2 §9: 'J'ai mal', 'Ça va', 'Ça va bien'), used again at the end
 * of a practice to ask how the person feels now (issue 17). Stored as `mal` | `va` | `bien`.
 */
export const MOODS = withFrenchTypography([
  { id: "mal", label: "J'ai mal", level: 1 },
  { id: "va", label: "Ça va", level: 2 },
  { id: "bien", label: "Ça va bien", level: 3 },
] as const);

export type Mood = (typeof MOODS)[number]["id"];

export function isMood(value: unknown): value is Mood {
  return MOODS.some((m) => m.id === value);
}

export function moodLabel(mood: Mood): string {
  return MOODS.find((m) => m.id === mood)!.label;
}

export function moodLevel(mood: Mood): number {
  return MOODS.find((m) => m.id === mood)!.level;
}

/** The chooser's first question: which of its answers says which mood. */
export const MOOD_OF_CHOOSER_NODE: Record<string, Mood> = { mal: "mal", ca_va: "va", outil_nommer_grandeur: "bien" };

export const MOOD_MESSAGES = withFrenchTypography({
  question: "Comment vous sentez-vous maintenant\u202f?",
  hint: "Votre réponse est gardée avec cette pratique\u00a0: le tableau de bord vous montre l'avant et l'après.",
  thanks: "Merci, c'est noté.",
  failed: "Impossible d'enregistrer votre ressenti. Vous pouvez réessayer.",
  chartTitle: "Avant et après vos pratiques",
  chartIntro: "Comment vous alliez en choisissant la pratique, et à la fin.",
  before: "Avant",
  after: "Après",
} as const);

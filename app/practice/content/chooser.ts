import { withFrenchTypography } from "~/utils/typography";
/**
 * The daily-practice chooser's decision path as data (spec 2, §9 "Decision path of the chooser").
 * A question node offers options; an end node only names the recommended tool, whose description
 * the screen takes from the catalogue. 'Recommencer' goes back to CHOOSER_START.
 */

export type ChooserNode = {
  id: string;
  question?: string;
  options?: { label: string; next: string }[];
  toolId?: string;
};

export const CHOOSER_START = "start";

/** The question nodes under « J'AI MAL »: the professional-help line is shown on each. */
export const PAIN_BRANCH_NODES: readonly string[] = ["mal", "mal_moment", "mal_moment_vue", "mal_diffus"];

export const CHOOSER_NODES: Record<string, ChooserNode> = withFrenchTypography({
  start: {
    id: "start",
    question: "Comment vous sentez-vous aujourd'hui\u202f?",
    options: [
      { label: "J'AI MAL", next: "mal" },
      { label: "ÇA VA", next: "ca_va" },
      { label: "ÇA VA BIEN", next: "outil_nommer_grandeur" },
    ],
  },

  // J'AI MAL
  mal: {
    id: "mal",
    question: "D'où vient ce mal, à votre avis\u202f?",
    options: [
      { label: "Quelqu'un se trouve sur mon chemin", next: "outil_table_paix" },
      { label: "Un moment précis me fait mal", next: "mal_moment" },
      { label: "Je ne retrouve pas de moment précis", next: "mal_diffus" },
    ],
  },
  mal_moment: {
    id: "mal_moment",
    question: "En repensant à ce moment, voyez-vous la misère qu'il a réveillée en vous\u202f?",
    options: [
      { label: "Oui, je la vois", next: "mal_moment_vue" },
      { label: "Non, je ne la vois pas encore", next: "outil_palais_justesse" },
    ],
  },
  mal_moment_vue: {
    id: "mal_moment_vue",
    question: "Comment aimeriez-vous la traverser\u202f?",
    options: [
      { label: "100\u202f% Responsable — reprendre toute ma part, sans culpabilité", next: "outil_responsable" },
      { label: "Les 3 Gestes — transformer le geste qui me fait mal", next: "outil_respiration" },
    ],
  },
  mal_diffus: {
    id: "mal_diffus",
    question: "Qu'est-ce qui se présente le plus fort en vous\u202f?",
    options: [
      { label: "Une peur", next: "outil_peur" },
      { label: "De la jalousie", next: "outil_jalousie" },
      { label: "Une critique, reçue ou formulée", next: "outil_critique" },
    ],
  },

  // ÇA VA
  ca_va: {
    id: "ca_va",
    question: "Qu'attendez-vous de ce rendez-vous avec vous-même\u202f?",
    options: [
      { label: "J'ai un moment à remplir", next: "outil_mantra" },
      { label: "J'aimerais me sentir mieux", next: "ca_va_mieux" },
      { label: "J'aspire à m'élever", next: "ca_va_elevation" },
    ],
  },
  ca_va_mieux: {
    id: "ca_va_mieux",
    question: "Qu'est-ce qui vous ferait du bien\u202f?",
    options: [
      { label: "Exercices d'Hygiène Psychique — prendre soin de mon esprit", next: "outil_hygiene_psychique" },
      { label: "Le Regret — déposer un regret qui me pèse", next: "outil_ecriture_libre" },
      { label: "Les 3 Gestes — transformer une douleur", next: "outil_respiration" },
    ],
  },
  ca_va_elevation: {
    id: "ca_va_elevation",
    question: "Vers quoi aimeriez-vous vous élever\u202f?",
    options: [
      { label: "Actualité — répondre au monde par un acte", next: "outil_actualite" },
      { label: "Le Dialogue — écouter ma voix intérieure", next: "outil_dialogue" },
      { label: "Table du Meilleur de l'Homme — contempler le meilleur en chacun", next: "outil_table_meilleur_homme" },
      { label: "Homme de l'Apocalypse — laisser se révéler l'être nouveau", next: "outil_homme_apocalypse" },
      { label: "Les 9 Marches du Pareil de Lumière — monter vers la lumière", next: "outil_9_marches" },
    ],
  },

  // End nodes: the recommended tool.
  outil_table_paix: { id: "outil_table_paix", toolId: "table_paix" },
  outil_responsable: { id: "outil_responsable", toolId: "responsable" },
  outil_respiration: { id: "outil_respiration", toolId: "respiration" },
  outil_palais_justesse: { id: "outil_palais_justesse", toolId: "palais_justesse" },
  outil_peur: { id: "outil_peur", toolId: "peur" },
  outil_jalousie: { id: "outil_jalousie", toolId: "jalousie" },
  outil_critique: { id: "outil_critique", toolId: "critique" },
  outil_mantra: { id: "outil_mantra", toolId: "mantra" },
  outil_hygiene_psychique: { id: "outil_hygiene_psychique", toolId: "hygiene_psychique" },
  outil_ecriture_libre: { id: "outil_ecriture_libre", toolId: "ecriture_libre" },
  outil_actualite: { id: "outil_actualite", toolId: "actualite" },
  outil_dialogue: { id: "outil_dialogue", toolId: "dialogue" },
  outil_table_meilleur_homme: { id: "outil_table_meilleur_homme", toolId: "table_meilleur_homme" },
  outil_homme_apocalypse: { id: "outil_homme_apocalypse", toolId: "homme_apocalypse" },
  outil_9_marches: { id: "outil_9_marches", toolId: "9_marches" },
  outil_nommer_grandeur: { id: "outil_nommer_grandeur", toolId: "nommer_grandeur" },
});

/** An end node names a recommended tool and offers no further question. */
export function isEndNode(node: ChooserNode): node is ChooserNode & { toolId: string } {
  return typeof node.toolId === "string" && node.toolId.length > 0;
}

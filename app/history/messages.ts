import { withFrenchTypography } from "~/utils/typography";
/** French strings of the history screens (spec 3, §2, §4, §8). */
export const HISTORY_MESSAGES = withFrenchTypography({
  title: "Historique de mes pratiques",
  empty: "Aucune pratique enregistrée pour le moment.",
  /** Under a practice answered only aloud, instead of an excerpt (decision 0342). */
  spokenPreview: "Réponses enregistrées à voix haute",
  startPractice: "Commencer une pratique",
  loadError: "Impossible de charger vos pratiques",
  deleteError: "Impossible de supprimer la pratique",
  deleted: "Pratique supprimée avec succès",
  mustSignIn: "Connectez-vous pour voir cette pratique",
  notFoundTitle: "Pratique introuvable",
  notFoundText: "Cette pratique n'existe pas ou vous n'y avez pas accès",
  detailError: "Impossible de charger les détails de cette pratique",
  noResponses: "Aucune réponse enregistrée pour cette pratique",
  resume: "Reprendre",
  resumeThis: "Reprendre cette pratique",
  restart: "Recommencer",
  redo: "Refaire",
  /** Editing a past answer: not in the spec, worded like its neighbours. */
  edit: "Modifier",
  editLabel: "Votre réponse",
  answerRequired: "Merci d'écrire votre réponse avant d'enregistrer.",
  answerTooLong: "Ce texte est trop long.",
  answerUpdated: "Réponse modifiée",
  answerUpdateFailed: "Impossible de modifier la réponse",
} as const);

export const STATUS_LABELS: Record<string, string> = withFrenchTypography({ completed: "Terminée", in_progress: "En cours" });
export const OTHER_STATUS_LABEL = "Autre";

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? OTHER_STATUS_LABEL;
}

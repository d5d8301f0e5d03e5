import { withFrenchTypography } from "~/utils/typography";
/** Strings of Ma boîte aux lettres (spec 3 §2, §5, §8, §9), to the letter. */
export const LOVE_WORDS_MESSAGES = withFrenchTypography({
  title: "Ma boîte aux lettres",
  newWord: "Nouveau mot d'amour",
  all: "Toutes",
  signInRequired: "Connectez-vous pour voir vos mots d'amour",
  missingTitle: "Champs manquants",
  missing: "Merci de remplir tous les champs et de sélectionner une catégorie",
  /** Beside each field (issue 8): what is missing there; the spec's sentence above sums them up. */
  titleMissing: "Donnez un titre à votre mot d'amour.",
  contentMissing: "Écrivez votre mot d'amour.",
  categoryMissing: "Choisissez l'âge auquel vous l'écrivez.",
  tooLong: "Ce texte est trop long.",
  deleted: "Mot d'amour supprimé",
  saved: "Mot d'amour enregistré",
  loadFailed: "Impossible de charger vos mots d'amour",
  deleteFailed: "Impossible de supprimer le mot d'amour",
  saveFailed: "Impossible d'enregistrer le mot d'amour",
  startPractice: "Commencer une pratique",
  /** Not in the spec (it has no editing): worded like the neighbouring messages. */
  edit: "Modifier",
  editTitle: "Modifier ce mot d'amour",
  updated: "Mot d'amour modifié",
  updateFailed: "Impossible de modifier le mot d'amour",
  empty: "Votre boîte aux lettres est vide pour le moment.",
} as const);

import { withFrenchTypography } from "~/utils/typography";
/** Strings of the grandeur table (spec 3 §2, §5, §8), to the letter. */
export const GRANDEUR_MESSAGES = withFrenchTypography({
  title: "Table des grandeurs",
  nameColumn: "Nommer ma grandeur",
  traumaColumn: "Cycle traumatique correspondant\u202f?",
  addRow: "Ajouter une ligne",
  emptyNameTitle: "Attention",
  emptyName: "Le nom de la grandeur ne peut pas être vide",
  saved: "Sauvegardé",
  deleted: "Supprimé",
  loadFailed: "Impossible de charger vos entrées",
  updateFailed: "Impossible de sauvegarder les modifications",
  createFailed: "Impossible de sauvegarder l'entrée",
  deleteFailed: "Impossible de supprimer l'entrée",
} as const);

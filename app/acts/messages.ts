import { withFrenchTypography } from "~/utils/typography";
/** Strings of Mes actes (spec 3 §2, §5, §8), to the letter. */
export const ACTS_MESSAGES = withFrenchTypography({
  title: "Mes actes",
  empty: "Aucun acte pour le moment",
  markedDone: "Acte marqué comme fait",
  markedNotDone: "Acte marqué comme non fait",
  deleted: "Acte supprimé avec succès",
  saved: "Acte enregistré",
  updateFailed: "Impossible de mettre à jour l'acte",
  deleteFailed: "Impossible de supprimer l'acte",
  saveFailed: "Impossible de sauvegarder votre acte",
  /** Not in the spec's catalogue (it names none for this list); worded like its siblings. */
  loadFailed: "Impossible de charger vos actes",
  /** Not in the spec (it has no editing): worded like its siblings. */
  updated: "Acte modifié",
  edit: "Modifier",
  editLabel: "Texte de l'acte",
  requiredTitle: "Champs requis",
  required: "Veuillez remplir tous les champs",
  defaultToolName: "Pratique personnelle",
} as const);

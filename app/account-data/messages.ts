import { withFrenchTypography } from "~/utils/typography";
/** Strings of "Mes données" (export and account deletion); not quoted by the spec. */
export const ACCOUNT_DATA_MESSAGES = withFrenchTypography({
  title: "Mes données",
  exportLabel: "Télécharger toutes mes données (ZIP)",
  deleteTitle: "Supprimer mon compte",
  confirmLabel: "Pour confirmer, tapez votre pseudo",
  confirmMismatch: "Le pseudo ne correspond pas.",
  deleted: "Votre compte et toutes vos données personnelles ont été supprimés.",
  deleteFailed: "Impossible de supprimer le compte. Veuillez réessayer.",
} as const);

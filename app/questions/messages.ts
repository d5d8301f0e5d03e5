import { withFrenchTypography } from "~/utils/typography";
/** French strings of Mes questions (spec 3, §2, §5, §8). */
export const QUESTION_MESSAGES = withFrenchTypography({
  title: "Mes questions",
  intro:
    "Les questions que vous avez laissées ouvertes pendant vos pratiques vous attendent ici. Prenez le temps d'y revenir\u00a0: une réponse peut venir aujourd'hui, ou plus tard.",
  empty: "Aucune question pour le moment. Elles apparaîtront ici quand vous en enregistrerez pendant une pratique.",
  blocked: "Blocage",
  question: "Question",
  answered: "Répondu",
  voiceQuestion: "Question vocale",
  seeDetails: "Voir détails",
  emptyQuestionTitle: "Question vide",
  emptyQuestion: "Veuillez écrire votre question ou enregistrer un message vocal.",
  emptyAnswerTitle: "Réponse vide",
  emptyAnswer: "Veuillez écrire une réponse, enregistrer un message vocal ou télécharger un fichier audio.",
  loadError: "Impossible de charger vos questions.",
  answerError: "Impossible d'enregistrer votre réponse. Veuillez réessayer.",
  deleteError: "Impossible de supprimer la question. Veuillez réessayer.",
  addError: "Impossible d'ajouter votre question. Veuillez réessayer.",
  localNeedsScript: "Pour garder des questions sur cet appareil, activez JavaScript dans votre navigateur.",
  answerSaved: "Réponse enregistrée",
  deleted: "Question supprimée",
  added: "Question ajoutée",
} as const);

export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 5000;
export const QUESTION_TOO_LONG = `Votre question ne peut pas dépasser ${QUESTION_MAX} caractères.`;
export const ANSWER_TOO_LONG = `Votre réponse ne peut pas dépasser ${ANSWER_MAX} caractères.`;

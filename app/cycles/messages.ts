import { withFrenchTypography } from "~/utils/typography";
/** The spec's cycles strings (spec 3 §5 and §8), word for word, in one place. */
export const CYCLE_MESSAGES = withFrenchTypography({
  keepOneCycle: "Vous devez garder au moins un cycle",
  saveFailed: "Erreur lors de la sauvegarde",
  corruptedRemoved: "Données corrompues supprimées",
  loadFailed: "Erreur lors du chargement des données",
  cyclesSaved: "Cycles sauvegardés",
  cycleAdded: "Nouveau cycle ajouté",
  cycleDeleted: "Cycle supprimé",
  wordAdded: "Nouveau mot ajouté",
  wordDeleted: "Mot supprimé",
  dataSaved: "Données sauvegardées",
  dataLoaded: "Données chargées",
  allCleared: "Tout effacé",
  savedInMyCycles: "Cycle enregistré dans 'Mes cycles'",
  dontKnowYet: "Je ne sais pas encore",
  questionEmpty: "Veuillez écrire une question ou enregistrer un message vocal",
  questionSaved: "Question enregistrée avec succès",
  questionFailed: "Erreur lors de l'enregistrement de la question",
  blockedTitle: "Votre rendez-vous est là",
  /** A voice-only question is stored with this text (spec 3 §5, as in the practices). */
  spokenQuestion: "Question vocale",
} as const);

import { withFrenchTypography } from "~/utils/typography";
/** Strings of the search in one's own records (issue 17 §8; not in the spec, worded like its neighbours). */
export const SEARCH_MESSAGES = withFrenchTypography({
  title: "Rechercher dans mes écrits",
  intro: "Vos réponses de pratique, vos questions et vos mots d'amour. Vous seul·e voyez ces résultats.",
  label: "Mots à chercher",
  hint: "Les accents et les majuscules ne comptent pas.",
  submit: "Rechercher",
  empty: "Aucun écrit ne contient ces mots.",
  tooShort: "Écrivez au moins un mot à chercher.",
  loadFailed: "Impossible de lancer la recherche pour le moment",
  signInRequired: "Connectez-vous pour rechercher dans vos écrits",
  newer: "Résultats précédents",
  older: "Résultats suivants",
  kinds: { answer: "Réponse de pratique", question: "Question", love: "Mot d'amour" },
} as const);

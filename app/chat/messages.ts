import { countLabel } from "~/utils/plural";
import { withFrenchTypography } from "~/utils/typography";
/** French strings of the help chat, word for word from spec 1 (§2, §5, §8) where quoted. */
export const CHAT_MESSAGES = withFrenchTypography({
  title: "Chat d'entraide",
  loadMore: "Charger plus de messages",
  loadError: "Impossible de charger les messages.",
  sendError: "Impossible d'envoyer le message.",
  // Beyond the spec: a send that got no answer (network, a restarting server); the text stays in the field.
  sendRetry: "Votre message est resté dans le champ. Réessayez dans un instant.",
  threadError: "Impossible de créer le sujet.",
  turnedIntoThread: "Le message a été transformé en sujet de forum.",
  tooFastTitle: "Trop rapide\u202f!",
  tooFastText: "Veuillez attendre 3 secondes entre chaque message.",
  // Beyond the spec: our own wording.
  loginPrompt: "Connectez-vous pour participer au chat.",
  placeholder: "Écrivez votre message…",
  send: "Envoyer",
  empty: "Aucun message pour le moment. Lancez la conversation\u202f!",
  messageRequired: "Le message ne peut pas être vide.",
  messageTooLong: "Le message ne peut pas dépasser 500 caractères.",
  edited: "(modifié)",
  deleted: "Message supprimé",
  toThread: "Créer un sujet",
  /** The link on each message: what it does, in its own words (issue 58 item 7). */
  toThreadFromMessage: "En faire un sujet du forum",
  toThreadTitle: "Transformer en sujet du forum",
  updated: "Message modifié",
  removed: "Message supprimé",
  forbidden: "Vous n'avez pas le droit de faire cela.",
  notFound: "Ce message n'existe plus.",
  // Issue 57 item 3 (decision 0476): who is there, never who; only with JavaScript. The note shown to a
  // person alone keeps its words with it (`alone-note.tsx`), loaded only then.
  typing: "Quelqu'un écrit…",
} as const);

/** « 1 personne ici », « 3 personnes ici »: the people in the chat, this person included. */
export function hereText(count: number): string {
  return `${countLabel(count, "personne", "personnes")} ici`;
}

/** The countdown text shown while sending is locked. */
export function countdownText(seconds: number): string {
  return seconds > 0 ? `Prochain message possible dans ${seconds} s` : "";
}

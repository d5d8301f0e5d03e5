import { formatNumber } from "~/utils/numbers";
import { withFrenchTypography } from "~/utils/typography";
import { FORUM_LIST_MESSAGES } from "./list-messages";

/** French strings of the forum, word for word from spec 1 (§2, §5, §8) where quoted. */
export const FORUM_MESSAGES = withFrenchTypography({
  ...FORUM_LIST_MESSAGES,
  mustBeSignedInToCreate: "Connectez-vous pour créer un sujet.",
  backToForum: "Retour au forum",
  cancel: "Annuler",
  markdownNote: "Mise en forme\u00a0: **gras**, *italique*, listes.",
  duplicateSlug: "Un sujet avec ce titre existe déjà. Veuillez choisir un autre titre.",
  createError: "Une erreur s'est produite lors de la création du sujet.",
  created: "Sujet créé",
  createdText: "Votre sujet a été publié avec succès.",
  // Beyond the spec: a topic kept on the device with no network, sent once it returned (issue 42).
  publishedFromDevice: "Votre sujet gardé sur cet appareil est publié.",
  replyError: "Une erreur s'est produite lors de la publication de votre réponse.",
  replyAdded: "Réponse ajoutée",
  notFound: "Sujet non trouvé",
  notFoundText: "Ce sujet n'existe pas ou a été supprimé.",
  locked: "Ce sujet est verrouillé et n'accepte plus de nouvelles réponses.",
  mustBeSignedInToReply: "Connectez-vous pour répondre à ce sujet.",
  reply: "Répondre",
  replyFormTitle: "Ajouter une réponse",
  replyToCommentTitle: "Répondre au commentaire",
  edited: "(modifié)",
  deleted: "Message supprimé",
  // Beyond the spec (its moderation is "not shown"): our own wording.
  titleRequired: "Le titre est requis.",
  titleTooLong: "Le titre ne peut pas dépasser 200 caractères.",
  titleWithoutLetters: "Le titre doit contenir au moins une lettre ou un chiffre.",
  contentRequired: "Le contenu est requis.",
  contentTooLong: `Le contenu ne peut pas dépasser ${formatNumber(5000)} caractères.`,
  replyRequired: "La réponse ne peut pas être vide.",
  replyTooLong: "La réponse ne peut pas dépasser 3000 caractères.",
  threadUpdated: "Sujet modifié",
  threadDeleted: "Sujet supprimé",
  replyUpdated: "Réponse modifiée",
  replyDeleted: "Réponse supprimée",
  pinned: "Sujet épinglé",
  unpinned: "Sujet désépinglé",
  lockedDone: "Sujet verrouillé",
  unlockedDone: "Sujet déverrouillé",
  forbidden: "Vous n'avez pas le droit de faire cela.",
  fixFields: "Merci de corriger les champs indiqués.",
} as const);

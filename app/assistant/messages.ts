import { ASSISTANT_DAILY_LIMIT, FEATURE_LIMIT_MESSAGES } from "~/limits/feature-limits";
import { withFrenchTypography } from "~/utils/typography";
/**
 * The assistant's French strings (spec 3, §2 'Dashboard', §8; checklist §6). The spec's strings are
 * used to the letter, except that they say « vous » like the rest of the app: « Connectez-vous pour
 * utiliser l'assistant IA. », « Réessayez » (decisions 0330, 0471).
 */
/** A message that also asks for an image counts this many messages against the day (decision 0090). */
export const IMAGE_COST = 2;
export const ASSISTANT_MAX_LENGTH = 2000;

export const ASSISTANT_MESSAGES = withFrenchTypography({
  title: "Assistant IA",
  open: "Ouvrir l'assistant",
  close: "Fermer l'assistant",
  closeSheet: "Fermer",
  signInTitle: "Connexion requise",
  signIn: "Connectez-vous pour utiliser l'assistant IA.",
  limitTitle: "Limite atteinte",
  limitReached: FEATURE_LIMIT_MESSAGES.assistantDay,
  errorTitle: "Erreur",
  sendFailed: "Impossible d'envoyer le message. Réessayez dans quelques instants.",
  label: "Votre message",
  placeholder: "Écrivez votre message… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)",
  send: "Envoyer",
  sending: "L'assistant écrit…",
  askImage: "Créer une image",
  askImageHint: `Une image compte pour ${IMAGE_COST} messages.`,
  remaining: (n: number) => (n <= 1 ? `${n} message restant aujourd'hui` : `${n} messages restants aujourd'hui`),
  greeting:
    "Bonjour, je suis l'assistant de Rendez-vous intérieur. Je suis une IA, pas un thérapeute\u00a0: je peux vous aider à choisir une pratique, vous expliquer ses étapes ou vous offrir une phrase d'enseignement. Qu'est-ce qui vous amène aujourd'hui\u202f?",
  privacy:
    "L'assistant ne lit ni vos pratiques ni vos notes\u00a0: il ne voit que ce que vous lui écrivez ici. Votre conversation n'est visible que par vous.",
  footer: `Assistant propulsé par un modèle d'IA ouvert (Workers AI de Cloudflare) · ${ASSISTANT_DAILY_LIMIT} messages par jour`,
  footerOffline: `Assistant hors ligne\u00a0: réponses tirées des pratiques de l'application · ${ASSISTANT_DAILY_LIMIT} messages par jour`,
  clear: "Effacer la conversation",
  cleared: "Conversation effacée",
  you: "Vous",
  assistant: "Assistant",
  imageAlt: (prompt: string) => `Image créée par l'assistant\u00a0: ${prompt.slice(0, 120)}`,
  tooLong: `Votre message est trop long (${ASSISTANT_MAX_LENGTH} caractères au plus).`,
  empty: "Écrivez un message avant d'envoyer.",
  fullPage: "Ouvrir l'assistant en pleine page",
  backToDashboard: "Retour au tableau de bord",
} as const);

/**
 * What the panel shows for a failed call (checklist §6 'Errors'): a message with 'limite' or 🦗 is
 * 'Limite atteinte' with the server's message; anything else 'Erreur' with the message, or the
 * spec's default when there is none.
 */
export function assistantErrorToast(message: string | null | undefined): { title: string; description: string } {
  const text = (message ?? "").trim();
  if (/limite/i.test(text) || text.includes("🦗"))
    return { title: ASSISTANT_MESSAGES.limitTitle, description: text || ASSISTANT_MESSAGES.limitReached };
  return { title: ASSISTANT_MESSAGES.errorTitle, description: text || ASSISTANT_MESSAGES.sendFailed };
}

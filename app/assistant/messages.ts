import { withFrenchTypography } from "~/utils/typography";
/**
 * The assistant's French strings (spec 3, §2 'Dashboard', §8; checklist §6). The spec's strings are
 * used to the letter and in the tu form, like the rest of the assistant's copy.
 */
export const ASSISTANT_DAILY_LIMIT = 20;
/** A message that also asks for an image counts this many messages against the day (decision 0090). */
export const IMAGE_COST = 2;
export const ASSISTANT_MAX_LENGTH = 2000;

export const ASSISTANT_MESSAGES = withFrenchTypography({
  title: "Assistant IA",
  open: "Ouvrir l'assistant",
  close: "Fermer l'assistant",
  closeSheet: "Fermer",
  signInTitle: "Connexion requise",
  signIn: "Tu dois être connecté pour utiliser l'assistant IA.",
  limitTitle: "Limite atteinte",
  limitReached: `Tu as atteint la limite de ${ASSISTANT_DAILY_LIMIT} messages pour aujourd'hui 🦗 L'assistant t'attend demain, dès minuit (heure de Paris).`,
  errorTitle: "Erreur",
  sendFailed: "Impossible d'envoyer le message. Réessaie dans quelques instants.",
  label: "Ton message",
  placeholder: "Écris ton message… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)",
  send: "Envoyer",
  sending: "L'assistant écrit…",
  askImage: "Créer une image",
  askImageHint: `Une image compte pour ${IMAGE_COST} messages.`,
  remaining: (n: number) => (n <= 1 ? `${n} message restant aujourd'hui` : `${n} messages restants aujourd'hui`),
  greeting:
    "Bonjour, je suis l'assistant de Rendez-vous intérieur. Je suis une IA, pas un thérapeute : je peux t'aider à choisir une pratique, t'expliquer ses étapes ou t'offrir une phrase d'enseignement. Qu'est-ce qui t'amène aujourd'hui ?",
  privacy:
    "L'assistant ne lit ni tes pratiques ni tes notes : il ne voit que ce que tu lui écris ici. Ta conversation n'est visible que par toi.",
  footer: `Assistant propulsé par un modèle d'IA ouvert (Workers AI de Cloudflare) · ${ASSISTANT_DAILY_LIMIT} messages par jour`,
  footerOffline: `Assistant hors ligne : réponses tirées des pratiques de l'application · ${ASSISTANT_DAILY_LIMIT} messages par jour`,
  clear: "Effacer la conversation",
  cleared: "Conversation effacée",
  you: "Toi",
  assistant: "Assistant",
  imageAlt: (prompt: string) => `Image créée par l'assistant : ${prompt.slice(0, 120)}`,
  tooLong: `Ton message est trop long (${ASSISTANT_MAX_LENGTH} caractères au plus).`,
  empty: "Écris un message avant d'envoyer.",
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

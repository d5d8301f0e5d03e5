/**
 * A visitor's bilan sent without JavaScript (issue 30): it cannot reach the device and there is no
 * account, so nothing is kept. The page says so plainly, keeps every answer on screen, and offers a
 * text to copy and an account (or a sign-in) opened beside it, after which the same form saves it.
 */
import { ACT_FIELDS, BILAN_MESSAGES, REFLECTIONS } from "~/practice/content/trois-gestes";
import { withFrenchTypography } from "~/utils/typography";
import type { BilanInput } from "./bilan";

export const NOT_KEPT_MESSAGES = withFrenchTypography({
  title: "Votre bilan n'a pas été gardé",
  message:
    "Sans JavaScript, ce navigateur ne peut rien garder sur cet appareil, et sans compte rien n'est gardé chez nous. Vos réponses sont toujours là, ci-dessous.",
  /** A signed-in person whose session ended before the bilan arrived (signed out elsewhere, expired). */
  sessionEnded: "Votre session a pris fin avant l'envoi : rien n'a été enregistré. Vos réponses sont toujours là, ci-dessous.",
  recordings: "Les fichiers audio joints n'ont pas été gardés\u00a0: il faudra les joindre à nouveau.",
  waysTitle: "Pour les garder",
  copyLabel: "Vos réponses, à copier",
  copyHint: "Sélectionnez ce texte et copiez-le dans vos notes.",
  account: "Créer un compte (nouvel onglet)",
  signIn: "Se connecter (nouvel onglet)",
  thenSend:
    "Une fois la connexion faite dans l'autre onglet, revenez ici et envoyez de nouveau ce bilan\u00a0: il sera alors enregistré dans votre compte.",
} as const);

/** The answers as plain text, each under its question, in the order of the page. */
export function bilanAsText(input: Pick<BilanInput, "answers">): string {
  const parts: string[] = [];
  for (const reflection of REFLECTIONS) {
    const answer = input.answers[reflection.key];
    if (answer) parts.push(`${reflection.question}\n${answer}`);
  }
  for (const field of ACT_FIELDS) {
    const answer = input.answers[field.key];
    if (answer) parts.push(`${field.label}\n${answer}`);
  }
  if (input.answers.question_restante) parts.push(`${BILAN_MESSAGES.questionLabel}\n${input.answers.question_restante}`);
  return parts.join("\n\n");
}

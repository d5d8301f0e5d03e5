/**
 * Messages shown on 'Je bloque dans ma pratique, mon rendez-vous est là' (spec 2, §4 and §9:
 * a pool of 11, one picked at random), before the question panel opens.
 */
import { withFrenchTypography } from "~/utils/typography";

export const BLOCKED_ENCOURAGEMENTS: readonly string[] = withFrenchTypography([
  "Bloquer fait partie du chemin\u00a0: c'est souvent ici que votre rendez-vous avec vous-même commence vraiment. Écrivez la question qui se présente, elle a toute sa place.",
  "Vous n'êtes pas en échec, vous êtes au seuil de quelque chose. Notez simplement ce qui vous arrête, sous la forme d'une question.",
  "Ce blocage est une rencontre avec vous-même. Prenez le temps de formuler ce qui vous échappe\u00a0: votre question est précieuse.",
  "Quand les mots ne viennent plus, c'est que quelque chose demande à être entendu. Écrivez votre question, sans chercher à bien faire.",
  "Respirez. Rester immobile un instant fait aussi partie de la pratique. Confiez ici la question qui vous retient.",
  "Il n'y a rien à réussir, seulement quelqu'un à rencontrer\u00a0: vous. Écrivez ce qui vous bloque, c'est déjà un pas vers vous.",
  "Votre rendez-vous est là, précisément dans cette difficulté. Posez-la par écrit sous forme de question, vous pourrez y revenir plus tard.",
  "Chaque blocage porte un enseignement. Notez votre question telle qu'elle vient, même maladroite, même inachevée.",
  "Vous avez le droit de ne pas savoir. Écrivez votre question\u00a0: elle vous attendra dans vos questions, prête à être reprise quand vous le voudrez.",
  "Ce qui résiste en vous mérite votre douceur, pas votre impatience. Mettez des mots sur votre question, puis laissez-la reposer.",
  "S'arrêter ici n'est pas abandonner, c'est écouter. Écrivez la question qui vous habite\u00a0: elle ouvre la porte de votre prochaine étape.",
]);

/** One message at random; `random` is injectable so tests can fix the draw. */
export function pickEncouragement(random: () => number = Math.random): string {
  const count = BLOCKED_ENCOURAGEMENTS.length;
  const index = Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
  return BLOCKED_ENCOURAGEMENTS[index] ?? BLOCKED_ENCOURAGEMENTS[0] ?? "";
}

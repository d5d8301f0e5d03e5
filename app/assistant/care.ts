/**
 * The assistant's answer to a message that signals distress. It is written here, not by a model, and
 * runs on the server before any model is called, so it holds whatever a model would have said.
 */
import { detectDistress } from "~/care/distress";

export const CRISIS_REPLY =
  "Ce que tu écris me touche, et je le prends au sérieux. Je suis une IA\u00a0: je ne peux pas t'aider comme une personne le peut, mais tu n'as pas à rester seul·e avec ça. " +
  "Si tu penses au suicide ou si tu as peur de te faire du mal, appelle le 3114 (numéro national de prévention du suicide, gratuit, 24 h/24, 7 j/7). " +
  "Si ta vie ou celle de quelqu'un est en danger maintenant, appelle le 15 (SAMU) ou le 112. " +
  "Tu peux aussi le dire à une personne de confiance, près de toi. Je reste là si tu veux continuer à écrire.";

/** Whether the person's message asks for the crisis answer ("mourir de rire" does not). */
export function needsCrisisReply(message: string): boolean {
  return detectDistress(message).flagged;
}

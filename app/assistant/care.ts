/**
 * The assistant's answer to a message that signals distress. It is written here, not by a model, and
 * runs on the server before any model is called, so it holds whatever a model would have said.
 * It names the lines of the person's country, in « vous » like the rest of the app (decision 0330).
 */
import { helpCountry, type CountryCode } from "~/care/countries";
import { detectDistress } from "~/care/distress";
import { frenchTypography } from "~/utils/typography";

export function crisisReply(country: CountryCode = "FR"): string {
  return frenchTypography(
    "Ce que vous écrivez me touche, et je le prends au sérieux. Je suis une IA\u00a0: je ne peux pas vous aider comme une personne le peut, mais vous n'avez pas à rester seul·e avec ça. " +
      `${helpCountry(country).now.vous} ` +
      "Vous pouvez aussi le dire à une personne de confiance, près de vous. Je reste là si vous voulez continuer à écrire.",
  );
}

/** The French answer (the default country), kept for the tests and the model's prompt. */
export const CRISIS_REPLY = crisisReply("FR");

/** Whether the person's message asks for the crisis answer ("mourir de rire" does not). */
export function needsCrisisReply(message: string): boolean {
  return detectDistress(message).flagged;
}

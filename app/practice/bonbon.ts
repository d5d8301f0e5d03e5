/** The chatbot's error mapping (spec 2, §8): title 'Erreur', the dialog closes. */
import { PRACTICE_MESSAGES as M } from "./messages";

export function mapBonbonError(status: number, message = ""): string {
  if (status === 429 || /429|Trop de demandes/.test(message)) return M.bonbonTooMany;
  if (status === 402 || /402|crédits/.test(message)) return M.bonbonUnavailable;
  return M.bonbonGeneric;
}

import { TROIS_GESTES_TOOL_IDS } from "~/practice/content/trois-gestes";

const TROIS_GESTES = new Set<string>(Object.values(TROIS_GESTES_TOOL_IDS));
/** A 3 Gestes bilan stores its own answers as steps 1–5 and the written practice's from 10 (bilan.ts). */
const WRITTEN_FROM = 10;

/**
 * The answers of a practice in the order the person gave them, each with the number it is shown under
 * (issue 30 item 10). Most practices keep their own step numbers, which are the ones their screens
 * showed. A 3 Gestes session stores the written practice from step 10 and its bilan as 1–5, though the
 * person answered the practice first: there, the practice's answers come first, then the bilan's, numbered
 * 1, 2, 3… with no jump from "Étape 5" to "Étape 10". Pure: the history detail and the export share it.
 */
export function stepsAsSeen<T extends { stepNumber: number }>(toolId: string, answers: readonly T[]): (T & { shownNumber: number })[] {
  const byStep = [...answers].sort((a, b) => a.stepNumber - b.stepNumber);
  if (!TROIS_GESTES.has(toolId)) return byStep.map((answer) => ({ ...answer, shownNumber: answer.stepNumber }));
  const ordered = [...byStep.filter((a) => a.stepNumber >= WRITTEN_FROM), ...byStep.filter((a) => a.stepNumber < WRITTEN_FROM)];
  return ordered.map((answer, index) => ({ ...answer, shownNumber: index + 1 }));
}

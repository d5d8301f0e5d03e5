import { CATALOGUE } from "~/practice/content/catalogue";
import { ProfessionalHelpNote } from "./crisis-resources";

/** The tools the catalogue files under « J'ai mal »: they may stir up pain, so help stays in sight. */
export function isPainfulTool(toolId: string): boolean {
  return CATALOGUE.some((entry) => entry.toolId === toolId && entry.difficulty === "J'ai mal");
}

/**
 * The professional-help line at the opening of a painful tool: on its introduction (step 0), or on
 * its first step when it has no introduction.
 */
export function PainfulToolHelpNote({ toolId, step, hasIntro }: { toolId: string; step: number; hasIntro: boolean }) {
  if (!isPainfulTool(toolId)) return null;
  const opening = hasIntro ? step === 0 : step <= 1;
  return opening ? <ProfessionalHelpNote className="mt-3" /> : null;
}

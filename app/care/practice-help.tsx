import { CrisisResources, ProfessionalHelpNote } from "./crisis-resources";
import { PAINFUL_TOOL_IDS } from "./painful-tools";
import type { LineRole } from "./country-codes";

/** Tools whose opening also lists, as tel: links, the kinds of lines its safety carve-out names. */
const TOOL_SAFETY_LINES: Record<string, readonly LineRole[]> = { table_paix: ["police", "violence", "enfance"] };

/** The tools the catalogue files under « J'ai mal »: they may stir up pain, so help stays in sight. */
export function isPainfulTool(toolId: string): boolean {
  return PAINFUL_TOOL_IDS.includes(toolId);
}

/**
 * The professional-help line at the opening of a painful tool: on its introduction (step 0), or on
 * its first step when it has no introduction.
 */
export function PainfulToolHelpNote({ toolId, step, hasIntro }: { toolId: string; step: number; hasIntro: boolean }) {
  if (!isPainfulTool(toolId)) return null;
  const opening = hasIntro ? step === 0 : step <= 1;
  if (!opening) return null;
  const lines = TOOL_SAFETY_LINES[toolId];
  return (
    <>
      <ProfessionalHelpNote className="mt-3" />
      {lines ? (
        <details className="mt-2 text-sm text-encre-700" data-testid="tool-safety-lines">
          <summary className="cursor-pointer font-medium text-terre-700">Si cette personne vous a fait violence</summary>
          <CrisisResources roles={lines} />
        </details>
      ) : null}
    </>
  );
}

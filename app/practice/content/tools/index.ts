import { withFrenchTypography } from "~/utils/typography";
import { TOOL_IDS } from "../types";
import type { ToolContent, ToolId } from "../types";
import { neufMarches } from "./9_marches";
import { critique } from "./critique";
import { dialogue } from "./dialogue";
import { ecritureLibre } from "./ecriture_libre";
import { hommeApocalypse } from "./homme_apocalypse";
import { hygienePsychique } from "./hygiene_psychique";
import { jalousie } from "./jalousie";
import { mantra } from "./mantra";
import { nommerGrandeur } from "./nommer_grandeur";
import { palaisJustesse } from "./palais_justesse";
import { peur } from "./peur";
import { respiration } from "./respiration";
import { responsable } from "./responsable";
import { tableMeilleurHomme } from "./table_meilleur_homme";
import { tablePaix } from "./table_paix";

/**
 * Step content of every tool of the generic practice screen, keyed by tool id, with French
 * typography applied once (non-breaking spaces before ; : ! ? and inside « »).
 */
export const TOOL_CONTENT: Record<ToolId, ToolContent> = withFrenchTypography({
  table_paix: tablePaix,
  ecriture_libre: ecritureLibre,
  respiration,
  peur,
  jalousie,
  critique,
  responsable,
  dialogue,
  palais_justesse: palaisJustesse,
  mantra,
  hygiene_psychique: hygienePsychique,
  table_meilleur_homme: tableMeilleurHomme,
  homme_apocalypse: hommeApocalypse,
  nommer_grandeur: nommerGrandeur,
  "9_marches": neufMarches,
});

function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}

/** Content of a tool, or undefined for an unknown id (the screen then shows 'Outil non trouvé'). */
export function getToolContent(toolId: string): ToolContent | undefined {
  return isToolId(toolId) ? TOOL_CONTENT[toolId] : undefined;
}

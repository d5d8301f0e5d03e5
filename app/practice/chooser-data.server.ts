/** The chooser's data for chooser-view.ts: the page's loader and its stored copy (/practice/choix.json). */
import { PAINFUL_TOOL_IDS } from "~/care/painful-tools";
import { endNodeSummary } from "./catalogue";
import type { ChooserData, ChooserSummary } from "./chooser-view";
import { CHOOSER_NODES, CHOOSER_START, isEndNode, PAIN_BRANCH_NODES } from "./content/chooser";
import { MOOD_OF_CHOOSER_NODE } from "./mood";

let built: ChooserData | null = null;

export function chooserData(): ChooserData {
  if (built) return built;
  const summaries: Record<string, ChooserSummary> = {};
  for (const node of Object.values(CHOOSER_NODES)) if (isEndNode(node)) summaries[node.toolId] = endNodeSummary(node.toolId);
  built = {
    nodes: CHOOSER_NODES,
    start: CHOOSER_START,
    painNodes: PAIN_BRANCH_NODES,
    painfulTools: PAINFUL_TOOL_IDS,
    moodOfNode: MOOD_OF_CHOOSER_NODE,
    summaries,
  };
  return built;
}

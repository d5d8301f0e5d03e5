/**
 * What the daily-practice chooser shows for an address (`/practice?node=…&from=…&humeur=…&q=…`): one
 * pure rule over the chooser's data, run by the page's loader and, with no network, in the browser
 * over the stored copy of the same data (`/practice/choix.json`, issue 33, decision 0246). No content
 * is imported here, so the browser loads it only when it needs it.
 */
import type { ChooserNode } from "./content/chooser";
import { isMood, type Mood } from "./mood";

export type ChooserSummary = { name: string; description: string | null; duration: string | null; category: string | null };

/** Everything the chooser needs, as plain data. */
export type ChooserData = {
  nodes: Record<string, ChooserNode>;
  start: string;
  /** The question nodes under « J'AI MAL », and the painful tools: the professional-help line shows with them. */
  painNodes: readonly string[];
  painfulTools: readonly string[];
  /** The mood a first answer says (J'AI MAL, ÇA VA, ÇA VA BIEN). */
  moodOfNode: Record<string, Mood>;
  /** Each end node's recommended tool, summarised. */
  summaries: Record<string, ChooserSummary>;
};

export type ChooserView = {
  node: ChooserNode;
  from: string | null;
  query: string;
  mood: Mood | null;
  summary: ChooserSummary | null;
  painBranch: boolean;
};

export function chooserView(params: URLSearchParams, data: ChooserData): ChooserView {
  const nodeOf = (id: string | null) => (id ? data.nodes[id] : undefined) ?? data.nodes[data.start]!;
  const node = nodeOf(params.get("node"));
  const toolId = typeof node.toolId === "string" && node.toolId.length > 0 ? node.toolId : null;
  const from = params.get("from");
  // The mood chosen at the first question travels with the chooser to the practice (issue 17).
  const humeur = params.get("humeur");
  return {
    node,
    from: from && nodeOf(from).id === from ? from : null,
    query: params.get("q") ?? "",
    mood: data.moodOfNode[node.id] ?? (isMood(humeur) ? humeur : null),
    summary: toolId ? (data.summaries[toolId] ?? { name: toolId, description: null, duration: null, category: null }) : null,
    painBranch: data.painNodes.includes(node.id) || (toolId !== null && data.painfulTools.includes(toolId)),
  };
}

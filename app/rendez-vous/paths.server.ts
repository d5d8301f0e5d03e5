/** The page a rendez-vous opens (issue 44, decision 0407): the catalogue stays on the server. */
import type { ReminderPurpose } from "#db/schema";
import { CATALOGUE } from "~/practice/content/catalogue";
import { startPath } from "~/practice/catalogue";

/** The tools a "tool" rendez-vous may open: the catalogue's. */
export const REMINDER_TOOLS = CATALOGUE.map((entry) => ({ id: entry.toolId, name: entry.name }));

export function isReminderTool(toolId: string | null | undefined): toolId is string {
  return !!toolId && REMINDER_TOOLS.some((tool) => tool.id === toolId);
}

/** The same-origin path a rendez-vous opens. */
export function reminderPath(purpose: ReminderPurpose, toolId: string | null): string {
  if (purpose === "tool" && isReminderTool(toolId)) return startPath(toolId);
  // The chooser's first question is how one feels: noting the mood starts there.
  if (purpose === "mood") return "/practice";
  return "/tools";
}

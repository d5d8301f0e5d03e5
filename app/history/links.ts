import { startPath } from "~/practice/catalogue";

/** Tools whose "Reprendre" reopens a server session at its step: the step screen and the two wizards. */
const RESUMABLE_ELSEWHERE: Record<string, string> = {
  // Les 3 Gestes' respiration session runs on the step screen, though a new one starts at the introduction.
  respiration: "/practice/respiration",
  nommer_grandeur: "/practice/nommer-grandeur",
  actualite: "/practice/actualite",
};

/**
 * Where "Reprendre", "Recommencer" and "Refaire" lead for a session's tool: the practice engine's
 * start rule, plus the session id when that screen can resume it. A wizard's device draft has no
 * id: its screen finds the draft itself.
 */
export function practicePath(toolId: string, sessionId?: string): string {
  const path = startPath(toolId);
  if (!sessionId) return path;
  const id = `?sessionId=${encodeURIComponent(sessionId)}`;
  if (path === `/practice/${encodeURIComponent(toolId)}`) return `${path}${id}`;
  const resumable = RESUMABLE_ELSEWHERE[toolId];
  if (!resumable) return path;
  if (toolId !== "respiration" && sessionId.startsWith("local-")) return resumable;
  return `${resumable}${id}`;
}

/** Where "Reprendre", "Recommencer" and "Refaire" lead for a session's tool (spec 2 §2 start rules). */
export function practicePath(toolId: string, sessionId?: string): string {
  if (toolId === "trois-gestes" || toolId === "respiration") return "/trois-gestes/introduction";
  if (toolId === "trois_gestes_written") return "/practice/trois-gestes-ecrit";
  if (toolId === "actualite") return "/practice/actualite";
  if (toolId === "nommer_grandeur") return "/practice/nommer-grandeur";
  const base = `/practice/${encodeURIComponent(toolId)}`;
  return sessionId ? `${base}?sessionId=${encodeURIComponent(sessionId)}` : base;
}

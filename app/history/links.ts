import { startPath } from "~/practice/catalogue";

/**
 * Where "Reprendre", "Recommencer" and "Refaire" lead for a session's tool: the practice engine's
 * start rule, plus the session id when the generic step screen can resume it.
 */
export function practicePath(toolId: string, sessionId?: string): string {
  const path = startPath(toolId);
  return sessionId && path === `/practice/${encodeURIComponent(toolId)}` ? `${path}?sessionId=${encodeURIComponent(sessionId)}` : path;
}

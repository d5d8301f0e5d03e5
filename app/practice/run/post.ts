/**
 * The screen's writes with JavaScript: a POST to the run's JSON resource route (`/practice/{toolId}/save`).
 * Not a fetcher: a failed save (a 503 from a restarting Worker, no network) must stay a toast, while a
 * fetcher's failure replaces the whole screen with the error boundary.
 */
import { reportDistress } from "~/care/distress-panel";
import type { ActionResult } from "./store";

export type Post = (fields: Record<string, string | number | null | undefined>) => Promise<ActionResult>;

export function runPoster(toolId: string): Post {
  return async (fields) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) body.set(key, String(value));
    try {
      const response = await fetch(`/practice/${encodeURIComponent(toolId)}/save`, { method: "POST", body });
      const result = ((await response.json().catch(() => ({}))) ?? {}) as ActionResult;
      // Words of distress in what was just saved: the author, and only them, is shown where to find help.
      reportDistress(result);
      // Only a 2xx that says so is a success; a proxy's error page or a refusal is not.
      return response.ok ? result : { ...result, ok: false };
    } catch {
      // No answer at all: with no network, the answer waits on this device (issue 33).
      return { ok: false, offline: typeof navigator !== "undefined" && !navigator.onLine };
    }
  };
}

import { safeRedirect } from "~/auth/redirect";
import type { OfflineReason } from "./public-pages";

/**
 * Where the offline page sends « Réessayer »: the page the person asked for, read through the one
 * return-address rule (app/auth/redirect.ts), so "/\t/evil.example" gives home; no `de`, no link.
 */
export function retryTarget(search: string): string | null {
  const from = new URLSearchParams(search).get("de");
  return from ? safeRedirect(from, "/") : null;
}

/** Why the offline page is shown, from its address (public-pages.ts `offlinePageFor`). */
export function offlineReason(search: string): OfflineReason {
  return new URLSearchParams(search).get("lent") === "1" ? "slow" : "offline";
}

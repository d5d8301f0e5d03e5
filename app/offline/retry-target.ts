import { safeRedirect } from "~/auth/redirect";

/**
 * Where the offline page sends « Réessayer »: the page the person asked for, read through the one
 * return-address rule (app/auth/redirect.ts), so "/\t/evil.example" gives home; no `de`, no link.
 */
export function retryTarget(search: string): string | null {
  const from = new URLSearchParams(search).get("de");
  return from ? safeRedirect(from, "/") : null;
}

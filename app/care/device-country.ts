/**
 * The help country chosen on this device, when a page must show it instead of the server's (decision
 * 0340): set by the offline features once the page runs (`offline/device-country-sync.ts` reads the
 * device store, decides, and fetches that country's lines), read here. Small on purpose: it rides in
 * every page's first load. Read with `useSyncExternalStore`, whose server snapshot is null, so the first
 * render in the browser is the server's HTML (no hydration mismatch, React #418).
 */
import { useSyncExternalStore } from "react";
import type { HelpCountry } from "./country-codes";

let shown: HelpCountry | null = null;
const listeners = new Set<() => void>();

/** The device's country for every component that shows lines, or null: the server's. */
export function showDeviceCountry(country: HelpCountry | null): void {
  if (shown === country) return;
  shown = country;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device's country, once the page runs and it differs from what the server could know; else null. */
export function useDeviceCountry(): HelpCountry | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

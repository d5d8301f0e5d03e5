import { lazy, type ComponentType } from "react";

const Nothing = () => null;

/**
 * `React.lazy` for a part a page can do without (the moderation link's live badge, an offer, the
 * new-version notice): when its file cannot be loaded (the network dropped, a new version replaced the
 * files), the part is left out instead of the whole page falling onto its error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function optionalLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => load().catch(() => ({ default: Nothing as unknown as T })));
}

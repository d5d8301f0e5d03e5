import { useEffect } from "react";

/**
 * Whether the page's first hydration is over (decision 0446). A component that renders during it must
 * write what the server wrote, or leave a server attribute as it is; one that mounts later (a new chat
 * message, a client navigation) may compute its own. Not `useHydrated`: that one is false on every
 * component's first render, even long after the page hydrated.
 */
let hydrated = false;

export function pageHydrated(): boolean {
  return hydrated;
}

/** Called by the root layout: its effect runs once every component of the first hydration has committed. */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

import { startTransition, useEffect, useState } from "react";

/**
 * False during server render and the first client render; true once JavaScript runs. The render that
 * follows is a transition (decision 0460): React renders it in slices between the browser's tasks
 * rather than in one long task right after hydration, when a slow phone is busiest.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

import { startTransition, useEffect, useState } from "react";

/**
 * False during server render and the first client render; true as soon as JavaScript runs. For what a
 * submission or a device write depends on: a form's `js` field, the drafts' writers, the sign-out's forgetting.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The same flag for what a page only *shows* differently once JavaScript runs (a recorder, a status line,
 * a button's state): set in a transition, so a large page (a practice's run, the help chat) re-renders in
 * slices after hydration, not in one long task on a slow phone (decision 0462). Nothing a submission sends
 * may depend on it: that is `useHydrated`.
 */
export function useHydratedDisplay(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

import { Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * What a page adds once JavaScript runs, loaded apart (`lazy`) so that it stays out of the page's
 * first load: nothing is drawn by the server, nor before the lazy part arrives.
 */
export function AfterHydration({ children }: { children: React.ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The offline features of every page (issue 33), loaded once the page is hydrated so they add almost
 * nothing to its first load: the service worker's registration and the new-version notice.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const OfflineNotice = lazy(() => import("./offline-notice"));

export function OfflineSupport() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  ) : null;
}

/** In the error screen: a page whose data could not be fetched with no network is loaded whole (reload-when-offline.ts). */
export function reloadWhenOffline(error: unknown) {
  import("./reload-when-offline").then((module) => module.reloadWhenOffline(error)).catch(() => undefined);
}

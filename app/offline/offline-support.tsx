/**
 * The offline features of every page (issue 33), loaded once the page is hydrated so they add almost
 * nothing to its first load: the service worker's registration and the new-version notice.
 */
import { optionalLazy } from "~/utils/optional-lazy";
import { AfterHydration } from "~/components/after-hydration";

const OfflineFeatures = optionalLazy(() => import("./offline-features"));

export function OfflineSupport() {
  return (
    <AfterHydration>
      <OfflineFeatures />
    </AfterHydration>
  );
}

/** In the error screen: a page whose data could not be fetched with no network is loaded whole (reload-when-offline.ts). */
export function reloadWhenOffline(error: unknown) {
  import("./reload-when-offline").then((module) => module.reloadWhenOffline(error)).catch(() => undefined);
}

/**
 * The service worker's registration and its quiet « Une nouvelle version est prête » (issue 33), in a
 * chunk of their own loaded after hydration (offline-support.tsx). The notice never shows during a
 * practice: it waits until the person leaves it.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { UPDATE_MESSAGES as M } from "./update-messages";
import { startOffline } from "./register.client";

/** Pages of a practice run, where nothing may interrupt the person. */
const IN_PRACTICE = /^\/(?:practice\/.+|trois-gestes\/.+)/;

export default function OfflineNotice() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [later, setLater] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    startOffline((next) => setApply(() => next));
  }, []);
  if (!apply || later || IN_PRACTICE.test(pathname)) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-sable-200 bg-white px-4 py-3 text-sm text-encre-700 shadow-md sm:bottom-4"
      data-testid="update-ready"
    >
      <span className="flex-1">{M.updateReady}</span>
      <button type="button" className="btn-primary" onClick={apply}>
        {M.updateReload}
      </button>
      <button type="button" className="btn-ghost" onClick={() => setLater(true)}>
        {M.updateLater}
      </button>
    </div>
  );
}

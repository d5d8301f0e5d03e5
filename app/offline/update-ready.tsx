/**
 * « Une nouvelle version est prête » (issue 33): loaded only when a new version waits (offline-features.tsx),
 * so a page where none waits never downloads it. Offline, the service worker answers it from its store.
 */
import { UPDATE_MESSAGES as M } from "./update-messages";

export default function UpdateReady({ apply, later }: { apply: () => void; later: () => void }) {
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
      <button type="button" className="btn-ghost" onClick={later}>
        {M.updateLater}
      </button>
    </div>
  );
}

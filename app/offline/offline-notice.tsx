/**
 * The service worker's registration and its quiet « Une nouvelle version est prête » (issue 33), in a
 * chunk of their own loaded after hydration (offline-support.tsx). The notice never shows during a
 * practice: it waits until the person leaves it.
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { CountryCode } from "~/care/country-codes";
import { UPDATE_MESSAGES as M } from "./update-messages";
import { startOffline } from "./register.client";
import { rememberCountry } from "./remembered-country";
import { hasWaitingFinish } from "~/practice/run/waiting-finish-key";

/** Pages of a practice run, where nothing may interrupt the person. */
const IN_PRACTICE = /^\/(?:practice\/.+|trois-gestes\/.+)/;

export default function OfflineNotice() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [later, setLater] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    startOffline((next) => setApply(() => next));
  }, []);
  // The country chosen on /aide, read by the server on this page: remembered for the offline page.
  // (A stored copy of a page is rendered without cookies: it never names a choice.)
  const root = useRouteLoaderData("root") as { chosenCountry?: CountryCode | null; user?: { id: string } | null } | undefined;
  const chosen = root?.chosenCountry;
  const userId = root?.user?.id;
  useEffect(() => {
    if (chosen) rememberCountry(chosen);
  }, [chosen]);
  // Practices finished with no network: their ends are sent once the network is here (waiting-finish.ts),
  // when the page opens, when the browser says it is back online, and again a little later while a
  // send failed (a weak connection the browser calls online). A page that knows who is signed in sends
  // only that person's: someone else signed in on this device never posts them, nor retries. A page
  // that names nobody may be a stored copy (rendered without cookies, decision 0240) seen by the owner:
  // it sends them all, and the server takes only its session's own.
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      clearTimeout(retry);
      if (!navigator.onLine || !hasWaitingFinish()) return;
      import("./send-waiting")
        .then((module) => module.sendAllWaiting(userId))
        .then((stillWaiting) => {
          if (stillWaiting) retry = setTimeout(send, RETRY_MS);
        })
        .catch(() => (retry = setTimeout(send, RETRY_MS)));
    };
    send();
    window.addEventListener("online", send);
    return () => {
      clearTimeout(retry);
      window.removeEventListener("online", send);
    };
  }, [userId]);
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

const RETRY_MS = 10_000;

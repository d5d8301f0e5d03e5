/**
 * The offline features every page runs after hydration (issue 33), in a chunk of their own loaded then
 * (offline-support.tsx): the service worker's registration, the help country remembered for the offline
 * page, the practices finished with no network sent once it is back, and the quiet « Une nouvelle
 * version est prête », which never shows during a practice: it waits until the person leaves it.
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import type { CountryCode } from "~/care/country-codes";
import { optionalLazy } from "~/utils/optional-lazy";
import { startOffline } from "./register.client";
import { COUNTRY_CHANGED, hasRememberedCountry } from "./remembered-country-key";
import { hasWaitingFinish } from "~/practice/run/waiting-finish-key";
import { rememberSignedIn, senderOwner } from "~/device/owner";
import { hasWaitingPost } from "~/community/waiting-posts-key";

/** The notice's own file, fetched only when a new version waits (decision 0292). */
const UpdateReady = optionalLazy(() => import("./update-ready"));

/** Pages of a practice run, where nothing may interrupt the person. */
const IN_PRACTICE = /^\/(?:practice\/.+|trois-gestes\/.+)/;

export default function OfflineFeatures() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  // « Plus tard » holds for the rest of the visit, practices included.
  const [later, setLater] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    startOffline((next) => setApply(() => next));
  }, []);
  // The country chosen on /aide, read by the server on this page (a stored copy, rendered without cookie, names none).
  const root = useRouteLoaderData("root") as
    { chosenCountry?: CountryCode | null; helpCountry?: { code: CountryCode }; user?: { id: string } | null } | undefined;
  const chosen = root?.chosenCountry;
  const userId = root?.user?.id;
  // The help country chosen on this device, shown where the server could not know it (decision 0340).
  const served = root?.helpCountry?.code ?? null;
  // Its code is loaded only once there is a choice: on this device, or read by the server, or made now.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      window.removeEventListener(COUNTRY_CHANGED, start);
      import("./device-country-sync")
        .then((module) => {
          if (!gone) stop = module.followDeviceCountry(chosen ?? null, served);
        })
        .catch(() => undefined);
    };
    if (chosen || hasRememberedCountry()) start();
    else window.addEventListener(COUNTRY_CHANGED, start);
    return () => {
      gone = true;
      stop?.();
      window.removeEventListener(COUNTRY_CHANGED, start);
    };
  }, [chosen, served]);
  // Practices finished with no network: their ends are sent once the network is here (waiting-finish.ts),
  // when the page opens, when the browser says it is back online, and again a little later while a
  // send failed (a weak connection the browser calls online). A page that knows who is signed in sends
  // only that person's: someone else signed in on this device never posts them, nor retries. A page
  // that names nobody may be a stored copy (rendered without cookies, decision 0240) seen by the owner:
  // it sends those of the last person a page named and who has not signed out (device store, decision
  // 0311), and the server takes only its session's own.
  useEffect(() => {
    rememberSignedIn(userId);
    let retry: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      clearTimeout(retry);
      if (!navigator.onLine || !hasWaitingFinish(undefined, userId ?? senderOwner())) return;
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
  // Chat messages, topics and replies written with no network (decision 0341): their sender is loaded
  // when one waits for the person the page names, as the page opens or when the network returns (a page
  // that keeps one with the network there loads it too); it then listens on its own.
  useEffect(() => {
    if (!userId) return;
    const start = () => {
      if (navigator.onLine && hasWaitingPost(userId))
        import("~/community/send-waiting-posts").then((module) => module.keepSending(userId)).catch(() => undefined);
    };
    start();
    window.addEventListener("online", start);
    return () => window.removeEventListener("online", start);
  }, [userId]);
  if (!apply || later || IN_PRACTICE.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateReady apply={apply} later={() => setLater(true)} />
    </Suspense>
  );
}

const RETRY_MS = 10_000;

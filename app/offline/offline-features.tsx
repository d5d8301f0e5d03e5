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
import { countryUnsent, rememberCountry, rememberedCountry } from "./remembered-country";
import { hasWaitingFinish } from "~/practice/run/waiting-finish-key";
import { currentOwner, rememberSignedIn, senderOwner } from "~/device/owner";
import { hasWaitingPost, WAITING_CHANGED } from "~/community/waiting-posts-key";

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
    // Every sign-out form posts to /auth/logout: as it is sent, the device forgets what it kept for the
    // person (device-store.ts, fetched then; the capture phase runs before the router takes the form).
    const onSubmit = (event: Event) => {
      const form = event.target as HTMLFormElement;
      if (new URL(form.action, location.href).pathname !== "/auth/logout") return;
      const owner = currentOwner();
      void import("~/device/device-store").then((store) => store.forgetPerson(owner));
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  // The country chosen on /aide, read by the server on this page: remembered for the offline page.
  // (A stored copy of a page is rendered without cookies: it never names a choice.)
  const root = useRouteLoaderData("root") as { chosenCountry?: CountryCode | null; user?: { id: string } | null } | undefined;
  const chosen = root?.chosenCountry;
  const userId = root?.user?.id;
  // A choice made with no network is newer than the cookie: it is told to the server once the network
  // is here (the /aide form's own post). Otherwise the cookie's choice is the device's (decision 0340).
  useEffect(() => {
    const sendChoice = () => {
      const code = rememberedCountry();
      if (!code || !countryUnsent() || !navigator.onLine) return;
      const body = new FormData();
      body.set("pays", code);
      fetch("/aide", { method: "POST", body })
        .then((response) => {
          if (response.ok && response.redirected && rememberedCountry() === code) rememberCountry(code);
        })
        .catch(() => undefined);
    };
    if (countryUnsent()) sendChoice();
    else if (chosen) rememberCountry(chosen);
    window.addEventListener("online", sendChoice);
    return () => window.removeEventListener("online", sendChoice);
  }, [chosen]);
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
  // Chat messages, topics and replies written with no network (decision 0341): sent once it is back, from
  // any page that names their author (a stored copy names nobody), when one is kept, and again later
  // while some still wait. Only that person's: the server takes them under the page's session.
  useEffect(() => {
    if (!userId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    const send = () => {
      clearTimeout(retry);
      if (sending || !navigator.onLine || !hasWaitingPost(userId)) return;
      sending = true;
      import("~/community/send-waiting-posts")
        .then((module) => module.sendWaitingPosts(userId))
        .then((stillWaiting) => {
          if (stillWaiting) retry = setTimeout(send, RETRY_MS);
        })
        .catch(() => (retry = setTimeout(send, RETRY_MS)))
        .finally(() => (sending = false));
    };
    send();
    window.addEventListener("online", send);
    window.addEventListener(WAITING_CHANGED, send);
    return () => {
      clearTimeout(retry);
      window.removeEventListener("online", send);
      window.removeEventListener(WAITING_CHANGED, send);
    };
  }, [userId]);
  if (!apply || later || IN_PRACTICE.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateReady apply={apply} later={() => setLater(true)} />
    </Suspense>
  );
}

const RETRY_MS = 10_000;

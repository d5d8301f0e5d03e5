import { Link, useActionData, useFetchers, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { anyDistress } from "./distress";
import { DistressPanelLines } from "./distress-panel-lines";
import { HELP_PATH } from "./help-path";

// Signals raised in the browser (a call's JSON, a run kept on this device), counted so each one reopens the panel.
let signals = 0;
const listeners = new Set<() => void>();
function raise() {
  signals += 1;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasDistressFlag(data: unknown): boolean {
  return Boolean(data && typeof data === "object" && (data as { distress?: unknown }).distress === true);
}

/** After a `fetch` to an action: shows the panel when the server flagged the author's text. */
export function reportDistress(result: unknown) {
  if (hasDistressFlag(result)) raise();
}

/** For text that never leaves the device (a run kept locally): the same detector, in the browser. */
export function reportDistressInTexts(...texts: Array<string | null | undefined>) {
  if (anyDistress(...texts)) raise();
}

// Text kept on the device, then a move to another page (the 3 Gestes bilan → /history): the next
// panel that mounts in this tab opens, once. Held in memory only, never in the address.
let pendingForNextPage = false;
const shownFlashes = new WeakSet<object>();
export function carryDistressToNextPage(...texts: Array<string | null | undefined>) {
  if (anyDistress(...texts)) pendingForNextPage = true;
}

/**
 * The gentle panel shown to the author, and only to them, when what they wrote signals distress.
 * It reads only what the author's own answers carry: the route's action answer, its fetchers', the
 * root loader's one-time flash after a redirect (care/distress-flash.server.ts), and browser signals.
 * Never the address: a shared link shows nothing (issue 30).
 */
export function DistressPanel() {
  const actionData = useActionData();
  const fetchers = useFetchers();
  const root = useRouteLoaderData("root") as { distress?: boolean } | undefined;
  const location = useLocation();
  const browserSignals = useSyncExternalStore(
    subscribe,
    () => signals,
    () => 0,
  );
  // The root data keeps its flash until the root loads again: a later page of the same visit does
  // not reopen the panel for it (each root answer opens it once, in the browser).
  const fromFlash = root?.distress === true && !shownFlashes.has(root);
  const [open, setOpen] = useState(fromFlash || hasDistressFlag(actionData));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (hasDistressFlag(actionData)) setOpen(true);
  }, [actionData]);
  // Each load of the root data is a new answer: a flash in it opens the panel again.
  useEffect(() => {
    if (!fromFlash || !root) return;
    shownFlashes.add(root);
    setOpen(true);
  }, [fromFlash, root]);
  useEffect(() => {
    if (pendingForNextPage) {
      pendingForNextPage = false;
      setOpen(true);
    }
  }, []);
  const fetcherFlag = fetchers.some((f) => hasDistressFlag((f as { data?: unknown }).data));
  useEffect(() => {
    if (fetcherFlag) setOpen(true);
  }, [fetcherFlag]);
  const seen = useRef(browserSignals);
  useEffect(() => {
    if (browserSignals !== seen.current) {
      seen.current = browserSignals;
      setOpen(true);
    }
  }, [browserSignals]);

  if (!open) return null;
  // Without JavaScript, "Fermer" reads the page again: the flash is spent, so the panel is gone.
  const closeTo = `${location.pathname}${location.search}`;
  return (
    <aside
      aria-labelledby="distress-panel-title"
      data-testid="distress-panel"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[75vh] overflow-y-auto border-t-4 border-terre-500 bg-sable-50 px-4 pb-5 pt-4 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <div className="flex items-start gap-3">
        <h2 id="distress-panel-title" ref={headingRef} className="font-serif text-xl text-encre-900">
          Vous n'avez pas à porter cela sans aide
        </h2>
        <Link
          to={closeTo}
          replace
          preventScrollReset
          className="btn-secondary ml-auto shrink-0 px-3 py-1.5"
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          Fermer
        </Link>
      </div>
      <p className="mt-2 text-sm text-encre-700">
        Ce que vous venez d'écrire nous fait penser que c'est peut-être très dur en ce moment. Vous pouvez en parler tout de suite à
        quelqu'un qui écoute, gratuitement, de jour comme de nuit. Votre texte est bien gardé, tel que vous l'avez écrit, et personne
        d'autre n'a été prévenu.
      </p>
      <DistressPanelLines />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to={HELP_PATH} className="link text-sm">
          Tous les numéros d'aide
        </Link>
      </div>
    </aside>
  );
}

import { Link, useActionData, useFetchers, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { anyDistress } from "./distress";
import { DistressPanelLines } from "./distress-panel-lines";
import { HELP_PATH } from "./resources";

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

/**
 * The gentle panel shown to the author, and only to them, when what they wrote signals distress.
 * It reads the route's action answer, its fetchers', the `?soutien=1` of a redirect, and browser signals.
 */
export function DistressPanel() {
  const actionData = useActionData();
  const fetchers = useFetchers();
  const [params] = useSearchParams();
  const location = useLocation();
  const browserSignals = useSyncExternalStore(subscribe, () => signals, () => 0);
  const fromRedirect = params.get("soutien") === "1";
  const [open, setOpen] = useState(fromRedirect || hasDistressFlag(actionData));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (hasDistressFlag(actionData)) setOpen(true);
  }, [actionData]);
  useEffect(() => {
    if (fromRedirect) setOpen(true);
  }, [fromRedirect, location.key]);
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
  const withoutParam = new URLSearchParams(params);
  withoutParam.delete("soutien");
  const closeTo = `${location.pathname}${withoutParam.toString() ? `?${withoutParam}` : ""}`;
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
            // After a redirect, the link also drops ?soutien=1 so a reload does not reopen the panel.
            if (!fromRedirect) event.preventDefault();
            setOpen(false);
          }}
        >
          Fermer
        </Link>
      </div>
      <p className="mt-2 text-sm text-encre-700">
        Ce que vous venez d'écrire nous fait penser que c'est peut-être très dur en ce moment. Vous pouvez
        en parler tout de suite à quelqu'un qui écoute, gratuitement, de jour comme de nuit. Votre texte est
        bien gardé, tel que vous l'avez écrit, et personne d'autre n'a été prévenu.
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

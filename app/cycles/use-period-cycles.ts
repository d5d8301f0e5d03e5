/**
 * Where a period editor's cycles live: a visitor's on the device (cycle-… / meilleur-cycle-…), a
 * signed-in person's in their account. "each-change" saves every change (the period editor);
 * "interval" saves every 30 s and when the page is left (the transformed editor), spec 3 §4.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { loadDeviceDocument, saveDeviceDocument } from "./device-cycles";
import { readDocument, toDocument, type Cycle } from "./editor-state";
import { CYCLE_MESSAGES as M } from "./messages";

export type SaveMode = "each-change" | "interval";
const AUTOSAVE_MS = 30_000;
const SERVER_DEBOUNCE_MS = 400;

type Options = { storageKey: string; signedIn: boolean; serverDocument?: unknown; loadFailed: boolean; mode: SaveMode };

function postDocument(key: string, cycles: Cycle[], leaving: boolean): Promise<boolean> {
  const body = new FormData();
  body.set("key", key);
  body.set("data", JSON.stringify(toDocument(cycles)));
  if (leaving && typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/cycles/document", body)) return Promise.resolve(true);
  return fetch("/cycles/document", { method: "POST", body, keepalive: leaving })
    .then((r) => r.ok)
    .catch(() => false);
}

export function usePeriodCycles({ storageKey, signedIn, serverDocument, loadFailed, mode }: Options) {
  const toast = useToast();
  const [cycles, setCycles] = useState<Cycle[] | null>(() =>
    signedIn ? readDocument(serverDocument ? JSON.stringify(serverDocument) : null).document.cycles : null,
  );
  const latest = useRef<Cycle[] | null>(cycles);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A visitor's cycles are read from the device once the page runs in the browser.
  useEffect(() => {
    if (loadFailed) toast({ title: M.loadFailed, type: "error" });
    if (signedIn) return;
    const result = loadDeviceDocument(window.localStorage, storageKey);
    // The device refused to be read: say so, and write nothing until the person changes something.
    if (result.status === "unreadable") toast({ title: M.loadFailed, type: "error" });
    if (result.status === "corrupted") {
      toast({ title: M.corruptedRemoved, type: "info" });
      saveDeviceDocument(window.localStorage, storageKey, result.document);
    }
    latest.current = result.document.cycles;
    setCycles(result.document.cycles);
  }, [signedIn, storageKey, loadFailed, toast]);

  const flush = useCallback(
    async (leaving = false): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const current = latest.current;
      if (!current || !dirty.current) return true;
      dirty.current = false;
      const ok = signedIn
        ? await postDocument(storageKey, current, leaving)
        : saveDeviceDocument(window.localStorage, storageKey, toDocument(current));
      if (!ok) {
        dirty.current = true;
        if (!leaving) toast({ title: M.saveFailed, type: "error" });
      }
      return ok;
    },
    [signedIn, storageKey, toast],
  );

  /** Every change goes through here; `persist` false for the moves of a drag under way. */
  const update = useCallback(
    (next: Cycle[], persist = true) => {
      latest.current = next;
      setCycles(next);
      if (!persist) return;
      dirty.current = true;
      if (mode !== "each-change") return;
      if (!signedIn) void flush();
      else {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), SERVER_DEBOUNCE_MS);
      }
    },
    [mode, signedIn, flush],
  );

  useEffect(() => {
    const interval = mode === "interval" ? setInterval(() => void flush(), AUTOSAVE_MS) : null;
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush(true);
    };
    const onPageHide = () => void flush(true);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      if (interval) clearInterval(interval);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      void flush(true); // leaving the page inside the app
    };
  }, [mode, flush]);

  const saveNow = useCallback(async () => {
    dirty.current = true;
    if (await flush()) toast({ title: M.cyclesSaved, type: "success" });
  }, [flush, toast]);

  return { cycles, update, saveNow };
}

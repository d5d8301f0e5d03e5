/** The one place that decides where a run writes: its server session, or this device. */
import { useCallback, useMemo, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/utils/use-hydrated";
import type { PracticeStep } from "../content/types";
import { createLocalStore } from "~/device/local-store";
import { browserUnsavedAnswers } from "~/device/unsaved-answers";
import { createDeviceRunStore } from "./device-store";
import { createServerRunStore } from "./server-store";
import type { RunStore } from "./store";
import { runPoster } from "./post";

type Run = {
  toolId: string;
  name: string;
  steps: PracticeStep[];
  signedIn: boolean;
  sessionId: string | null;
  localSessionId: string | null;
  moodBefore: string | null;
};

export function useRunStore(run: Run) {
  const hydrated = useHydrated();
  const toast = useToast();
  const post = useMemo(() => runPoster(run.toolId), [run.toolId]);
  const [sessionId, setSessionId] = useState<string | null>(run.sessionId);
  const [localId, setLocalId] = useState<string | null>(run.localSessionId);
  const createdAt = useRef<string | null>(null);
  const local = useMemo(() => (hydrated ? createLocalStore(window.localStorage) : null), [hydrated]);
  const unsaved = useMemo(() => (hydrated ? browserUnsavedAnswers() : null), [hydrated]);

  // An anonymous run, or a resumed local practice (the account's import offer attaches it), stays here.
  const keptOnDevice = !run.signedIn || run.localSessionId !== null;
  const sessionPromise = useRef<Promise<string | null> | null>(null);
  /** The run's server session, created once; null when the run is kept on this device or creation failed. */
  const ensureSession = useCallback(async (): Promise<string | null> => {
    if (keptOnDevice) return null;
    if (sessionId) return sessionId;
    // A failed creation is not retried: half a run on the server and half on the device would be worse.
    sessionPromise.current ??= post({ intent: "start", moodBefore: run.moodBefore }).then((r) => {
      if (r.sessionId) {
        setSessionId(r.sessionId);
        // The address names the session, so a reload resumes it instead of starting over (the router's
        // own state is kept; no navigation happens).
        const url = new URL(window.location.href);
        url.searchParams.set("sessionId", r.sessionId);
        window.history.replaceState(window.history.state, "", url);
      }
      return r.sessionId ?? null;
    });
    return sessionPromise.current;
  }, [keptOnDevice, sessionId, post, run.moodBefore]);

  const device = useMemo(
    () => createDeviceRunStore({ local, practiceId: localId, createdAt, toolId: run.toolId, toolName: run.name, steps: run.steps, toast }),
    [local, localId, run.toolId, run.name, run.steps, toast],
  );

  const resolveStore = useCallback(async (): Promise<RunStore> => {
    const id = await ensureSession();
    return id ? createServerRunStore({ sessionId: id, post, toast, unsaved }) : device;
  }, [ensureSession, post, toast, device, unsaved]);

  return { resolveStore, ensureSession, keptOnDevice, sessionId, localId, setLocalId, local, createdAt, post, unsaved };
}

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
  const [sessionId, setSessionId] = useState<string | null>(run.sessionId);
  const post = useMemo(() => {
    const send = runPoster(run.toolId);
    // The chooser's mood rides with every write: the one that creates the session keeps it.
    return (fields: Parameters<typeof send>[0]) => send({ moodBefore: run.moodBefore, ...fields });
  }, [run.toolId, run.moodBefore]);
  const [localId, setLocalId] = useState<string | null>(run.localSessionId);
  const createdAt = useRef<string | null>(null);
  const local = useMemo(() => (hydrated ? createLocalStore(window.localStorage) : null), [hydrated]);
  const unsaved = useMemo(() => (hydrated ? browserUnsavedAnswers() : null), [hydrated]);

  // An anonymous run, or a resumed local practice (the account's import offer attaches it), stays here.
  const keptOnDevice = !run.signedIn || run.localSessionId !== null;
  const chosenId = useRef<string | null>(null);
  /**
   * The run's id, null when the run is kept on this device. Opening a practice writes nothing (issue 42):
   * the page chooses the id, and the server creates the session with the first answer sent under it, once
   * however often it is sent (a retry, an answer kept offline and sent later).
   */
  const ensureSession = useCallback(async (): Promise<string | null> => {
    if (keptOnDevice) return null;
    if (sessionId) return sessionId;
    if (!chosenId.current) {
      chosenId.current = crypto.randomUUID();
      // The address names the run from its first answer, so a reload resumes it, answers kept offline
      // included (the router's own state is kept; no navigation happens).
      const url = new URL(window.location.href);
      url.searchParams.set("sessionId", chosenId.current);
      window.history.replaceState(window.history.state, "", url);
    }
    setSessionId(chosenId.current);
    return chosenId.current;
  }, [keptOnDevice, sessionId]);

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

/** The one place that decides where a run writes: its server session, or this device. */
import { useCallback, useMemo, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
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
  sessionWritten?: boolean;
};

export function useRunStore(run: Run) {
  const toast = useToast();
  const [sessionId, setSessionId] = useState<string | null>(run.sessionId);
  const post = useMemo(() => {
    const send = runPoster(run.toolId);
    // The chooser's mood rides with every write: the one that creates the session keeps it.
    return (fields: Parameters<typeof send>[0]) => send({ moodBefore: run.moodBefore, ...fields });
  }, [run.toolId, run.moodBefore]);
  const [localId, setLocalId] = useState<string | null>(run.localSessionId);
  const createdAt = useRef<string | null>(null);
  // The device's storage is not drawn on the page: it is there from the first render in the browser, so
  // that JavaScript's first moment writes through it and no re-render of the run waits for it (decision 0462).
  const [local] = useState(() => (typeof window === "undefined" ? null : createLocalStore(window.localStorage)));
  const [unsaved] = useState(() => (typeof window === "undefined" ? null : browserUnsavedAnswers()));

  // An anonymous run, or a resumed local practice (the account's import offer attaches it), stays here.
  const keptOnDevice = !run.signedIn || run.localSessionId !== null;
  /** The run's id: its session's, or the one this page chose before its first answer (issue 42). */
  const runId = useRef<string | null>(run.sessionId);
  const sessionPromise = useRef<Promise<string | null> | null>(run.sessionWritten ? Promise.resolve(run.sessionId) : null);
  /**
   * The run's server session, null when the run is kept on this device. Opening a practice writes nothing
   * (issue 42): the page chooses the run's id, and the session is written under it with the first answer,
   * once however often it is asked for (a retry, the answers kept offline and sent when the network is back).
   */
  const ensureSession = useCallback(async (): Promise<string | null> => {
    if (keptOnDevice) return null;
    if (!runId.current) {
      runId.current = crypto.randomUUID();
      setSessionId(runId.current);
      // The address names the run from its first answer, so a reload resumes it, answers kept offline
      // included (the router's own state is kept; no navigation happens).
      const url = new URL(window.location.href);
      url.searchParams.set("sessionId", runId.current);
      window.history.replaceState(window.history.state, "", url);
    }
    const id = runId.current;
    sessionPromise.current ??= post({ intent: "start", sessionId: id }).then((r) => {
      if (r.ok && r.sessionId) return r.sessionId;
      // No network: the answers wait on this device under the run's id, and the session is asked for again.
      if (r.offline) {
        sessionPromise.current = null;
        return id;
      }
      // The server refused it: the run stays on this device, not half there and half here.
      return null;
    });
    return sessionPromise.current;
  }, [keptOnDevice, post]);

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

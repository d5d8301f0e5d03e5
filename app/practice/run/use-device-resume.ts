import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/toaster";
import type { LocalPractice, LocalStore } from "~/device/local-store";
import { PRACTICE_MESSAGES as M } from "../messages";

/**
 * A local practice named by ?sessionId=local-… is loaded first, signed in or not (spec 2, §4 "Resume");
 * otherwise the run gets a fresh local id, its home on this device (anonymous, or the signed-in fallback).
 */
export function useDeviceResume(input: {
  local: LocalStore | null;
  toolId: string;
  localSessionId: string | null;
  setLocalId: (id: string) => void;
  onResume: (practice: LocalPractice) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    const { local, toolId, localSessionId } = input;
    if (!local) return;
    if (!localSessionId) return input.setLocalId(local.newPracticeId());
    const leave = (title: string) => {
      toast({ title, type: "error" });
      navigate(`/practice/${toolId}`, { replace: true });
    };
    try {
      const saved = local.getPractice(localSessionId);
      if (!saved || saved.tool_id !== toolId) return leave(M.sessionNotFound);
      input.onResume(saved);
      toast({ title: M.sessionResumed, type: "success" });
    } catch {
      // Storage that cannot be read, or a practice in an unexpected shape.
      leave(M.sessionResumeFailed);
    }
    // Runs once per run, when the device store is ready; the screen's key changes with the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.local]);
}

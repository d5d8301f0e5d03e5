/** The run kept on this device: an anonymous visitor's, a resumed local practice, or a run whose server session failed. */
import { composeActText } from "~/acts/act-text";
import type { ToastMessage } from "~/components/toaster";
import { blobToBase64 } from "~/audio/voice-recorder";
import type { PracticeStep } from "../content/types";
import { actOnFinish, questionSummary } from "../flow";
import type { LocalPractice, LocalStore, SaveResult } from "~/device/local-store";
import { PRACTICE_MESSAGES as M } from "../messages";
import { toLocalResponses, type Answers } from "./answers";
import type { RunStore } from "./store";
import { reportDistressInTexts } from "~/care/distress-panel";

type Deps = {
  local: LocalStore | null;
  practiceId: string | null;
  /** The local practice's creation time, shared by every save of the run. */
  createdAt: { current: string | null };
  toolId: string;
  toolName: string;
  steps: PracticeStep[];
  toast: (message: ToastMessage) => void;
};

export function createDeviceRunStore({ local, practiceId, createdAt, toolId, toolName, steps, toast }: Deps): RunStore {
  const shown = (result: SaveResult) => (result.toasts.forEach((t) => toast(t)), result.outcome !== "failed");

  function savePractice(answers: Answers, status: LocalPractice["status"], currentStep: number): boolean {
    if (!local || !practiceId) return true;
    // A run kept on the device never reaches the server: the browser runs the same detector.
    reportDistressInTexts(...Object.values(answers).map((a) => a.text));
    const now = new Date().toISOString();
    createdAt.current ??= now;
    return shown(
      local.savePractice({
        id: practiceId,
        tool_id: toolId,
        tool_name: toolName,
        status,
        created_at: createdAt.current,
        updated_at: now,
        completed_at: status === "completed" ? now : null,
        current_step: currentStep,
        responses: toLocalResponses(answers, steps),
      }),
    );
  }

  return {
    kind: "device",
    async saveStep(step, answers) {
      return savePractice(answers, "in_progress", step);
    },
    async saveRecording(step, blob, answers) {
      // The recording goes into the local practice as base64.
      const audio = { base64: await blobToBase64(blob), type: blob.type || "audio/webm" };
      const answer = { ...answers[step], text: answers[step]?.text ?? "", audio, audioUrl: `data:${audio.type};base64,${audio.base64}` };
      savePractice({ ...answers, [step]: answer }, "in_progress", step);
      return answer;
    },
    async finish({ step, answers, commitment }) {
      const text = answers[step]?.text ?? "";
      const actText = commitment ? composeActText({ description: text, ...commitment }) : actOnFinish(toolId, step, text);
      if (actText && local && !shown(local.saveAct(actText, practiceId))) return { ok: false, actSaved: false };
      const ok = savePractice(answers, "completed", step);
      if (!ok) toast({ title: M.finishLocalError, type: "error" });
      return { ok, actSaved: ok && commitment === undefined && Boolean(actText), onDevice: Boolean(actText) };
    },
    async saveFeeling(mood) {
      return Boolean(local && practiceId && local.annotatePractice(practiceId, { mood_after: mood }));
    },
    async saveQuestion({ question, audio, step, blocked, answers }) {
      if (!local) return false;
      reportDistressInTexts(question);
      const questionAudioUrl = audio ? `data:${audio.type || "audio/webm"};base64,${await blobToBase64(audio)}` : null;
      return shown(
        local.saveQuestion({
          question,
          questionAudioUrl,
          toolId,
          stepNumber: step,
          isBlockedPractice: blocked,
          practiceSummary: questionSummary(Object.entries(answers).map(([n, a]) => ({ stepNumber: Number(n), text: a.text }))),
          practice_session_id: practiceId,
        }),
      );
    },
  };
}

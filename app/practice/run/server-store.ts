/** The run saved in the user's server session, through the route's action. */
import type { ToastMessage } from "~/components/toaster";
import { uploadRecording } from "~/audio/voice-recorder";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { Post } from "./post";
import type { RunStore } from "./store";
import type { UnsavedAnswers } from "~/device/unsaved-answers";

export function createServerRunStore({
  sessionId,
  post,
  toast,
  unsaved = null,
}: {
  sessionId: string;
  post: Post;
  toast: (message: ToastMessage) => void;
  /** Where an answer the server could not save waits on this device (issue 15). */
  unsaved?: UnsavedAnswers | null;
}): RunStore {
  const answerFailure: ToastMessage = { title: M.saveErrorTitle, description: M.saveError, type: "error" };

  const store: RunStore = {
    kind: "server",
    async saveStep(step, answers, { quiet = false, failureTitle } = {}) {
      const answer = answers[step] ?? { text: "" };
      if (step === 0 || (answer.text.trim() === "" && !answer.audioKey)) return true;
      const result = await post({
        intent: quiet ? "autosave" : "save",
        step,
        text: answer.text,
        sessionId,
        audioKey: answer.audioKey ?? "",
      });
      if (result.ok) {
        unsaved?.clear(sessionId, step);
        return true;
      }
      unsaved?.keep(sessionId, step, answer.text);
      // Offline, the line under the answer says it waits on this device; no error to alarm anyone.
      if (!quiet && !result.offline) toast(failureTitle ? { title: failureTitle, type: "error" } : answerFailure);
      return false;
    },
    async saveRecording(step, blob, answers, onProgress) {
      onProgress(0);
      try {
        const { key, url } = await uploadRecording(blob, { sessionId, step }, onProgress);
        const answer = { ...answers[step], text: answers[step]?.text ?? "", audioKey: key, audioUrl: url };
        await store.saveStep(step, { ...answers, [step]: answer }, { quiet: true });
        return answer;
      } catch (error) {
        toast({
          title: M.saveErrorTitle,
          description: error instanceof Error && error.message !== "upload" ? error.message : M.saveError,
          type: "error",
        });
        return null;
      } finally {
        onProgress(null);
      }
    },
    async finish({ step, answers, commitment }) {
      const answer = answers[step] ?? { text: "" };
      const fields = { step, text: answer.text, sessionId, audioKey: answer.audioKey ?? "" };
      const result =
        commitment !== undefined ? await post({ intent: "act", ...fields, ...commitment }) : await post({ intent: "complete", ...fields });
      if (!result.ok) {
        unsaved?.keep(sessionId, step, answer.text);
        // No network: the end waits on this device (waiting-finish.ts); the screen says so, no error.
        if (result.offline) return { ok: false, actSaved: false, offline: true };
        toast({ title: commitment !== undefined ? M.actError : M.finishError, type: "error" });
      } else unsaved?.clear(sessionId);
      return { ok: Boolean(result.ok), actSaved: Boolean(result.actSaved) };
    },
    async saveFeeling(mood) {
      const result = await post({ intent: "feeling", feeling: mood, sessionId });
      return Boolean(result.ok);
    },
    async saveQuestion({ question, audio, step, blocked, answers }, onProgress) {
      try {
        let questionAudioKey = "";
        if (audio) {
          onProgress(0);
          questionAudioKey = (await uploadRecording(audio, { sessionId, step, scope: "question" }, onProgress)).key;
        }
        const result = await post({
          intent: "question",
          step,
          sessionId,
          text: answers[step]?.text ?? "",
          audioKey: answers[step]?.audioKey ?? "",
          question,
          questionAudioKey,
          blocked: blocked ? "1" : "0",
        });
        if (!result.ok) throw new Error("question");
        return true;
      } catch {
        toast({ title: M.questionError, type: "error" });
        return false;
      } finally {
        onProgress(null);
      }
    },
  };
  return store;
}

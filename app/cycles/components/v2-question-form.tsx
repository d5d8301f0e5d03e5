/**
 * The blocked button's question panel (spec 3 §4): typed or spoken, or Passer. Without JavaScript it
 * is a plain form (typed only); with it, a recording is uploaded first (account) or kept as a data URL
 * on the device (visitor), and a visitor's question goes to the device's questions.
 */
import { Form, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { blobToBase64, uploadRecording, VoiceRecorder } from "~/audio/voice-recorder";
import { createLocalStore } from "~/device/local-store";
import { useHydrated } from "~/utils/use-hydrated";
import { CYCLE_MESSAGES as M } from "../messages";
import { v2Summary } from "../v2-form";
import type { V2State } from "../v2-flow";
import { z } from "zod";
import { readTyped, typedText } from "~/components/forms/envelope";

const TYPED_QUESTION = z.object({ question: typedText() });

const SPOKEN_QUESTION = M.spokenQuestion;

export function V2QuestionForm({ state, signedIn, defaultQuestion }: { state: V2State; signedIn: boolean; defaultQuestion: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const submit = useSubmit();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const [audio, setAudio] = useState<Blob | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [working, setWorking] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "question") return;
    const form = new FormData(event.currentTarget);
    const question = readTyped(form, TYPED_QUESTION).question?.trim() ?? "";
    if (!question && !audio) {
      event.preventDefault();
      toast({ title: M.questionEmpty, type: "error" });
      return;
    }
    if (signedIn && !audio) return; // a plain post does it
    event.preventDefault();
    setWorking(true);
    try {
      if (signedIn) {
        setProgress(0);
        const { key } = await uploadRecording(audio!, { sessionId: "", step: state.currentStep, scope: "question" }, setProgress);
        form.set("intent", "question");
        form.set("questionAudioKey", key);
        submit(form, { method: "post" });
        return;
      }
      const questionAudioUrl = audio ? `data:${audio.type || "audio/webm"};base64,${await blobToBase64(audio)}` : null;
      const store = createLocalStore(window.localStorage);
      const entry = {
        question: question || SPOKEN_QUESTION,
        questionAudioUrl,
        toolId: "cycles-v2",
        stepNumber: state.currentStep,
        isBlockedPractice: true,
        practiceSummary: v2Summary(state),
        practice_session_id: null,
      };
      const saved = questionAudioUrl ? store.saveQuestionWithAudio(entry, { spokenOnly: !question }) : store.saveQuestion(entry);
      saved.toasts.forEach((t) => toast(t));
      if (saved.outcome === "failed") throw new Error("device");
      toast({ title: M.questionSaved, type: "success" });
      navigate(".", { replace: true });
    } catch {
      toast({ title: M.questionFailed, type: "error" });
    } finally {
      setWorking(false);
      setProgress(null);
    }
  }

  return (
    <Form method="post" className="card space-y-4" onSubmit={onSubmit} aria-labelledby="etape-titre">
      <input type="hidden" name="state" value={JSON.stringify(state)} />
      <h2 id="etape-titre" className="font-serif text-2xl text-encre-900">
        Ma question
      </h2>
      <p className="text-encre-700">
        Écrivez ou dites la question qui se présente&nbsp;: elle vous attendra dans «&nbsp;Mes questions&nbsp;».
      </p>
      <label htmlFor="question" className="field-label">
        La question qui se présente
      </label>
      <textarea id="question" name="question" rows={4} maxLength={2000} className="field-input" defaultValue={defaultQuestion} />
      {hydrated ? (
        <VoiceRecorder
          resetKey={`cycles-v2-${state.currentStep}`}
          label="Question vocale"
          onRecorded={setAudio}
          onError={() => toast({ title: M.questionFailed, type: "error" })}
          progress={progress}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="question" className="btn-primary" disabled={busy || working}>
          Enregistrer la question
        </button>
        <button type="submit" name="intent" value="skip" className="btn-ghost">
          Passer
        </button>
      </div>
    </Form>
  );
}

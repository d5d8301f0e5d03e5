import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { checkNewQuestion, isRefusal } from "~/questions/validation";
import { practiceQuestionSchema } from "~/questions/schema";
import { fieldProps } from "~/components/forms/conform";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { TextAreaField } from "~/components/forms/text-area-field";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { RunStore } from "../run/store";
import type { Answers } from "../run/answers";
import { VoiceRecorder } from "~/audio/voice-recorder";
import { ProfessionalHelpNote } from "~/care/crisis-resources";

/** 'Enregistrer une question sur cette pratique' and 'Je bloque…' (with its encouragement). */
export function QuestionPanel(props: {
  step: number;
  sessionId: string | null;
  text: string;
  answers: Answers;
  blocked: boolean;
  encouragement: string | null;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  resolveStore: () => Promise<RunStore>;
  onClose: () => void;
}) {
  const visitorAction = useVisitorAction();
  const toast = useToast();
  const hydrated = useHydratedDisplay();
  const [questionText, setQuestionText] = useState(props.values?.question ?? "");
  const [audio, setAudio] = useState<Blob | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // The panel opens below the answer: bring it into view (issue 17).
  const panel = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    panel.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, []);

  // `practiceQuestionSchema` (app/questions) refuses beside the field; the toast still names the refusal.
  const { fields, formProps } = useLocalSchemaForm(practiceQuestionSchema, null, {
    onInvalid: () => {
      const checked = checkNewQuestion(questionText, Boolean(audio));
      if (isRefusal(checked)) toast({ title: checked.title, description: checked.message, type: "error" });
    },
    onValid: () => submit(),
  });
  const question = fieldProps(fields.question);

  async function submit() {
    const checked = checkNewQuestion(questionText, Boolean(audio));
    if (isRefusal(checked)) return;
    setBusy(true);
    const store = await props.resolveStore();
    const saved = await store.saveQuestion(
      { question: checked.question, audio, step: props.step, blocked: props.blocked, answers: props.answers },
      setProgress,
    );
    setBusy(false);
    if (!saved) return;
    toast({ title: M.questionSaved, type: "success" });
    props.onClose();
  }

  return (
    <form
      ref={panel}
      method="post"
      action={visitorAction}
      {...formProps}
      className="card mt-4 scroll-mt-4 space-y-4"
      aria-labelledby="question-title"
    >
      <input type="hidden" name="intent" value="question" />
      <input type="hidden" name="recorded" value={audio ? "1" : ""} />
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <CarriedAnswers except={props.step} />
      <input type="hidden" name="blocked" value={props.blocked ? "1" : "0"} />
      {props.blocked && props.encouragement ? (
        <div className="rounded-xl bg-sauge-100 p-4" role="status">
          <p className="font-semibold text-encre-900">{M.blockedTitle}</p>
          <p className="mt-1 text-sm text-encre-700" data-testid="encouragement">
            {props.encouragement}
          </p>
          <ProfessionalHelpNote className="mt-2" />
        </div>
      ) : null}
      <h2 id="question-title" className="font-serif text-xl text-encre-900">
        {M.askQuestion}
      </h2>
      <TextAreaField
        id="question-text"
        label={M.questionLabel}
        name={question.name}
        rows={3}
        maxLength={question.maxLength}
        error={question.error ?? props.errors?.question}
        value={questionText}
        onChange={(e) => setQuestionText(e.target.value)}
      />
      {hydrated ? (
        <VoiceRecorder
          resetKey={`question-${props.step}`}
          label="Question vocale"
          onRecorded={setAudio}
          onError={() => toast({ title: M.recordingErrorTitle, description: M.recordingError, type: "error" })}
          progress={progress}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={busy}>
          {M.questionSave}
        </button>
        {hydrated ? (
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {M.questionCancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

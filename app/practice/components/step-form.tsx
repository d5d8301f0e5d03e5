import { FormAlert } from "~/components/forms/field";
import { useHydrated } from "~/utils/use-hydrated";
import type { PracticeStep } from "../content/types";
import type { Refusal } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { StepAnswer } from "../run/answers";
import { VoiceRecorder } from "~/audio/voice-recorder";

/** One step: its text, the answer (written or recorded) and the run's buttons, each a submit of a plain form. */
export function StepForm(props: {
  step: PracticeStep;
  sessionId: string | null;
  answer: StepAnswer;
  loveWordSettled: boolean;
  refusal: Refusal | null;
  peaceNote: string | null;
  canGoBack: boolean;
  isLast: boolean;
  busy: boolean;
  uploadProgress: number | null;
  onSubmit: (intent: string) => void;
  onText: (text: string) => void;
  onRecorded: (blob: Blob) => void;
  onRecorderError: () => void;
}) {
  const hydrated = useHydrated();
  const { step, answer, refusal } = props;
  return (
    <form
      method="post"
      className="card"
      noValidate={hydrated}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "");
      }}
    >
      <input type="hidden" name="step" value={step.number} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="loveWordSettled" value={props.loveWordSettled ? "1" : "0"} />
      {answer.audioKey ? <input type="hidden" name="audioKey" value={answer.audioKey} /> : null}
      <h2 className="font-serif text-xl text-encre-900">{step.title}</h2>
      <div className="prose-practice mt-3 space-y-3 text-encre-700" dangerouslySetInnerHTML={{ __html: step.description }} />
      {step.example ? (
        <details className="mt-4 rounded-xl bg-sable-50 p-3 text-sm text-encre-700">
          <summary className="cursor-pointer font-medium text-terre-700">{M.showExample}</summary>
          <div className="mt-2 italic" dangerouslySetInnerHTML={{ __html: step.example }} />
        </details>
      ) : null}
      <label htmlFor="practice-answer" className="field-label mt-5">
        {M.answerLabel}
      </label>
      <textarea
        id="practice-answer"
        name="text"
        rows={7}
        className="field-input"
        value={answer.text}
        onChange={(e) => props.onText(e.target.value)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? "answer-refusal" : undefined}
      />
      {hydrated ? (
        <div className="mt-3">
          <VoiceRecorder
            resetKey={`step-${step.number}`}
            existingUrl={answer.audioUrl ?? null}
            onRecorded={props.onRecorded}
            onError={props.onRecorderError}
            progress={props.uploadProgress}
          />
        </div>
      ) : null}
      {refusal ? (
        <div id="answer-refusal" className="mt-4">
          <FormAlert title={refusal.title} message={refusal.message} />
        </div>
      ) : null}
      {props.peaceNote ? (
        <p className="mt-4 rounded-xl bg-sauge-100 p-3 text-sm text-encre-900" role="status">
          {props.peaceNote}
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
        <button type="submit" name="intent" value="prev" className="btn-secondary" disabled={!props.canGoBack}>
          {M.previous}
        </button>
        <button type="submit" name="intent" value="next" className="btn-primary" disabled={props.busy || props.uploadProgress !== null}>
          {props.isLast ? M.finish : M.next}
        </button>
      </div>
      <div className="mt-4 flex flex-col gap-2 border-t border-sable-200 pt-4 sm:flex-row sm:flex-wrap">
        <button type="submit" name="intent" value="save" className="btn-secondary">
          {M.save}
        </button>
        <button type="submit" name="intent" value="open-question" className="btn-ghost">
          {M.askQuestion}
        </button>
        <button type="submit" name="intent" value="open-blocked" className="btn-ghost text-left">
          {M.blocked}
        </button>
      </div>
    </form>
  );
}

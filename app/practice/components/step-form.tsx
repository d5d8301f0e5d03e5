import { FormAlert } from "~/components/forms/field";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { frenchTypography } from "~/utils/typography";
import { withHelpLines } from "~/care/line-kinds";
import { useHelpCountry } from "~/care/use-help-country";
import type { PracticeStep } from "../content/types";
import type { Refusal } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { StepAnswer } from "../run/answers";
import { VoiceRecorder } from "~/audio/voice-recorder";
import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";

export type SaveStatus = "idle" | "saving" | "saved" | "failed" | "waiting";

export const STEP_FORM_MESSAGES = {
  speak: M.answerAloud,
  saving: "Enregistrement…",
  saved: "Enregistré ✓",
  savedOnDevice: "Enregistré sur cet appareil ✓",
  failed: "Pas encore enregistré\u00a0: vos mots restent ici et sur cet appareil, nous réessayons à l'étape suivante.",
  // Issue 33: with no network, the answers wait on this device and reach the account when it returns.
  waiting: frenchTypography(
    "Hors ligne\u00a0: vos mots sont gardés sur cet appareil. Ils rejoindront votre compte dès le retour du réseau.",
  ),
  helpTitle: "Besoin d'aide\u202f?",
} as const;

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
  moodBefore?: string | null;
  signedIn: boolean;
  /** The autosave's state, shown with JavaScript instead of a save button. */
  saveStatus: SaveStatus;
  /** The teaching-quote button, placed with the other help. */
  bonbon?: React.ReactNode;
}) {
  const hydrated = useHydratedDisplay();
  // The lines the text names are the person's country's (decision 0471).
  const country = useHelpCountry();
  const { step, answer, refusal } = props;
  return (
    <form
      method="post"
      action={useVisitorAction()}
      className="card"
      noValidate={hydrated}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "");
      }}
    >
      <input type="hidden" name="step" value={step.number} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      {props.moodBefore ? <input type="hidden" name="moodBefore" value={props.moodBefore} /> : null}
      <input type="hidden" name="loveWordSettled" value={props.loveWordSettled ? "1" : "0"} />
      <CarriedAnswers except={step.number} />
      {answer.audioKey ? <input type="hidden" name="audioKey" value={answer.audioKey} /> : null}
      <h2 className="font-serif text-xl text-encre-900">{step.title}</h2>
      <div
        className="prose-practice mt-3 space-y-3 text-encre-700"
        dangerouslySetInnerHTML={{ __html: withHelpLines(step.description, country) }}
      />
      {step.example ? (
        <details className="mt-4 rounded-xl bg-sable-50 p-3 text-sm text-encre-700">
          <summary className="cursor-pointer font-medium text-terre-700">{M.showExample}</summary>
          <div className="mt-2 italic" dangerouslySetInnerHTML={{ __html: withHelpLines(step.example, country) }} />
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
            recordLabel={STEP_FORM_MESSAGES.speak}
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
      {hydrated ? (
        <p className="mt-3 min-h-5 text-sm text-encre-500" role="status" aria-live="polite" data-testid="save-status">
          {props.saveStatus === "saving"
            ? STEP_FORM_MESSAGES.saving
            : props.saveStatus === "saved"
              ? props.signedIn
                ? STEP_FORM_MESSAGES.saved
                : STEP_FORM_MESSAGES.savedOnDevice
              : props.saveStatus === "failed"
                ? STEP_FORM_MESSAGES.failed
                : props.saveStatus === "waiting"
                  ? STEP_FORM_MESSAGES.waiting
                  : ""}
        </p>
      ) : props.signedIn ? (
        // Without JavaScript nothing saves by itself: an account keeps the explicit save.
        <div className="mt-4">
          <button type="submit" name="intent" value="save" className="btn-secondary">
            {M.save}
          </button>
        </div>
      ) : null}
      <section className="mt-4 border-t border-sable-200 pt-4" aria-labelledby={`help-${step.number}`} data-testid="practice-help">
        <h3 id={`help-${step.number}`} className="text-sm font-semibold text-encre-700">
          {STEP_FORM_MESSAGES.helpTitle}
        </h3>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button type="submit" name="intent" value="open-blocked" className="btn-ghost text-left">
            {M.blocked}
          </button>
          <button type="submit" name="intent" value="open-question" className="btn-ghost text-left">
            {M.askQuestion}
          </button>
          {props.bonbon}
        </div>
      </section>
    </form>
  );
}

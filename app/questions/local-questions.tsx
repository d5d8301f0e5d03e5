/**
 * Mes questions in local mode (spec 3 §2, §3, §7): the device's practice_questions plus the
 * questions carried by device practices; add, answer (text and/or voice, kept as base64) and delete,
 * all in this browser. Every change is announced with local_questions_updated.
 */
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { isInvalidAudioValue, type AudioView } from "~/audio/source";
import { checkAudio } from "~/audio/validation";
import { useToast } from "~/components/toaster";
import { blobToBase64, VoiceRecorder } from "~/audio/voice-recorder";
import { createLocalStore, LOCAL_EVENTS, type LocalQuestion, type SaveResult } from "~/device/local-store";
import { PRACTICE_MESSAGES } from "~/practice/messages";
import { deviceQuestions } from "./local-derived";
import { QuestionDetails, QuestionSummary } from "./question-details";
import { ANSWER_MAX, QUESTION_MESSAGES as M } from "./messages";
import { checkAnswer, isRefusal } from "./validation";
import { TextAreaField } from "~/components/forms/text-area-field";

type DeviceQuestion = LocalQuestion & { derived: boolean };

export const store = () => createLocalStore(window.localStorage);
const keyOf = (q: DeviceQuestion) => (q.derived ? `derive-${q.practice_session_id}` : q.date);

/** A device recording as the player sees it: a data URL, or an invalid placeholder. */
function deviceAudio(value: string | null | undefined): AudioView {
  if (!value) return { src: null, problem: null };
  if (isInvalidAudioValue(value) || !value.startsWith("data:audio/")) return { src: null, problem: "source" };
  return { src: value, problem: null };
}

export async function dataUrl(blob: Blob | null): Promise<string | null> {
  return blob ? `data:${blob.type || "audio/webm"};base64,${await blobToBase64(blob)}` : null;
}

/** Recorder and file picker giving a Blob (nothing is uploaded in local mode). */
export function LocalAudioInput({ id, onChange }: { id: string; onChange: (audio: Blob | null) => void }) {
  const toast = useToast();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <VoiceRecorder
        resetKey={id}
        onRecorded={onChange}
        onError={() =>
          toast({ title: PRACTICE_MESSAGES.recordingErrorTitle, description: PRACTICE_MESSAGES.recordingError, type: "error" })
        }
        label="Message vocal"
      />
      <div>
        <label htmlFor={`${id}-file`} className="field-label">
          Ou choisir un fichier audio
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={`${id}-file`}
            type="file"
            accept="audio/*"
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const refusal = file ? checkAudio(file.type, file.size) : null;
              if (refusal) {
                toast({ title: refusal.title, description: refusal.message, type: "error" });
                event.target.value = "";
                setFileName(null);
                return onChange(null);
              }
              setFileName(file?.name ?? null);
              onChange(file);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            aria-hidden="true"
            className="btn-secondary cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-terre-500"
          >
            Choisir un fichier
          </label>
          <span className="min-w-0 break-all text-sm text-encre-700" data-testid="chosen-file">
            {fileName ?? "Aucun fichier choisi"}
          </span>
        </div>
        <p className="mt-1 text-xs text-encre-700">50 Mo au maximum. Sur cet appareil, l'espace est limité.</p>
      </div>
    </div>
  );
}

export function showResult(toast: ReturnType<typeof useToast>, result: SaveResult, success: string) {
  if (result.outcome !== "failed") toast({ title: success, type: "success" });
  result.toasts.forEach((t) => toast(t));
}

function LocalQuestionItem({ question }: { question: DeviceQuestion }) {
  const toast = useToast();
  const id = `local-${keyOf(question).replace(/[^\w-]/g, "")}`;
  const [text, setText] = useState("");
  const [audio, setAudio] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The rule of `answerSchema` (schema.ts), without zod: this list is also lazily loaded on the home page.
    const checked = checkAnswer(text, Boolean(audio));
    setError(isRefusal(checked) ? checked.message : null);
    if (isRefusal(checked)) return toast({ title: checked.title, description: checked.message, type: "error" });
    setBusy(true);
    try {
      const local = store();
      let date = question.date;
      // A question carried by a practice is kept in practice_questions once answered.
      if (question.derived) {
        const { derived: _derived, date: _date, has_response: _has, ...fields } = question;
        const kept = local.saveQuestionWithAudio(fields, { spokenOnly: false });
        if (kept.outcome === "failed") return kept.toasts.forEach((t) => toast(t));
        date = local.listQuestions()[0]!.date;
      }
      const result = local.answerQuestionWithAudio(date, { text: checked.responseText, audio: await dataUrl(audio) });
      showResult(toast, result, M.answerSaved);
      if (result.outcome === "failed" && !result.toasts.length) toast({ title: "Erreur", description: M.answerError, type: "error" });
    } catch (error) {
      console.error("local answer not saved", error);
      toast({ title: "Erreur", description: M.answerError, type: "error" });
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    try {
      store().deleteQuestion(question.date);
      toast({ title: M.deleted, type: "success" });
    } catch {
      toast({ title: "Erreur", description: M.deleteError, type: "error" });
    }
  }

  return (
    <li>
      <details className="card group p-0">
        <QuestionSummary
          blocked={question.isBlockedPractice}
          answered={question.has_response}
          question={question.question}
          date={question.date}
        />
        <div className="space-y-4 border-t border-sable-200 p-4 sm:p-5">
          <QuestionDetails
            questionAudio={deviceAudio(question.questionAudioUrl)}
            practiceSummary={question.practiceSummary}
            practiceSessionId={question.practice_session_id}
            answer={
              question.has_response
                ? {
                    createdAt: question.response_created_at ?? null,
                    text: question.response_text ?? null,
                    audio: deviceAudio(question.response_audio_url),
                  }
                : null
            }
            answerForm={
              <form className="space-y-3" onSubmit={answer} noValidate>
                <TextAreaField
                  id={`${id}-answer`}
                  label="Ma réponse"
                  name="text"
                  rows={3}
                  maxLength={ANSWER_MAX}
                  value={text}
                  error={error ?? undefined}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (error) setError(null);
                  }}
                />
                <LocalAudioInput id={`${id}-answer`} onChange={setAudio} />
                <button type="submit" className="btn-primary" disabled={busy}>
                  Enregistrer ma réponse
                </button>
              </form>
            }
          />
          {question.derived ? null : (
            <details>
              <summary className="cursor-pointer text-sm font-medium text-red-800">Supprimer cette question</summary>
              <div className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3">
                <p className="text-sm text-red-900">
                  Supprimer cette question et ses enregistrements de cet appareil&#8239;? Cette action est définitive.
                </p>
                <button type="button" className="btn-danger mt-2 px-3 py-2" onClick={remove}>
                  Oui, supprimer
                </button>
              </div>
            </details>
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * The device's questions. `heading` names the section ("Sur cet appareil" in Mes questions,
 * "Mes questions" where the list is embedded); nothing shows when the device keeps none.
 */
export function LocalQuestions({ heading = "Sur cet appareil", linkToPage = false }: { heading?: string; linkToPage?: boolean }) {
  const [questions, setQuestions] = useState<DeviceQuestion[] | null>(null);
  useEffect(() => {
    const load = () => {
      const local = store();
      setQuestions(deviceQuestions(local.listPractices(), local.listQuestions()));
    };
    load();
    window.addEventListener(LOCAL_EVENTS.questions, load);
    window.addEventListener(LOCAL_EVENTS.practices, load);
    return () => {
      window.removeEventListener(LOCAL_EVENTS.questions, load);
      window.removeEventListener(LOCAL_EVENTS.practices, load);
    };
  }, []);
  if (!questions || questions.length === 0) return null;
  return (
    <section aria-labelledby="questions-locales" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="questions-locales" className="font-semibold text-encre-900">
          {heading}
        </h2>
        {linkToPage ? (
          <Link to="/questions" className="link text-sm">
            Ouvrir Mes questions
          </Link>
        ) : null}
      </div>
      <ul className="space-y-3" aria-label="Questions sur cet appareil">
        {questions.map((question) => (
          <LocalQuestionItem key={keyOf(question)} question={question} />
        ))}
      </ul>
    </section>
  );
}

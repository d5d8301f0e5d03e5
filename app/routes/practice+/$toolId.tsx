import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useMatches, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormAlert } from "~/components/forms/field";
import { useToast, type ToastMessage } from "~/components/toaster";
import { pickEncouragement } from "~/practice/content/encouragements";
import { BonbonButton } from "~/practice/components/bonbon-dialog";
import { blobToBase64, uploadRecording, VoiceRecorder } from "~/practice/components/voice-recorder";
import {
  actOnFinish,
  afterPeaceAnswer,
  canCommitAct,
  firstStep,
  formatActText,
  isActCommitmentStep,
  isLoveWordStep,
  nextOutcome,
  peaceMessage,
  peaceYesLabel,
  previousStep,
  progressPercent,
  questionSummary,
  responseType,
  saveRefusal,
  type Refusal,
} from "~/practice/flow";
import { createLocalStore, type LocalAudio, type LocalPractice, type StoreToast } from "~/practice/local-store";
import { AGE_CATEGORY_LABELS, PRACTICE_MESSAGES as M } from "~/practice/messages";
import { loadRun, runAction } from "~/practice/run.server";
import { useHydrated } from "~/utils/use-hydrated";
import { DistressPanel, reportDistress, reportDistressInTexts } from "~/care/distress-panel";
import { PRACTICE_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { isPainfulTool, PainfulToolHelpNote } from "~/care/practice-help";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && !data.notFound ? data.name : M.toolNotFound} · Rendez-vous intérieur` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRun(context.db, context.cloudflare.env, request, params.toolId ?? "");
}

// The author of an answer, question or love word that signals distress is shown where to find help.
export const action = withDistressCheck(PRACTICE_DISTRESS_FIELDS, async ({ request, context, params }: ActionFunctionArgs) => {
  return runAction(context.db, context.cloudflare.env, request, params.toolId ?? "");
});

type StepAnswer = { text: string; audioKey?: string | null; audioUrl?: string | null; audio?: LocalAudio | null };
type LoadedRun = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { notFound: true }>;
type ActionResult = { refusal?: Refusal; values?: Record<string, string>; ok?: boolean; sessionId?: string | null; actSaved?: boolean };

export default function PracticeScreen() {
  const data = useLoaderData<typeof loader>();
  if (data.notFound) {
    return (
      <div className="mx-auto max-w-xl">
        <div className="card text-center">
          <h1 className="font-serif text-2xl text-encre-900">{M.toolNotFound}</h1>
          <Link to="/practice" className="btn-secondary mt-6">
            {M.back}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <PracticeRun key={`${data.toolId}:${data.sessionId ?? data.localSessionId ?? "new"}`} run={data} />
      <DistressPanel />
    </>
  );
}

function PracticeRun({ run }: { run: LoadedRun }) {
  const { toolId, steps, name } = run;
  const stepCount = steps.length;
  const actionData = useActionData<ActionResult>();
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  const routeId = useMatches().at(-1)?.id ?? "";

  const initialAnswers = useMemo(() => {
    const map: Record<number, StepAnswer> = {};
    for (const r of run.responses) map[r.stepNumber] = { text: r.text, audioKey: r.audioKey, audioUrl: r.audioUrl };
    const kept = actionData?.values;
    if (kept?.text !== undefined && kept.step !== undefined) map[Number(kept.step)] = { ...map[Number(kept.step)], text: kept.text };
    return map;
  }, [run.responses, actionData]);

  const [step, setStep] = useState(actionData?.values?.step !== undefined ? Number(actionData.values.step) : run.step);
  const [answers, setAnswers] = useState<Record<number, StepAnswer>>(initialAnswers);
  const [sessionId, setSessionId] = useState<string | null>(run.sessionId);
  const [localId, setLocalId] = useState<string | null>(run.localSessionId);
  const [localCreatedAt, setLocalCreatedAt] = useState<string | null>(null);
  const [finished, setFinished] = useState(run.done);
  const [mode, setMode] = useState(run.mode);
  const [refusal, setRefusal] = useState<Refusal | null>(actionData?.refusal ?? null);
  const [peaceAsked, setPeaceAsked] = useState(run.peace);
  const [peaceNote, setPeaceNote] = useState<string | null>(run.peaceAnswer ? peaceMessage(run.peaceAnswer === "yes", run.step) : null);
  const [loveWordSettled, setLoveWordSettled] = useState(run.loveWordSettled);
  const [question, setQuestion] = useState(run.question);
  const [encouragement, setEncouragement] = useState(run.encouragement);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const current: StepAnswer = answers[step] ?? { text: "" };
  const hasAudio = Boolean(current.audioKey || current.audio || current.audioUrl);
  const stepContent = steps.find((s) => s.number === step);
  const isLast = step >= stepCount;
  const needsModeChoice = toolId === "9_marches" && mode === null && !finished;

  const store = useMemo(() => (hydrated ? createLocalStore(window.localStorage) : null), [hydrated]);
  const showToasts = useCallback((toasts: (StoreToast | ToastMessage)[]) => toasts.forEach((t) => toast(t)), [toast]);

  // Server-side refusals (no JavaScript or a failed call) also show as a toast once JS runs.
  useEffect(() => {
    if (actionData?.refusal) toast({ title: actionData.refusal.title, description: actionData.refusal.message, type: "error" });
  }, [actionData, toast]);

  // A local practice named by ?sessionId=local-… is loaded first, signed in or not (spec 2, §4 "Resume");
  // otherwise a fresh local id, the run's home on this device (anonymous, or the signed-in fallback).
  useEffect(() => {
    if (!store) return;
    if (!run.localSessionId) return setLocalId(store.newPracticeId());
    const leave = (title: string) => {
      toast({ title, type: "error" });
      navigate(`/practice/${toolId}`, { replace: true });
    };
    try {
      const saved = store.getPractice(run.localSessionId);
      if (!saved || saved.tool_id !== toolId) return leave(M.sessionNotFound);
      const map: Record<number, StepAnswer> = {};
      for (const r of saved.responses) {
        map[r.step_number] = {
          text: r.response_text ?? "",
          audio: r.audio_data ?? null,
          audioUrl: r.audio_data ? `data:${r.audio_data.type};base64,${r.audio_data.base64}` : null,
        };
      }
      setAnswers(map);
      setStep(Math.max(firstStep(toolId), Math.min(stepCount, saved.current_step)));
      setLocalCreatedAt(saved.created_at);
      setFinished(saved.status === "completed");
      if (toolId === "9_marches") setMode("written");
      toast({ title: M.sessionResumed, type: "success" });
    } catch {
      // Storage that cannot be read, or a practice in an unexpected shape.
      leave(M.sessionResumeFailed);
    }
    // Runs once per run; the key of PracticeRun changes with the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  // A resumed server session is announced by a toast once JavaScript runs (the inline line is for no-JS).
  useEffect(() => {
    if (run.resumed) toast({ title: M.sessionResumed, type: "success" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Posts to this route's action and reads its JSON. */
  const call = useCallback(
    async (fields: Record<string, string | number | null | undefined>): Promise<ActionResult & { status: number }> => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) body.set(key, String(value));
      body.set("_js", "1");
      const response = await fetch(`${window.location.pathname}?_data=${encodeURIComponent(routeId)}`, { method: "POST", body });
      const result = ((await response.json().catch(() => ({}))) ?? {}) as ActionResult;
      reportDistress(result);
      if (result.sessionId) setSessionId(result.sessionId);
      return { ...result, status: response.status };
    },
    [routeId],
  );

  // A signed-in run has a server session from its start; creation failing continues silently in local mode.
  // A resumed local practice stays on this device, even signed in (the account's import offer attaches it).
  const keptOnDevice = !run.signedIn || run.localSessionId !== null;
  const sessionPromise = useRef<Promise<string | null> | null>(null);
  /** The run's server session, or null when the run is kept on this device: then every write goes local. */
  const ensureSession = useCallback(async (): Promise<string | null> => {
    if (keptOnDevice) return null;
    if (sessionId) return sessionId;
    sessionPromise.current ??= call({ intent: "start" })
      .then((r) => r.sessionId ?? null)
      .catch(() => null);
    return sessionPromise.current;
  }, [keptOnDevice, sessionId, call]);

  useEffect(() => {
    if (hydrated && !keptOnDevice && !sessionId && !needsModeChoice) void ensureSession();
  }, [hydrated, keptOnDevice, sessionId, needsModeChoice, ensureSession]);

  function saveLocal(all: Record<number, StepAnswer>, status: LocalPractice["status"], currentStep: number) {
    if (!store || !localId) return true;
    const now = new Date().toISOString();
    const createdAt = localCreatedAt ?? now;
    if (!localCreatedAt) setLocalCreatedAt(createdAt);
    const responses = Object.entries(all)
      .map(([n, a]) => ({ n: Number(n), a }))
      .filter(({ n, a }) => n > 0 && (a.text.trim() !== "" || a.audio))
      .sort((x, y) => x.n - y.n)
      .map(({ n, a }) => ({
        step_number: n,
        step_title: steps.find((s) => s.number === n)?.title ?? `Étape ${n}`,
        response_text: a.text,
        response_type: responseType(a.text, Boolean(a.audio)),
        has_audio: Boolean(a.audio),
        audio_data: a.audio ?? null,
      }));
    reportDistressInTexts(...responses.map((r) => r.response_text));
    const result = store.savePractice({
      id: localId,
      tool_id: toolId,
      tool_name: name,
      status,
      created_at: createdAt,
      updated_at: now,
      completed_at: status === "completed" ? now : null,
      current_step: currentStep,
      responses,
    });
    showToasts(result.toasts);
    return result.outcome !== "failed";
  }

  const answerFailure: ToastMessage = { title: M.saveErrorTitle, description: M.saveError, type: "error" };

  /** Saves the current step where it belongs: the server session, or this device. */
  async function persistStep(atStep: number, all = answers, quiet = false, failure = answerFailure): Promise<boolean> {
    const answer = all[atStep] ?? { text: "" };
    const id = await ensureSession();
    if (!id) return saveLocal(all, "in_progress", atStep);
    if (atStep === 0 || (answer.text.trim() === "" && !answer.audioKey)) return true;
    try {
      const result = await call({ intent: quiet ? "autosave" : "save", step: atStep, text: answer.text, sessionId: id, audioKey: answer.audioKey ?? "" });
      if (result.status >= 400) throw new Error("save");
      return true;
    } catch {
      if (!quiet) toast(failure);
      return false;
    }
  }

  /**
   * Finishes the run. `commitment` is the act text of an Où ? / Quand ? / Comment ? form; without one,
   * homme_apocalypse's step 9 answer is saved as an act ('Acte enregistré').
   */
  async function finishRun(commitment?: string): Promise<boolean> {
    const id = await ensureSession();
    if (!id) {
      const actText = commitment ?? actOnFinish(toolId, step, current.text);
      if (actText && store) {
        const saved = store.saveAct(actText, localId);
        showToasts(saved.toasts);
        if (saved.outcome === "failed") return false;
      }
      const ok = saveLocal(answers, "completed", step);
      if (!ok) toast({ title: M.finishLocalError, type: "error" });
      else if (commitment === undefined && actText) toast({ title: M.actSaved, type: "success" });
      setFinished(ok);
      return ok;
    }
    try {
      const fields = { step, text: current.text, sessionId: id, audioKey: current.audioKey ?? "" };
      const result = commitment !== undefined ? await call({ intent: "act", ...fields, ...actFields }) : await call({ intent: "complete", ...fields });
      if (result.status >= 400) throw new Error("finish");
      if (result.actSaved) toast({ title: M.actSaved, type: "success" });
      setFinished(true);
      return true;
    } catch {
      toast({ title: commitment !== undefined ? M.actError : M.finishError, type: "error" });
      return false;
    }
  }

  // Auto-save 2 s after the last keystroke, when there is text and a session.
  const typedAt = useRef(0);
  useEffect(() => {
    if (!hydrated || typedAt.current === 0 || current.text.trim() === "" || (!sessionId && !localId)) return;
    const timer = setTimeout(() => void persistStep(step, answers, true), 2000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.text]);

  // Warn before leaving an unfinished run that has answers.
  useEffect(() => {
    const hasAnswers = Object.values(answers).some((a) => a.text.trim() !== "" || a.audioKey || a.audio);
    if (!hydrated || finished || !(sessionId || localId) || !hasAnswers) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = M.leaveWarning;
      return M.leaveWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hydrated, finished, sessionId, localId, answers]);

  function setText(text: string) {
    typedAt.current = Date.now();
    setRefusal(null);
    setAnswers((all) => ({ ...all, [step]: { ...all[step], text } }));
  }

  async function onRecorded(blob: Blob) {
    setRefusal(null);
    const atStep = step;
    const id = await ensureSession();
    if (!id) {
      // Kept on this device: the recording goes into the local practice as base64.
      const base64 = await blobToBase64(blob);
      const audio = { base64, type: blob.type || "audio/webm" };
      const next = { ...answers, [atStep]: { ...answers[atStep], text: answers[atStep]?.text ?? "", audio, audioUrl: `data:${audio.type};base64,${base64}` } };
      setAnswers(next);
      saveLocal(next, "in_progress", atStep);
      return;
    }
    setUploadProgress(0);
    try {
      const { key, url } = await uploadRecording(blob, { sessionId: id, step: atStep }, setUploadProgress);
      const next = { ...answers, [atStep]: { ...answers[atStep], text: answers[atStep]?.text ?? "", audioKey: key, audioUrl: url } };
      setAnswers(next);
      await persistStep(atStep, next, true);
    } catch (error) {
      toast({ title: M.saveErrorTitle, description: error instanceof Error && error.message !== "upload" ? error.message : M.saveError, type: "error" });
    } finally {
      setUploadProgress(null);
    }
  }

  const onRecorderError = useCallback(() => toast({ title: M.recordingErrorTitle, description: M.recordingError, type: "error" }), [toast]);

  function refuse(r: Refusal) {
    setRefusal(r);
    toast({ title: r.title, description: r.message, type: "error" });
  }

  async function goNext() {
    const outcome = nextOutcome(toolId, step, stepCount, { text: current.text, hasAudio }, { loveWordSettled });
    if (outcome.kind === "refused") return refuse(outcome.refusal);
    if (outcome.kind === "finish") {
      setBusy(true);
      await persistStep(step);
      setBusy(false);
      return void finishRun();
    }
    // The step is saved in the background; the run moves on at once.
    void persistStep(step);
    if (outcome.kind === "peace-question") return setPeaceAsked(true);
    goTo(outcome.step);
  }

  function goTo(target: number) {
    setStep(target);
    setRefusal(null);
    setQuestion("none");
    setEncouragement(null);
    setPeaceAsked(false);
    if (target !== step) setPeaceNote(null);
    window.scrollTo({ top: 0 });
  }

  async function answerPeace(inPeace: boolean) {
    setPeaceNote(peaceMessage(inPeace, step));
    const after = afterPeaceAnswer(step, inPeace);
    if (after.kind === "complete") return void finishRun();
    setStep(after.step);
    setPeaceAsked(false);
    setQuestion("none");
  }

  async function onMainSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "next") return void goNext();
    if (intent === "prev") {
      await persistStep(step, answers, true);
      return goTo(previousStep(toolId, step));
    }
    if (intent === "save") {
      const r = saveRefusal({ text: current.text, hasAudio });
      if (r) return refuse(r);
      if (await persistStep(step, answers, false, { title: M.practiceError, type: "error" })) toast({ title: M.practiceSaved, type: "success" });
      return;
    }
    if (intent === "open-blocked") {
      setEncouragement(pickEncouragement());
      return setQuestion("blocked");
    }
    if (intent === "open-question") {
      setEncouragement(null);
      return setQuestion("open");
    }
  }

  // Act commitment fields (kept here so finishRun can send them).
  const [actFields, setActFields] = useState({
    where: actionData?.values?.where ?? "",
    when: actionData?.values?.when ?? "",
    how: actionData?.values?.how ?? "",
  });

  if (finished) return <EndScreen run={run} answers={answers} peaceNote={peaceNote} />;

  const hidden = (
    <>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="sessionId" value={sessionId ?? ""} />
    </>
  );

  if (needsModeChoice) {
    return (
      <div className="mx-auto max-w-2xl">
        <div className="card">
          <h1 className="font-serif text-2xl text-encre-900">{name}</h1>
          <p className="mt-3 text-encre-700">{M.guideChoiceTitle}</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link to="?mode=audio" className="btn-primary" onClick={(e) => (e.preventDefault(), setMode("audio"))}>
              {M.guideAudio}
            </Link>
            <Link to="?mode=written" className="btn-secondary" onClick={(e) => (e.preventDefault(), setMode("written"))}>
              {M.guideWritten}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (toolId === "9_marches" && mode === "audio") {
    return (
      <div className="mx-auto max-w-2xl">
        <div className="card">
          <h1 className="font-serif text-2xl text-encre-900">{name}</h1>
          <p className="mt-3 text-encre-700">Installez-vous confortablement et laissez-vous guider.</p>
          <audio controls preload="metadata" src="/audio/guide-9-marches.mp3" className="mt-6 w-full" data-testid="guide-audio">
            <track kind="captions" />
          </audio>
          <div className="mt-6 flex flex-wrap gap-2">
            <Link to="?mode=written" className="btn-secondary" onClick={(e) => (e.preventDefault(), setMode("written"))}>
              {M.guideWritten}
            </Link>
            <Link to="/practice" className="btn-ghost">
              {M.back}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const showAct = isActCommitmentStep(toolId, step) && current.text.trim() !== "";
  const showLoveWord = isLoveWordStep(toolId, step) && current.text.trim() !== "" && !loveWordSettled;

  return (
    <div className="mx-auto max-w-3xl pb-20">
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-sauge-700">Pratique</p>
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{name}</h1>
        {step > 0 ? (
          <>
            <p className="mt-2 text-sm text-encre-700" data-testid="step-counter">
              {M.stepOf(step, stepCount)}
            </p>
            <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-sable-200" role="progressbar" aria-label="Progression" aria-valuenow={progressPercent(step, stepCount)} aria-valuemin={0} aria-valuemax={100}>
              <div className="h-full rounded-full bg-terre-500 transition-all" style={{ width: `${progressPercent(step, stepCount)}%` }} />
            </div>
          </>
        ) : null}
        <PainfulToolHelpNote toolId={toolId} step={step} hasIntro={Boolean(run.intro)} />
      </header>

      {run.resumed && !hydrated ? (
        <p className="mb-4 rounded-xl bg-sauge-100 p-3 text-sm font-medium text-encre-900" role="status">
          {M.sessionResumed}
        </p>
      ) : null}

      {!run.signedIn ? (
        <p className="mb-4 rounded-xl border border-sable-300 bg-sable-50 p-3 text-sm text-encre-700" data-testid="local-hint">
          {M.localHint}{" "}
          <Link to={`/auth/login?redirectTo=${encodeURIComponent(`/practice/${toolId}`)}`} className="link">
            {M.signIn}
          </Link>
        </p>
      ) : null}

      {step === 0 && run.intro ? (
        <form method="post" className="card" onSubmit={(e) => (e.preventDefault(), goTo(1))}>
          {hidden}
          <h2 className="font-serif text-xl text-encre-900">{run.intro.title}</h2>
          <div className="prose-practice mt-3 space-y-3 text-encre-700" dangerouslySetInnerHTML={{ __html: run.intro.description }} />
          <button type="submit" name="intent" value="next" className="btn-primary mt-6">
            {M.start}
          </button>
        </form>
      ) : stepContent ? (
        <>
          <form method="post" className="card" onSubmit={onMainSubmit} noValidate={hydrated}>
            {hidden}
            <input type="hidden" name="loveWordSettled" value={loveWordSettled ? "1" : "0"} />
            {current.audioKey ? <input type="hidden" name="audioKey" value={current.audioKey} /> : null}
            <h2 className="font-serif text-xl text-encre-900">{stepContent.title}</h2>
            <div className="prose-practice mt-3 space-y-3 text-encre-700" dangerouslySetInnerHTML={{ __html: stepContent.description }} />
            {stepContent.example ? (
              <details className="mt-4 rounded-xl bg-sable-50 p-3 text-sm text-encre-700">
                <summary className="cursor-pointer font-medium text-terre-700">{M.showExample}</summary>
                <div className="mt-2 italic" dangerouslySetInnerHTML={{ __html: stepContent.example }} />
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
              value={current.text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? "answer-refusal" : undefined}
            />
            {hydrated ? (
              <div className="mt-3">
                <VoiceRecorder
                  resetKey={`step-${step}`}
                  existingUrl={current.audioUrl ?? null}
                  onRecorded={onRecorded}
                  onError={onRecorderError}
                  progress={uploadProgress}
                />
              </div>
            ) : null}
            {refusal ? (
              <div id="answer-refusal" className="mt-4">
                <FormAlert title={refusal.title} message={refusal.message} />
              </div>
            ) : null}
            {peaceNote ? (
              <p className="mt-4 rounded-xl bg-sauge-100 p-3 text-sm text-encre-900" role="status">
                {peaceNote}
              </p>
            ) : null}

            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
              <button type="submit" name="intent" value="prev" className="btn-secondary" disabled={step <= firstStep(toolId)}>
                {M.previous}
              </button>
              <button type="submit" name="intent" value="next" className="btn-primary" disabled={busy || uploadProgress !== null}>
                {isLast ? M.finish : M.next}
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

          {peaceAsked ? <PeaceQuestion step={step} sessionId={sessionId} text={current.text} onAnswer={answerPeace} /> : null}

          {showLoveWord ? (
            <LoveWordForm
              step={step}
              sessionId={sessionId}
              text={current.text}
              values={actionData?.values}
              signedIn={run.signedIn}
              call={call}
              onSettled={() => setLoveWordSettled(true)}
            />
          ) : null}

          {showAct ? (
            <ActForm
              step={step}
              sessionId={sessionId}
              text={current.text}
              fields={actFields}
              setFields={setActFields}
              onCommit={async () => {
                const ok = await finishRun(formatActText(current.text, actFields.where, actFields.when, actFields.how));
                if (ok) toast({ title: M.commitmentTaken, type: "success" });
              }}
            />
          ) : null}

          {question !== "none" ? (
            <QuestionPanel
              key={`${step}-${question}`}
              run={run}
              step={step}
              sessionId={sessionId}
              localId={localId}
              text={current.text}
              answers={answers}
              blocked={question === "blocked"}
              encouragement={encouragement}
              values={actionData?.values}
              call={call}
              ensureSession={ensureSession}
              onClose={() => setQuestion("none")}
            />
          ) : null}
        </>
      ) : null}

      {run.hasBonbon && hydrated ? <BonbonButton toolId={toolId} /> : null}
    </div>
  );
}

function PeaceQuestion({ step, sessionId, text, onAnswer }: { step: number; sessionId: string | null; text: string; onAnswer: (inPeace: boolean) => void }) {
  return (
    <Form
      method="post"
      className="card mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        const value = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
        onAnswer(value === "yes");
      }}
    >
      <input type="hidden" name="intent" value="peace" />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="sessionId" value={sessionId ?? ""} />
      <input type="hidden" name="text" value={text} />
      <h2 className="font-serif text-xl text-encre-900">{M.peaceQuestion}</h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="submit" name="answer" value="yes" className="btn-primary">
          {peaceYesLabel(step)}
        </button>
        <button type="submit" name="answer" value="no" className="btn-secondary">
          {M.stillHurting}
        </button>
      </div>
    </Form>
  );
}

type Call = (fields: Record<string, string | number | null | undefined>) => Promise<ActionResult & { status: number }>;

function LoveWordForm(props: {
  step: number;
  sessionId: string | null;
  text: string;
  values?: Record<string, string>;
  signedIn: boolean;
  call: Call;
  onSettled: () => void;
}) {
  const toast = useToast();
  const [title, setTitle] = useState(props.values?.title ?? "");
  const [content, setContent] = useState(props.values?.content ?? props.text);
  const [category, setCategory] = useState(props.values?.ageCategory ?? "");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "love-word-skip") return props.onSettled();
    if (!props.signedIn) return toast({ title: M.loveWordError, description: M.mustBeSignedIn, type: "error" });
    if (!title.trim() || !content.trim() || !category) {
      return toast({ title: M.loveWordMissingTitle, description: M.loveWordMissing, type: "error" });
    }
    // Without a server session (a run kept on this device) the answer is not sent, so none is created.
    const answer = props.sessionId ? props.text : "";
    const result = await props.call({ intent: "love-word", step: props.step, sessionId: props.sessionId, text: answer, title, content, ageCategory: category }).catch(() => null);
    if (!result || result.status >= 400) {
      return toast({ title: result?.refusal?.title ?? M.loveWordError, description: result?.refusal?.message, type: "error" });
    }
    toast({ title: M.loveWordSaved, type: "success" });
    props.onSettled();
  }

  return (
    <form method="post" className="card mt-4 space-y-4" onSubmit={submit} aria-labelledby="love-word-title">
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <h2 id="love-word-title" className="font-serif text-xl text-encre-900">
        {M.loveWordTitle}
      </h2>
      <div>
        <label htmlFor="love-word-title-input" className="field-label">
          {M.loveWordTitleLabel}
        </label>
        <input id="love-word-title-input" name="title" className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div>
        <label htmlFor="love-word-content" className="field-label">
          {M.loveWordContentLabel}
        </label>
        <textarea id="love-word-content" name="content" rows={4} className="field-input" value={content} onChange={(e) => setContent(e.target.value)} />
      </div>
      <fieldset>
        <legend className="field-label">{M.loveWordCategoryLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {Object.entries(AGE_CATEGORY_LABELS).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-encre-700">
              <input type="radio" name="ageCategory" value={value} checked={category === value} onChange={() => setCategory(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" name="intent" value="love-word" className="btn-primary">
          {M.loveWordSave}
        </button>
        <button type="submit" name="intent" value="love-word-skip" className="btn-ghost">
          {M.loveWordSkip}
        </button>
      </div>
    </form>
  );
}

function ActForm(props: {
  step: number;
  sessionId: string | null;
  text: string;
  fields: { where: string; when: string; how: string };
  setFields: (f: { where: string; when: string; how: string }) => void;
  onCommit: () => Promise<void>;
}) {
  const hydrated = useHydrated();
  const { fields, setFields } = props;
  const [busy, setBusy] = useState(false);
  const ready = canCommitAct(fields.where, fields.when, fields.how);
  const input = (key: "where" | "when" | "how", label: string) => (
    <div>
      <label htmlFor={`act-${key}`} className="field-label">
        {label}
      </label>
      <input id={`act-${key}`} name={key} className="field-input" value={fields[key]} onChange={(e) => setFields({ ...fields, [key]: e.target.value })} />
    </div>
  );
  return (
    <form
      method="post"
      className="card mt-4 space-y-4"
      aria-label="Engagement"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        setBusy(true);
        await props.onCommit();
        setBusy(false);
      }}
    >
      <input type="hidden" name="intent" value="act" />
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <h2 className="font-serif text-xl text-encre-900">Passer à l'acte</h2>
      {input("where", M.where)}
      {input("when", M.when)}
      {input("how", M.how)}
      <button type="submit" className="btn-primary" disabled={hydrated && (!ready || busy)}>
        {M.commit}
      </button>
    </form>
  );
}

function QuestionPanel(props: {
  run: LoadedRun;
  step: number;
  sessionId: string | null;
  localId: string | null;
  text: string;
  answers: Record<number, StepAnswer>;
  blocked: boolean;
  encouragement: string | null;
  values?: Record<string, string>;
  call: Call;
  ensureSession: () => Promise<string | null>;
  onClose: () => void;
}) {
  const toast = useToast();
  const hydrated = useHydrated();
  const [questionText, setQuestionText] = useState(props.values?.question ?? "");
  const [audio, setAudio] = useState<Blob | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!questionText.trim() && !audio) {
      return toast({ title: M.questionEmptyTitle, description: M.questionEmpty, type: "error" });
    }
    setBusy(true);
    try {
      // Anonymous, or signed in without a server session: the question is kept on this device.
      const sessionId = await props.ensureSession();
      if (!sessionId) {
        const store = createLocalStore(window.localStorage);
        const questionAudioUrl = audio ? `data:${audio.type || "audio/webm"};base64,${await blobToBase64(audio)}` : null;
        const summary = questionSummary(Object.entries(props.answers).map(([n, a]) => ({ stepNumber: Number(n), text: a.text })));
        reportDistressInTexts(questionText);
        const result = store.saveQuestion({
          question: questionText.trim() || "Question vocale",
          questionAudioUrl,
          toolId: props.run.toolId,
          stepNumber: props.step,
          isBlockedPractice: props.blocked,
          practiceSummary: summary,
          practice_session_id: props.localId,
        });
        result.toasts.forEach((t) => toast(t));
        if (result.outcome === "failed") return;
      } else {
        let questionAudioKey = "";
        if (audio) {
          setProgress(0);
          questionAudioKey = (await uploadRecording(audio, { sessionId, step: props.step, scope: "question" }, setProgress)).key;
        }
        const result = await props.call({
          intent: "question",
          step: props.step,
          sessionId,
          text: props.text,
          audioKey: props.answers[props.step]?.audioKey ?? "",
          question: questionText,
          questionAudioKey,
          blocked: props.blocked ? "1" : "0",
        });
        if (result.status >= 400) throw new Error("question");
      }
      toast({ title: M.questionSaved, type: "success" });
      props.onClose();
    } catch {
      toast({ title: M.questionError, type: "error" });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <form method="post" className="card mt-4 space-y-4" onSubmit={submit} aria-labelledby="question-title">
      <input type="hidden" name="intent" value="question" />
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
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
      <div>
        <label htmlFor="question-text" className="field-label">
          {M.questionLabel}
        </label>
        <textarea id="question-text" name="question" rows={3} className="field-input" value={questionText} onChange={(e) => setQuestionText(e.target.value)} />
      </div>
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

function EndScreen({ run, answers, peaceNote }: { run: LoadedRun; answers: Record<number, StepAnswer>; peaceNote: string | null }) {
  const answered = run.steps.filter((s) => {
    const a = answers[s.number];
    return a && (a.text.trim() !== "" || a.audioKey || a.audio || a.audioUrl);
  });
  return (
    <div className="mx-auto max-w-3xl">
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{M.sessionDone}</h1>
        <p className="mt-2 text-encre-700">{run.name}</p>
        {peaceNote ? <p className="mt-3 rounded-xl bg-sauge-100 p-3 text-sm">{peaceNote}</p> : null}
        {isPainfulTool(run.toolId) ? <ProfessionalHelpNote className="mt-3" /> : null}
        <h2 className="mt-6 font-serif text-xl text-encre-900">Résumé de vos réponses</h2>
        {answered.length === 0 ? (
          <p className="mt-2 text-sm text-encre-500">Aucune réponse enregistrée pour cette pratique</p>
        ) : (
          <ol className="mt-3 space-y-4" data-testid="session-summary">
            {answered.map((s) => (
              <li key={s.number} className="rounded-xl border border-sable-200 p-3">
                <p className="text-sm font-semibold text-encre-900">
                  {s.number}. {s.title}
                </p>
                {answers[s.number]!.text.trim() ? <p className="mt-1 whitespace-pre-wrap text-sm text-encre-700">{answers[s.number]!.text}</p> : null}
                {answers[s.number]!.audioUrl ? (
                  <audio controls preload="none" src={answers[s.number]!.audioUrl!} className="mt-2 w-full">
                    <track kind="captions" />
                  </audio>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="save-finished" />
            <button type="submit" className="btn-primary w-full">
              {M.save}
            </button>
          </Form>
          <Link to="/dashboard" className="btn-secondary">
            {M.backToDashboard}
          </Link>
        </div>
      </div>
    </div>
  );
}

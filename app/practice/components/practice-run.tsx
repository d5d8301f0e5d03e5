/**
 * The step-by-step screen with JavaScript: the run's state moves through `transition` (run/state.ts),
 * and every write goes to the store `useRunStore` picked — the server session or this device.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { ActCommitment } from "~/acts/validation";
import { useToast } from "~/components/toaster";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { pickEncouragement } from "../content/encouragements";
import type { PracticeStep } from "../content/types";
import { firstStep, isActCommitmentStep, isLoveWordStep, type Refusal } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import { answersFromServer, fromLocalResponses, hasRecording, isAnswered, type Answers } from "../run/answers";
import { intentEvent, peaceNote, refusalOf, transition, type RunEvent, type RunState } from "../run/state";
import { useDeviceResume } from "../run/use-device-resume";
import { useLeaveWarning } from "../run/use-leave-warning";
import { reportDistressInTexts } from "~/care/distress-panel";
import { useRunStore } from "../run/use-run-store";
import { hasWaitingFinish, OPEN_RUNS } from "../run/waiting-finish-key";
import type { Mood } from "../mood";
import { runUrl } from "../run/url";
import { VisitorRunProvider } from "../run/visitor-run";
import { GuideScreen } from "./guide-choice";
import { IntroForm } from "./intro-form";
import { PeaceQuestion } from "./peace-question";
import { LocalHint, RunHeader } from "./run-header";
import { StepForm, type SaveStatus } from "./step-form";

// The teaching-candy button exists only once the page runs (it calls the server): its code downloads then.
const BonbonButton = lazy(() => import("./bonbon-dialog").then((module) => ({ default: module.BonbonButton })));

// What appears only once the person has answered or asked (the commitment, love-word and question
// forms with conform and their zod schemas, the end screen with its player) is not in the page's
// first load (decision 0265): it downloads when the person starts writing, or when it appears. The
// server renders it as before, so a page without JavaScript is whole.
const later = {
  act: () => import("./act-form"),
  loveWord: () => import("./love-word-form"),
  question: () => import("./question-panel"),
  end: () => import("./end-screen"),
};
const ActForm = lazy(() => later.act().then((module) => ({ default: module.ActForm })));
const LoveWordForm = lazy(() => later.loveWord().then((module) => ({ default: module.LoveWordForm })));
const QuestionPanel = lazy(() => later.question().then((module) => ({ default: module.QuestionPanel })));
const EndScreen = lazy(() => later.end().then((module) => ({ default: module.EndScreen })));
let preloaded = false;
/** Fetches what may appear next, once: a failure (no network) is tried again when it appears. */
function preloadLater() {
  if (preloaded) return;
  preloaded = true;
  for (const load of Object.values(later)) load().catch(() => undefined);
}

export type LoadedRun = {
  toolId: string;
  name: string;
  intro: { title: string; description: string } | null;
  steps: PracticeStep[];
  guide: { audioSrc: string; invitation: string } | null;
  signedIn: boolean;
  sessionId: string | null;
  /** False for a run its page named before its first answer reached the server (issue 42). */
  sessionWritten: boolean;
  localSessionId: string | null;
  state: RunState;
  responses: {
    stepNumber: number;
    text: string;
    audioKey: string | null;
    audioUrl: string | null;
  }[];
  resumed: boolean;
  hasBonbon: boolean;
  moodBefore: string | null;
  moodAfter: Mood | null;
};

/** What a refused post without JavaScript sends back: the refusal and the typed values. */
export type Kept = {
  refusal?: Refusal;
  values?: Record<string, string>;
  /** The schema's message for each refused field of the act, love word or question form. */
  errors?: Record<string, string>;
  /** A visitor without JavaScript: the run's state and every answer so far, carried from post to post. */
  visitorRun?: { state: RunState; carried: Record<string, string> };
  feeling?: Mood;
};

export function PracticeRun({ run, kept }: { run: LoadedRun; kept?: Kept }) {
  const { toolId, steps, name } = run;
  const tool = { toolId, stepCount: steps.length };
  const hydrated = useHydratedDisplay();
  const toast = useToast();
  const { resolveStore, ensureSession, keptOnDevice, sessionId, localId, setLocalId, local, createdAt, post, unsaved } = useRunStore(run);
  // Whose run it is, for an end kept on this device with no network (sent only by that person's pages).
  const userId = (useRouteLoaderData("root") as { user?: { id: string } | null } | undefined)?.user?.id;

  const [state, setState] = useState<RunState>(() => ({
    ...(kept?.visitorRun?.state ?? run.state),
    ...(kept?.values?.step !== undefined ? { step: Number(kept.values.step) } : {}),
    refusal: kept?.refusal ?? null,
  }));
  const [answers, setAnswers] = useState<Answers>(() => withCarried(answersFromServer(run.responses, kept?.values), kept));
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  /** A signed-in run ended with no network: its end waits on this device, then is sent (issue 33). */
  const [finishWaiting, setFinishWaiting] = useState<"waiting" | "sent" | null>(null);
  const current = useLatest(state);
  const answersNow = useLatest(answers);

  const step = state.step;
  const answer = answers[step] ?? { text: "" };
  const needsGuide = Boolean(run.guide) && state.mode !== "written" && !state.done;

  function dispatch(event: RunEvent) {
    const moved = transition(tool, current.current, event);
    current.current = moved.state;
    setState(moved.state);
    if (moved.state.step !== step) window.scrollTo({ top: 0 });
    return moved;
  }

  // Server-side refusals (no JavaScript or a failed call) also show as a toast once JS runs.
  useEffect(() => {
    if (kept?.refusal)
      toast({
        title: kept.refusal.title,
        description: kept.refusal.message,
        type: "error",
      });
  }, [kept, toast]);

  useDeviceResume({
    local,
    toolId,
    localSessionId: run.localSessionId,
    setLocalId,
    onResume: (saved) => {
      setAnswers(fromLocalResponses(Array.isArray(saved.responses) ? saved.responses : []));
      createdAt.current = saved.created_at;
      dispatch({
        type: "resume",
        step: Math.max(firstStep(toolId), Math.min(steps.length, saved.current_step)),
        done: saved.status === "completed",
        mode: run.guide ? "written" : null,
      });
    },
  });

  // Answers the server could not save earlier wait on this device: put them back and save them again.
  useEffect(() => {
    if (!unsaved || !run.sessionId) return;
    const waiting = Object.entries(unsaved.of(run.sessionId)).filter(([step, text]) => answersNow.current[Number(step)]?.text !== text);
    if (waiting.length === 0) return unsaved.clear(run.sessionId);
    for (const [step, text] of waiting)
      answersNow.current = { ...answersNow.current, [Number(step)]: { ...answersNow.current[Number(step)], text } };
    setAnswers(answersNow.current);
    toast({ title: M.unsavedRecovered, type: "info" });
    for (const [step] of waiting) void saveStep(Number(step), { quiet: true });
    // Once, when the device's storage becomes readable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsaved]);

  // A resumed server session is announced by a toast once JavaScript runs (the inline line is for no-JS).
  useEffect(() => {
    if (run.resumed) toast({ title: M.sessionResumed, type: "success" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The autosave's state, shown under the answer instead of a save button (issue 17).
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("idle");
  const saveStep = useCallback(
    async (atStep: number, options: { quiet?: boolean; failureTitle?: string } = {}) => {
      const answer = answersNow.current[atStep];
      const hasContent = Boolean(answer && (answer.text.trim() || answer.audioKey || answer.audio));
      // Nothing to keep: no write, and no session opened for it (issue 42).
      if (!hasContent && !keptOnDevice) return true;
      if (hasContent) setSaveStatus("saving");
      const ok = await (await resolveStore()).saveStep(atStep, answersNow.current, options);
      if (hasContent) setSaveStatus(ok ? "saved" : navigator.onLine ? "failed" : "waiting");
      return ok;
    },
    [resolveStore, answersNow, keptOnDevice],
  );

  // Answers written with no network wait on this device; when it returns they reach the account,
  // once and in the order of the steps, without a reload (issue 33). One flush at a time.
  // A run ended with no network sends its end after them, once (run/waiting-finish.ts).
  const flushing = useRef<Promise<void> | null>(null);
  useEffect(() => {
    if (!unsaved || keptOnDevice || !sessionId) return;
    OPEN_RUNS.add(sessionId);
    const flush = () => {
      flushing.current ??= (async () => {
        const steps = Object.keys(unsaved.of(sessionId))
          .map(Number)
          .sort((a, b) => a - b);
        for (const atStep of steps) if (!(await saveStep(atStep, { quiet: true }))) return;
        if (!hasWaitingFinish(sessionId)) return;
        const { browserWaitingFinishes, sendWaitingFinish } = await waitingFinishes();
        const waiting = browserWaitingFinishes();
        if (waiting && (await sendWaitingFinish(sessionId, { waiting, unsaved, post: () => post, withAnswers: false })))
          setFinishWaiting((now) => (now ? "sent" : now));
      })().finally(() => {
        flushing.current = null;
      });
    };
    // Back on a run whose end waited (a reload): it shows as ended, and is sent if the network is here.
    if (hasWaitingFinish(sessionId) && !current.current.done) {
      setFinishWaiting("waiting");
      dispatch({ type: "finished" });
    }
    if (hasWaitingFinish(sessionId) && navigator.onLine) flush();
    window.addEventListener("online", flush);
    return () => {
      OPEN_RUNS.delete(sessionId);
      window.removeEventListener("online", flush);
    };
    // `dispatch` and `current` read the latest state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsaved, keptOnDevice, sessionId, saveStep, post]);

  // Auto-save 2 s after the last keystroke, when there is text and a session.
  const typedAt = useRef(0);
  useEffect(() => {
    // A signed-in run's first answer creates its session; a device run saves once it exists.
    if (!hydrated || typedAt.current === 0 || answer.text.trim() === "" || (keptOnDevice && !localId)) return;
    // A run finished meanwhile saved its last answer on the way: nothing is written after the end (issue 30).
    const timer = setTimeout(() => void (current.current.done || saveStep(step, { quiet: true })), 2000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.text]);

  // Warn before leaving an unfinished run that has answers.
  useLeaveWarning(hydrated && !state.done && Boolean(sessionId || localId) && Object.values(answers).some((a) => isAnswered(a)));

  async function finishRun(commitment?: ActCommitment): Promise<{ ok: boolean; onDevice: boolean; waiting?: boolean }> {
    const store = await resolveStore();
    const result = await store.finish({
      step: current.current.step,
      answers: answersNow.current,
      commitment,
    });
    const id = store.kind === "server" ? await ensureSession() : null;
    const waiting = !result.ok && result.offline && id ? (await waitingFinishes().catch(() => null))?.browserWaitingFinishes() : null;
    if (waiting && id) {
      // No network: the end waits on this device with the answers, and the end screen says so.
      const atStep = current.current.step;
      const last = answersNow.current[atStep] ?? { text: "" };
      waiting.keep(id, {
        userId,
        toolId,
        step: atStep,
        text: last.text,
        audioKey: last.audioKey ?? "",
        ...(commitment ? { commitment: { where: commitment.where, when: commitment.when, how: commitment.how } } : {}),
      });
      // Words of distress written offline: the help is shown now, not when the server reads them.
      reportDistressInTexts(...Object.values(answersNow.current).map((a) => a?.text));
      setFinishWaiting("waiting");
      dispatch({ type: "finished" });
      return { ok: true, onDevice: false, waiting: true };
    }
    if (result.actSaved)
      toast({
        title: result.onDevice ? M.actSavedLocally : M.actSaved,
        type: "success",
      });
    if (result.ok) dispatch({ type: "finished" });
    return { ok: result.ok, onDevice: Boolean(result.onDevice) };
  }

  function refuse(refusal: Refusal) {
    toast({
      title: refusal.title,
      description: refusal.message,
      type: "error",
    });
  }

  async function onIntent(intent: string) {
    const atStep = step;
    const event = intentEvent(intent, { text: answer.text, hasAudio: hasRecording(answer) }, { encouragement: pickEncouragement });
    if (!event) return;
    const moved = dispatch(event);
    const refusal = refusalOf(event, moved);
    if (refusal) return refuse(refusal);
    const { effect } = moved;
    if (effect.kind === "save") void saveStep(atStep, { quiet: intent !== "next" });
    if (effect.kind === "save-explicit" && (await saveStep(atStep, { failureTitle: M.practiceError })))
      toast({ title: M.practiceSaved, type: "success" });
    if (effect.kind === "finish") {
      setBusy(true);
      if (effect.saveFirst) await saveStep(atStep);
      setBusy(false);
      await finishRun();
    }
  }

  async function onRecorded(blob: Blob) {
    const atStep = step;
    dispatch({ type: "typed" });
    const store = await resolveStore();
    const saved = await store.saveRecording(atStep, blob, answersNow.current, setUploadProgress);
    if (saved) {
      answersNow.current = { ...answersNow.current, [atStep]: saved };
      setAnswers(answersNow.current);
    }
  }

  const onRecorderError = useCallback(
    () =>
      toast({
        title: M.recordingErrorTitle,
        description: M.recordingError,
        type: "error",
      }),
    [toast],
  );

  // A visitor without JavaScript: every form of the screen carries the answers and posts to the run's address.
  const visitorRun = !run.signedIn && !hydrated ? { carried: answerTexts(answers), action: runUrl(toolId, null, state) } : null;

  if (state.done) {
    return (
      <VisitorRunProvider value={visitorRun}>
        <Suspense fallback={null}>
          <EndScreen
            name={name}
            toolId={toolId}
            steps={steps}
            answers={answers}
            peaceNote={peaceNote(state)}
            signedIn={run.signedIn}
            visitorNoScript={Boolean(kept?.visitorRun) && !hydrated}
            sessionId={sessionId}
            lastStep={state.step}
            moodAfter={kept?.feeling ?? run.moodAfter}
            finishWaiting={finishWaiting}
            onFeeling={
              hydrated
                ? async (mood) =>
                    // While the end waits, the feeling waits with it and is sent after it.
                    (finishWaiting === "waiting" &&
                      sessionId &&
                      (await waitingFinishes()).browserWaitingFinishes()?.setFeeling(sessionId, mood)) ||
                    (await resolveStore()).saveFeeling(mood)
                : undefined
            }
          />
        </Suspense>
      </VisitorRunProvider>
    );
  }
  if (needsGuide && run.guide)
    return <GuideScreen name={name} guide={run.guide} mode={state.mode} onChoose={(mode) => dispatch({ type: "choose-mode", mode })} />;

  const stepContent = steps.find((s) => s.number === step);
  const showAct = isActCommitmentStep(toolId, step) && answer.text.trim() !== "";
  const showLoveWord = isLoveWordStep(toolId, step) && answer.text.trim() !== "" && !state.loveWordSettled;

  return (
    <VisitorRunProvider value={visitorRun}>
      <div className="mx-auto max-w-3xl pb-20">
        <RunHeader
          toolId={toolId}
          name={name}
          step={step}
          stepCount={steps.length}
          resumedWithoutScript={run.resumed && !hydrated}
          signedIn={run.signedIn}
          hasIntro={Boolean(run.intro)}
        />

        {step === 0 && run.intro ? (
          <IntroForm intro={run.intro} sessionId={sessionId} onStart={() => void onIntent("next")} />
        ) : stepContent ? (
          <>
            <StepForm
              step={stepContent}
              sessionId={sessionId}
              answer={answer}
              loveWordSettled={state.loveWordSettled}
              refusal={state.refusal}
              peaceNote={peaceNote(state)}
              canGoBack={step > firstStep(toolId)}
              isLast={step >= steps.length}
              busy={busy}
              uploadProgress={uploadProgress}
              onSubmit={(intent) => void onIntent(intent)}
              onText={(text) => {
                preloadLater();
                typedAt.current = Date.now();
                setSaveStatus("idle");
                dispatch({ type: "typed" });
                answersNow.current = {
                  ...answersNow.current,
                  [step]: { ...answersNow.current[step], text },
                };
                setAnswers(answersNow.current);
              }}
              onRecorded={(blob) => void onRecorded(blob)}
              onRecorderError={onRecorderError}
              moodBefore={run.moodBefore}
              signedIn={run.signedIn}
              saveStatus={saveStatus}
              bonbon={
                run.hasBonbon && hydrated ? (
                  <Suspense fallback={null}>
                    <BonbonButton toolId={toolId} inline />
                  </Suspense>
                ) : null
              }
            />

            {state.peaceAsked ? (
              <PeaceQuestion
                step={step}
                sessionId={sessionId}
                text={answer.text}
                onAnswer={(inPeace) => {
                  if (dispatch({ type: "peace", inPeace }).effect.kind === "finish") void finishRun();
                }}
              />
            ) : null}

            {showLoveWord ? (
              <Suspense fallback={null}>
                <LoveWordForm
                  step={step}
                  sessionId={sessionId}
                  text={answer.text}
                  values={kept?.values}
                  errors={kept?.errors}
                  signedIn={run.signedIn}
                  post={post}
                  onSettled={() => dispatch({ type: "love-word-settled" })}
                />
              </Suspense>
            ) : null}

            {showAct ? (
              <Suspense fallback={null}>
                <ActForm
                  step={step}
                  sessionId={sessionId}
                  text={answer.text}
                  values={kept?.values}
                  errors={kept?.errors}
                  onCommit={async (commitment) => {
                    const finished = await finishRun(commitment);
                    if (finished.ok)
                      toast({
                        title: M.commitmentTaken,
                        description: finished.waiting ? M.finishWaiting : finished.onDevice ? M.actSavedLocally : undefined,
                        type: "success",
                      });
                  }}
                />
              </Suspense>
            ) : null}

            {state.question !== "none" ? (
              <Suspense fallback={null}>
                <QuestionPanel
                  key={`${step}-${state.question}`}
                  step={step}
                  sessionId={sessionId}
                  text={answer.text}
                  answers={answers}
                  blocked={state.question === "blocked"}
                  encouragement={state.encouragement}
                  values={kept?.values}
                  errors={kept?.errors}
                  resolveStore={resolveStore}
                  onClose={() => dispatch({ type: "close-question" })}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
        <LocalHint toolId={toolId} signedIn={run.signedIn} />
      </div>
    </VisitorRunProvider>
  );
}

/** The store of ends waiting for the network (issue 33): loaded only when a run ends offline or one waits. */
function waitingFinishes() {
  return import("../run/waiting-finish");
}

/** The answers a visitor without JavaScript carried, under the server's (none) and the refused post's values. */
function withCarried(answers: Answers, kept?: Kept): Answers {
  const out = { ...answers };
  for (const [step, text] of Object.entries(kept?.visitorRun?.carried ?? {})) {
    if (kept?.values?.step !== step) out[Number(step)] = { ...out[Number(step)], text };
  }
  return out;
}

function answerTexts(answers: Answers): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [step, answer] of Object.entries(answers)) if (answer?.text.trim()) texts[step] = answer.text;
  return texts;
}

/** A ref that follows the latest rendered value, for handlers that read it after an await. */
function useLatest<T>(value: T) {
  const holder = useRef(value);
  holder.current = value;
  return holder;
}

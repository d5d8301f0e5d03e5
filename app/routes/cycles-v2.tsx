import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { SessionUser } from "~/auth/session.server";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { cycleDocumentFrom, cycleDocumentQuery } from "~/cycles/cycles.server";
import { FormAlert } from "~/components/forms/field";
import { BackToDashboard } from "~/components/records/back-link";
import { useToast } from "~/components/toaster";
import { V2StepFields, V2Summary, V2VisitorResult } from "~/cycles/components/v2-step";
import { V2Drawing } from "~/cycles/components/v2-drawing";
import { V2QuestionForm } from "~/cycles/components/v2-question-form";
import { keepUnreadableCopy, loadDeviceSavedCycles, loadDeviceV2, saveDeviceDocument, V2_KEYS } from "~/cycles/device-cycles";
import { newId } from "~/cycles/editor-state";
import { CYCLE_MESSAGES as M } from "~/cycles/messages";
import { V2_STEPS, V2_TEXTS } from "~/cycles/v2-content";
import { readCarriedState, readStepInput, v2Summary } from "~/cycles/v2-form";
import {
  addSavedCycle,
  applyAnswers,
  back,
  dontKnowYet,
  initialV2State,
  isUnderWay,
  next,
  readV2State,
  stepId,
  toSavedCycle,
  totalSteps,
  type StepInput,
  type V2State,
} from "~/cycles/v2-flow";
import { saveBlockedQuestion, saveFinishedCycleAfter, storeV2StateFor } from "~/cycles/v2.server";
import { pickEncouragement } from "~/practice/content/encouragements";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { DescriptionHandle } from "~/utils/page-description";
import { z } from "zod";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Se situer dans mon cycle · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Se situer dans mon cycle\u00a0: quelques questions, une à la fois, et un dessin qui se remplit à mesure que vous répondez.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  let signedIn = false;
  let state = initialV2State();
  let loadFailed = false;
  try {
    // The session and the questionnaire under way: one D1 batch (decision 0145).
    const read = await readWithSession(context.db, env, request, (owner) => [cycleDocumentQuery(context.db, owner, V2_KEYS.current)]);
    signedIn = Boolean(read.user);
    if (read.user && read.results) state = readV2State(JSON.stringify(cycleDocumentFrom(read.results[0]))) ?? initialV2State();
  } catch (error) {
    console.error("cycles-v2 load failed", error);
    signedIn = Boolean(
      await readWithSession(context.db, env, request).then(
        ({ user }) => user,
        () => null,
      ),
    );
    loadFailed = signedIn;
  }
  return json({ signedIn, state, loadFailed }, { headers: { "Cache-Control": "no-store" } });
}

type Panel = "encouragement" | "question" | null;
type ActionData = {
  state: V2State;
  panel?: Panel;
  encouragement?: string;
  problem?: string;
  question?: string;
  done?: string;
  result?: boolean;
};

/** What every step posts besides the carried state and its answers (`readCarriedState`, `readStepInput`). */
const envelopeSchema = z.object({ intent: envelopeText("next"), question: envelopeText(), questionAudioKey: envelopeText() });

/** One server-rendered form per step: the state travels in a hidden field, so no JavaScript is needed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const form = postedForm(context);
  const envelope = readEnvelope(form, envelopeSchema);
  // A question and the final save need the person first (the save, with the saved cycles it joins, in one
  // round trip); a move needs nobody (decision 0450).
  const saving =
    envelope.intent === "save"
      ? await readWithSession(context.db, env, request, (owner) => [cycleDocumentQuery(context.db, owner, V2_KEYS.saved)])
      : null;
  const user = envelope.intent === "question" ? (await readWithSession(context.db, env, request)).user : (saving?.user ?? null);
  const saved = saving?.results?.[0] ?? [];
  const args: StepArgs = { context, env, user, saved, envelope, carried: readCarriedState(form), input: readStepInput(form) };
  const outcome = await handlerOf(INTENTS, envelope.intent, nextStep)(args);
  if (outcome instanceof Response) return outcome;
  await storeMove(context, request, outcome.state);
  return answer(outcome, outcome.problem ? 400 : 200);
}

/**
 * A member's move is kept in their account with the session, in one round trip (the session's owner in
 * the document's upsert); a visitor's is not (no cookie: no round trip). An ended session is a visitor's:
 * nothing is kept and the page answers the same.
 */
async function storeMove(context: ActionFunctionArgs["context"], request: Request, state: V2State) {
  const { db } = context;
  const env = context.cloudflare.env;
  try {
    // Without a cookie, `writerFor` answers the login redirect at once (no round trip): a visitor's move.
    await storeV2StateFor(db, await writerFor(db, env, request), state);
  } catch (error) {
    if (error instanceof Response) return; // no session any more: a visitor's move
    console.error("cycles-v2 store failed", error);
  }
}

const answer = (data: ActionData, status = 200) => json(data, { status });

type StepArgs = {
  context: ActionFunctionArgs["context"];
  env: Env;
  user: SessionUser | null;
  /** The saved cycles, read with the session for the final save. */
  saved: Array<{ data: string }>;
  envelope: z.output<typeof envelopeSchema>;
  carried: V2State;
  input: StepInput;
};

/**
 * One handler per intent: a move gives the next state (kept in the account for a member); a question
 * and the final save answer by themselves.
 */
type StepHandler = (args: StepArgs) => ActionData | Promise<Response>;

const nextStep: StepHandler = ({ carried, input }) => {
  const moved = next(carried, input);
  return { state: moved.state, problem: moved.problem ? V2_TEXTS.problems[moved.problem] : undefined };
};

const INTENTS: Record<string, StepHandler> = {
  back: ({ carried, input }) => ({ state: back(carried, input) }),
  "dont-know": ({ carried }) => ({ state: dontKnowYet(carried).state }),
  restart: () => ({ state: initialV2State(), done: M.allCleared }),
  blocked: ({ carried, input }) => ({
    state: applyAnswers(carried, input, stepId(carried)),
    panel: "encouragement",
    encouragement: pickEncouragement(),
  }),
  "blocked-continue": ({ carried }) => ({ state: carried, panel: "question" }),
  skip: ({ carried }) => ({ state: carried }),
  async question({ context, user, envelope, carried }) {
    const question = envelope.question.trim().slice(0, 2000);
    const audioKey = envelope.questionAudioKey.slice(0, 300);
    if (!question && !audioKey) return answer({ state: carried, panel: "question", problem: M.questionEmpty }, 400);
    if (!user) return answer({ state: carried, panel: "question", problem: V2_TEXTS.visitorQuestionNoJs, question }, 401);
    // A recording is only ever one of the person's own uploads.
    if (audioKey && !audioKey.startsWith(`${user.id}/`))
      return answer({ state: carried, panel: "question", problem: M.questionFailed, question }, 403);
    try {
      await saveBlockedQuestion(
        context.db,
        user.id,
        question || M.spokenQuestion,
        carried.currentStep,
        v2Summary(carried),
        audioKey || null,
      );
    } catch (error) {
      console.error("cycles-v2 question failed", error);
      return answer({ state: carried, panel: "question", problem: M.questionFailed, question }, 500);
    }
    return answer({ state: carried, done: M.questionSaved });
  },
  async save({ context, env, user, saved, carried, input }) {
    const state = applyAnswers(carried, input, "summary");
    // A visitor without JavaScript (with it, the screen keeps the cycle on the device): nothing can be
    // kept, so the page shows the finished cycle and says so (decision 0075).
    if (!user) return answer({ state, result: true });
    try {
      await saveFinishedCycleAfter(context.db, user.id, saved, state);
    } catch (error) {
      console.error("cycles-v2 save failed", error);
      return answer({ state, problem: M.saveFailed }, 500);
    }
    return redirectWithToast(env, "/cycles", { title: M.savedInMyCycles, type: "success" });
  },
};

export default function CyclesV2Screen() {
  const loaded = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const toast = useToast();
  // Without JavaScript the page is rendered from the action's answer: start from it.
  const [state, setState] = useState<V2State>(data?.state ?? (loaded.state as V2State));
  const [deviceReady, setDeviceReady] = useState(loaded.signedIn);
  const hydrated = useHydrated();

  useEffect(() => {
    if (loaded.loadFailed) toast({ title: M.loadFailed, type: "error" });
    // A questionnaire under way in the account is picked up where it was left.
    else if (loaded.signedIn && !data && isUnderWay(loaded.state as V2State)) toast({ title: M.dataLoaded, type: "info" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [loaded.loadFailed, toast]);

  // A visitor's questionnaire is kept on the device (cycles-v2-data) and picked up on return.
  useEffect(() => {
    if (loaded.signedIn) return;
    if (!data) {
      const read = loadDeviceV2(window.localStorage);
      if (read.failed) {
        // Unreadable: a copy is kept before the fresh questionnaire is written (decision 0074).
        toast({ title: M.loadFailed, type: "error" });
        keepUnreadableCopy(window.localStorage, V2_KEYS.current);
      } else if (read.state && isUnderWay(read.state)) {
        setState(read.state);
        toast({ title: M.dataLoaded, type: "info" });
      }
    }
    setDeviceReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read the device once, on arrival
  }, [loaded.signedIn]);

  useEffect(() => {
    if (data?.state) setState(data.state);
    if (data?.done) toast({ title: data.done, type: "success" });
  }, [data, toast]);

  useEffect(() => {
    if (!loaded.signedIn && deviceReady) saveDeviceDocument(window.localStorage, V2_KEYS.current, state);
  }, [state, loaded.signedIn, deviceReady]);

  const panel = data && data.state === state ? (data.panel ?? null) : null;
  const step = stepId(state);
  const busy = navigation.state !== "idle";

  /** With JavaScript, a visitor's question and saved cycle stay on the device. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (loaded.signedIn) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    if (submitter?.value === "save") {
      event.preventDefault();
      const finished = applyAnswers(state, readStepInput(form), "summary");
      const read = loadDeviceSavedCycles(window.localStorage);
      if (read.failed) keepUnreadableCopy(window.localStorage, V2_KEYS.saved);
      const list = addSavedCycle(read.cycles, toSavedCycle(finished, newId("cycle-v2")));
      if (!saveDeviceDocument(window.localStorage, V2_KEYS.saved, list)) return toast({ title: M.saveFailed, type: "error" });
      saveDeviceDocument(window.localStorage, V2_KEYS.current, initialV2State());
      toast({ title: M.savedInMyCycles, type: "success" });
      navigate("/cycles");
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackToDashboard />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{V2_TEXTS.title}</h1>
        <p className="mt-2 text-encre-700">{V2_TEXTS.intro}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {data?.problem ? <FormAlert message={data.problem} /> : null}
          {data?.result && data.state === state ? (
            <V2VisitorResult state={state} />
          ) : panel === "question" ? (
            <V2QuestionForm state={state} signedIn={loaded.signedIn} defaultQuestion={data?.question ?? ""} />
          ) : (
            <Form method="post" className="card space-y-5" onSubmit={onSubmit} aria-labelledby="etape-titre">
              <input type="hidden" name="state" value={JSON.stringify(state)} />
              {panel === "encouragement" ? (
                <section className="space-y-4" aria-labelledby="etape-titre">
                  <h2 id="etape-titre" className="font-serif text-2xl text-encre-900">
                    {M.blockedTitle}
                  </h2>
                  <p className="text-encre-700">{data?.encouragement}</p>
                  <button type="submit" name="intent" value="blocked-continue" className="btn-primary">
                    Continuer
                  </button>
                </section>
              ) : step === "summary" ? (
                <V2Summary state={state} busy={busy} />
              ) : (
                <>
                  {!loaded.signedIn && !hydrated && state.currentStep === 1 ? (
                    <p className="rounded-xl bg-sable-100 p-3 text-sm text-encre-900">{V2_TEXTS.visitorNoJsNote}</p>
                  ) : null}
                  <p className="text-sm font-medium text-sauge-700">{`Étape ${state.currentStep} sur ${totalSteps(state)}`}</p>
                  <h2 id="etape-titre" className="font-serif text-2xl text-encre-900">
                    {V2_STEPS[step].title}
                  </h2>
                  {step === "abus" && state.showBourreauMessage ? (
                    <p className="rounded-xl bg-sable-100 p-3 text-encre-900">{V2_TEXTS.bourreauMessage}</p>
                  ) : null}
                  {step === "time1" && state.hasBourreau === "no" && state.pleasing === "no" ? (
                    <p className="rounded-xl bg-sable-100 p-3 text-encre-900">{V2_TEXTS.startOfCycle}</p>
                  ) : null}
                  <V2StepFields step={V2_STEPS[step]} state={state} />
                  <div className="flex flex-row-reverse flex-wrap justify-end gap-2">
                    <button type="submit" name="intent" value="next" className="btn-primary" disabled={busy}>
                      {V2_TEXTS.next}
                    </button>
                    {step === "misery" ? (
                      <button type="submit" name="intent" value="dont-know" className="btn-secondary" disabled={busy}>
                        {M.dontKnowYet}
                      </button>
                    ) : (
                      <button type="submit" name="intent" value="back" className="btn-secondary" disabled={busy}>
                        {V2_TEXTS.back}
                      </button>
                    )}
                  </div>
                  {state.currentStep > 1 ? (
                    <div className="flex flex-wrap gap-2 border-t border-sable-200 pt-4">
                      <button type="submit" name="intent" value="blocked" className="btn-ghost text-sm">
                        {V2_TEXTS.blockedButton}
                      </button>
                      <button type="submit" name="intent" value="restart" className="btn-ghost text-sm">
                        {V2_TEXTS.restart}
                      </button>
                    </div>
                  ) : null}
                </>
              )}
            </Form>
          )}
        </div>
        <div className="card">
          <V2Drawing state={state} />
        </div>
      </div>
    </div>
  );
}

/**
 * /practice/actualite (spec 2 §2, §4, §5, §8; decision 0080): twelve steps from the many subjects of
 * the news to one concrete act. Every button is a form post that the server answers with the rules
 * of `actualite/flow.ts`, so the wizard works the same with and without JavaScript. An account's
 * draft lives in its in-progress session (the URL names it); a visitor's on the device.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { useSignedInUser } from "~/auth/use-signed-in-user";
import { ACTUALITE_DISTRESS_FIELDS } from "~/care/distress-fields";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { DistressPanel, reportDistressInTexts } from "~/care/distress-panel";
import { withDistressCheck } from "~/care/distress-response.server";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { clearDeviceDraft, STEP_DRAFT_KEYS, stepDraftScope, WIZARD_DRAFT_KEYS } from "~/device/wizard-draft";
import { useStepDraft } from "~/practice/wizard/use-step-draft";
import { useWizardState } from "~/practice/wizard/use-wizard-state";
import { WizardVisitorNote } from "~/practice/wizard/visitor-note";
import { finishActualite, keepActualiteStatements } from "~/practice/actualite/actualite.server";
import {
  actualiteActText,
  actualiteRows,
  INITIAL_ACTUALITE,
  moveActualite,
  parseActualiteDraft,
  progressPercent,
  type ActualiteState,
  type Refusal,
} from "~/practice/actualite/flow";
import { actualitePostOf, actualiteStepSchema } from "~/practice/actualite/schema";
import { ChoiceStep, FreeStep, RankingStep, RatingsStep, SubjectsStep } from "~/practice/actualite/steps";
import {
  ACTUALITE_MESSAGES as M,
  ACTUALITE_NAME,
  ACTUALITE_STEP_COUNT,
  ACTUALITE_STEPS,
  ACTUALITE_TOOL_ID,
} from "~/practice/content/actualite";
import { finishWizardOnDevice } from "~/practice/wizard/device-finish";
import { WizardForm } from "~/practice/wizard/wizard-form";
import { readWizardSession } from "~/practice/wizard/session.server";
import { redirectWithToast } from "~/utils/http.server";
import type { DescriptionHandle } from "~/utils/page-description";
import { readSubmission } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Actualité · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Une exploration en douze étapes de ce que l'actualité réveille en vous, jusqu'à un acte concret.",
};

const PATH = "/practice/actualite";
const PERCENT = new Intl.NumberFormat("fr-FR", { style: "percent" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const { user } = await readWithSession(db, env, request);
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!user || !sessionId) return json({ signedIn: Boolean(user), sessionId: null, state: null as ActualiteState | null });
  const session = await readWizardSession(db, user.id, sessionId, ACTUALITE_TOOL_ID);
  if (!session) return redirectWithToast(env, PATH, { title: M.sessionNotFound, type: "info" });
  return json({ signedIn: true, sessionId: session.id, state: parseActualiteDraft(session.draft) as ActualiteState | null });
}

/**
 * `result`: conform's answer to the step's form (a refusal's message beside its field, what was typed
 * kept); `error`: what the server could not do (keep the act), shown above the buttons.
 */
type Answer =
  | { kind: "moved"; state: ActualiteState; result?: SubmissionResult<string[]>; error: Refusal | null; saveFailed?: boolean }
  | { kind: "finished"; state: ActualiteState; actText: string };

export const action = withDistressCheck(ACTUALITE_DISTRESS_FIELDS, async ({ request, context }: ActionFunctionArgs) => {
  const { db } = context;
  const { env } = context.cloudflare;
  const submission = readSubmission(context, actualiteStepSchema);
  const {
    state,
    event,
    typedSubject,
    sessionId: requested,
  } = submission.status === "success" ? submission.value : actualitePostOf(submission.payload);
  const moved = moveActualite(state, event, typedSubject);
  // The step's rule refused it: the step it sends back to, the message beside its field, what was typed.
  if (submission.status !== "success")
    return json<Answer>({ kind: "moved", state: moved.state, result: submission.reply(), error: null }, { status: 400 });

  // A visitor's exploration stays in their browser: the answer carries the state, nothing is stored.
  const visitorAnswer = () =>
    json<Answer>(
      moved.finished
        ? { kind: "finished", state: moved.state, actText: actualiteActText(moved.state) }
        : // The step was accepted: its fields start empty again (the subject just added is in the list).
          { kind: "moved", state: moved.state, result: submission.reply({ resetForm: true }), error: null },
    );
  const notFound = () => redirectWithToast(env, PATH, { title: M.sessionNotFound, type: "info" });
  // The URL names the session, so a reload or "Reprendre" reopens this step with its answers.
  const reopened = (sessionId: string) => redirect(`${PATH}?sessionId=${encodeURIComponent(sessionId)}`);
  // The step still moves; the answers stay on the page and are sent again with the next step.
  const unsaved = (error: unknown) => {
    console.error("actualite draft not saved", error);
    return json<Answer>({ kind: "moved", state: moved.state, error: null, saveFailed: true });
  };

  // A step kept, or the first one opening the session: one round trip with the person's session (issue 43 item 1).
  if (!moved.finished) {
    try {
      const { user, results } = await readWithSession(db, env, request, (owner) =>
        keepActualiteStatements(db, owner, requested, moved.state),
      );
      if (!user || !results) return visitorAnswer();
      const [kept] = results[0];
      if (!kept) return requested ? notFound() : unsaved(new Error("session not opened"));
      return reopened(kept.id);
    } catch (error) {
      return unsaved(error);
    }
  }

  const { user } = await readWithSession(db, env, request);
  if (!user) return visitorAnswer();
  if (requested && !(await readWizardSession(db, user.id, requested, ACTUALITE_TOOL_ID))) return notFound();
  try {
    await finishActualite(db, env, user.id, requested, moved.state);
  } catch (error) {
    console.error("actualite finish failed", error);
    return json<Answer>({ kind: "moved", state: moved.state, error: { title: M.error, message: M.actFailed } }, { status: 500 });
  }
  return redirectWithToast(env, "/dashboard", { title: M.doneTitle, description: M.done, type: "success" });
});

export default function Actualite() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  const [ended, setEnded] = useState<"device" | null>(null);
  const { state, hydrated } = useWizardState<ActualiteState>({
    initial: INITIAL_ACTUALITE,
    fromAction: answer?.state,
    fromLoader: data.state,
    signedIn: data.signedIn,
    draftKey: WIZARD_DRAFT_KEYS.actualite,
    parse: parseActualiteDraft,
    ended: ended !== null,
  });

  const error = answer?.kind === "moved" ? answer.error : null;
  // What is typed or rated in this step stays on the device until the step is sent and kept.
  const formKey = `${state.step}-${state.subjects.length}-${state.chosenId}`;
  const rootUser = useSignedInUser();
  const stepDraft = useStepDraft({
    storageKey: STEP_DRAFT_KEYS.actualite,
    scope: stepDraftScope(data.sessionId, rootUser?.id ?? null, formKey),
    hydrated,
    accepted: !(answer?.kind === "moved" && (answer.result?.status === "error" || answer.error || answer.saveFailed)),
  });
  useEffect(() => {
    if (answer?.kind === "moved" && answer.saveFailed) toast({ title: M.error, description: M.saveFailed, type: "error" });
  }, [answer, toast]);

  // A visitor's end: the practice and its act are kept on this device.
  useEffect(() => {
    if (answer?.kind !== "finished" || data.signedIn) return;
    const kept = finishWizardOnDevice({
      toolId: ACTUALITE_TOOL_ID,
      toolName: ACTUALITE_NAME,
      steps: ACTUALITE_STEP_COUNT,
      rows: actualiteRows(answer.state),
      actText: answer.actText,
      linkAct: false,
    });
    kept.toasts.forEach((t) => toast(t));
    if (!kept.ok) return;
    clearDeviceDraft(WIZARD_DRAFT_KEYS.actualite);
    reportDistressInTexts(...Object.values(answer.state.answers));
    // The heading of the end screen says it is done: no second toast.
    setEnded("device");
  }, [answer, data.signedIn, toast]);

  if (answer?.kind === "finished" && !data.signedIn)
    return <VisitorEnd actText={answer.actText} onDevice={ended === "device"} hydrated={hydrated} />;

  const step = ACTUALITE_STEPS[state.step - 1]!;
  const percent = progressPercent(state.step);
  const busy = navigation.state !== "idle";
  const last = state.step === ACTUALITE_STEP_COUNT;
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/practice" className="link text-sm">
        ← {M.back}
      </Link>
      <DistressPanel />
      {!data.signedIn ? <WizardVisitorNote hydrated={hydrated} note={M.visitorNote} noScript={M.noScriptVisitor} /> : null}
      <div className="card mt-3">
        <p className="text-sm font-medium text-sauge-700" id="actualite-progress">
          {M.stepOf(state.step)} · {PERCENT.format(percent / 100)}
        </p>
        <div
          className="mt-2 h-2 rounded-full bg-sable-200"
          role="progressbar"
          aria-labelledby="actualite-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-2 rounded-full bg-terre-500" style={{ width: `${percent}%` }} />
        </div>
        <h1 className="mt-4 font-serif text-2xl text-encre-900">{step.title}</h1>
        <div className="mt-3 space-y-2 text-encre-700">
          {step.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <WizardForm
          id="actualite"
          key={formKey}
          lastResult={answer?.kind === "moved" ? answer.result : undefined}
          draft={stepDraft}
          carry={{ state, sessionId: data.sessionId }}
          className="mt-5 space-y-5"
        >
          {(errors) => (
            <>
              {state.step === 1 ? <SubjectsStep state={state} errors={errors} /> : null}
              {state.step === 2 ? <RatingsStep state={state} /> : null}
              {state.step === 3 ? <RankingStep state={state} /> : null}
              {state.step === 4 ? <ChoiceStep state={state} /> : null}
              {state.step >= 5 ? <FreeStep state={state} /> : null}

              {errors.form ? (
                <p id={errors.formErrorId} className="field-error" role="alert">
                  {errors.form}
                </p>
              ) : null}
              {error ? <FormAlert title={error.title} message={error.message} /> : null}

              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sable-200 pt-4">
                <button
                  type="submit"
                  name="intent"
                  value="previous"
                  className="btn-secondary"
                  disabled={state.step === 1 || busy}
                  formNoValidate
                >
                  {M.previous}
                </button>
                <button type="submit" name="intent" value={last ? "finish" : "next"} className="btn-primary" disabled={busy}>
                  {last ? M.finish : M.next}
                </button>
              </div>
              <div className="text-right">
                <button
                  type="submit"
                  name="intent"
                  value="restart"
                  className="link text-sm"
                  formNoValidate
                  onClick={(event) => {
                    if (!window.confirm(M.restartConfirm)) event.preventDefault();
                  }}
                >
                  {M.restart}
                </button>
              </div>
            </>
          )}
        </WizardForm>
      </div>
      <p className="mt-4 text-sm text-encre-500">{M.careNote}</p>
      <ProfessionalHelpNote className="mt-1" />
    </div>
  );
}

function VisitorEnd({ actText, onDevice, hydrated }: { actText: string; onDevice: boolean; hydrated: boolean }) {
  return (
    <div className="mx-auto max-w-2xl">
      <DistressPanel />
      <div className="card mt-3 space-y-4">
        <h1 className="font-serif text-2xl text-encre-900">{onDevice ? M.doneTitle : M.endNoScriptTitle}</h1>
        {onDevice ? (
          <p className="text-encre-700">{M.endVisitorTitle}.</p>
        ) : !hydrated ? (
          <p className="text-encre-700">{M.endNoScript}</p>
        ) : null}
        <blockquote className="whitespace-pre-line rounded-lg bg-sable-100 px-4 py-3 text-encre-900" data-testid="act-text">
          {actText}
        </blockquote>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth/signup" className="btn-primary">
            {M.createAccount}
          </Link>
          {onDevice ? (
            <Link to="/acts" className="btn-secondary">
              {M.seeActs}
            </Link>
          ) : (
            <Link to="/practice" className="btn-secondary">
              {M.back}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

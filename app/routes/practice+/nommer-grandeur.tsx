/**
 * /practice/nommer-grandeur (spec 2 §2, §4, §5, §8; decision 0081): three steps to name a grandeur,
 * link it to its misère and savour it with an act. Every button is a form post answered with the
 * rules of `nommer-grandeur/flow.ts`, so the wizard works with and without JavaScript. An account's
 * session opens at step 1 and keeps each step; its end writes the grandeur entry and the act and
 * opens the grandeur table. A visitor's practice and act stay on the device.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { useSignedInUser } from "~/auth/use-signed-in-user";
import { GRANDEUR_DISTRESS_FIELDS } from "~/care/distress-fields";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { DistressPanel, reportDistressInTexts } from "~/care/distress-panel";
import { withDistressCheck } from "~/care/distress-response.server";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { clearDeviceDraft, STEP_DRAFT_KEYS, stepDraftScope, WIZARD_DRAFT_KEYS } from "~/device/wizard-draft";
import { useStepDraft } from "~/practice/wizard/use-step-draft";
import { useWizardState } from "~/practice/wizard/use-wizard-state";
import { WizardVisitorNote } from "~/practice/wizard/visitor-note";
import { nommerGrandeur } from "~/practice/content/tools/nommer_grandeur";
import {
  GRANDEUR_STEP_COUNT,
  GRANDEUR_TOOL_ID,
  GRANDEUR_TOOL_NAME,
  grandeurActText,
  grandeurStepAnswer,
  INITIAL_GRANDEUR,
  moveGrandeur,
  parseGrandeurDraft,
  type GrandeurState,
  type Refusal,
} from "~/practice/nommer-grandeur/flow";
import { grandeurPostOf, grandeurStepSchema } from "~/practice/nommer-grandeur/schema";
import { GRANDEUR_WIZARD_MESSAGES as M } from "~/practice/nommer-grandeur/messages";
import { finishGrandeur, keepGrandeurStatements, resumeGrandeur } from "~/practice/nommer-grandeur/nommer-grandeur.server";
import { GrandeurStepFields, ProgressCircles } from "~/practice/nommer-grandeur/wizard-parts";
import { finishWizardOnDevice } from "~/practice/wizard/device-finish";
import { WizardForm } from "~/practice/wizard/wizard-form";
import { readWizardSession } from "~/practice/wizard/session.server";
import { redirectWithToast } from "~/utils/http.server";
import type { DescriptionHandle } from "~/utils/page-description";
import { readSubmission } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Nommer sa Grandeur · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Un court chemin en trois étapes pour nommer une grandeur, la relier à sa misère et la faire vivre par un acte.",
};

const PATH = "/practice/nommer-grandeur";
const STEP_TITLES = nommerGrandeur.steps.map((s) => s.title);
const withSession = (id: string) => `${PATH}?sessionId=${encodeURIComponent(id)}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const { user } = await readWithSession(db, env, request);
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!user || !sessionId) return json({ signedIn: Boolean(user), sessionId: null as string | null, state: null as GrandeurState | null });
  const resumed = await resumeGrandeur(db, user.id, sessionId);
  if (!resumed) return redirectWithToast(env, PATH, { title: M.sessionNotFound, type: "info" });
  return json({ signedIn: true, sessionId: resumed.sessionId as string | null, state: resumed.state as GrandeurState | null });
}

/**
 * `result`: conform's answer to the step's form (a refusal's messages beside their fields, everything
 * typed kept); `error`: what the server could not do (start or save), shown above the buttons.
 */
type Answer =
  | { kind: "moved"; state: GrandeurState; result?: SubmissionResult<string[]>; error: Refusal | null; saveFailed?: boolean }
  | { kind: "finished"; state: GrandeurState; actText: string };

export const action = withDistressCheck(GRANDEUR_DISTRESS_FIELDS, async ({ request, context }: ActionFunctionArgs) => {
  const { db } = context;
  const { env } = context.cloudflare;
  const submission = readSubmission(context, grandeurStepSchema);
  const { state, event, sessionId: requested } = submission.status === "success" ? submission.value : grandeurPostOf(submission.payload);
  const notFound = () => redirectWithToast(env, PATH, { title: M.sessionNotFound, type: "info" });
  // A step that cannot be saved is only logged (spec 2 §9): the answers stay on the page, and the
  // step's draft on the device.
  const unsaved = (error: unknown, moved: ReturnType<typeof moveGrandeur>) => {
    console.error("nommer-grandeur step not saved", error);
    return json<Answer>({ kind: "moved", state: moved.state, error: null, saveFailed: true });
  };
  const moved = event === "start" ? null : moveGrandeur(state, event);

  // The wizard opened as it is shown, or a step accepted by its rule and kept (opening the wizard without
  // JavaScript): one round trip with the person's session (issue 43 item 1).
  if (!moved || (submission.status === "success" && !moved.finished)) {
    const next = moved ? moved.state : INITIAL_GRANDEUR;
    try {
      const { user, results } = await readWithSession(db, env, request, (owner) =>
        keepGrandeurStatements(db, owner, requested, next, moved ? moved.saveStep : null),
      );
      if (!user || !results) {
        return json<Answer>(
          moved ? { kind: "moved", state: next, result: submission.reply(), error: null } : { kind: "moved", state, error: null },
        );
      }
      const [kept] = results[0];
      if (kept) return redirect(withSession(kept.id));
      if (requested) return notFound();
      throw new Error("session not opened");
    } catch (error) {
      if (moved) return unsaved(error, moved);
      console.error("nommer-grandeur start failed", error);
      return json<Answer>({ kind: "moved", state, error: { title: M.error, message: M.startFailed } }, { status: 500 });
    }
  }

  // The step's rule refused it: the step it sends back to, the message beside its field, what was typed.
  if (submission.status !== "success")
    return json<Answer>({ kind: "moved", state: moved.state, result: submission.reply(), error: null }, { status: 400 });
  // The end (every other step was kept above).
  const { user } = await readWithSession(db, env, request);
  if (!user) return json<Answer>({ kind: "finished", state: moved.state, actText: grandeurActText(moved.state.answers) });
  if (requested && !(await readWizardSession(db, user.id, requested, GRANDEUR_TOOL_ID))) return notFound();
  try {
    await finishGrandeur(db, env, user.id, requested, moved.state);
  } catch (error) {
    console.error("nommer-grandeur finish failed", error);
    return json<Answer>({ kind: "moved", state: moved.state, error: { title: M.error, message: M.saveFailed } }, { status: 500 });
  }
  return redirectWithToast(env, "/cycles/grandeur-table", { title: M.bravo, type: "success" });
});

export default function NommerGrandeur() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const toast = useToast();
  const [onDevice, setOnDevice] = useState(false);
  const started = useRef(false);
  const { state, hydrated } = useWizardState<GrandeurState>({
    initial: INITIAL_GRANDEUR,
    fromAction: answer?.state,
    fromLoader: data.state,
    signedIn: data.signedIn,
    draftKey: WIZARD_DRAFT_KEYS.nommerGrandeur,
    parse: parseGrandeurDraft,
    ended: onDevice,
  });

  // Signed in: the session opens when the wizard is shown (without JavaScript, at the first "Suivant").
  useEffect(() => {
    if (data.signedIn && !data.sessionId && !answer && !started.current) {
      started.current = true;
      submit({ intent: "start" }, { method: "post", replace: true });
    }
  }, [data.signedIn, data.sessionId, answer, submit]);

  const error = answer?.kind === "moved" ? answer.error : null;
  // What is typed in this step stays on the device until the step is sent and kept.
  const rootUser = useSignedInUser();
  const stepDraft = useStepDraft({
    storageKey: STEP_DRAFT_KEYS.nommerGrandeur,
    scope: stepDraftScope(data.sessionId, rootUser?.id ?? null, state.step),
    hydrated,
    accepted: !(answer?.kind === "moved" && (answer.result?.status === "error" || answer.error || answer.saveFailed)),
  });
  useEffect(() => {
    // The start failure has no field: it is a toast; refusals show beside their fields (conform).
    if (error?.message === M.startFailed) toast({ title: error.message, type: "error" });
  }, [error, toast]);

  useEffect(() => {
    if (answer?.kind !== "finished" || data.signedIn) return;
    const s = answer.state;
    const kept = finishWizardOnDevice({
      toolId: GRANDEUR_TOOL_ID,
      toolName: GRANDEUR_TOOL_NAME,
      steps: GRANDEUR_STEP_COUNT,
      rows: [grandeurStepAnswer(s, 1, STEP_TITLES), grandeurStepAnswer(s, 2, STEP_TITLES)],
      actText: answer.actText,
      linkAct: true,
    });
    kept.toasts.forEach((t) => toast(t));
    if (!kept.ok) return;
    clearDeviceDraft(WIZARD_DRAFT_KEYS.nommerGrandeur);
    reportDistressInTexts(...Object.values(s.answers));
    // The heading of the end screen says it is done: no second toast.
    setOnDevice(true);
  }, [answer, data.signedIn, toast]);

  if (answer?.kind === "finished" && !data.signedIn) {
    return <VisitorEnd state={answer.state} actText={answer.actText} onDevice={onDevice} hydrated={hydrated} />;
  }

  const step = nommerGrandeur.steps[state.step - 1]!;
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/practice" className="link text-sm">
        ← {M.back}
      </Link>
      <DistressPanel />
      {!data.signedIn ? <WizardVisitorNote hydrated={hydrated} note={M.visitorNote} noScript={M.noScriptVisitor} /> : null}
      <div className="card mt-3">
        <ProgressCircles step={state.step} />
        <h1 className="mt-5 font-serif text-2xl text-encre-900">{step.title}</h1>
        <div className="prose-practice mt-3 space-y-3 text-encre-700" dangerouslySetInnerHTML={{ __html: step.description }} />
        {step.example ? (
          <details className="mt-3 rounded-lg bg-sable-100 px-3 py-2 text-sm text-encre-700">
            <summary className="cursor-pointer font-medium">{M.example}</summary>
            <p className="mt-2 italic">{step.example}</p>
          </details>
        ) : null}

        <WizardForm
          id="nommer-grandeur"
          key={state.step}
          lastResult={answer?.kind === "moved" ? answer.result : undefined}
          draft={stepDraft}
          carry={{ state, sessionId: data.sessionId }}
          className="mt-5 space-y-5"
        >
          {(errors) => (
            <>
              <GrandeurStepFields state={state} errors={errors} />
              {error && error.message !== M.startFailed ? <FormAlert title={error.title} message={error.message} /> : null}
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sable-200 pt-4">
                {state.step > 1 ? (
                  <button type="submit" name="intent" value="previous" className="btn-secondary" disabled={busy} formNoValidate>
                    {M.previous}
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="submit"
                  name="intent"
                  value={state.step === GRANDEUR_STEP_COUNT ? "finish" : "next"}
                  className="btn-primary"
                  disabled={busy}
                >
                  {state.step === GRANDEUR_STEP_COUNT ? M.finish : M.next}
                </button>
              </div>
            </>
          )}
        </WizardForm>
      </div>
      <ProfessionalHelpNote className="mt-4" />
    </div>
  );
}

function VisitorEnd({
  state,
  actText,
  onDevice,
  hydrated,
}: {
  state: GrandeurState;
  actText: string;
  onDevice: boolean;
  hydrated: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <DistressPanel />
      <div className="card mt-3 space-y-4">
        <h1 className="font-serif text-2xl text-encre-900">{onDevice ? M.bravo : M.finished}</h1>
        {onDevice ? <p className="text-encre-700">{M.visitorEnd}</p> : !hydrated ? <p className="text-encre-700">{M.noScriptEnd}</p> : null}
        <dl className="space-y-3 rounded-lg bg-sable-100 px-4 py-3 text-encre-900">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-sauge-700">{M.grandeurLabel}</dt>
            <dd className="whitespace-pre-line">{state.answers.grandeur}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-sauge-700">{M.misereLabel}</dt>
            <dd className="whitespace-pre-line">{state.answers.misere}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-sauge-700">{M.acteLabel}</dt>
            <dd className="whitespace-pre-line" data-testid="act-text">
              {actText}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth/signup" className="btn-primary">
            {M.createAccount}
          </Link>
          <Link to={onDevice ? "/acts" : "/practice"} className="btn-secondary">
            {onDevice ? M.seeActs : M.back}
          </Link>
        </div>
      </div>
    </div>
  );
}

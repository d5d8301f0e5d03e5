/**
 * /practice/trois-gestes-ecrit: the written practice, four steps (spec 2 §2). Every step is a form
 * post that carries the answers so far, so it works the same with and without JavaScript; the last
 * step posts everything to the bilan.
 */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GESTURE_IDS, GESTURES, WRITTEN_MESSAGES as M, WRITTEN_STEPS } from "~/practice/content/trois-gestes";
import { readWrittenData } from "~/practice/trois-gestes/bilan";
import { readWrittenDraft, saveWrittenDraft } from "~/practice/trois-gestes/draft";
import { INITIAL_WRITTEN, moveWritten, WRITTEN_STEP_COUNT, type WrittenState } from "~/practice/trois-gestes/written-flow";
import { writtenPostOf, writtenStepSchema } from "~/practice/trois-gestes/written-schema";
import { WizardForm } from "~/practice/wizard/wizard-form";
import { DistressPanel } from "~/care/distress-panel";
import { withDistressCheck } from "~/care/distress-response.server";
import { WRITTEN_GESTURE_DISTRESS_FIELDS } from "~/care/distress-fields";
import type { DescriptionHandle } from "~/utils/page-description";
import { readSubmission } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Pratique écrite · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = { description: "La pratique écrite des 3 Gestes, en quatre étapes, à votre rythme." };

/** The step to show, and conform's answer to the step's form (a refusal's message beside the gesture's choice). */
type Answer = { state: WrittenState; result: SubmissionResult<string[]> };

// Words of distress in an answer: its author, and only them, is shown where to find help.
export const action = withDistressCheck(WRITTEN_GESTURE_DISTRESS_FIELDS, async ({ context }: ActionFunctionArgs) => {
  const submission = readSubmission(context, writtenStepSchema);
  const post = submission.status === "success" ? submission.value : writtenPostOf(submission.payload);
  return json<Answer>({ state: moveWritten(post), result: submission.reply() }, { status: submission.status === "success" ? 200 : 400 });
});

export default function TroisGestesEcrit() {
  const answer = useActionData<typeof action>() as Answer | undefined;
  const posted = answer?.state;
  const [state, setState] = useState<WrittenState>(posted ?? INITIAL_WRITTEN);

  useEffect(() => {
    if (posted) setState(posted);
  }, [posted]);
  // A refresh with JavaScript starts from this tab's draft.
  useEffect(() => {
    if (!posted) {
      const draft = readWrittenDraft();
      if (draft) setState(draft);
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (state !== INITIAL_WRITTEN) saveWrittenDraft(state);
  }, [state]);

  const step = WRITTEN_STEPS[state.step - 1]!;
  const gesture = state.selectedGesture ? GESTURES[state.selectedGesture] : null;
  const visible = new Set(
    state.step === 3 && gesture
      ? gesture.situation.map((f) => f.name)
      : state.step === 4 && gesture
        ? gesture.transformation.map((f) => f.name)
        : [],
  );
  const fields = gesture ? (state.step === 3 ? gesture.situation : state.step === 4 ? gesture.transformation : []) : [];

  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/practice/trois-gestes" className="link text-sm">
        ← {M.back}
      </Link>
      <DistressPanel />
      <div className="card mt-3">
        <p className="text-sm font-medium text-sauge-700">{M.stepOf(state.step)}</p>
        <div className="mt-2 h-2 rounded-full bg-sable-200" aria-hidden="true">
          <div className="h-2 rounded-full bg-terre-500" style={{ width: `${(state.step / WRITTEN_STEP_COUNT) * 100}%` }} />
        </div>
        <h1 className="mt-4 font-serif text-2xl text-encre-900">{step.title}</h1>
        <div className="mt-3 space-y-2 text-encre-700">
          {step.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {state.step === 4 && gesture ? <p>{gesture.transformationIntro}</p> : null}
        </div>

        <WizardForm
          id="trois-gestes-ecrit"
          lastResult={answer?.result}
          className="mt-5 space-y-5"
          key={state.step}
          // What is typed before the next post also survives a refresh.
          onChange={(event) => {
            const typed = readWrittenData(new FormData(event.currentTarget));
            saveWrittenDraft({
              ...state,
              selectedGesture: typed.selectedGesture ?? state.selectedGesture,
              answers: { ...state.answers, ...typed.answers },
            });
          }}
        >
          {(errors) => (
            <>
              <input type="hidden" name="step" value={state.step} />
              {state.step !== 2 && state.selectedGesture ? (
                <input type="hidden" name="selectedGesture" value={state.selectedGesture} />
              ) : null}
              {gesture
                ? [...gesture.situation, ...gesture.transformation]
                    .filter((f) => !visible.has(f.name))
                    .map((f) => <input key={f.name} type="hidden" name={f.name} value={state.answers[f.name] ?? ""} />)
                : null}
              <input type="hidden" name="practiceType" value="written" />

              {state.step === 2 ? (
                <fieldset aria-describedby={errors.field("selectedGesture") ? "selectedGesture-error" : undefined}>
                  <legend className="field-label">Le geste du jour</legend>
                  <div className="mt-2 grid gap-3">
                    {GESTURE_IDS.map((id) => (
                      <label
                        key={id}
                        className="flex cursor-pointer gap-3 rounded-xl border border-sable-300 p-4 has-[:checked]:border-terre-500 has-[:checked]:bg-sable-100"
                      >
                        <input
                          type="radio"
                          name="selectedGesture"
                          value={id}
                          defaultChecked={state.selectedGesture === id}
                          className="mt-1"
                          required
                        />
                        <span>
                          <span className="block font-medium text-encre-900">{`${GESTURES[id].name} → ${GESTURES[id].transformed}`}</span>
                          <span className="mt-1 block text-sm text-encre-700">{GESTURES[id].card}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  {errors.field("selectedGesture") ? (
                    <p id="selectedGesture-error" role="alert" className="field-error mt-2">
                      {errors.field("selectedGesture")}
                    </p>
                  ) : null}
                </fieldset>
              ) : null}

              {fields.map((field) => (
                <div key={field.name}>
                  <label htmlFor={field.name} className="field-label">
                    {field.label}
                  </label>
                  {field.hint ? <p className="mt-1 text-xs text-encre-500">{field.hint}</p> : null}
                  <textarea
                    id={field.name}
                    name={field.name}
                    rows={4}
                    maxLength={5000}
                    defaultValue={state.answers[field.name] ?? ""}
                    className="field-input mt-1"
                  />
                </div>
              ))}

              <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
                {state.step > 1 ? (
                  <button type="submit" name="intent" value="previous" className="btn-secondary" formNoValidate>
                    {M.previous}
                  </button>
                ) : (
                  <span />
                )}
                {state.step < WRITTEN_STEP_COUNT ? (
                  <button type="submit" name="intent" value="next" className="btn-primary">
                    {M.next}
                  </button>
                ) : (
                  <button type="submit" name="intent" value="review" formAction="/trois-gestes/bilan" className="btn-primary">
                    {M.toBilan}
                  </button>
                )}
              </div>
            </>
          )}
        </WizardForm>
      </div>
    </div>
  );
}

/** The wizard's progress (three circles and a bar) and the fields of each step. */
import { TextAreaField } from "~/components/forms/text-area-field";
import { MAX_FIELD_LENGTH } from "~/grandeur/rows";
import type { WizardErrors } from "../wizard/wizard-form";
import { GRANDEUR_STEP_COUNT, type GrandeurState } from "./flow";
import { GRANDEUR_WIZARD_MESSAGES as M } from "./messages";

export function ProgressCircles({ step }: { step: number }) {
  const percent = Math.round((step / GRANDEUR_STEP_COUNT) * 100);
  return (
    <div>
      <ol className="flex items-center justify-between gap-2" aria-label={M.stepOf(step)}>
        {M.stepNames.map((name, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li
              key={name}
              className="flex flex-1 flex-col items-center gap-1 text-center"
              aria-current={state === "current" ? "step" : undefined}
            >
              <span
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-medium ${
                  state === "todo" ? "border-sable-300 text-encre-500" : "border-terre-500 bg-terre-500 text-white"
                }`}
                aria-hidden="true"
              >
                {state === "done" ? "✓" : number}
              </span>
              <span className={`text-xs ${state === "current" ? "font-medium text-encre-900" : "text-encre-500"}`}>{name}</span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only">{M.stepOf(step)}</p>
      <div className="mt-3 h-2 rounded-full bg-sable-200" aria-hidden="true">
        <div className="h-2 rounded-full bg-terre-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function TextArea({ name, label, value, rows = 4, error }: { name: string; label: string; value?: string; rows?: number; error?: string }) {
  return (
    <TextAreaField
      id={name}
      name={name}
      label={label}
      rows={rows}
      maxLength={MAX_FIELD_LENGTH}
      defaultValue={value ?? ""}
      className="mt-1"
      error={error}
    />
  );
}

/** The visible step's fields, each with the server's refusal beside it (conform's field errors). */
export function GrandeurStepFields({ state, errors }: { state: GrandeurState; errors: WizardErrors }) {
  const a = state.answers;
  if (state.step === 1) return <TextArea name="grandeur" label={M.grandeurLabel} value={a.grandeur} error={errors.field("grandeur")} />;
  if (state.step === 2) return <TextArea name="misere" label={M.misereLabel} value={a.misere} error={errors.field("misere")} />;
  // "At least one of the four" is the fieldset's rule: its message is the form's own, read with the legend.
  return (
    <fieldset className="space-y-4" aria-describedby={errors.form ? errors.formErrorId : undefined}>
      <legend className="text-sm text-encre-500">{M.actHint}</legend>
      {errors.form ? (
        <p id={errors.formErrorId} className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <TextArea name="acte" label={M.acteLabel} value={a.acte} rows={3} />
      <TextArea name="ou" label={M.ouLabel} value={a.ou} rows={2} />
      <TextArea name="quand" label={M.quandLabel} value={a.quand} rows={2} />
      <TextArea name="comment" label={M.commentLabel} value={a.comment} rows={2} />
    </fieldset>
  );
}

import type { V2Step } from "../v2-content";
import { V2_TEXTS } from "../v2-content";
import type { V2State } from "../v2-flow";

function valueOf(state: V2State, name: string): string {
  const field = V2_TEXTS.summaryFields.find((f) => f.name === name);
  if (name === "between4And1") return state.circleTexts.between4And1;
  if (name === "hasBourreau") return state.hasBourreau ?? "";
  if (name === "pleasing") return state.pleasing ?? "";
  if (name === "fearEnvieChoice") return state.fearEnvieChoice ?? "";
  if (name === "centerText" && state.centerText === "?") return "?";
  return field ? field.read(state) : "";
}

/** The fields of one step, filled with what was already answered (so back loses nothing). */
export function V2StepFields({ step, state }: { step: V2Step; state: V2State }) {
  return (
    <div className="space-y-4">
      <p className="text-encre-900">{step.question}</p>
      {step.hint ? <p className="rounded-xl border border-sauge-500/40 bg-sauge-100 p-3 text-sm text-encre-900">{step.hint}</p> : null}
      {step.fields.map((field) =>
        field.kind === "text" ? (
          <div key={`${state.currentStep}-${field.name}`}>
            <label htmlFor={`v2-${field.name}`} className="field-label">
              {field.label}
            </label>
            <textarea
              id={`v2-${field.name}`}
              name={field.name}
              rows={2}
              maxLength={2000}
              className="field-input"
              defaultValue={valueOf(state, field.name)}
              aria-describedby={field.hint ? `v2-${field.name}-aide` : undefined}
            />
            {field.hint ? (
              <p id={`v2-${field.name}-aide`} className="mt-1 text-xs text-encre-500">
                {field.hint}
              </p>
            ) : null}
          </div>
        ) : (
          <fieldset key={`${state.currentStep}-${field.name}`}>
            <legend className="field-label">{field.label}</legend>
            <div className="flex flex-wrap gap-4">
              {field.options.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-encre-900">
                  <input type="radio" name={field.name} value={o.value} defaultChecked={valueOf(state, field.name) === o.value} />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}

/** The editable summary: every answer of the branch walked, then the save. */
export function V2Summary({ state, busy }: { state: V2State; busy: boolean }) {
  const fields = V2_TEXTS.summaryFields.filter(
    (f) =>
      f.name === "centerText" ||
      f.read(state) ||
      (state.hasBourreau === "yes" ? true : !["outsideEvents", "nearAbus", "between3And4", "crisis"].includes(f.name)),
  );
  return (
    <section className="space-y-4" aria-labelledby="etape-titre">
      <p className="text-sm font-medium text-sauge-700">{`Étape ${state.currentStep} sur ${state.hasBourreau === "no" ? 6 : 8}`}</p>
      <h2 id="etape-titre" className="font-serif text-2xl text-encre-900">
        {V2_TEXTS.summaryTitle}
      </h2>
      <p className="text-encre-700">{V2_TEXTS.summaryIntro}</p>
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`v2-${f.name}`} className="field-label">
            {f.label}
          </label>
          <textarea
            id={`v2-${f.name}`}
            name={f.name}
            rows={2}
            maxLength={2000}
            className="field-input"
            defaultValue={f.name === "between4And1" ? state.circleTexts.between4And1 : f.read(state)}
          />
        </div>
      ))}
      <div className="flex flex-row-reverse flex-wrap justify-end gap-2">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
          {V2_TEXTS.save}
        </button>
        <button type="submit" name="intent" value="back" className="btn-secondary" disabled={busy}>
          {V2_TEXTS.back}
        </button>
      </div>
      <button type="submit" name="intent" value="blocked" className="btn-ghost text-sm">
        {V2_TEXTS.blockedButton}
      </button>
    </section>
  );
}

/** A visitor's finished cycle without JavaScript: read back in full, with what can and cannot be kept. */
export function V2VisitorResult({ state }: { state: V2State }) {
  const fields = V2_TEXTS.summaryFields.filter((f) => f.read(state));
  return (
    <section className="card space-y-4" aria-labelledby="resultat-titre">
      <h2 id="resultat-titre" className="font-serif text-2xl text-encre-900">
        {V2_TEXTS.visitorResultTitle}
      </h2>
      <dl className="space-y-3">
        {fields.map((f) => (
          <div key={f.name}>
            <dt className="text-sm font-medium text-sauge-700">{f.label}</dt>
            <dd className="whitespace-pre-wrap text-encre-900">{f.read(state)}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-xl bg-sable-100 p-3 text-sm text-encre-900">{V2_TEXTS.visitorResultNote}</p>
      <div className="flex flex-wrap gap-2">
        <a className="btn-primary" href="/auth/signup?redirectTo=%2Fcycles-v2">
          Créer un compte
        </a>
        <a className="btn-secondary" href="/auth/login?redirectTo=%2Fcycles-v2">
          Se connecter
        </a>
        <form method="post">
          <input type="hidden" name="state" value={JSON.stringify(state)} />
          <button type="submit" name="intent" value="skip" className="btn-ghost">
            Revenir au résumé
          </button>
        </form>
      </div>
    </section>
  );
}

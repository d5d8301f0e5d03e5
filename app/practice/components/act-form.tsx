import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { useState } from "react";
import { canCommitAct, type ActCommitment } from "~/acts/validation";
import { useHydrated } from "~/utils/use-hydrated";
import { PRACTICE_MESSAGES as M } from "../messages";

/** 'Passer à l'acte': Où ? / Quand ? / Comment ? under the step whose answer becomes the act. */
export function ActForm(props: { step: number; sessionId: string | null; text: string; values?: Record<string, string>; onCommit: (commitment: ActCommitment) => Promise<void> }) {
  const visitorAction = useVisitorAction();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<ActCommitment>({ where: props.values?.where ?? "", when: props.values?.when ?? "", how: props.values?.how ?? "" });
  const [busy, setBusy] = useState(false);
  const ready = canCommitAct(fields);
  const input = (key: keyof ActCommitment, label: string) => (
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
      action={visitorAction}
      className="card mt-4 space-y-4"
      aria-label="Engagement"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        setBusy(true);
        await props.onCommit(fields);
        setBusy(false);
      }}
    >
      <input type="hidden" name="intent" value="act" />
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <CarriedAnswers except={props.step} />
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

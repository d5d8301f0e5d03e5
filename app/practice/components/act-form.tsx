import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { useState } from "react";
import { actCommitmentSchema, canCommitAct, type ActCommitment } from "~/acts/validation";
import { Field } from "~/components/forms/field";
import { fieldProps } from "~/components/forms/conform";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { PRACTICE_MESSAGES as M } from "../messages";
import { z } from "zod";
import { readTyped, typedText } from "~/components/forms/envelope";

const TYPED_ACT = z.object({ where: typedText(), when: typedText(), how: typedText() });

/**
 * 'Passer à l'acte': Où ? / Quand ? / Comment ? under the step whose answer becomes the act.
 * `actCommitmentSchema` (app/acts) checks it here, beside each field, and in the practice's action.
 */
export function ActForm(props: {
  step: number;
  sessionId: string | null;
  text: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  onCommit: (commitment: ActCommitment) => Promise<void>;
}) {
  const visitorAction = useVisitorAction();
  const hydrated = useHydratedDisplay();
  const [ready, setReady] = useState(() =>
    canCommitAct({ where: props.values?.where ?? "", when: props.values?.when ?? "", how: props.values?.how ?? "" }),
  );
  const [busy, setBusy] = useState(false);
  const { fields, formProps } = useLocalSchemaForm(actCommitmentSchema, null, {
    onValid: async (commitment) => {
      setBusy(true);
      await props.onCommit(commitment);
      setBusy(false);
    },
  });
  const input = (key: keyof ActCommitment, label: string) => {
    const field = fieldProps(fields[key]);
    return (
      <Field
        id={`act-${key}`}
        label={label}
        {...field}
        defaultValue={props.values?.[key] ?? ""}
        error={field.error ?? props.errors?.[key]}
      />
    );
  };
  return (
    <form
      method="post"
      action={visitorAction}
      {...formProps}
      className="card mt-4 space-y-4"
      aria-label="Engagement"
      onInput={(event) => {
        const typed = readTyped(new FormData(event.currentTarget), TYPED_ACT);
        setReady(canCommitAct({ where: typed.where ?? "", when: typed.when ?? "", how: typed.how ?? "" }));
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

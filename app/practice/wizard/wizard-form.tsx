/**
 * A wizard step's form (issue 32, decision 0255): the server parses every post with the step's zod
 * schema through conform (`parseWithZod`) and answers a refusal with conform's `reply()`; this form
 * shows that answer's messages beside their fields (`error`, keyed by field name, "" for the form's
 * own) and gives back what was typed (`initialValue`), with or without JavaScript. With JavaScript, a
 * refusal moves the focus to its first field, as conform's `useForm` does.
 *
 * It reads conform's answer as the data it is, without conform's browser runtime: `useForm` here
 * would validate nothing (the wizards' pages download no zod) and cost 9 kB of gzip on each wizard
 * page, and split conform's chunk for every other form of the app (measured: +0.9 kB on each).
 * Mount it with a `key` per step, so each step starts from its own answer.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, type MutableRefObject, type ReactNode, type RefObject } from "react";

/** The step's messages: the first of a field (by name) and the form's own (a rule over several fields). */
export type WizardErrors = {
  field: (name: string) => string | undefined;
  /** What was typed in a field of a refused post (conform's initial value), to show it again. */
  value: (name: string) => string | undefined;
  form: string | undefined;
  /** The id of the form-level message, for `aria-describedby`. */
  formErrorId: string;
};

/** The device draft's handlers of the step (`useStepDraft`). */
type StepDraft = {
  ref: RefObject<HTMLFormElement>;
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
  onSubmit: () => void;
};

/** conform's answer to a refused post, read: each field's messages and what was typed. */
export function wizardErrors(id: string, lastResult: SubmissionResult<string[]> | null | undefined): WizardErrors {
  const refused = lastResult?.status === "error" ? lastResult : null;
  const typed = (refused?.initialValue ?? {}) as Record<string, unknown>;
  return {
    field: (name) => refused?.error?.[name]?.[0] ?? undefined,
    value: (name) => (typeof typed[name] === "string" ? (typed[name] as string) : undefined),
    form: refused?.error?.[""]?.[0] ?? undefined,
    formErrorId: `${id}-error`,
  };
}

export function WizardForm({
  id,
  lastResult,
  draft,
  action,
  className,
  onChange,
  carry,
  children,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  draft?: StepDraft;
  action?: string;
  className?: string;
  onChange?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** What every post of a run carries back to the server: the run's whole state (its draft), its step and its session. */
  carry?: { state: { step: number }; sessionId: string | null };
  children: (errors: WizardErrors) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors = wizardErrors(id, lastResult);

  // With JavaScript, the first refused field takes the focus (the form's own message: nothing to focus).
  useEffect(() => {
    const refused = lastResult?.status === "error" ? lastResult.error : null;
    if (!refused || !formRef.current) return;
    for (const element of Array.from(formRef.current.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && refused[name]?.length) {
        (element as HTMLElement).focus();
        break;
      }
    }
  }, [lastResult]);

  return (
    <Form
      method="post"
      id={id}
      action={action}
      className={className}
      // The server answers every post, in French, beside the field: the browser's own bubbles would come first.
      noValidate
      aria-describedby={errors.form ? errors.formErrorId : undefined}
      ref={(node) => {
        formRef.current = node;
        if (draft) (draft.ref as MutableRefObject<HTMLFormElement | null>).current = node;
      }}
      onChange={(event) => {
        draft?.onChange(event);
        onChange?.(event);
      }}
      onSubmit={() => draft?.onSubmit()}
    >
      {carry ? (
        <>
          <input type="hidden" name="draft" value={JSON.stringify(carry.state)} />
          <input type="hidden" name="step" value={carry.state.step} />
          {carry.sessionId ? <input type="hidden" name="sessionId" value={carry.sessionId} /> : null}
        </>
      ) : null}
      {children(errors)}
    </Form>
  );
}

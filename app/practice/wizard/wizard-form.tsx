/**
 * A wizard step's form read through conform (issue 32): the server parses every post with the step's
 * zod schema (`parseWithZod`) and answers a refusal with conform's `reply()`; this form shows those
 * messages beside their fields (`lastResult`), with or without JavaScript, and moves the focus to the
 * first refused field. Nothing is validated in the browser: the wizards' pages do not download zod.
 * Mount it with a `key` per step, so each step starts from its own answer.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";

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

export function WizardForm({
  id,
  lastResult,
  draft,
  action,
  className,
  onChange,
  children,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  draft?: StepDraft;
  action?: string;
  className?: string;
  onChange?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: (errors: WizardErrors) => ReactNode;
}) {
  const [form, fields] = useForm<Record<string, unknown>>({ id, lastResult });
  const props = getFormProps(form);
  const errors: WizardErrors = {
    field: (name) => fields[name]?.errors?.[0],
    value: (name) => {
      const typed = fields[name]?.initialValue;
      return typeof typed === "string" ? typed : undefined;
    },
    form: form.errors?.[0],
    formErrorId: form.errorId,
  };
  return (
    <Form
      method="post"
      action={action}
      className={className}
      {...props}
      ref={draft?.ref}
      onChange={(event) => {
        draft?.onChange(event);
        onChange?.(event);
      }}
      onSubmit={(event) => {
        draft?.onSubmit();
        props.onSubmit(event);
      }}
    >
      {children(errors)}
    </Form>
  );
}

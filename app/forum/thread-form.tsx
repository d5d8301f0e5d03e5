import { Form, Link, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { FormAlert } from "~/components/forms/field";
import { useHydrated } from "~/utils/use-hydrated";
import { CONTENT_MAX, TITLE_MAX } from "./limits";
import { FORUM_MESSAGES as M } from "./messages";
import { threadSchema } from "./validation";
import { CountedField } from "~/community/counted-field";
import { z } from "zod";
import { readTyped, typedText } from "~/components/forms/envelope";

/** What the submit waits for, as typed (before conform has seen the fields). */
const TYPED = z.object({ title: typedText(), content: typedText() });

type Props = {
  /** The thread as it is, when editing it. */
  current?: { title: string; content: string };
  /** The server's refusal (conform's reply): what was typed and each field's message. */
  result?: SubmissionResult<string[]> | null;
  alert?: string | null;
  submitLabel: string;
  cancelTo: string;
  intent?: string;
  /** A new thread's key (decision 0341): sent with the form, the thread's id once stored. */
  sendKey?: string | null;
};

/**
 * Title and content with counters; the submit waits until both are non-blank (JS). `threadSchema` checks
 * them beside each field in the browser (conform) and again in the action, in the same words.
 */
export function ThreadForm({ current, result, alert, submitLabel, cancelTo, intent, sendKey }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const { fields, formProps } = useSchemaForm(threadSchema, result);
  const title = fieldProps(fields.title);
  const content = fieldProps(fields.content);
  const [blank, setBlank] = useState(true);
  const check = useCallback(() => {
    const typed = readTyped(new FormData(formRef.current ?? undefined), TYPED);
    setBlank(!typed.title?.trim() || !typed.content?.trim());
  }, []);
  useEffect(check, [check]);
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" ref={formRef} {...formProps} onInput={check} className="space-y-4">
      {alert ? <FormAlert message={alert} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {sendKey ? <input type="hidden" name="cle" value={sendKey} /> : null}
      <CountedField label="Titre" field={title} rows={1} max={TITLE_MAX} initial={current?.title} />
      <CountedField label="Contenu" field={content} rows={10} max={CONTENT_MAX} initial={current?.content} hint={M.markdownNote} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={hydrated && (blank || submitting)}>
          {submitLabel}
        </button>
        <Link to={cancelTo} className="btn-secondary">
          {M.cancel}
        </Link>
      </div>
    </Form>
  );
}

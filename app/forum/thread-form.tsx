import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/forms/field";
import { useHydrated } from "~/utils/use-hydrated";
import { CONTENT_MAX, TITLE_MAX } from "./limits";
import { FORUM_MESSAGES as M } from "./messages";
import { CountedField } from "~/community/counted-field";

type Props = {
  values?: { title?: string; content?: string };
  errors?: Record<string, string | undefined>;
  alert?: string | null;
  submitLabel: string;
  cancelTo: string;
  intent?: string;
};

/** Title and content with counters; the submit waits until both are non-blank (JS), the server checks again. */
export function ThreadForm({ values, errors = {}, alert, submitLabel, cancelTo, intent }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [blank, setBlank] = useState(true);
  const check = useCallback(() => {
    const data = new FormData(formRef.current ?? undefined);
    setBlank(String(data.get("title") ?? "").trim() === "" || String(data.get("content") ?? "").trim() === "");
  }, []);
  useEffect(check, [check]);
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" ref={formRef} onInput={check} noValidate={hydrated} className="space-y-4">
      {alert ? <FormAlert message={alert} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <CountedField label="Titre" name="title" rows={1} max={TITLE_MAX} required defaultValue={values?.title ?? ""} error={errors.title} />
      <CountedField
        label="Contenu"
        name="content"
        rows={10}
        max={CONTENT_MAX}
        required
        defaultValue={values?.content ?? ""}
        error={errors.content}
        hint={M.markdownNote}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={hydrated && (blank || submitting)}>
          {submitLabel}
        </button>
        <Link to={cancelTo} className="btn-secondary">{M.cancel}</Link>
      </div>
    </Form>
  );
}

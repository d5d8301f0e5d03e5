import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CountedField } from "~/community/counted-field";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { FormAlert } from "~/components/forms/field";
import { CONTENT_MAX, TITLE_MAX } from "~/forum/limits";
import { FORUM_MESSAGES } from "~/forum/messages";
import { toThreadSchema } from "./rules";
import { CHAT_MESSAGES as M } from "./messages";

/** "Transformer en sujet": a title (the forum's rule) and an optional content, `toThreadSchema`. */
export function ToThreadForm({
  messageId,
  content: message,
  alert,
  result,
}: {
  messageId: string;
  content: string;
  alert: { title: string; description?: string } | null;
  result: SubmissionResult<string[]> | null;
}) {
  const { fields, formProps } = useSchemaForm(toThreadSchema, result);
  const title = fieldProps(fields.title);
  const content = fieldProps(fields.content);
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      {alert ? <FormAlert title={alert.title} message={alert.description ?? ""} /> : null}
      <input type="hidden" name="intent" value="to-thread" />
      <input type="hidden" name="messageId" value={messageId} />
      <CountedField
        label="Titre"
        field={title}
        rows={1}
        max={TITLE_MAX}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the person's own click, to type the title
        autoFocus
      />
      <CountedField
        label="Contenu (facultatif)"
        field={content}
        rows={5}
        max={CONTENT_MAX}
        initial={message}
        hint="Par défaut, le texte du message."
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {M.toThread}
        </button>
        <Link to="/entraide" preventScrollReset className="btn-secondary">
          {FORUM_MESSAGES.cancel}
        </Link>
      </div>
    </Form>
  );
}

import { ScriptField } from "~/components/forms/script-field";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CountedField } from "~/community/counted-field";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { FormAlert } from "~/components/forms/field";
import { REPLY_MAX } from "./limits";
import { FORUM_MESSAGES as M } from "./messages";
import { replySchema } from "./validation";

/** The reply at the foot of the thread: `replySchema` refuses in the browser and on the server, in the same words. */
export function ReplyForm({
  replyTo,
  cancelTo,
  alert,
  result,
  submitting,
  live,
  sendKey,
}: {
  replyTo: { id: string; name: string } | null;
  cancelTo: string;
  alert: string | null;
  result?: SubmissionResult<string[]> | null;
  submitting: boolean;
  live: boolean;
  /** This reply's key (decision 0341): its id once stored, the same if it is sent again. */
  sendKey?: string | null;
}) {
  const { fields, formProps } = useSchemaForm(replySchema, result);
  const content = fieldProps(fields.content);
  return (
    <Form method="post" {...formProps} className="space-y-3" preventScrollReset>
      <h2 id="reply-form-title" className="text-lg font-semibold text-encre-900">
        {replyTo ? M.replyToCommentTitle : M.replyFormTitle}
      </h2>
      {replyTo ? (
        <p className="text-sm text-encre-700">
          En réponse à {replyTo.name} ·{" "}
          <Link to={cancelTo} preventScrollReset className="link">
            Annuler
          </Link>
        </p>
      ) : null}
      {alert ? <FormAlert message={alert} /> : null}
      <input type="hidden" name="intent" value="reply" />
      {live ? <ScriptField /> : null}
      {sendKey ? <input type="hidden" name="cle" value={sendKey} /> : null}
      {replyTo ? <input type="hidden" name="parentId" value={replyTo.id} /> : null}
      <CountedField label="Votre réponse" field={content} rows={4} max={REPLY_MAX} hint={M.markdownNote} />
      <button type="submit" className="btn-primary" disabled={submitting}>
        {M.reply}
      </button>
    </Form>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CountedField } from "~/community/counted-field";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { FormAlert } from "~/components/forms/field";
import { ScriptField } from "~/components/forms/script-field";
import { useToast } from "~/components/toaster";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M, countdownText } from "./messages";
import { messageSchema } from "./rules";
import { SEND_FORM_PART } from "./send-form-part";

/** The route's clientAction takes it from here: loaded with the form, before the page runs (decision 0430). */
export { sendKeepingText } from "./send-failure";

/** The message form: `messageSchema` refuses in the browser and on the server; the 3-second rule is checked first. */
export function SendForm({
  sendKey,
  result,
  alert,
  until,
  seconds,
  submitting,
  onTyping,
}: {
  sendKey: string;
  result: SubmissionResult<string[]> | null | undefined;
  alert: { title: string; description?: string } | null;
  until: number;
  seconds: number;
  submitting: boolean;
  /** The person is typing: the page tells the room (at most once every 3 s), which tells the others « Quelqu'un écrit… ». */
  onTyping?: () => void;
}) {
  const toast = useToast();
  const { fields, formProps } = useSchemaForm(messageSchema, result);
  const content = fieldProps(fields.content);
  return (
    <Form
      method="post"
      preventScrollReset
      {...formProps}
      data-part={SEND_FORM_PART}
      className="space-y-2"
      onSubmit={(event) => {
        // The same 3-second rule as the server, checked before sending (spec 1 §5).
        if (Date.now() < until) {
          event.preventDefault();
          toast({ title: M.tooFastTitle, description: M.tooFastText, type: "error" });
          return;
        }
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="cle" value={sendKey} />
      <ScriptField />
      <CountedField
        label="Votre message"
        field={content}
        rows={2}
        max={MESSAGE_MAX}
        placeholder={M.placeholder}
        onValueChange={(value) => {
          if (value) onTyping?.();
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {alert ? <FormAlert title={alert.title} message={alert.description ?? ""} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-encre-700" aria-live="polite" data-testid="countdown">
          {countdownText(seconds)}
        </p>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {M.send}
        </button>
      </div>
    </Form>
  );
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { writerFor } from "~/auth/session-batch.server";
import { messageStateQuery } from "./chat.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { deleteIntent, editIntent, type ChangeArgs } from "./intents/change.server";
import { answer, type ChatIntent } from "./intents/intent.server";
import { sendIntent } from "./intents/send.server";
import { toThreadIntent } from "./intents/to-thread.server";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";

/** What every intent of the chat posts besides its own fields (decision 0351). */
const envelopeSchema = z.object({ intent: envelopeText("send"), content: envelopeText(), messageId: envelopeText(), js: envelopeText() });

type Posted = { args: ActionFunctionArgs; form: FormData; envelope: z.output<typeof envelopeSchema> };

/** « Modifier » and « Supprimer »: the rule inside the change's statement, one round trip (decision 0443). */
const change =
  (intent: (args: ChangeArgs) => Promise<Response>) =>
  async ({ args: { request, context }, form, envelope }: Posted) =>
    intent({
      context,
      writer: await writerFor(context.db, context.cloudflare.env, request),
      form,
      intent: envelope.intent,
      messageId: envelope.messageId,
    });

/** The session and the message in one round trip, then the intent (« Créer un sujet »: the thread's creation in a second). */
const withMessage =
  (intent: (args: ChatIntent) => Promise<Response>) =>
  async ({ args: { request, context }, form, envelope }: Posted) => {
    const writer = await writerFor(context.db, context.cloudflare.env, request);
    const { user, results } = await writer.run([messageStateQuery(context.db, envelope.messageId)]);
    const { intent: name, messageId, js } = envelope;
    return intent({ context, request, user, message: results[0][0] ?? null, form, intent: name, messageId, js: js === "1" });
  };

/** One handler per intent of the chat (decision 0351). */
const INTENTS: Record<string, (posted: Posted) => Promise<Response>> = {
  /** « Envoyer »: one round trip, the session read in the write's own batch (decision 0361). */
  send: ({ args: { request, context }, form, envelope }) => sendIntent({ context, request, form, intent: "send", js: envelope.js === "1" }),
  edit: change(editIntent),
  delete: change(deleteIntent),
  "to-thread": withMessage(toThreadIntent),
};

const unknownIntent = async ({ intent }: ChatIntent) => answer({ intent, alert: { title: M.forbidden } }, 400);

/** The help chat's action: signed-in people only, then the form's intent. */
export async function chatAction(args: ActionFunctionArgs) {
  const form = postedForm(args.context);
  const envelope = readEnvelope(form, envelopeSchema);
  // A refused message goes back to its form: never more than one character past the limit (issue 31).
  // Trimmed first, as the schema does: a message within the limit once trimmed is kept whole.
  if ((envelope.intent === "send" || envelope.intent === "edit") && envelope.content.length > MESSAGE_MAX) {
    form.set("content", envelope.content.trim().slice(0, MESSAGE_MAX + 1));
  }
  return handlerOf(INTENTS, envelope.intent, withMessage(unknownIntent))({ args, form, envelope });
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { writerFor } from "~/auth/session-batch.server";
import { messageStateQuery } from "./chat.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { deleteIntent, editIntent } from "./intents/change.server";
import { answer, type ChatIntent } from "./intents/intent.server";
import { sendIntent } from "./intents/send.server";
import { toThreadIntent } from "./intents/to-thread.server";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";

const INTENTS: Record<string, (args: ChatIntent) => Promise<Response>> = {
  "to-thread": toThreadIntent,
};
const CHANGES = { edit: editIntent, delete: deleteIntent };

/** What every intent of the chat posts besides its own fields (decision 0351). */
const envelopeSchema = z.object({ intent: envelopeText("send"), content: envelopeText(), messageId: envelopeText(), js: envelopeText() });

const unknownIntent = async ({ intent }: ChatIntent) => answer({ intent, alert: { title: M.forbidden } }, 400);

/** The help chat's action: signed-in people only, then the form's intent. */
export async function chatAction({ request, context }: ActionFunctionArgs) {
  const form = postedForm(context);
  const { intent, content, messageId, js } = readEnvelope(form, envelopeSchema);
  // A refused message goes back to its form: never more than one character past the limit (issue 31).
  // Trimmed first, as the schema does: a message within the limit once trimmed is kept whole.
  if ((intent === "send" || intent === "edit") && content.length > MESSAGE_MAX) {
    form.set("content", content.trim().slice(0, MESSAGE_MAX + 1));
  }
  // « Envoyer »: one round trip, the session read in the write's own batch (decision 0361).
  if (intent === "send") return sendIntent({ context, request, form, intent, js: js === "1" });
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  // « Modifier » and « Supprimer »: the rule inside the change's statement, one round trip (decision 0443).
  if (intent === "edit" || intent === "delete") return CHANGES[intent]({ context, writer, form, intent, messageId });
  // « Créer un sujet »: the session and the message in one round trip; the thread's creation in a second.
  const { user, results } = await writer.run([messageStateQuery(context.db, messageId)]);
  const message = results[0][0] ?? null;
  return handlerOf(INTENTS, intent, unknownIntent)({ context, request, user, message, form, intent, messageId, js: js === "1" });
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/auth/session.server";
import { postedForm } from "~/community/form-data.server";
import { deleteIntent, editIntent } from "./intents/change.server";
import { answer, type ChatIntent } from "./intents/intent.server";
import { sendIntent } from "./intents/send.server";
import { toThreadIntent } from "./intents/to-thread.server";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";

const INTENTS: Record<string, (args: ChatIntent) => Promise<Response>> = {
  send: sendIntent,
  edit: editIntent,
  delete: deleteIntent,
  "to-thread": toThreadIntent,
};

/** The help chat's action: signed-in people only, then the form's intent. */
export async function chatAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.db, context.cloudflare.env, request);
  const formData = await postedForm(request);
  const intent = String(formData.get("intent") ?? "send");
  // A refused message goes back to its form: never more than one character past the limit (issue 31).
  // Trimmed first, as the schema does: a message within the limit once trimmed is kept whole.
  const content = formData.get("content");
  if ((intent === "send" || intent === "edit") && typeof content === "string" && content.length > MESSAGE_MAX) {
    formData.set("content", content.trim().slice(0, MESSAGE_MAX + 1));
  }
  const messageId = String(formData.get("messageId") ?? "");
  const handle = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  return handle ? handle({ context, user, formData, intent, messageId }) : answer({ intent, alert: { title: M.forbidden } }, 400);
}

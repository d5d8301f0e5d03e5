import { parseWithZod } from "@conform-to/zod";
import { redirectWithToast } from "~/utils/http.server";
import { deleteMessage, updateMessage, type ChangeResult } from "../chat.server";
import { CHAT_MESSAGES as M } from "../messages";
import { messageSchema } from "../rules";
import { answer, replyOf, type ChatIntent } from "./intent.server";

/** « Modifier » on a message: its author or a moderator. */
export async function editIntent(args: ChatIntent) {
  const { context, user, message, form, intent, messageId } = args;
  const parsed = parseWithZod(form, { schema: messageSchema });
  if (parsed.status !== "success") return answer({ intent, messageId, alert: null, result: replyOf(parsed) }, 400);
  return changed(args, await updateMessage(context.db, context.cloudflare.env, user, message, parsed.value.content), M.updated);
}

/** « Supprimer » on a message: it keeps its place and reads « Message supprimé ». */
export async function deleteIntent(args: ChatIntent) {
  const { context, user, message } = args;
  return changed(args, await deleteMessage(context.db, context.cloudflare.env, user, message), M.removed);
}

function changed({ context, intent, messageId }: ChatIntent, result: ChangeResult, title: string) {
  if (result === "forbidden") return answer({ intent, messageId, alert: { title: M.forbidden } }, 403);
  if (result === "not-found") return answer({ intent, messageId, alert: { title: M.notFound } }, 404);
  return redirectWithToast(context.cloudflare.env, "/entraide", { title, type: "success" });
}

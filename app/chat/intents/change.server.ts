import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Writer } from "~/auth/session-batch.server";
import { redirectWithToast } from "~/utils/http.server";
import { changeMessage, type ChangeResult } from "../chat.server";
import { CHAT_MESSAGES as M } from "../messages";
import { messageSchema } from "../rules";
import { answer, replyOf } from "./intent.server";

/** What « Modifier » and « Supprimer » are given: the change goes in the session's batch (decision 0443). */
export type ChangeArgs = { context: AppLoadContext; writer: Writer; form: FormData; intent: string; messageId: string };

/** « Modifier » on a message: its author or a moderator. */
export async function editIntent(args: ChangeArgs) {
  const { context, writer, form, intent, messageId } = args;
  const parsed = parseWithZod(form, { schema: messageSchema });
  if (parsed.status !== "success") return answer({ intent, messageId, alert: null, result: replyOf(parsed) }, 400);
  const change = { content: parsed.value.content, editedAt: new Date().toISOString() };
  return changed(args, await changeMessage(context.db, context.cloudflare.env, writer, messageId, change), M.updated);
}

/** « Supprimer » on a message: it keeps its place and reads « Message supprimé ». */
export async function deleteIntent(args: ChangeArgs) {
  const { context, writer, messageId } = args;
  const change = { deletedAt: new Date().toISOString() };
  return changed(args, await changeMessage(context.db, context.cloudflare.env, writer, messageId, change), M.removed);
}

function changed({ context, intent, messageId }: ChangeArgs, result: ChangeResult, title: string) {
  if (result === "forbidden") return answer({ intent, messageId, alert: { title: M.forbidden } }, 403);
  if (result === "not-found") return answer({ intent, messageId, alert: { title: M.notFound } }, 404);
  return redirectWithToast(context.cloudflare.env, "/entraide", { title, type: "success" });
}

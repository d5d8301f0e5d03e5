import { parseWithZod } from "@conform-to/zod";
import { FORUM_MESSAGES as M } from "../messages";
import { editReply, removeReply, type ReplyChanged } from "../threads.server";
import { replyEditSchema } from "../validation";
import { answer, done, forbidden, replyOf, withScript, type ThreadIntent } from "./intent.server";

/** « Modifier » on a reply: its author or a moderator. */
export async function editReplyIntent(args: ThreadIntent) {
  const { db, env, user, thread, reply, form, intent, replyId, changedPages } = args;
  const parsed = parseWithZod(form, { schema: replyEditSchema });
  if (parsed.status !== "success") return answer({ intent, replyId, alert: null, result: replyOf(parsed) }, 400);
  const result = await editReply(db, env, user, thread, reply, parsed.value.content, changedPages);
  return changed(args, result, M.replyUpdated, replyOf(parsed));
}

/** « Supprimer » on a reply: it keeps its place and reads « Message supprimé ». */
export async function deleteReplyIntent(args: ThreadIntent) {
  const { db, env, user, thread, reply, changedPages } = args;
  return changed(args, await removeReply(db, env, user, thread, reply, changedPages), M.replyDeleted);
}

function changed(args: ThreadIntent, result: ReplyChanged, toast: string, typed?: ReturnType<typeof replyOf>) {
  const { intent, replyId } = args;
  if (!result.ok && result.reason === "forbidden") return forbidden(args);
  if (!result.ok) return answer({ intent, replyId, alert: M.notFoundText, ...(typed ? { result: typed } : {}) }, 404);
  if (withScript(args) && result.reply) return answer({ intent, replyId, alert: null, live: { reply: result.reply, toast } }, 200);
  return done(args, toast);
}

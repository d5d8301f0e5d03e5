import { parseWithZod } from "@conform-to/zod";
import { FORUM_MESSAGES as M } from "../messages";
import type { ReplyRowChange } from "../thread-changes.server";
import { replyEditSchema } from "../validation";
import { answer, change, done, forbidden, replyOf, threadNotFound, withScript, type ThreadIntent } from "./intent.server";

/** « Modifier » on a reply: its author or a moderator. */
export async function editReplyIntent(args: ThreadIntent) {
  const { intent, replyId, form } = args;
  const parsed = parseWithZod(form, { schema: replyEditSchema });
  if (parsed.status !== "success") return answer({ intent, replyId, alert: null, result: replyOf(parsed) }, 400);
  return changeReply(args, { content: parsed.value.content, editedAt: new Date().toISOString() }, M.replyUpdated, replyOf(parsed));
}

/** « Supprimer » on a reply: it keeps its place and reads « Message supprimé ». */
export async function deleteReplyIntent(args: ThreadIntent) {
  return changeReply(args, { deletedAt: new Date().toISOString() }, M.replyDeleted);
}

async function changeReply(args: ThreadIntent, set: ReplyRowChange, toast: string, typed?: ReturnType<typeof replyOf>) {
  const { env, intent, replyId } = args;
  const { outcome, here } = await change(args, { on: "reply", replyId, set });
  if (!outcome.ok && outcome.reason === "thread-not-found") return threadNotFound(env);
  if (!outcome.ok && outcome.reason === "forbidden") return forbidden(args);
  if (!outcome.ok) return answer({ intent, replyId, alert: M.notFoundText, ...(typed ? { result: typed } : {}) }, 404);
  if (withScript(args) && outcome.reply) return answer({ intent, replyId, alert: null, live: { reply: outcome.reply, toast } }, 200);
  return done(args, toast, here);
}

import { parseWithZod } from "@conform-to/zod";
import { redirectWithToast } from "~/utils/http.server";
import { FORUM_MESSAGES as M } from "../messages";
import { threadPath } from "../thread-path";
import { addReply } from "../threads.server";
import { replySchema } from "../validation";
import { answer, replyOf, withScript, type ThreadIntent } from "./intent.server";

/** « Répondre »: the reply is added unless the thread is locked, and the author lands on its page. */
export async function replyIntent(args: ThreadIntent) {
  const { db, env, user, thread, form, intent, changedPages } = args;
  const parsed = parseWithZod(form, { schema: replySchema });
  if (parsed.status !== "success") return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
  let added: Extract<Awaited<ReturnType<typeof addReply>>, { ok: true }>;
  try {
    const result = await addReply(db, env, thread, { ...parsed.value, authorId: user.id }, changedPages);
    if (!result.ok) {
      // Too many replies in a short time: the table's message, and the reply stays in its field.
      if (result.reason === "limited") return answer({ intent, alert: result.message, result: replyOf(parsed) }, 429);
      const locked = result.reason === "locked";
      return answer({ intent, alert: locked ? M.locked : M.replyError, result: replyOf(parsed) }, locked ? 403 : 400);
    }
    added = result;
  } catch (error) {
    console.error("addReply", error);
    return answer({ intent, alert: M.replyError, result: replyOf(parsed) }, 500);
  }
  // The page the new reply landed on (counted in the write's batch, so that simultaneous replies cannot shift it).
  const landedPage = added.page;
  if (withScript(args) && added.reply) {
    const live = { reply: added.reply, replyCount: added.replyCount, page: landedPage, toast: M.replyAdded };
    return answer({ intent, replyId: added.id, alert: null, live }, 200);
  }
  // Without JavaScript: show the page it landed on, scrolled to it.
  const landed = threadPath(thread.slug, landedPage);
  return redirectWithToast(env, `${landed}#reponse-${added.id}`, { title: M.replyAdded, type: "success" });
}

import { parseWithZod } from "@conform-to/zod";
import { readWithSession } from "~/auth/session-batch.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { addReply, type AddedReply } from "../add-reply.server";
import { findThread } from "../threads.server";
import { FORUM_MESSAGES as M } from "../messages";
import { threadPath } from "../thread-path";
import { replySchema } from "../validation";
import { answer, replyOf, threadNotFound, withScript } from "./intent.server";

/** « Répondre » is given the request itself: its session and thread are read in the write's batch. */
export type ReplyArgs = {
  db: Db;
  env: Env;
  request: Request;
  slug: string;
  form: FormData;
  intent: string;
  js: boolean;
  changedPages: ChangedPages;
};

/** « Répondre »: the reply is added unless the thread is locked, and the author lands on its page. */
export async function replyIntent(args: ReplyArgs) {
  const { db, env, request, slug, form, intent, changedPages } = args;
  const parsed = parseWithZod(form, { schema: replySchema });
  if (parsed.status !== "success") {
    // Who may, which thread, then what was wrong with the form (a refusal may take two round trips).
    await readWithSession(db, env, request, { require: true });
    if (!(await findThread(db, slug))) return threadNotFound(env);
    return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
  }
  let added: AddedReply;
  try {
    // Without a session, the login redirect (thrown) before anything is written.
    added = await addReply(db, env, request, slug, parsed.value, changedPages);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("addReply", error);
    return answer({ intent, alert: M.replyError, result: replyOf(parsed) }, 500);
  }
  if (!added.thread) return threadNotFound(env);
  const { result } = added;
  if (!result.ok) {
    // Too many replies in a short time: the table's message, and the reply stays in its field.
    if (result.reason === "limited") return answer({ intent, alert: result.message, result: replyOf(parsed) }, 429);
    const locked = result.reason === "locked";
    return answer({ intent, alert: locked ? M.locked : M.replyError, result: replyOf(parsed) }, locked ? 403 : 400);
  }
  // The page the new reply landed on (counted in the write's batch, so that simultaneous replies cannot shift it).
  if (withScript(args) && result.reply) {
    const live = { reply: result.reply, replyCount: result.replyCount, page: result.page, toast: M.replyAdded };
    return answer({ intent, replyId: result.id, alert: null, live }, 200);
  }
  // Without JavaScript: show the page it landed on, scrolled to it.
  const landed = threadPath(slug, result.page);
  return redirectWithToast(env, `${landed}#reponse-${result.id}`, { title: M.replyAdded, type: "success" });
}

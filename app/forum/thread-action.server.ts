import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireModerator } from "~/auth/permissions.server";
import { requireUser } from "~/auth/session.server";
import { postedForm } from "~/community/form-data.server";
import { parsePage } from "~/community/paging";
import { redirectWithToast } from "~/utils/http.server";
import { answer, type ThreadIntent } from "./intents/intent.server";
import { replyIntent } from "./intents/reply.server";
import { deleteReplyIntent, editReplyIntent } from "./intents/reply-change.server";
import { deleteThreadIntent, editThreadIntent, flagIntent, isFlagIntent, MODERATION_INTENTS } from "./intents/thread.server";
import { FORUM_MESSAGES as M } from "./messages";
import { threadPath } from "./thread-path";
import { findThread } from "./threads.server";

/** Back to the list, saying the thread is gone. */
export function threadNotFound(env: Env) {
  return redirectWithToast(env, "/forum", { title: M.notFound, description: M.notFoundText, type: "error" });
}

const INTENTS: Record<string, (args: ThreadIntent) => Promise<Response>> = {
  reply: replyIntent,
  "edit-thread": editThreadIntent,
  "delete-thread": deleteThreadIntent,
  "edit-reply": editReplyIntent,
  "delete-reply": deleteReplyIntent,
};

/** The thread page's action: who may, which thread, then the form's intent. */
export async function threadAction({ request, params, context }: ActionFunctionArgs) {
  const { db, changedPages } = context;
  const { env } = context.cloudflare;
  const formData = await postedForm(request);
  const intent = String(formData.get("intent") ?? "reply");
  // Pin and lock are moderation: requireModerator answers 403 to anyone else.
  const user = MODERATION_INTENTS.has(intent) ? await requireModerator(db, env, request) : await requireUser(db, env, request);
  const thread = await findThread(db, params.slug ?? "");
  if (!thread) return threadNotFound(env);
  const replyId = String(formData.get("replyId") ?? "");
  // Edits and deletions come back to the page they were made on.
  const here = threadPath(thread.slug, parsePage(new URL(request.url).searchParams.get("page"), 10_000));
  const args: ThreadIntent = { db, env, user, thread, formData, intent, replyId, here, changedPages };
  if (isFlagIntent(intent)) return flagIntent({ ...args, intent });
  const handle = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  return handle ? handle(args) : answer({ intent, alert: M.forbidden }, 400);
}

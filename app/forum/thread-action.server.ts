import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireModerator } from "~/auth/permissions.server";
import { requireUser } from "~/auth/session.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
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

/** What every intent of the page posts besides its own fields (decision 0351). */
const envelopeSchema = z.object({ intent: envelopeText("reply"), replyId: envelopeText(), js: envelopeText() });

const unknownIntent = async ({ intent }: ThreadIntent) => answer({ intent, alert: M.forbidden }, 400);

/** The thread page's action: who may, which thread, then the form's intent. */
export async function threadAction({ request, params, context }: ActionFunctionArgs) {
  const { db, changedPages } = context;
  const { env } = context.cloudflare;
  const form = await postedForm(request);
  const { intent, replyId, js } = readEnvelope(form, envelopeSchema);
  // Pin and lock are moderation: requireModerator answers 403 to anyone else.
  const user = MODERATION_INTENTS.has(intent) ? await requireModerator(db, env, request) : await requireUser(db, env, request);
  const thread = await findThread(db, params.slug ?? "");
  if (!thread) return threadNotFound(env);
  // Edits and deletions come back to the page they were made on.
  const here = threadPath(thread.slug, parsePage(new URL(request.url).searchParams.get("page"), 10_000));
  const args: ThreadIntent = { db, env, user, thread, form, intent, replyId, js: js === "1", here, changedPages };
  if (isFlagIntent(intent)) return flagIntent({ ...args, intent });
  return handlerOf(INTENTS, intent, unknownIntent)(args);
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertRole } from "~/auth/permissions.server";
import { writerFor } from "~/auth/session-batch.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { parsePage } from "~/community/paging";
import { answer, threadNotFound, type ThreadIntent } from "./intents/intent.server";
import { replyIntent } from "./intents/reply.server";
import { deleteReplyIntent, editReplyIntent } from "./intents/reply-change.server";
import { deleteThreadIntent, editThreadIntent, flagIntent, isFlagIntent, MODERATION_INTENTS } from "./intents/thread.server";
import { FORUM_MESSAGES as M } from "./messages";
import { threadPath } from "./thread-path";
import { replyStateQuery, threadRecordQuery } from "./threads.server";

export { threadNotFound };

const INTENTS: Record<string, (args: ThreadIntent) => Promise<Response>> = {
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
  const pageAsked = parsePage(new URL(request.url).searchParams.get("page"), 10_000);
  // « Répondre »: one round trip, the session and the thread read in the write's own batch (decision 0361).
  if (intent === "reply") {
    const slug = params.slug ?? "";
    return replyIntent({ db, env, request, slug, form, intent, js: js === "1", changedPages });
  }
  // The session, the thread and the reply the form names in one round trip; the change in a second
  // (a change must know who wrote what before it decides, decision 0361).
  const slug = params.slug ?? "";
  const writer = await writerFor(db, env, request);
  const { user, results } = await writer.run([threadRecordQuery(db, slug), replyStateQuery(db, slug, replyId)]);
  // Pin and lock are moderation: the one 403 of the app to anyone else.
  if (MODERATION_INTENTS.has(intent)) assertRole(user, "moderator");
  const [[thread], [reply]] = results;
  if (!thread) return threadNotFound(env);
  // Edits and deletions come back to the page they were made on.
  const here = threadPath(thread.slug, pageAsked);
  const args: ThreadIntent = { db, env, user, thread, reply: reply ?? null, form, intent, replyId, js: js === "1", here, changedPages };
  if (isFlagIntent(intent)) return flagIntent({ ...args, intent });
  return handlerOf(INTENTS, intent, unknownIntent)(args);
}

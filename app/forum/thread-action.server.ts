import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { writerFor } from "~/auth/session-batch.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { parsePage } from "~/community/paging";
import { answer, threadNotFound, type ThreadIntent } from "./intents/intent.server";
import { replyIntent } from "./intents/reply.server";
import { deleteReplyIntent, editReplyIntent } from "./intents/reply-change.server";
import { deleteThreadIntent, editThreadIntent, flagIntent, isFlagIntent } from "./intents/thread.server";
import { FORUM_MESSAGES as M } from "./messages";

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
  const form = postedForm(context);
  const { intent, replyId, js } = readEnvelope(form, envelopeSchema);
  const pageAsked = parsePage(new URL(request.url).searchParams.get("page"), 10_000);
  // « Répondre »: one round trip, the session and the thread read in the write's own batch (decision 0361).
  if (intent === "reply") {
    const slug = params.slug ?? "";
    return replyIntent({ db, env, request, slug, form, intent, js: js === "1", changedPages });
  }
  // Every other change in the session's batch, its permission inside its statement: one round trip (decision 0443).
  const writer = await writerFor(db, env, request);
  const args: ThreadIntent = { db, env, writer, slug: params.slug ?? "", form, intent, replyId, js: js === "1", pageAsked, changedPages };
  if (isFlagIntent(intent)) return flagIntent({ ...args, intent });
  return handlerOf(INTENTS, intent, unknownIntent)(args);
}

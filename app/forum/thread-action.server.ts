import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { writerFor } from "~/auth/session-batch.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { parsePage } from "~/community/paging";
import { answer, threadNotFound, type ThreadIntent } from "./intents/intent.server";
import { followIntent } from "./intents/follow.server";
import { replyIntent } from "./intents/reply.server";
import { deleteReplyIntent, editReplyIntent } from "./intents/reply-change.server";
import { deleteThreadIntent, editThreadIntent, flagIntent, isFlagIntent, FLAG_INTENTS } from "./intents/thread.server";
import { FORUM_MESSAGES as M } from "./messages";

export { threadNotFound };

/** What every intent of the page posts besides its own fields (decision 0351). */
const envelopeSchema = z.object({ intent: envelopeText("reply"), replyId: envelopeText(), js: envelopeText() });

type Posted = { args: ActionFunctionArgs; form: FormData; envelope: z.output<typeof envelopeSchema> };

/**
 * Every change but the reply runs in the session's batch, its permission inside its statement: one round
 * trip (decision 0443).
 */
function withWriter(intent: (args: ThreadIntent) => Promise<Response>) {
  return async ({ args: { request, params, context }, form, envelope }: Posted) => {
    const { db, changedPages } = context;
    const { env } = context.cloudflare;
    const writer = await writerFor(db, env, request);
    const pageAsked = parsePage(new URL(request.url).searchParams.get("page"), 10_000);
    const { intent: name, replyId, js } = envelope;
    return intent({ db, env, writer, slug: params.slug ?? "", form, intent: name, replyId, js: js === "1", pageAsked, changedPages });
  };
}

const flag = withWriter((args) => (isFlagIntent(args.intent) ? flagIntent({ ...args, intent: args.intent }) : unknownIntent(args)));

/** One handler per intent of the page (decision 0351). */
const INTENTS: Record<string, (posted: Posted) => Promise<Response>> = {
  /** « Répondre »: one round trip, the session and the thread read in the write's own batch (decision 0361). */
  reply: ({ args: { request, params, context }, form, envelope }) =>
    replyIntent({
      db: context.db,
      env: context.cloudflare.env,
      request,
      slug: params.slug ?? "",
      form,
      intent: "reply",
      js: envelope.js === "1",
      changedPages: context.changedPages,
    }),
  "edit-thread": withWriter(editThreadIntent),
  "delete-thread": withWriter(deleteThreadIntent),
  "edit-reply": withWriter(editReplyIntent),
  "delete-reply": withWriter(deleteReplyIntent),
  /** « Suivre ce sujet » / « Ne plus suivre » (decision 0477). */
  follow: withWriter(followIntent),
  ...Object.fromEntries(FLAG_INTENTS.map((intent) => [intent, flag])),
};

const unknownIntent = async ({ intent }: ThreadIntent) => answer({ intent, alert: M.forbidden }, 400);

/** The thread page's action: the form's intent, then who may and which thread (each intent's own reads). */
export async function threadAction(args: ActionFunctionArgs) {
  const form = postedForm(args.context);
  const envelope = readEnvelope(form, envelopeSchema);
  return handlerOf(INTENTS, envelope.intent, withWriter(unknownIntent))({ args, form, envelope });
}

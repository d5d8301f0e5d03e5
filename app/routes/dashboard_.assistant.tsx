/**
 * /dashboard/assistant: the assistant's endpoint (POST, authenticated by the session cookie) answering
 * {response, images, messagesRemaining}, and the same panel as a full page, which is what a browser
 * without JavaScript uses: a plain form that posts and shows the answer.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { assistantPanelFrom, assistantPanelQueries, clearConversation, sendMessage, signedOutPanel } from "~/assistant/assistant.server";
import { readWithSession } from "~/auth/session-batch.server";
import { AssistantBody } from "~/assistant/panel";
import { ASSISTANT_MAX_LENGTH, ASSISTANT_MESSAGES as M } from "~/assistant/messages";
import { assistantProvider } from "~/assistant/provider.server";
import { countryOf } from "~/care/country.server";
import { z } from "zod";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Assistant IA · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  // The session, the conversation and today's count: one D1 batch (decision 0145).
  const { user, results } = await readWithSession(context.db, env, request, (owner) => assistantPanelQueries(context.db, owner));
  const panel = user && results ? await assistantPanelFrom(env, user.id, results[0], results[1]) : signedOutPanel(env);
  return json(panel, { headers: { "Cache-Control": "private, no-store" } });
}

type Input = { intent: string; message: string; requestImageGeneration: boolean; document: boolean };

/** The panel's form (a plain POST, or the dashboard's fetcher with `mode=fetch`). */
function readInput(form: FormData): Input {
  const posted = readEnvelope(form, envelopeSchema);
  return {
    intent: posted.intent,
    message: posted.message,
    requestImageGeneration: ["1", "on", "true"].includes(posted.requestImageGeneration),
    document: posted.mode !== "fetch",
  };
}

const envelopeSchema = z.object({
  intent: envelopeText("send"),
  message: envelopeText(),
  requestImageGeneration: envelopeText(),
  mode: envelopeText(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const input = readInput(postedForm(context));
  return handlerOf(INTENTS, input.intent, send)({ context, request, input });
}

type IntentArgs = Pick<ActionFunctionArgs, "context" | "request"> & { input: Input };

/** Without a session: nothing is read or written. */
const signIn = () => json({ error: M.signIn, title: M.signInTitle, messagesRemaining: 0 }, { status: 401 });

const INTENTS = {
  /** « Effacer la conversation ». */
  async clear({ context, request, input }: IntentArgs) {
    if (!(await clearConversation(context.db, context.cloudflare.env, request))) return signIn();
    return input.document ? redirect("/dashboard/assistant") : json({ cleared: true });
  },
};

/** A message to the assistant, the page's default intent. */
async function send({ context, request, input }: IntentArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const message = input.message.trim();
  if (!message) return json({ error: M.empty, messagesRemaining: null }, { status: 400 });
  if (message.length > ASSISTANT_MAX_LENGTH) return json({ error: M.tooLong, messagesRemaining: null }, { status: 400 });
  const result = await sendMessage(db, env, assistantProvider(env), request, {
    message,
    requestImageGeneration: input.requestImageGeneration,
    country: countryOf(request),
  });
  if (!result) return signIn();
  if (!result.ok) return json({ error: result.error, messagesRemaining: result.messagesRemaining }, { status: result.status });
  return json({ response: result.response, images: result.images, messagesRemaining: result.messagesRemaining, distress: result.distress });
}

export default function AssistantPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const error = answer && "error" in answer ? answer.error : null;
  return (
    <div className="mx-auto max-w-2xl">
      <p>
        <Link to="/dashboard" className="link text-sm">
          {M.backToDashboard}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{M.title}</h1>
      <div className="card mt-4">
        <AssistantBody data={data} error={error} plain />
      </div>
    </div>
  );
}

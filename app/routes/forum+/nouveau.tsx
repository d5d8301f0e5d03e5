import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { newSendKey } from "~/community/send-key";
import { WaitingItem } from "~/community/waiting-item";
import { sendOrKeep, useWaitingPosts } from "~/community/waiting-posts";
import { FORUM_MESSAGES as M } from "~/forum/messages";
import { ThreadForm } from "~/forum/thread-form";
import { createThread } from "~/forum/create-thread.server";
import { threadSchema } from "~/forum/validation";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { redirectWithToast } from "~/utils/http.server";
import { postedForm } from "~/components/forms/submission.server";
import { threadPath } from "~/forum/thread-path";
import { DistressPanel } from "~/care/distress-panel";
import { FORUM_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";

export const meta: MetaFunction = () => [{ title: "Nouveau sujet · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  return json({ signedIn: Boolean(user) });
}

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(FORUM_DISTRESS_FIELDS, writeAction);

async function writeAction({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const formData = postedForm(context);
  const parsed = parseWithZod(formData, { schema: threadSchema });
  // What was typed comes back with each field's message (conform's reply), with or without JavaScript.
  const refused = (alert: string, options?: { fieldErrors: Record<string, string[]> }) => ({
    alert,
    result: parsed.reply(options) as SubmissionResult<string[]>,
  });
  if (parsed.status !== "success") {
    await readWithSession(db, env, request, { require: true });
    return json(refused(M.fixFields), { status: 400 });
  }
  try {
    // One round trip: the session is read in the write's own batch (decision 0361).
    const result = await createThread(db, env, request, parsed.value, context.changedPages);
    if (!result.ok) {
      // Too many new threads in a short time: the table's message above the form, what was typed kept.
      if (result.reason === "limited") return json(refused(result.message), { status: 429 });
      const message = result.reason === "duplicate" ? M.duplicateSlug : M.titleWithoutLetters;
      return json(refused(message, { fieldErrors: { title: [message] } }), { status: 400 });
    }
    return redirectWithToast(env, threadPath(result.slug), {
      title: M.created,
      description: M.createdText,
      type: "success",
    });
  } catch (error) {
    if (error instanceof Response) throw error; // without a session: the login redirect
    console.error("createThread", error);
    return json(refused(M.createError), { status: 500 });
  }
}

/** With JavaScript: a topic written with no network, or whose send got no answer, waits on the device (decision 0341). */
export const clientAction = ({ request, serverAction }: ClientActionFunctionArgs) => sendOrKeep(request, serverAction, "sujet", null);

/** A topic kept on the device reads nothing: with no network the page's data cannot be fetched. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { waiting?: string } | undefined)?.waiting ? false : defaultShouldRevalidate;

export default function NewThread() {
  const { signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>() as
    { waiting?: string; result?: SubmissionResult<string[]>; alert?: string | null } | undefined;
  // The new topic's key (decision 0341), given once the page runs; a new one after a topic is kept.
  const [sendKey, setSendKey] = useState<string | null>(null);
  useEffect(() => setSendKey(newSendKey()), [actionData?.waiting]);
  // Topics kept on this device; one that leaves the list was sent: the page says where it is.
  const waiting = useWaitingPosts("sujet", "/forum/nouveau");
  const [published, setPublished] = useState<string | null>(null);
  const shown = useRef(new Map<string, string>());
  useEffect(() => {
    const now = new Map(waiting.filter((post) => !post.refused).map((post) => [post.key, post.fields.title ?? ""]));
    for (const [key, title] of shown.current) if (!now.has(key)) setPublished(title);
    shown.current = now;
  }, [waiting]);
  // Refusals show by their field or above the form, never again as a toast (decision 0110).
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <DistressPanel />
      <Link to="/forum" className="link text-sm">
        ← {M.backToForum}
      </Link>
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900">{M.newThread}</h1>
        {signedIn ? (
          <div className="mt-4 space-y-4">
            {published !== null ? (
              <p role="status" className="rounded-xl border border-sauge-500/30 bg-sauge-100/60 px-3 py-2 text-sm text-encre-800">
                {M.publishedFromDevice}{" "}
                <Link to="/forum" className="link">
                  {M.backToForum}
                </Link>
              </p>
            ) : null}
            {waiting.map((post) => (
              <WaitingItem key={post.key} post={post} as="div" />
            ))}
            <ThreadForm
              key={actionData?.waiting ?? "nouveau"}
              result={actionData?.result}
              alert={actionData?.alert}
              submitLabel="Publier le sujet"
              cancelTo="/forum"
              sendKey={sendKey}
            />
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            <p className="text-encre-700">{M.mustBeSignedInToCreate}</p>
            <Link to="/auth/login?redirectTo=%2Fforum%2Fnouveau" className="btn-primary">
              Connexion
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

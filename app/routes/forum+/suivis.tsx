import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { readSubmission } from "~/components/forms/submission.server";
import { useSchemaForm } from "~/components/forms/conform";
import { FOLLOW_MESSAGES as F, followedTopicHref, newRepliesLabel, unfollowSchema } from "~/forum/follows";
import { followedTopicsQuery, setFollowStatement } from "~/forum/follows.server";
import { LockIcon } from "~/forum/ui";
import { formatRelative } from "~/utils/relative-time";
import { redirectWithToast } from "~/utils/http.server";
import { broadcast } from "../../../party/broadcast.server";

export const meta: MetaFunction = () => [{ title: `${F.pageTitle} · Forum d'entraide · Rendez-vous intérieur` }];

/**
 * /forum/suivis (issue 57, decision 0477): the session's own followed topics, those with new replies
 * first, then the most recent activity; each opens at its first unread reply. One D1 batch with the session.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { results } = await readWithSession(db, context.cloudflare.env, request, (owner) => [followedTopicsQuery(db, owner)], {
    require: true,
  });
  const topics = results[0].map((topic) => ({
    id: topic.id,
    title: topic.title,
    isLocked: topic.isLocked,
    updatedAt: topic.updatedAt,
    unread: topic.unread,
    href: followedTopicHref(topic.slug, topic.firstUnread ? { id: topic.firstUnread, before: topic.before } : null),
  }));
  return json({ topics }, { headers: { "Cache-Control": "no-store" } });
}

/** « Ne plus suivre » on one topic: the session's own follow only, in the session's batch. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const writer = await writerFor(db, env, request);
  const parsed = readSubmission(context, unfollowSchema);
  if (parsed.status !== "success") return json({ result: parsed.reply() }, { status: 400 });
  const { user } = await writer.run([setFollowStatement(db, writer.owner, { id: parsed.value.sujet }, false)]);
  broadcast(env, "UserRoom", `user-${user.id}`, { type: "follows:changed" });
  return redirectWithToast(env, "/forum/suivis", { title: F.unfollowed, type: "success" });
}

function UnfollowForm({ threadId, title }: { threadId: string; title: string }) {
  const answer = useActionData<typeof action>();
  const { formProps, fields } = useSchemaForm(unfollowSchema, answer?.result);
  return (
    <Form method="post" {...formProps} className="relative z-10">
      <input type="hidden" name={fields.sujet.name} value={threadId} />
      <button type="submit" className="btn-ghost px-2 py-1 text-sm" aria-label={`${F.unfollow}\u00a0: ${title}`}>
        {F.unfollow}
      </button>
    </Form>
  );
}

export default function FollowedTopics() {
  const { topics } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/forum" className="link text-sm">
        ← Retour au forum
      </Link>
      <h1 className="font-serif text-3xl text-encre-900">{F.pageTitle}</h1>
      {topics.length === 0 ? (
        <div className="card space-y-4 text-center" data-testid="follows-empty">
          <p className="text-encre-700">{F.empty}</p>
          <Link to="/forum" className="btn-secondary">
            Parcourir le forum
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={F.pageTitle}>
          {topics.map((topic) => (
            <li key={topic.id} className="card relative" data-testid="followed-topic">
              <div className="flex items-start gap-2">
                {topic.isLocked ? <LockIcon /> : null}
                <h2 className="min-w-0 flex-1 break-words text-lg font-semibold text-encre-900" data-authored dir="auto">
                  <Link to={topic.href} className="hover:underline after:absolute after:inset-0">
                    {topic.title}
                  </Link>
                </h2>
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-encre-700">
                {topic.unread > 0 ? (
                  <span className="badge bg-terre-600 text-white" data-testid="new-replies">
                    {newRepliesLabel(topic.unread)}
                  </span>
                ) : (
                  <span data-testid="new-replies">Tout est lu</span>
                )}
                <span>
                  Dernière activité{" "}
                  <time dateTime={topic.updatedAt} suppressHydrationWarning>
                    {formatRelative(topic.updatedAt)}
                  </time>
                </span>
                <UnfollowForm threadId={topic.id} title={topic.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

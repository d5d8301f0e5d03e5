import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { countLabel } from "~/utils/plural";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { moderationActionSchema } from "~/moderation/report-schema";
import { assertRole } from "~/auth/permissions.server";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { postedForm } from "~/components/forms/submission.server";
import { MODERATION_MESSAGES as M, REPORT_REASON_LABELS } from "~/moderation/messages";
import { actOnReport, listQueue, listRecentDecisions, type QueueEntry } from "~/moderation/reports.server";
import { ConfirmDelete, RecentDecisions } from "~/moderation/decisions";
import { redirectWithToast } from "~/utils/http.server";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";

export const meta: MetaFunction = () => [{ title: "Modération · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user: moderator } = await readWithSession(context.db, context.cloudflare.env, request, { require: "moderator" });
  const [queue, decisions] = await Promise.all([listQueue(context.db, moderator), listRecentDecisions(context.db, moderator)]);
  return json({ viewerId: moderator.id, queue, decisions });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  // The session is read with the decision itself (actOnReport): the 403 for anyone who does not moderate.
  const writer = await writerFor(db, env, request);
  const form = postedForm(context);
  const submission = parseWithZod(form, { schema: moderationActionSchema });
  if (submission.status !== "success") return redirectWithToast(env, "/moderation", { title: M.forbidden, type: "error" });
  const { intent, itemType, itemId, confirm } = submission.value;
  // Without JavaScript, "Supprimer" first shows what would be deleted and asks (issue 30).
  if (intent === "delete" && confirm !== "oui") {
    assertRole(await writer.user(), "moderator");
    return json({ confirmDelete: { itemType, itemId } });
  }
  const result = await actOnReport(db, env, writer, itemType, itemId, intent, context.changedPages);
  if (result === "forbidden") return redirectWithToast(env, "/moderation", { title: M.forbidden, type: "error" });
  if (result === "not-found") return redirectWithToast(env, "/moderation", { title: M.gone, type: "success" });
  return redirectWithToast(env, "/moderation", { title: DONE[intent], type: "success" });
}

/** What each decision says once done (one per intent, decision 0351). */
const DONE = { ignore: M.ignored, delete: M.deleted, lock: M.locked } as const;

const TYPE_LABELS = { thread: "Sujet du forum", reply: "Réponse du forum", chat: "Message du chat" } as const;

function contextLink(entry: QueueEntry): { view: string; edit: string } | null {
  if (entry.itemType === "chat") return { view: `/entraide#message-${entry.itemId}`, edit: `/entraide?modifier=${entry.itemId}` };
  if (!entry.threadSlug) return null;
  const thread = `/forum/${encodeURIComponent(entry.threadSlug)}`;
  if (entry.itemType === "thread") return { view: thread, edit: `${thread}?modifier=sujet` };
  return {
    view: `${thread}?reponse=${entry.itemId}#reponse-${entry.itemId}`,
    edit: `${thread}?modifier=${entry.itemId}#reponse-${entry.itemId}`,
  };
}

export default function ModerationQueue() {
  const { viewerId, queue, decisions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const asked = answer && "confirmDelete" in answer ? answer.confirmDelete : null;
  const askedEntry = asked
    ? queue.find((entry) => entry.itemType === asked.itemType && entry.itemId === asked.itemId && !entry.deleted)
    : undefined;
  const reload = useLiveReload();
  useRoom(
    "user-room",
    `user-${viewerId}`,
    (event) => {
      if (event.type === "reports:changed") reload();
    },
    { onReconnect: reload },
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="font-serif text-3xl text-encre-900">{M.queueTitle}</h1>
      <p className="text-encre-700">{M.queueIntro}</p>
      {askedEntry ? <ConfirmDelete entry={askedEntry} /> : null}
      {queue.length === 0 ? (
        <p className="card text-center text-encre-700" data-testid="queue-empty">
          {M.empty}
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Signalements en attente">
          {queue.map((entry) => {
            const links = contextLink(entry);
            const hidden = (
              <>
                <input type="hidden" name="itemType" value={entry.itemType} />
                <input type="hidden" name="itemId" value={entry.itemId} />
              </>
            );
            return (
              <li key={`${entry.itemType}:${entry.itemId}`} className="card space-y-3" data-testid="queue-entry">
                <div className="flex flex-wrap items-baseline gap-2 text-sm">
                  <span className="badge bg-sable-200 text-encre-900">{TYPE_LABELS[entry.itemType]}</span>
                  <span className="text-encre-700">{countLabel(entry.reportCount, "signalement", "signalements")}</span>
                  {entry.threadTitle ? <span className="text-encre-700">dans «&nbsp;{entry.threadTitle}&nbsp;»</span> : null}
                </div>
                <ul className="flex flex-wrap gap-1 text-xs">
                  {entry.reasons.map((reason) => (
                    <li key={reason} className="badge bg-terre-400/20 text-terre-700">
                      {REPORT_REASON_LABELS[reason]}
                    </li>
                  ))}
                </ul>
                {entry.deleted || entry.content === null ? (
                  <p className="italic text-encre-500">{M.gone}</p>
                ) : (
                  <blockquote
                    className="whitespace-pre-wrap break-words rounded-xl bg-sable-50 p-3 text-encre-900"
                    data-testid="queue-content"
                  >
                    <span className="block text-xs font-medium text-encre-700">{entry.authorName ?? "Utilisateur supprimé"}</span>
                    {entry.title ? <span className="block font-semibold">{entry.title}</span> : null}
                    {entry.content}
                  </blockquote>
                )}
                {entry.details.length ? (
                  <ul className="space-y-1 text-sm text-encre-700">
                    {entry.details.map((detail, index) => (
                      <li key={index}>«&nbsp;{detail}&nbsp;»</li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {links && !entry.deleted ? (
                    <>
                      <Link to={links.view} className="btn-ghost">
                        {M.open}
                      </Link>
                      <Link to={links.edit} className="btn-secondary">
                        {M.edit}
                      </Link>
                    </>
                  ) : null}
                  {!entry.deleted && entry.content !== null ? (
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm("Supprimer ce message\u202f?")) return event.preventDefault();
                        // Confirmed here: the action deletes at once (without JavaScript it asks on its own page).
                        (event.currentTarget.elements.namedItem("confirm") as HTMLInputElement).value = "oui";
                      }}
                    >
                      {hidden}
                      <input type="hidden" name="confirm" value="" />
                      <button type="submit" name="intent" value="delete" className="btn-danger">
                        {M.delete}
                      </button>
                    </Form>
                  ) : null}
                  {entry.itemType !== "chat" && !entry.isLocked && !entry.deleted ? (
                    <Form method="post">
                      {hidden}
                      <button type="submit" name="intent" value="lock" className="btn-secondary">
                        {M.lock}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post">
                    {hidden}
                    <button type="submit" name="intent" value="ignore" className="btn-ghost">
                      {M.ignore}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RecentDecisions decisions={decisions} />
    </div>
  );
}

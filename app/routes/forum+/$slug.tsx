import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { redirect } from "@remix-run/cloudflare";
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useToast } from "~/components/toaster";
import { REPLIES_PER_PAGE } from "~/forum/limits";
import { FORUM_MESSAGES as M } from "~/forum/messages";
import { findThread, newestOnPage, pageOfReply, threadPageFrom, threadPageQueries, type ThreadReply } from "~/forum/threads.server";
import { markReadQueries, readChangedCount } from "~/forum/follows.server";
import { FollowButton } from "~/forum/follow-button";
import { broadcast } from "../../../party/broadcast.server";
import { readWithSession } from "~/auth/session-batch.server";
import { mergeReplies, pagesFor, pruneReplies, type LiveReplies } from "~/forum/live-replies";
import { useReadWhileOpen } from "~/forum/read-while-open";
import { LockIcon } from "~/forum/ui";
import { threadPath } from "~/forum/thread-path";
import { parsePage } from "~/community/paging";
import { useHydrated } from "~/utils/use-hydrated";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { LiveStatus } from "~/community/live-status";
import { newSendKey } from "~/community/send-key";
import { WaitingItem } from "~/community/waiting-item";
import { sendOrKeep, useWaitingPosts } from "~/community/waiting-posts";
import { DistressPanel } from "~/care/distress-panel";
import { FORUM_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { threadAction, threadNotFound } from "~/forum/thread-action.server";
import type { ThreadAnswer } from "~/forum/thread-answer";
import { ReplyPager } from "~/forum/reply-pager";
import { ReplyForm } from "~/forum/reply-form";
import { ReplyItem } from "~/forum/reply-item";
import { ThreadHead } from "~/forum/thread-head";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.thread.title ?? M.notFound} · Forum d'entraide · Rendez-vous intérieur` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  // "En réponse à …" links to a reply that may be on another page: ?vers=id finds its page.
  const target = url.searchParams.get("vers");
  if (target) {
    const thread = await findThread(db, params.slug ?? "");
    if (!thread) throw await threadNotFound(env);
    const targetPage = await pageOfReply(db, thread.id, target);
    return redirect(`${threadPath(thread.slug, targetPage)}#reponse-${encodeURIComponent(target)}`);
  }
  // When the replies were read (before the read): the room's greeting says whether something was
  // relayed since, so the page catches up on its first connection (decision 0140), a cached page too.
  const listedAt = new Date().toISOString();
  // The session, the thread and its page of replies: one D1 batch (decision 0145).
  const requested = parsePage(url.searchParams.get("page"), 1_000_000);
  // A member's reading marks their follow read up to the newest reply shown, in the same batch (decision 0477).
  const slug = params.slug ?? "";
  const { user, results } = await readWithSession(
    db,
    env,
    request,
    (owner) => [...threadPageQueries(db, slug, requested), ...markReadQueries(db, owner, slug, newestOnPage(db, slug, requested))] as const,
    { withoutCookie: "run" },
  );
  const page = results && threadPageFrom([results[0], results[1]], requested);
  if (!page) throw await threadNotFound(env);
  const [before, after] = [results[2][0], results[4][0]];
  // The person's other tabs and devices read their count again (their own room).
  if (user && readChangedCount(before, after)) broadcast(env, "UserRoom", `user-${user.id}`, { type: "follows:changed" });
  // "Répondre à" (?repondre=) and "Modifier" (?modifier=) are read from the address by the page itself.
  return {
    ...page,
    listedAt,
    viewer: user ? { id: user.id, role: user.role } : null,
    following: Boolean(user && after?.following),
  };
}

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(FORUM_DISTRESS_FIELDS, threadAction);

/** With JavaScript: a reply written with no network, or whose send got no answer, waits on the device (decision 0341). */
export const clientAction = ({ request, serverAction }: ClientActionFunctionArgs) =>
  sendOrKeep(request, serverAction, "reponse", { name: "reply" });

/** The address's own states of the page, which change nothing the loader reads. */
const PAGE_STATES = ["repondre", "modifier"];
function withoutPageStates(url: URL) {
  const params = new URLSearchParams(url.search);
  for (const name of PAGE_STATES) params.delete(name);
  params.sort();
  return `${url.pathname}?${params}`;
}

/**
 * A reply, an edit or a deletion answered with the reply itself is merged: nothing is read again.
 * Opening or closing "Répondre" or "Modifier" only changes the address's page states: nothing is read.
 * A reload asked by the room (a gap, a reconnect) keeps its default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") {
    const result = actionResult as (ThreadAnswer & { waiting?: string }) | undefined;
    // « Suivre ce sujet » answered with the follow itself: nothing to read again.
    return result?.live || result?.waiting || result?.following !== undefined ? false : defaultShouldRevalidate;
  }
  if (currentUrl.href !== nextUrl.href && !nextUrl.searchParams.has("vers") && withoutPageStates(currentUrl) === withoutPageStates(nextUrl))
    return false;
  return defaultShouldRevalidate;
};

export default function ThreadPage() {
  const {
    thread: loadedThread,
    replies: loadedReplies,
    page,
    pages: loadedPages,
    viewer,
    listedAt,
    following,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as (ThreadAnswer & { waiting?: string }) | undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const toast = useToast();
  const here = threadPath(loadedThread.slug, page);
  // Each new reply's key (decision 0341), given once the page runs: a new one after a reply is stored or kept.
  const [replyKey, setReplyKey] = useState<string | null>(null);
  const keyFor = actionData?.intent === "reply" ? (actionData.replyId ?? actionData.waiting ?? null) : null;
  useEffect(() => setReplyKey(newSendKey()), [keyFor]);
  // In-place states (reply to, edit) keep the page they were asked from.
  const onThisPage = (state: string) => `?${page > 1 ? `page=${page}&` : ""}${state}`;

  // Replies travel in the room's events (and in the author's own answer) and are merged here with no
  // HTTP request (decision 0105). A change of the thread itself, a gap or a reconnect reloads the page.
  const reload = useLiveReload();
  const [live, setLive] = useState<{ replies: LiveReplies; count: number }>({ replies: {}, count: 0 });
  useEffect(() => {
    setLive((current) => {
      const replies = pruneReplies(current.replies, loadedReplies);
      return replies === current.replies ? current : { ...current, replies };
    });
  }, [loadedReplies]);
  const merge = (reply: ThreadReply, count?: number) =>
    setLive((current) => ({ replies: { ...current.replies, [reply.id]: reply }, count: Math.max(current.count, count ?? 0) }));
  const { lost } = useRoom(
    "thread-room",
    `thread-${loadedThread.id}`,
    (event) => {
      if (event.type === "reply:created") merge(event.reply, event.replyCount);
      else if (event.type === "reply:updated") merge(event.reply);
      else reload();
    },
    { onReconnect: reload, listedAt },
  );
  const replyCount = Math.max(loadedThread.replyCount, live.count);
  const thread = replyCount === loadedThread.replyCount ? loadedThread : { ...loadedThread, replyCount };
  const pages = Math.max(loadedPages, pagesFor(replyCount, REPLIES_PER_PAGE));
  const replies = useMemo(
    () => mergeReplies(loadedReplies, live.replies, { lastPage: page === loadedPages, perPage: REPLIES_PER_PAGE }),
    [loadedReplies, live.replies, page, loadedPages],
  );
  // A reply arriving live on a followed topic in sight is read at once (decision 0477): the header's count
  // does not rise for it. Following as the loader read it, or since (a follow, a reply of one's own).
  const [followedHere, setFollowedHere] = useState(false);
  useReadWhileOpen(loadedThread.slug, following || followedHere, viewer?.id ?? null, loadedReplies, replies);
  const params = new URLSearchParams(location.search);
  const editing = params.get("modifier");
  const replyToReply = replies.find((reply) => reply.id === params.get("repondre") && !reply.deleted);
  const replyTo = replyToReply ? { id: replyToReply.id, name: replyToReply.author.name } : null;

  // The author's own reply, edit or deletion, from the action's answer.
  useEffect(() => {
    const done = actionData?.live;
    if (!done) return;
    merge(done.reply, done.replyCount);
    if (actionData.intent === "reply") setFollowedHere(true);
    toast({ title: done.toast, type: "success" });
    const anchor = `#reponse-${done.reply.id}`;
    // A distress flag stays in this answer (the panel reads it), never in the address (issue 30).
    if (done.page !== undefined && done.page !== page) {
      // Landed on another page of replies: that page is read, as a link to it would.
      navigate(`${threadPath(loadedThread.slug, done.page)}${anchor}`);
    } else if (params.has("repondre") || params.has("modifier")) {
      // Leave the "reply to" or "edit" state (no read: see shouldRevalidate).
      navigate(`${here}${done.replyCount ? anchor : ""}`, { replace: true, preventScrollReset: true });
    }
    if (done.replyCount)
      requestAnimationFrame(() => document.getElementById(`reponse-${done.reply.id}`)?.scrollIntoView({ block: "nearest" }));
    // Only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  // A reply's refusal shows by the reply form only; the other actions have no field: a toast (decision 0110).
  useEffect(() => {
    if (actionData?.alert && actionData.intent !== "reply") toast({ title: actionData.alert, type: "error" });
  }, [actionData, toast]);

  const shownHere = new Set(replies.map((reply) => reply.id));
  // Replies written with no network, on this device until sent: shown once, the stored one replacing it.
  const waiting = useWaitingPosts("reponse", location.pathname).filter((post) => !shownHere.has(post.key));
  const replyAlert = actionData?.intent === "reply" ? actionData.alert : null;
  const editAnswer = (intent: string, replyId?: string) =>
    actionData?.intent === intent && (replyId === undefined || actionData.replyId === replyId) ? actionData : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <Link to="/forum" className="link text-sm">
        ← {M.backToForum}
      </Link>

      <ThreadHead
        thread={thread}
        viewer={viewer}
        editing={editing === "sujet"}
        edit={editAnswer("edit-thread")}
        here={here}
        editTo={onThisPage("modifier=sujet")}
      />

      {viewer ? (
        <FollowButton following={following} answer={actionData?.intent === "follow" ? actionData : null} onChange={setFollowedHere} />
      ) : null}

      <section aria-labelledby="replies-title" className="space-y-3">
        <h2 id="replies-title" className="text-lg font-semibold text-encre-900">
          Réponses
        </h2>
        <LiveStatus lost={lost} />
        {replies.length === 0 ? <p className="text-sm text-encre-700">Aucune réponse pour le moment.</p> : null}
        <ReplyPager slug={thread.slug} page={page} pages={pages} />
        <ol className="space-y-3" start={(page - 1) * REPLIES_PER_PAGE + 1}>
          {replies.map((reply) => (
            <ReplyItem
              key={reply.id}
              reply={reply}
              slug={thread.slug}
              locked={thread.isLocked}
              viewer={viewer}
              editing={editing === reply.id}
              editResult={editAnswer("edit-reply", reply.id)?.result ?? null}
              shownHere={shownHere}
              onThisPage={onThisPage}
              here={here}
              live={hydrated}
            />
          ))}
        </ol>
        {waiting.length ? (
          <ul className="space-y-3">
            {waiting.map((post) => (
              <WaitingItem key={post.key} post={post} />
            ))}
          </ul>
        ) : null}
        <ReplyPager slug={thread.slug} page={page} pages={pages} />
      </section>

      <section id="repondre" className="card scroll-mt-20" aria-label={M.reply}>
        {thread.isLocked ? (
          <p className="flex items-center gap-2 text-encre-700" data-testid="locked-notice">
            <LockIcon />
            {M.locked}
          </p>
        ) : !viewer ? (
          <div className="space-y-3">
            <p className="text-encre-700">{M.mustBeSignedInToReply}</p>
            <Link to={`/auth/login?redirectTo=${encodeURIComponent(here)}`} className="btn-primary">
              Connexion
            </Link>
          </div>
        ) : (
          <ReplyForm
            key={`${location.key}-${actionData?.intent === "reply" ? (actionData.replyId ?? actionData.waiting ?? "") : ""}`}
            replyTo={replyTo}
            cancelTo={here}
            alert={replyAlert}
            result={actionData?.intent === "reply" ? actionData.result : null}
            submitting={navigation.state === "submitting"}
            live={hydrated}
            sendKey={replyKey}
          />
        )}
      </section>
    </div>
  );
}

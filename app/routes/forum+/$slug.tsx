import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { countLabel } from "~/utils/plural";
import { json, redirect } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { requireModerator, requireUser } from "~/auth/session.server";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { REPLIES_PER_PAGE, REPLY_MAX } from "~/forum/limits";
import { FORUM_MESSAGES as M } from "~/forum/messages";
import { canManage, canModerate } from "~/auth/permissions";
import { ThreadForm } from "~/forum/thread-form";
import {
  addReply,
  deleteThread,
  editReply,
  findThread,
  pageOfReply,
  removeReply,
  setThreadFlag,
  threadPageFrom,
  threadPageQueries,
  updateThread,
  type ThreadReply,
} from "~/forum/threads.server";
import { readWithSession } from "~/auth/session-batch.server";
import { mergeReplies, pagesFor, pruneReplies, type LiveReplies } from "~/forum/live-replies";
import { AuthorLine } from "~/community/author-line";
import { CountedField } from "~/community/counted-field";
import { EditInPlaceForm } from "~/community/edit-in-place-form";
import { MarkdownBody } from "~/forum/markdown-body";
import { LockIcon, PinIcon } from "~/forum/ui";
import { threadPath } from "~/forum/slug";
import { replyEditSchema, replySchema, threadSchema } from "~/forum/validation";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { parsePage } from "~/community/paging";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { LiveStatus } from "~/community/live-status";
import { postedForm } from "~/community/form-data.server";
import { DistressPanel } from "~/care/distress-panel";
import { ReportForm } from "~/moderation/report-form";
import { FORUM_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.thread.title ?? M.notFound} · Forum d'entraide · Rendez-vous intérieur` },
];

function notFound(env: Env) {
  return redirectWithToast(env, "/forum", { title: M.notFound, description: M.notFoundText, type: "error" });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  // "En réponse à …" links to a reply that may be on another page: ?vers=id finds its page.
  const target = url.searchParams.get("vers");
  if (target) {
    const thread = await findThread(db, params.slug ?? "");
    if (!thread) throw await notFound(env);
    const targetPage = await pageOfReply(db, thread.id, target);
    return redirect(`${threadPath(thread.slug, targetPage)}#reponse-${encodeURIComponent(target)}`);
  }
  // When the replies were read (before the read): the room's greeting says whether something was
  // relayed since, so the page catches up on its first connection (decision 0140), a cached page too.
  const listedAt = new Date().toISOString();
  // The session, the thread and its page of replies: one D1 batch (decision 0145).
  const requested = parsePage(url.searchParams.get("page"), 1_000_000);
  const { user, results } = await readWithSession(db, env, request, () => threadPageQueries(db, params.slug ?? "", requested), {
    withoutCookie: "run",
  });
  const page = results && threadPageFrom(results, requested);
  if (!page) throw await notFound(env);
  // "Répondre à" (?repondre=) and "Modifier" (?modifier=) are read from the address by the page itself.
  return { ...page, listedAt, viewer: user ? { id: user.id, role: user.role } : null };
}

/** `result`: conform's reply (what was typed, each field's message); `alert`: a refusal that is not a field's. */
type ActionAnswer = {
  intent: string;
  replyId?: string;
  alert: string | null;
  result?: SubmissionResult<string[]>;
  /**
   * With JavaScript (the form's `js=1`), a successful reply, edit or deletion answers with the reply
   * as the page shows it: the author's page merges it and reads nothing again (decision 0105).
   */
  live?: { reply: ThreadReply; replyCount?: number; page?: number; toast: string };
  distress?: boolean;
};
const replyOf = (parsed: { reply: () => unknown }) => parsed.reply() as SubmissionResult<string[]>;
const answer = (data: ActionAnswer, status: number) => json(data, { status });

const MODERATION_INTENTS = new Set(["pin", "unpin", "lock", "unlock"]);

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(FORUM_DISTRESS_FIELDS, writeAction);

async function writeAction({ request, params, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const formData = await postedForm(request);
  const intent = String(formData.get("intent") ?? "reply");
  // Pin and lock are moderation: requireModerator answers 403 to anyone else.
  const user = MODERATION_INTENTS.has(intent) ? await requireModerator(db, env, request) : await requireUser(db, env, request);
  const thread = await findThread(db, params.slug ?? "");
  if (!thread) return notFound(env);
  const replyId = String(formData.get("replyId") ?? "");
  // Edits and deletions come back to the page they were made on.
  const here = threadPath(thread.slug, parsePage(new URL(request.url).searchParams.get("page"), 10_000));
  const forbidden = () => answer({ intent, replyId, alert: M.forbidden }, 403);
  const done = (title: string, to = here) => redirectWithToast(env, to, { title, type: "success" });

  switch (intent) {
    case "reply": {
      const parsed = parseWithZod(formData, { schema: replySchema });
      if (parsed.status !== "success") return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
      let added: Extract<Awaited<ReturnType<typeof addReply>>, { ok: true }>;
      try {
        const result = await addReply(db, env, thread, { ...parsed.value, authorId: user.id }, context.changedPages);
        if (!result.ok) {
          return answer(
            { intent, alert: result.reason === "locked" ? M.locked : M.replyError, result: replyOf(parsed) },
            result.reason === "locked" ? 403 : 400,
          );
        }
        added = result;
      } catch (error) {
        console.error("addReply", error);
        return answer({ intent, alert: M.replyError, result: replyOf(parsed) }, 500);
      }
      // The page the new reply landed on (counted, so that simultaneous replies cannot shift it).
      const landedPage = await pageOfReply(db, thread.id, added.id);
      if (formData.get("js") === "1" && added.reply) {
        return answer(
          {
            intent,
            replyId: added.id,
            alert: null,
            live: { reply: added.reply, replyCount: added.replyCount, page: landedPage, toast: M.replyAdded },
          },
          200,
        );
      }
      // Without JavaScript: show the page it landed on, scrolled to it.
      const landed = threadPath(thread.slug, landedPage);
      return redirectWithToast(env, `${landed}#reponse-${added.id}`, { title: M.replyAdded, type: "success" });
    }
    case "edit-thread": {
      const parsed = parseWithZod(formData, { schema: threadSchema });
      if (parsed.status !== "success") return answer({ intent, alert: M.fixFields, result: replyOf(parsed) }, 400);
      if (!(await updateThread(db, env, user, thread, parsed.value, context.changedPages))) return forbidden();
      return done(M.threadUpdated);
    }
    case "delete-thread":
      if (!(await deleteThread(db, env, user, thread, context.changedPages))) return forbidden();
      return done(M.threadDeleted, "/forum");
    case "pin":
    case "unpin":
    case "lock":
    case "unlock": {
      const flag = intent.endsWith("pin") ? "pinned" : "locked";
      const value = !intent.startsWith("un");
      if (!(await setThreadFlag(db, env, user, thread, flag, value, context.changedPages))) return forbidden();
      const title = { pin: M.pinned, unpin: M.unpinned, lock: M.lockedDone, unlock: M.unlockedDone }[intent];
      return done(title);
    }
    case "edit-reply": {
      const parsed = parseWithZod(formData, { schema: replyEditSchema });
      if (parsed.status !== "success") return answer({ intent, replyId, alert: null, result: replyOf(parsed) }, 400);
      const result = await editReply(db, env, user, thread, replyId, parsed.value.content, context.changedPages);
      if (!result.ok && result.reason === "forbidden") return forbidden();
      if (!result.ok) return answer({ intent, replyId, alert: M.notFoundText, result: replyOf(parsed) }, 404);
      if (formData.get("js") === "1" && result.reply) {
        return answer({ intent, replyId, alert: null, live: { reply: result.reply, toast: M.replyUpdated } }, 200);
      }
      return done(M.replyUpdated);
    }
    case "delete-reply": {
      const result = await removeReply(db, env, user, thread, replyId, context.changedPages);
      if (!result.ok && result.reason === "forbidden") return forbidden();
      if (!result.ok) return answer({ intent, replyId, alert: M.notFoundText }, 404);
      if (formData.get("js") === "1" && result.reply) {
        return answer({ intent, replyId, alert: null, live: { reply: result.reply, toast: M.replyDeleted } }, 200);
      }
      return done(M.replyDeleted);
    }
    default:
      return answer({ intent, alert: M.forbidden }, 400);
  }
}

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
    return (actionResult as ActionAnswer | undefined)?.live ? false : defaultShouldRevalidate;
  }
  if (currentUrl.href !== nextUrl.href && !nextUrl.searchParams.has("vers") && withoutPageStates(currentUrl) === withoutPageStates(nextUrl))
    return false;
  return defaultShouldRevalidate;
};

/** "Réponses précédentes · Page 2 sur 5 · Réponses suivantes": plain links, so they work without JavaScript. */
function ReplyPager({ slug, page, pages }: { slug: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages des réponses" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={threadPath(slug, page - 1)} className="btn-secondary" rel="prev">
          ← Réponses précédentes
        </Link>
      ) : (
        <span />
      )}
      <span className="text-encre-700" aria-current="page">
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={threadPath(slug, page + 1)} className="btn-secondary" rel="next">
          Réponses suivantes →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A small POST form button; with JavaScript a deletion asks first. */
function ActionButton({
  intent,
  label,
  replyId,
  confirm,
  danger,
  live,
}: {
  intent: string;
  label: string;
  replyId?: string;
  confirm?: string;
  danger?: boolean;
  live?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {replyId ? <input type="hidden" name="replyId" value={replyId} /> : null}
      {live && hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={`btn-ghost px-2 py-1 text-xs ${danger ? "text-red-800" : ""}`}>
        {label}
      </button>
    </Form>
  );
}

export default function ThreadPage() {
  const { thread: loadedThread, replies: loadedReplies, page, pages: loadedPages, viewer, listedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionAnswer | undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const toast = useToast();
  const here = threadPath(loadedThread.slug, page);
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
  const params = new URLSearchParams(location.search);
  const editing = params.get("modifier");
  const replyToReply = replies.find((reply) => reply.id === params.get("repondre") && !reply.deleted);
  const replyTo = replyToReply ? { id: replyToReply.id, name: replyToReply.author.name } : null;

  // The author's own reply, edit or deletion, from the action's answer.
  useEffect(() => {
    const done = actionData?.live;
    if (!done) return;
    merge(done.reply, done.replyCount);
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
  const manageThread = canManage(viewer, thread.author.id);
  const moderator = canModerate(viewer);
  const editingThread = editing === "sujet" && manageThread;
  const replyAlert = actionData?.intent === "reply" ? actionData.alert : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <Link to="/forum" className="link text-sm">
        ← {M.backToForum}
      </Link>

      <article className="card" aria-labelledby="thread-title">
        {editingThread ? (
          <>
            <h1 id="thread-title" className="font-serif text-2xl text-encre-900">
              Modifier le sujet
            </h1>
            <div className="mt-4">
              <ThreadForm
                intent="edit-thread"
                current={{ title: thread.title, content: thread.content }}
                result={actionData?.intent === "edit-thread" ? actionData.result : null}
                alert={actionData?.intent === "edit-thread" ? actionData.alert : null}
                submitLabel="Enregistrer"
                cancelTo={here}
              />
            </div>
          </>
        ) : (
          <>
            <div className="flex items-start gap-2">
              {thread.isPinned ? <PinIcon /> : null}
              {thread.isLocked ? <LockIcon /> : null}
              <h1 id="thread-title" className="min-w-0 flex-1 break-words font-serif text-2xl text-encre-900 sm:text-3xl">
                {thread.title}
              </h1>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <AuthorLine author={thread.author} date={thread.createdAt}>
                {thread.editedAt ? <span className="text-encre-500">{M.edited}</span> : null}
              </AuthorLine>
              <span className="text-sm text-encre-700" data-testid="thread-reply-count">
                {countLabel(thread.replyCount, "réponse", "réponses")}
              </span>
            </div>
            <div className="mt-4" data-testid="thread-content">
              <MarkdownBody html={thread.html} />
            </div>
            {viewer && viewer.id !== thread.author.id ? (
              <div className="mt-3">
                <ReportForm itemType="thread" itemId={thread.id} />
              </div>
            ) : null}
            {manageThread || moderator ? (
              <div className="mt-4 flex flex-wrap gap-1 border-t border-sable-200 pt-3" aria-label="Gérer le sujet">
                {manageThread ? (
                  <>
                    <Link to={onThisPage("modifier=sujet")} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                      Modifier
                    </Link>
                    <ActionButton
                      intent="delete-thread"
                      label="Supprimer"
                      confirm="Supprimer ce sujet et toutes ses réponses&#8239;?"
                      danger
                    />
                  </>
                ) : null}
                {moderator ? (
                  <>
                    <ActionButton intent={thread.isPinned ? "unpin" : "pin"} label={thread.isPinned ? "Désépingler" : "Épingler"} />
                    <ActionButton intent={thread.isLocked ? "unlock" : "lock"} label={thread.isLocked ? "Déverrouiller" : "Verrouiller"} />
                  </>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </article>

      <section aria-labelledby="replies-title" className="space-y-3">
        <h2 id="replies-title" className="text-lg font-semibold text-encre-900">
          Réponses
        </h2>
        <LiveStatus lost={lost} />
        {replies.length === 0 ? <p className="text-sm text-encre-700">Aucune réponse pour le moment.</p> : null}
        <ReplyPager slug={thread.slug} page={page} pages={pages} />
        <ol className="space-y-3" start={(page - 1) * REPLIES_PER_PAGE + 1}>
          {replies.map((reply) => {
            const parent = reply.parent;
            const manage = !reply.deleted && canManage(viewer, reply.author.id);
            const isEditing = editing === reply.id && manage;
            const editResult = actionData?.intent === "edit-reply" && actionData.replyId === reply.id ? actionData.result : null;
            return (
              <li key={reply.id} id={`reponse-${reply.id}`} className="card scroll-mt-20" data-testid="reply">
                {parent ? (
                  <p className="mb-2 text-xs text-encre-500" data-testid="reply-parent">
                    En réponse à {/* On this page, a plain anchor; on another one, ?vers= finds its page. */}
                    <a
                      href={shownHere.has(parent.id) ? `#reponse-${parent.id}` : `${threadPath(thread.slug)}?vers=${parent.id}`}
                      className="link"
                    >
                      {parent.name}
                    </a>
                    {parent.excerpt === null ? null : <>&nbsp;: «&nbsp;{parent.excerpt}&nbsp;»</>}
                  </p>
                ) : null}
                <AuthorLine author={reply.author} date={reply.createdAt} size={24}>
                  {reply.editedAt && !reply.deleted ? <span className="text-encre-500">{M.edited}</span> : null}
                </AuthorLine>
                {reply.deleted ? (
                  <p className="mt-3 italic text-encre-500">{M.deleted}</p>
                ) : isEditing ? (
                  <EditInPlaceForm
                    schema={replyEditSchema}
                    intent="edit-reply"
                    idName="replyId"
                    idValue={reply.id}
                    label="Modifier la réponse"
                    rows={4}
                    max={REPLY_MAX}
                    current={reply.content}
                    result={editResult ?? null}
                    cancelTo={here}
                    cancelLabel={M.cancel}
                    className="mt-3 space-y-3"
                    live={hydrated}
                  />
                ) : (
                  <div className="mt-3">
                    <MarkdownBody html={reply.html} />
                  </div>
                )}
                {!reply.deleted && !isEditing && (viewer || manage) ? (
                  <div className="mt-3 flex flex-wrap gap-1">
                    {viewer && !thread.isLocked ? (
                      <Link
                        to={`${onThisPage(`repondre=${reply.id}`)}#repondre`}
                        preventScrollReset
                        className="btn-ghost px-2 py-1 text-xs"
                      >
                        {M.reply}
                      </Link>
                    ) : null}
                    {manage ? (
                      <>
                        <Link to={onThisPage(`modifier=${reply.id}`)} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                          Modifier
                        </Link>
                        <ActionButton
                          intent="delete-reply"
                          replyId={reply.id}
                          label="Supprimer"
                          confirm="Supprimer cette réponse&#8239;?"
                          danger
                          live
                        />
                      </>
                    ) : null}
                    {viewer && viewer.id !== reply.author.id ? (
                      <ReportForm itemType="reply" itemId={reply.id} anchor={`#reponse-${reply.id}`} />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
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
            key={`${location.key}-${actionData?.intent === "reply" ? (actionData.replyId ?? "") : ""}`}
            replyTo={replyTo}
            cancelTo={here}
            alert={replyAlert}
            result={actionData?.intent === "reply" ? actionData.result : null}
            submitting={navigation.state === "submitting"}
            live={hydrated}
          />
        )}
      </section>
    </div>
  );
}

/** The reply at the foot of the thread: `replySchema` refuses in the browser and on the server, in the same words. */
function ReplyForm({
  replyTo,
  cancelTo,
  alert,
  result,
  submitting,
  live,
}: {
  replyTo: { id: string; name: string } | null;
  cancelTo: string;
  alert: string | null;
  result?: SubmissionResult<string[]> | null;
  submitting: boolean;
  live: boolean;
}) {
  const { fields, formProps } = useSchemaForm(replySchema, result);
  const content = fieldProps(fields.content);
  return (
    <Form method="post" {...formProps} className="space-y-3" preventScrollReset>
      <h2 id="reply-form-title" className="text-lg font-semibold text-encre-900">
        {replyTo ? M.replyToCommentTitle : M.replyFormTitle}
      </h2>
      {replyTo ? (
        <p className="text-sm text-encre-700">
          En réponse à {replyTo.name} ·{" "}
          <Link to={cancelTo} preventScrollReset className="link">
            Annuler
          </Link>
        </p>
      ) : null}
      {alert ? <FormAlert message={alert} /> : null}
      <input type="hidden" name="intent" value="reply" />
      {live ? <input type="hidden" name="js" value="1" /> : null}
      {replyTo ? <input type="hidden" name="parentId" value={replyTo.id} /> : null}
      <CountedField
        label="Votre réponse"
        name={content.name}
        rows={4}
        max={content.maxLength ?? REPLY_MAX}
        required={content.required}
        defaultValue={content.defaultValue ?? ""}
        error={content.error}
        hint={M.markdownNote}
      />
      <button type="submit" className="btn-primary" disabled={submitting}>
        {M.reply}
      </button>
    </Form>
  );
}

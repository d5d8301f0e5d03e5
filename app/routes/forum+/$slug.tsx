import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { getUser, requireUser } from "~/auth/session.server";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { REPLY_MAX } from "~/forum/limits";
import { FORUM_MESSAGES as M } from "~/forum/messages";
import { canManage, canModerate } from "~/forum/permissions";
import { ThreadForm } from "~/forum/thread-form";
import {
  addReply,
  deleteReply,
  deleteThread,
  findThread,
  getThreadPage,
  setThreadFlag,
  updateReply,
  updateThread,
} from "~/forum/threads.server";
import { AuthorLine, CountedField, LockIcon, MarkdownBody, PinIcon } from "~/forum/ui";
import { replyContent, replySchema, threadSchema } from "~/forum/validation";
import { keepValues, parseForm } from "~/utils/forms";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { postedForm } from "~/forum/form-data.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.thread.title ?? M.notFound} · Forum d'entraide · Rendez-vous intérieur` },
];

function notFound(env: Env) {
  return redirectWithToast(env, "/forum", { title: M.notFound, description: M.notFoundText, type: "error" });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const [page, user] = await Promise.all([getThreadPage(db, params.slug ?? ""), getUser(db, env, request)]);
  if (!page) throw await notFound(env);
  const url = new URL(request.url);
  const replyToId = url.searchParams.get("repondre");
  const replyTo = page.replies.find((reply) => reply.id === replyToId && !reply.deleted) ?? null;
  return json({
    ...page,
    viewer: user ? { id: user.id, role: user.role } : null,
    replyTo: replyTo ? { id: replyTo.id, name: replyTo.author.name } : null,
    editing: url.searchParams.get("modifier"),
  });
}

type ActionAnswer = {
  intent: string;
  replyId?: string;
  errors: Record<string, string | undefined>;
  alert: string | null;
  values: Record<string, string>;
};
const answer = (data: ActionAnswer, status: number) => json(data, { status });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const user = await requireUser(db, env, request);
  const thread = await findThread(db, params.slug ?? "");
  if (!thread) return notFound(env);
  const formData = await postedForm(request);
  const intent = String(formData.get("intent") ?? "reply");
  const replyId = String(formData.get("replyId") ?? "");
  const here = `/forum/${encodeURIComponent(thread.slug)}`;
  const forbidden = () => answer({ intent, replyId, errors: {}, alert: M.forbidden, values: {} }, 403);
  const done = (title: string, to = here) => redirectWithToast(env, to, { title, type: "success" });

  switch (intent) {
    case "reply": {
      const values = keepValues(formData, ["content", "parentId"]);
      const parsed = parseForm(replySchema, formData);
      if (!parsed.success) return answer({ intent, errors: parsed.errors, alert: null, values }, 400);
      try {
        const result = await addReply(db, env, thread, { ...parsed.data, authorId: user.id });
        if (!result.ok) {
          return answer({ intent, errors: {}, alert: result.reason === "locked" ? M.locked : M.replyError, values }, result.reason === "locked" ? 403 : 400);
        }
      } catch (error) {
        console.error("addReply", error);
        return answer({ intent, errors: {}, alert: M.replyError, values }, 500);
      }
      return redirectWithToast(env, here, { title: M.replyAdded, type: "success" });
    }
    case "edit-thread": {
      const values = keepValues(formData, ["title", "content"]);
      const parsed = parseForm(threadSchema, formData);
      if (!parsed.success) return answer({ intent, errors: parsed.errors, alert: M.fixFields, values }, 400);
      if (!(await updateThread(db, env, user, thread, parsed.data))) return forbidden();
      return done(M.threadUpdated);
    }
    case "delete-thread":
      if (!(await deleteThread(db, env, user, thread))) return forbidden();
      return done(M.threadDeleted, "/forum");
    case "pin":
    case "unpin":
    case "lock":
    case "unlock": {
      const flag = intent.endsWith("pin") ? "pinned" : "locked";
      const value = !intent.startsWith("un");
      if (!(await setThreadFlag(db, env, user, thread, flag, value))) return forbidden();
      const title = { pin: M.pinned, unpin: M.unpinned, lock: M.lockedDone, unlock: M.unlockedDone }[intent];
      return done(title);
    }
    case "edit-reply": {
      const values = keepValues(formData, ["content"]);
      const parsed = replyContent.safeParse(formData.get("content") ?? "");
      if (!parsed.success) {
        return answer({ intent, replyId, errors: { content: parsed.error.issues[0]?.message }, alert: null, values }, 400);
      }
      const result = await updateReply(db, env, user, thread, replyId, parsed.data);
      if (result === "forbidden") return forbidden();
      if (result === "not-found") return answer({ intent, replyId, errors: {}, alert: M.notFoundText, values }, 404);
      return done(M.replyUpdated);
    }
    case "delete-reply": {
      const result = await deleteReply(db, env, user, thread, replyId);
      if (result === "forbidden") return forbidden();
      if (result === "not-found") return answer({ intent, replyId, errors: {}, alert: M.notFoundText, values: {} }, 404);
      return done(M.replyDeleted);
    }
    default:
      return answer({ intent, errors: {}, alert: M.forbidden, values: {} }, 400);
  }
}

/** A small POST form button; with JavaScript a deletion asks first. */
function ActionButton({ intent, label, replyId, confirm, danger }: { intent: string; label: string; replyId?: string; confirm?: string; danger?: boolean }) {
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
      <button type="submit" className={`btn-ghost px-2 py-1 text-xs ${danger ? "text-red-800" : ""}`}>{label}</button>
    </Form>
  );
}

export default function ThreadPage() {
  const { thread, replies, viewer, replyTo, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionAnswer | undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const toast = useToast();
  const here = `/forum/${encodeURIComponent(thread.slug)}`;

  const reload = useLiveReload();
  useRoom("thread-room", `thread-${thread.id}`, reload, { onReconnect: reload });

  // Refusals also show inline (without JavaScript); with it, a toast as the spec's catalogue says.
  useEffect(() => {
    if (actionData?.alert) toast({ title: actionData.alert, type: "error" });
  }, [actionData, toast]);

  const byId = new Map(replies.map((reply) => [reply.id, reply]));
  const manageThread = canManage(viewer, thread.author.id);
  const moderator = canModerate(viewer);
  const editingThread = editing === "sujet" && manageThread;
  const replyErrors = actionData?.intent === "reply" ? actionData.errors : {};
  const replyAlert = actionData?.intent === "reply" ? actionData.alert : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/forum" className="link text-sm">← {M.backToForum}</Link>

      <article className="card" aria-labelledby="thread-title">
        {editingThread ? (
          <>
            <h1 id="thread-title" className="font-serif text-2xl text-encre-900">Modifier le sujet</h1>
            <div className="mt-4">
              <ThreadForm
                intent="edit-thread"
                values={actionData?.intent === "edit-thread" ? actionData.values : { title: thread.title, content: thread.content }}
                errors={actionData?.intent === "edit-thread" ? actionData.errors : {}}
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
              <h1 id="thread-title" className="min-w-0 flex-1 break-words font-serif text-2xl text-encre-900 sm:text-3xl">{thread.title}</h1>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <AuthorLine author={thread.author} date={thread.createdAt}>
                {thread.editedAt ? <span className="text-encre-500">{M.edited}</span> : null}
              </AuthorLine>
              <span className="text-sm text-encre-700" data-testid="thread-reply-count">
                {thread.replyCount} {thread.replyCount > 1 ? "réponses" : "réponse"}
              </span>
            </div>
            <div className="mt-4" data-testid="thread-content">
              <MarkdownBody html={thread.html} />
            </div>
            {manageThread || moderator ? (
              <div className="mt-4 flex flex-wrap gap-1 border-t border-sable-200 pt-3" aria-label="Gérer le sujet">
                {manageThread ? (
                  <>
                    <Link to="?modifier=sujet" preventScrollReset className="btn-ghost px-2 py-1 text-xs">Modifier</Link>
                    <ActionButton intent="delete-thread" label="Supprimer" confirm="Supprimer ce sujet et toutes ses réponses ?" danger />
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
        <h2 id="replies-title" className="text-lg font-semibold text-encre-900">Réponses</h2>
        {replies.length === 0 ? <p className="text-sm text-encre-700">Aucune réponse pour le moment.</p> : null}
        <ol className="space-y-3">
          {replies.map((reply) => {
            const parent = reply.parentId ? byId.get(reply.parentId) : undefined;
            const manage = !reply.deleted && canManage(viewer, reply.author.id);
            const isEditing = editing === reply.id && manage;
            const editErrors = actionData?.intent === "edit-reply" && actionData.replyId === reply.id ? actionData : null;
            return (
              <li key={reply.id} id={`reponse-${reply.id}`} className="card scroll-mt-20" data-testid="reply">
                {parent ? (
                  <p className="mb-2 text-xs text-encre-500" data-testid="reply-parent">
                    En réponse à <a href={`#reponse-${parent.id}`} className="link">{parent.author.name}</a>
                    {parent.deleted ? null : <> : « {Array.from(parent.content).slice(0, 80).join("")}{Array.from(parent.content).length > 80 ? "…" : ""} »</>}
                  </p>
                ) : null}
                <AuthorLine author={reply.author} date={reply.createdAt} size={24}>
                  {reply.editedAt && !reply.deleted ? <span className="text-encre-500">{M.edited}</span> : null}
                </AuthorLine>
                {reply.deleted ? (
                  <p className="mt-3 italic text-encre-500">{M.deleted}</p>
                ) : isEditing ? (
                  <Form method="post" className="mt-3 space-y-3" noValidate={hydrated} preventScrollReset>
                    <input type="hidden" name="intent" value="edit-reply" />
                    <input type="hidden" name="replyId" value={reply.id} />
                    <CountedField
                      label="Modifier la réponse"
                      name="content"
                      rows={4}
                      max={REPLY_MAX}
                      required
                      defaultValue={editErrors?.values.content ?? reply.content}
                      error={editErrors?.errors.content}
                    />
                    <div className="flex gap-2">
                      <button type="submit" className="btn-primary">Enregistrer</button>
                      <Link to={here} preventScrollReset className="btn-secondary">{M.cancel}</Link>
                    </div>
                  </Form>
                ) : (
                  <div className="mt-3"><MarkdownBody html={reply.html} /></div>
                )}
                {!reply.deleted && !isEditing && (viewer || manage) ? (
                  <div className="mt-3 flex flex-wrap gap-1">
                    {viewer && !thread.isLocked ? (
                      <Link to={`?repondre=${reply.id}#repondre`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">{M.reply}</Link>
                    ) : null}
                    {manage ? (
                      <>
                        <Link to={`?modifier=${reply.id}`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">Modifier</Link>
                        <ActionButton intent="delete-reply" replyId={reply.id} label="Supprimer" confirm="Supprimer cette réponse ?" danger />
                      </>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      <section id="repondre" className="card scroll-mt-20" aria-label={M.reply}>
        {thread.isLocked ? (
          <p className="flex items-center gap-2 text-encre-700" data-testid="locked-notice"><LockIcon />{M.locked}</p>
        ) : !viewer ? (
          <div className="space-y-3">
            <p className="text-encre-700">{M.mustBeSignedInToReply}</p>
            <Link to={`/auth/login?redirectTo=${encodeURIComponent(here)}`} className="btn-primary">Connexion</Link>
          </div>
        ) : (
          <Form key={location.key} method="post" className="space-y-3" noValidate={hydrated} preventScrollReset>
            <h2 id="reply-form-title" className="text-lg font-semibold text-encre-900">
              {replyTo ? M.replyToCommentTitle : M.replyFormTitle}
            </h2>
            {replyTo ? (
              <p className="text-sm text-encre-700">
                En réponse à {replyTo.name} · <Link to={here} preventScrollReset className="link">Annuler</Link>
              </p>
            ) : null}
            {replyAlert ? <FormAlert message={replyAlert} /> : null}
            <input type="hidden" name="intent" value="reply" />
            {replyTo ? <input type="hidden" name="parentId" value={replyTo.id} /> : null}
            <CountedField
              label="Votre réponse"
              name="content"
              rows={4}
              max={REPLY_MAX}
              required
              defaultValue={actionData?.intent === "reply" ? actionData.values.content ?? "" : ""}
              error={replyErrors.content}
              hint={M.markdownNote}
            />
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>{M.reply}</button>
          </Form>
        )}
      </section>
    </div>
  );
}

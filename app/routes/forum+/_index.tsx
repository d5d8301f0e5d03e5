import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { FORUM_MESSAGES as M } from "~/forum/messages";
import { MAX_PAGES } from "~/forum/limits";
import { listThreads } from "~/forum/threads.server";
import { AuthorLine } from "~/community/author-line";
import { LockIcon, PinIcon } from "~/forum/ui";
import { parsePage } from "~/community/paging";
import { useRootData } from "~/root";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { threadPath } from "~/forum/slug";
import { CommunityCharter } from "~/moderation/charter";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Forum d'entraide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Le forum d'entraide : des sujets pour partager ce que l'on traverse, poser ses questions et se soutenir.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const pages = parsePage(url.searchParams.get("page"), MAX_PAGES);
  const { threads, hasMore } = await listThreads(context.db, { pages, search });
  return json({ threads, hasMore: hasMore && pages < MAX_PAGES, search, pages });
}

function nextPageHref(search: string, pages: number) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  params.set("page", String(pages + 1));
  return `?${params}`;
}

export default function ForumList() {
  const { threads, hasMore, search, pages } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A new or changed thread reloads the list (spec 1 §4); a reconnect catches up the same way.
  const reload = useLiveReload();
  useRoom("forum-room", "forum", reload, { onReconnect: reload });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-encre-900">Forum d'entraide</h1>
        {signedIn ? (
          <Link to="/forum/nouveau" className="btn-primary">{M.newThread}</Link>
        ) : null}
      </div>
      <CommunityCharter />

      <Form method="get" role="search" className="flex gap-2" onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 300);
      }}>
        <label htmlFor="forum-search" className="sr-only">Rechercher un sujet</label>
        <input
          id="forum-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder={M.searchPlaceholder}
          className="field-input"
          maxLength={200}
        />
        <button type="submit" className="btn-secondary">Rechercher</button>
      </Form>

      {threads.length === 0 ? (
        <div className="card text-center" data-testid="forum-empty">
          <p className="text-encre-700">{search ? M.emptySearch : M.empty}</p>
          {!search && signedIn ? (
            <Link to="/forum/nouveau" className="btn-primary mt-4">{M.createFirst}</Link>
          ) : null}
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Sujets du forum">
          {threads.map((thread) => (
            <li key={thread.id} className="card relative" data-testid="thread-card">
              <div className="flex items-start gap-2">
                {thread.isPinned ? <PinIcon /> : null}
                {thread.isLocked ? <LockIcon /> : null}
                <h2 className="min-w-0 flex-1 break-words text-lg font-semibold text-encre-900">
                  <Link to={threadPath(thread.slug)} className="hover:underline after:absolute after:inset-0">
                    {thread.title}
                  </Link>
                </h2>
              </div>
              <p className="mt-2 break-words text-sm text-encre-700">{thread.preview}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <AuthorLine author={thread.author} date={thread.createdAt} size={24} />
                <span className="text-sm text-encre-700" data-testid="reply-count">
                  {thread.replyCount} {thread.replyCount > 1 ? "réponses" : "réponse"}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {hasMore ? (
        <div className="text-center">
          <Link to={nextPageHref(search, pages)} preventScrollReset replace className="btn-secondary">
            {M.loadMore}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

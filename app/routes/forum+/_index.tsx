import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FORUM_LIST_MESSAGES as M } from "~/forum/list-messages";
import { MAX_PAGES } from "~/forum/limits";
import { readWithSession } from "~/auth/session-batch.server";
import { threadListFrom, threadListQuery } from "~/forum/threads.server";
import { ThreadCard } from "~/forum/ui";
import { parsePage } from "~/community/paging";
import { useSignedInUser } from "~/auth/use-signed-in-user";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { LiveStatus } from "~/community/live-status";
import { appendCards, cursorOf, mergeCards, parseCursor, pruneCards, type LiveCards } from "~/forum/live-cards";
import { CommunityCharter } from "~/moderation/charter";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Forum d'entraide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Le forum d'entraide\u00a0: des sujets pour partager ce que l'on traverse, poser ses questions et se soutenir.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const pages = parsePage(url.searchParams.get("page"), MAX_PAGES);
  // With JavaScript, "Charger plus" asks only for the page after the last card (?apres=).
  const after = parseCursor(url.searchParams.get("apres"));
  // When the list was read (before the read): see the thread page's loader (decision 0140).
  const listedAt = new Date().toISOString();
  const listing = { pages, search, after };
  const query = threadListQuery(context.db, listing);
  // The list and the reader's session in one D1 batch (decision 0145); a search that can match
  // nothing reads nothing.
  const read = query ? await readWithSession(context.db, context.cloudflare.env, request, () => [query], { withoutCookie: "run" }) : null;
  const { threads, hasMore } = threadListFrom(read?.results?.[0], listing);
  return { threads, hasMore: hasMore && pages < MAX_PAGES, search, pages, after: Boolean(after), listedAt };
}

function nextPageHref(search: string, pages: number) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  params.set("page", String(pages + 1));
  return `?${params}`;
}

export default function ForumList() {
  const { threads: firstPages, hasMore: moreAfterFirst, search, pages, listedAt } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useSignedInUser());
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A new or changed thread travels with its card and is merged here with no HTTP request (decision
  // 0105); only a gap in the room's sequence or a reconnect reloads the list.
  const reload = useLiveReload();
  // "Charger plus" with JavaScript: the next page only, by cursor, appended here; the address follows
  // (?page=N) so that a reload or a return shows as much.
  const next = useFetcher<typeof loader>();
  const [more, setMore] = useState<{ search: string; cards: typeof firstPages; pages: number; hasMore: boolean } | null>(null);
  const appended = useRef<unknown>(null);
  useEffect(() => {
    const data = next.data;
    if (!data?.after || data.search !== search || appended.current === data) return;
    appended.current = data;
    setMore((current) => {
      const base = current?.search === search ? current : { search, cards: [], pages, hasMore: true };
      return {
        search,
        cards: [...base.cards, ...data.threads],
        pages: base.pages + 1,
        hasMore: data.hasMore && base.pages + 1 < MAX_PAGES,
      };
    });
  }, [next.data, search, pages]);
  const extra = more?.search === search && more.pages > pages ? more : null;
  const loaded = useMemo(() => (extra ? appendCards(firstPages, extra.cards) : firstPages), [firstPages, extra]);
  const hasMore = extra ? extra.hasMore : moreAfterFirst;
  const shownPages = extra ? extra.pages : pages;
  useEffect(() => {
    if (!extra) return;
    const url = new URL(nextPageHref(search, shownPages - 1), window.location.href);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }, [extra, search, shownPages]);
  const [live, setLive] = useState<LiveCards>({});
  useEffect(() => setLive((current) => pruneCards(current, loaded)), [loaded]);
  const threads = useMemo(() => mergeCards(loaded, live, { hasMore, search }), [loaded, live, hasMore, search]);
  const { lost } = useRoom(
    "forum-room",
    "forum",
    (event) => {
      if ((event.type === "thread:created" || event.type === "thread:updated") && event.card !== undefined) {
        const { card, threadId } = event;
        setLive((current) => ({ ...current, [threadId]: card }));
      } else reload();
    },
    { onReconnect: reload, listedAt },
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-encre-900">Forum d'entraide</h1>
        {signedIn ? (
          <Link to="/forum/nouveau" className="btn-primary">
            {M.newThread}
          </Link>
        ) : null}
      </div>
      <CommunityCharter />
      {/* « Sans réponse » (decision 0477); a member's followed topics are the header's « Suivis ». */}
      <p className="text-sm">
        <Link to="/forum/sans-reponse" className="link">
          Sans réponse
        </Link>
      </p>
      <LiveStatus lost={lost} />

      <Form
        method="get"
        role="search"
        className="flex gap-2"
        onChange={(event) => {
          const form = event.currentTarget;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 300);
        }}
      >
        <label htmlFor="forum-search" className="sr-only">
          Rechercher un sujet
        </label>
        <input
          id="forum-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder={M.searchPlaceholder}
          className="field-input"
          maxLength={200}
        />
        <button type="submit" className="btn-secondary">
          Rechercher
        </button>
      </Form>

      {threads.length === 0 ? (
        <div className="card text-center" data-testid="forum-empty">
          <p className="text-encre-700">{search ? M.emptySearch : M.empty}</p>
          {!search && signedIn ? (
            <Link to="/forum/nouveau" className="btn-primary mt-4">
              {M.createFirst}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Sujets du forum">
          {threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} />
          ))}
        </ul>
      )}

      {hasMore ? (
        <div className="text-center">
          <Link
            to={nextPageHref(search, shownPages)}
            preventScrollReset
            replace
            className="btn-secondary"
            aria-disabled={next.state !== "idle" || undefined}
            onClick={(event) => {
              const last = loaded[loaded.length - 1];
              if (!last || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              if (next.state !== "idle") return;
              const params = new URLSearchParams({ apres: cursorOf(last) });
              if (search) params.set("q", search);
              next.load(`/forum?index&${params}`);
            }}
          >
            {M.loadMore}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /forum/sans-reponse: « Sans réponse » (issue 57 item 2, decision 0477): the open topics nobody but their
 * author has answered, oldest first, so that whoever can help finds who has waited longest. Plain links
 * and pages: the same with and without JavaScript. Never ordered by the distress check (decision 0475),
 * and never kept by the edge cache (a reply anywhere changes it).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { useSignedInUser } from "~/auth/use-signed-in-user";
import { parsePage } from "~/community/paging";
import { ThreadCard } from "~/forum/ui";
import { MAX_PAGES } from "~/forum/limits";
import { FORUM_LIST_MESSAGES as M } from "~/forum/list-messages";
import { threadListFrom, unansweredListQuery } from "~/forum/threads.server";

const WORDS = {
  intro:
    "Les sujets auxquels personne d'autre que leur auteur n'a encore répondu, du plus ancien au plus récent. Un mot de votre part peut compter.",
  empty: "Chaque sujet a reçu au moins une réponse. Merci à vous toutes et tous.",
} as const;

export const meta: MetaFunction = () => [{ title: "Sans réponse · Forum d'entraide · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pages = parsePage(new URL(request.url).searchParams.get("page"), MAX_PAGES);
  const query = unansweredListQuery(context.db, pages);
  const read = await readWithSession(context.db, context.cloudflare.env, request, () => [query], { withoutCookie: "run" });
  const { threads, hasMore } = threadListFrom(read.results?.[0], { pages, after: null });
  return { threads, hasMore: hasMore && pages < MAX_PAGES, pages };
}

export default function Unanswered() {
  const { threads, hasMore, pages } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useSignedInUser());
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl text-encre-900">Sans réponse</h1>
      <nav aria-label="Vues du forum" className="flex gap-5 text-sm">
        <Link to="/forum" className="link">
          ← Tous les sujets
        </Link>
        {signedIn ? (
          <Link to="/forum/suivis" className="link">
            Sujets suivis
          </Link>
        ) : null}
      </nav>
      <p className="text-sm text-encre-700">{WORDS.intro}</p>
      {threads.length === 0 ? (
        <div className="card text-center" data-testid="forum-empty">
          <p className="text-encre-700">{WORDS.empty}</p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Sujets sans réponse">
          {threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className="text-center">
          <Link to={`?page=${pages + 1}`} preventScrollReset replace className="btn-secondary">
            {M.loadMore}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

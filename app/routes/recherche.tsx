import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/forms/field";
import { BackLink } from "~/components/records/back-link";
import { AGE_CATEGORY_LABELS, type AgeCategory } from "~/love-words/categories";
import { SEARCH_MESSAGES as M } from "~/search/messages";
import { searchRecordsQuery, searchResultFrom, type SearchHit } from "~/search/records-search.server";
import { readWithSession } from "~/auth/session-batch.server";
import { ftsQuery } from "~/forum/search";
import { formatLongDateTime } from "~/utils/dates";
import { redirectWithToast } from "~/utils/http.server";
import { pageParam } from "~/utils/page-param";

export const meta: MetaFunction = () => [{ title: `${M.title} · Rendez-vous intérieur` }];

const MAX_QUERY = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const env = context.cloudflare.env;
  const signIn = async () => redirectWithToast(env, "/auth/login?redirectTo=%2Frecherche", { title: M.signInRequired, type: "error" });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  const page = pageParam(url.searchParams.get("page"));
  const match = q.trim() ? ftsQuery(q) : null;
  if (!match) {
    // Nothing to look for (no words): only who is asking.
    if (!(await readWithSession(db, env, request)).user) throw await signIn();
    return json({ q, page, hits: [] as SearchHit[], hasNext: false, searched: false, failed: false, asked: url.searchParams.has("q") });
  }
  let read;
  try {
    // The session and the search: one D1 batch (decision 0145).
    read = await readWithSession(db, env, request, (owner) => [searchRecordsQuery(db, owner, match, page)]);
  } catch (error) {
    console.error("records search failed", error);
    if (
      !(await readWithSession(db, env, request).then(
        ({ user }) => user,
        () => null,
      ))
    )
      throw await signIn();
    return json({ q, page, hits: [] as SearchHit[], hasNext: false, searched: false, failed: true, asked: true }, { status: 500 });
  }
  if (!read.user || !read.results) throw await signIn();
  return json({ q, page, ...searchResultFrom(read.results[0]), failed: false, asked: true });
}

function hrefOf(hit: SearchHit): string {
  if (hit.kind === "answer") return `/history/${hit.parentId}`;
  if (hit.kind === "love") return `/love-words?id=${hit.id}`;
  return `/questions#q-${hit.id}`;
}

function subtitleOf(hit: SearchHit): string | null {
  if (hit.kind === "love") return hit.subtitle ? (AGE_CATEGORY_LABELS[hit.subtitle as AgeCategory] ?? null) : null;
  return hit.subtitle;
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pageHref = (page: number) => `/recherche?${new URLSearchParams({ q: data.q, ...(page > 1 ? { page: String(page) } : {}) })}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/history" label="Historique" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{M.title}</h1>
        <p className="mt-2 text-encre-700">{M.intro}</p>
      </header>
      <Form method="get" role="search" className="card space-y-3" aria-label={M.title}>
        <label htmlFor="recherche-q" className="field-label">
          {M.label}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="recherche-q"
            name="q"
            type="search"
            className="field-input min-w-0 flex-1"
            defaultValue={data.q}
            maxLength={MAX_QUERY}
            aria-describedby="recherche-aide"
          />
          <button type="submit" className="btn-primary" disabled={navigation.state === "loading"}>
            {M.submit}
          </button>
        </div>
        <p id="recherche-aide" className="text-xs text-encre-700">
          {M.hint}
        </p>
      </Form>
      {data.failed ? <FormAlert message={M.loadFailed} /> : null}
      {data.asked && !data.failed && !data.searched ? <p className="text-encre-700">{M.tooShort}</p> : null}
      {data.searched && data.hits.length === 0 ? (
        <p className="card text-encre-700" role="status">
          {M.empty}
        </p>
      ) : null}
      {data.hits.length > 0 ? (
        <ul className="space-y-3" aria-label="Résultats">
          {data.hits.map((hit) => {
            const subtitle = subtitleOf(hit);
            return (
              <li key={`${hit.kind}-${hit.id}`}>
                <Link to={hrefOf(hit)} className="card block p-4 transition-shadow hover:shadow-md sm:p-5" data-testid="search-hit">
                  <span className="badge bg-sable-100 text-encre-700">{M.kinds[hit.kind]}</span>
                  <h2 className="mt-2 break-words font-serif text-lg text-encre-900">{hit.title}</h2>
                  {subtitle ? <p className="text-sm text-encre-700">{subtitle}</p> : null}
                  <p className="mt-1 break-words text-sm text-encre-900">{hit.excerpt}</p>
                  <p className="mt-2 text-xs text-encre-700">{formatLongDateTime(hit.at)}</p>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {data.page > 1 || data.hasNext ? (
        <nav className="flex items-center justify-between" aria-label="Pages">
          {data.page > 1 ? (
            <Link className="btn-secondary" to={pageHref(data.page - 1)}>
              {M.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-encre-700">Page {data.page}</span>
          {data.hasNext ? (
            <Link className="btn-secondary" to={pageHref(data.page + 1)}>
              {M.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

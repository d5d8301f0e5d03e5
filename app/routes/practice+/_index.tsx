import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { catalogueEntry, startPath } from "~/practice/catalogue";
import { chooserData } from "~/practice/chooser-data.server";
import { chooserView } from "~/practice/chooser-view";
import { CatalogueList } from "~/practice/components/catalogue-list";
import { CHOOSER_START, isEndNode } from "~/practice/content/chooser";
import { getToolContent } from "~/practice/content/tools";
import { PRACTICE_MESSAGES as M } from "~/practice/messages";
import { ProfessionalHelpNote } from "~/care/crisis-resources";

export const meta: MetaFunction = () => [{ title: "Pratique du jour · Rendez-vous intérieur" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // /practice?toolId=… opens a tool from elsewhere.
  const toolId = params.get("toolId");
  if (toolId && (catalogueEntry(toolId) || getToolContent(toolId) || toolId === "trois-gestes")) {
    const sessionId = params.get("sessionId");
    const target = startPath(toolId);
    return redirect(sessionId && target.startsWith("/practice/") ? `${target}?sessionId=${encodeURIComponent(sessionId)}` : target);
  }
  // The recommended tool's summary and the help note are decided here, so that the page's script
  // carries neither the tools' content nor the chooser (decision 0102).
  return json(chooserView(params, chooserData()));
}

/**
 * With no network (issue 33, decision 0246), the next question is decided in the browser by the same
 * rule, over the chooser's data the service worker keeps (`/practice/choix.json`), loaded only then.
 * It also runs once at hydration (decision 0281): a whole page loaded with no network is the stored
 * /practice, whose data is the first question's whatever the address asked; the view of the address
 * is then decided from the same stored data (or the first question stays, if that data is missing).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    const data = await serverLoader<typeof loader>();
    const params = new URL(request.url).searchParams;
    if ((params.get("node") ?? data.node.id) === data.node.id && (params.get("q") ?? "") === data.query) return data;
    const { storedChooserView } = await import("~/offline/chooser-offline");
    return (await storedChooserView(request.url)) ?? data;
  } catch (error) {
    const { offlineChooserView } = await import("~/offline/chooser-offline");
    return offlineChooserView(request.url, error);
  }
}
clientLoader.hydrate = true as const;

export default function DailyPractice() {
  const { node, from, query, mood, summary, painBranch } = useLoaderData<typeof loader>();
  const withMood = (path: string) => (mood ? `${path}${path.includes("?") ? "&" : "?"}humeur=${mood}` : path);
  const facts = summary ? [summary.duration, summary.category].filter(Boolean).join(" · ") : "";
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-3xl text-encre-900">Pratique du jour</h1>
      <p className="mt-2 text-encre-700">Choisissez selon ce que vous ressentez, ou parcourez tous les outils.</p>

      <section className="card mt-6" aria-labelledby="chooser-title" data-testid="chooser">
        {isEndNode(node) ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-wide text-sauge-700">Votre pratique recommandée</p>
            <h2 id="chooser-title" className="mt-1 font-serif text-2xl text-encre-900">
              {summary?.name}
            </h2>
            {facts ? <p className="mt-1 text-sm text-encre-500">{facts}</p> : null}
            {summary?.description ? (
              <p className="mt-3 text-encre-700" data-testid="chooser-description">
                {summary.description}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Link to={withMood(startPath(node.toolId))} className="btn-primary">
                {M.startPractice}
              </Link>
              <Link to={from ? `?node=${from}` : "#catalogue"} className="btn-secondary" preventScrollReset>
                {M.otherTool}
              </Link>
              <Link to="/practice" className="btn-ghost" preventScrollReset>
                {M.restart}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h2 id="chooser-title" className="font-serif text-2xl text-encre-900">
              {node.question}
            </h2>
            <div className={`mt-5 grid gap-3 ${node.id === CHOOSER_START ? "sm:grid-cols-3" : ""}`}>
              {node.options?.map((option) => (
                <Link
                  key={option.next}
                  to={withMood(`?node=${encodeURIComponent(option.next)}&from=${encodeURIComponent(node.id)}`)}
                  preventScrollReset
                  className={node.id === CHOOSER_START ? "btn-primary py-6 text-lg" : "btn-secondary justify-start text-left"}
                >
                  {option.label}
                </Link>
              ))}
            </div>
            {node.id !== CHOOSER_START ? (
              <Link to="/practice" className="btn-ghost mt-4" preventScrollReset>
                {M.restart}
              </Link>
            ) : null}
          </>
        )}
        {painBranch ? <ProfessionalHelpNote className="mt-5 border-t border-sable-200 pt-4" /> : null}
      </section>

      <CatalogueList initialQuery={query} action="/practice" />
    </div>
  );
}

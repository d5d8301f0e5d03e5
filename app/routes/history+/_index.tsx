import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { LocalPractices } from "~/history/local-practices";
import { deletePractice, historyFrom, historyQueries } from "~/history/history.server";
import { abandonFoundStale } from "~/dashboard/dashboard.server";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { HISTORY_MESSAGES } from "~/history/messages";
import { PracticeCard } from "~/history/practice-card";
import { THIS_WEEK_LABEL } from "~/dashboard/this-week";
import { formatMonthParam, historyStats, monthCalendar, parseMonth, shiftMonth } from "~/history/stats";
import { parisDay } from "~/utils/dates";
import { redirectWithToast } from "~/utils/http.server";
import { pageParam } from "~/utils/page-param";
import { LoadFailed } from "~/components/load-failed";
import { BackToDashboard } from "~/components/records/back-link";
import { DistressPanel } from "~/care/distress-panel";
import { z } from "zod";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Historique · Rendez-vous intérieur" }];

const MONTH_FORMAT = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
const WEEKDAYS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const month = parseMonth(url.searchParams.get("mois"));
  const page = pageParam(url.searchParams.get("page"));
  const confirm = url.searchParams.get("confirmer");
  const now = new Date();
  let read;
  try {
    // The session, whether stale practices wait (spec 3 §4), the page and the dates: one D1 batch (decision 0145).
    read = await readWithSession(context.db, context.cloudflare.env, request, (owner) => historyQueries(context.db, owner, page, now));
  } catch (error) {
    console.error("history load failed", error);
    // Signed out (the root's own lookup, shared), the device's history is shown as always.
    const user = await readWithSession(context.db, context.cloudflare.env, request).then(
      ({ user }) => user,
      () => null,
    );
    if (user) {
      return json(
        { signedIn: true as const, loadFailed: true, month, practices: [], hasMore: false, page, stats: null, weeks: [], confirm: null },
        { status: 503 },
      );
    }
    read = { user: null, results: null };
  }
  if (!read.user || !read.results)
    return json({
      signedIn: false as const,
      loadFailed: false,
      month,
      practices: [],
      hasMore: false,
      page: 1,
      stats: null,
      weeks: [],
      confirm: null,
    });
  await abandonFoundStale(context.db, read.user.id, read.results[0].length > 0, now); // a write only when something is stale
  const { practices, hasMore, dates, practisedSeconds } = historyFrom(read.results, now);
  const completedDays = new Set(dates.filter((d) => d.status === "completed").map((d) => parisDay(d.completedAt ?? d.createdAt)));
  return json({
    signedIn: true as const,
    loadFailed: false,
    month,
    practices,
    hasMore,
    page,
    stats: historyStats(dates, practisedSeconds),
    weeks: monthCalendar(month.year, month.month, completedDays, parisDay(now)),
    confirm,
  });
}

const envelopeSchema = z.object({ intent: envelopeText(), sessionId: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  // The session is read in the delete's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  const { intent, sessionId } = readEnvelope(postedForm(context), envelopeSchema);
  return handlerOf(INTENTS, intent, refused)({ context, writer, sessionId });
}

type IntentArgs = { context: ActionFunctionArgs["context"]; writer: Writer; sessionId: string };

const refused = async ({ context }: IntentArgs) =>
  redirectWithToast(context.cloudflare.env, "/history", { title: HISTORY_MESSAGES.deleteError, type: "error" });

const INTENTS = {
  async delete(args: IntentArgs) {
    const { context, writer, sessionId } = args;
    const env = context.cloudflare.env;
    if (!sessionId) return refused(args);
    let deleted = false;
    try {
      deleted = await deletePractice(context.db, env.AUDIO, writer, sessionId);
    } catch (error) {
      if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
      console.error("practice delete failed", error);
    }
    return redirectWithToast(
      env,
      "/history",
      deleted ? { title: HISTORY_MESSAGES.deleted, type: "success" } : { title: HISTORY_MESSAGES.deleteError, type: "error" },
    );
  },
};

export default function HistoryPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const monthParam = formatMonthParam(data.month);
  return (
    <div className="space-y-6">
      <div>
        <BackToDashboard />
        <h1 className="mt-2 font-serif text-2xl text-encre-900 sm:text-3xl">{HISTORY_MESSAGES.title}</h1>
        {data.signedIn ? (
          <Link to="/recherche" className="link mt-2 inline-block text-sm">
            Rechercher dans mes écrits
          </Link>
        ) : null}
      </div>
      {/* A bilan that carried words of distress comes back here with its author's one-time flash. */}
      <DistressPanel />

      {data.loadFailed ? (
        <LoadFailed message={HISTORY_MESSAGES.loadError} />
      ) : data.signedIn && data.stats ? (
        <>
          {/* No row of zeros on an empty history (issue 17): the figures come with the first practice. */}
          {data.stats.total > 0 ? (
            <dl className="grid grid-cols-3 gap-3">
              {[
                { label: "Pratiques", value: data.stats.total },
                { label: THIS_WEEK_LABEL, value: data.stats.thisWeek },
                { label: "Minutes de pratique", value: data.stats.minutes },
              ].map((stat) => (
                <div key={stat.label} className="card p-4 text-center sm:p-5">
                  <dt className="text-xs text-encre-700 sm:text-sm">{stat.label}</dt>
                  <dd className="mt-1 font-serif text-2xl text-terre-700 sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}

          <section className="card" aria-labelledby="calendrier-titre">
            <div className="flex items-center justify-between gap-2">
              <Link to={`?mois=${formatMonthParam(shiftMonth(data.month, -1))}`} className="btn-ghost px-3" aria-label="Mois précédent">
                ←
              </Link>
              <h2 id="calendrier-titre" className="font-semibold capitalize text-encre-900">
                {MONTH_FORMAT.format(new Date(Date.UTC(data.month.year, data.month.month - 1, 1)))}
              </h2>
              <Link to={`?mois=${formatMonthParam(shiftMonth(data.month, 1))}`} className="btn-ghost px-3" aria-label="Mois suivant">
                →
              </Link>
            </div>
            <table className="mt-3 w-full table-fixed text-center text-sm">
              <caption className="sr-only">
                Jours de pratique en {MONTH_FORMAT.format(new Date(Date.UTC(data.month.year, data.month.month - 1, 1)))}
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col" className="pb-2 text-xs font-medium text-encre-500">
                      {day}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((week, index) => (
                  <tr key={index}>
                    {week.map((day, cell) => (
                      <td key={cell} className="p-0.5">
                        {day ? (
                          <span
                            className={`mx-auto flex h-8 w-8 items-center justify-center rounded-full ${
                              day.practised ? "bg-terre-600 font-semibold text-white" : "text-encre-700"
                            } ${day.today ? "ring-2 ring-sauge-500" : ""}`}
                            aria-label={day.practised ? `${day.day}\u00a0: pratique terminée` : undefined}
                          >
                            {day.day}
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          {data.practices.length === 0 ? (
            <div className="card text-center">
              <p className="text-encre-700">{HISTORY_MESSAGES.empty}</p>
              <Link to="/practice" className="btn-primary mt-4">
                {HISTORY_MESSAGES.startPractice}
              </Link>
            </div>
          ) : (
            <ul className="space-y-3" aria-label="Mes pratiques">
              {data.practices.map((practice) => (
                <PracticeCard
                  key={practice.id}
                  practice={practice}
                  heading="h2"
                  remove={
                    data.confirm === practice.id ? null : (
                      <Link
                        to={`?confirmer=${practice.id}&mois=${monthParam}&page=${data.page}`}
                        className="btn-ghost px-3 py-2 text-red-800"
                        preventScrollReset
                      >
                        Supprimer
                      </Link>
                    )
                  }
                >
                  {data.confirm === practice.id ? (
                    <Form
                      method="post"
                      className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3"
                      role="alertdialog"
                      aria-label="Confirmer la suppression"
                    >
                      <p className="text-sm text-red-900">
                        Supprimer cette pratique et toutes ses réponses&#8239;? Cette action est définitive.
                      </p>
                      <input type="hidden" name="sessionId" value={practice.id} />
                      <div className="mt-2 flex gap-2">
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className="btn-danger px-3 py-2"
                          disabled={navigation.state === "submitting"}
                        >
                          Oui, supprimer
                        </button>
                        <Link to={`?mois=${monthParam}&page=${data.page}`} className="btn-secondary px-3 py-2" preventScrollReset>
                          Annuler
                        </Link>
                      </div>
                    </Form>
                  ) : null}
                </PracticeCard>
              ))}
            </ul>
          )}
          {data.hasMore || data.page > 1 ? (
            <nav className="flex justify-between" aria-label="Pages de l'historique">
              {data.page > 1 ? (
                <Link to={`?page=${data.page - 1}&mois=${monthParam}`} className="link">
                  ← Plus récentes
                </Link>
              ) : (
                <span />
              )}
              {data.hasMore ? (
                <Link to={`?page=${data.page + 1}&mois=${monthParam}`} className="link">
                  Plus anciennes →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <div className="card">
          <p className="text-encre-700">
            Sans connexion à un compte, seules les pratiques gardées sur cet appareil apparaissent ici.{" "}
            <Link to="/auth/login?redirectTo=%2Fhistory" className="link">
              Connectez-vous
            </Link>{" "}
            pour retrouver votre historique partout.
          </p>
        </div>
      )}

      <LocalPractices showEmpty={!data.signedIn} />
    </div>
  );
}

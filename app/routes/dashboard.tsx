import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { countLabel } from "~/utils/plural";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { createActFor } from "~/acts/acts.server";
import { writerFor, type Writer } from "~/auth/session-batch.server";
import { ACTS_MESSAGES } from "~/acts/messages";
import { composeActText, rewardActSchema } from "~/acts/validation";
import { DEFAULT_DISPLAY_NAME } from "~/auth/messages";
import { readWithSession } from "~/auth/session-batch.server";
import { FormAlert } from "~/components/forms/field";
import { useActionToast } from "~/components/action-toast";
import { assistantPanelFrom, assistantPanelQueries } from "~/assistant/assistant.server";
import { AssistantPanel } from "~/assistant/panel";
import { PracticeChart } from "~/dashboard/chart";
import { MoodChart } from "~/dashboard/mood-chart";
import { abandonFoundStale, claimWeeklyReward, dashboardFromResults, dashboardQueries } from "~/dashboard/dashboard.server";
import { DASHBOARD_CARDS, DASHBOARD_MESSAGES as M, openActsLabel } from "~/dashboard/messages";
import { EnvelopeIcon } from "~/letters/envelope-icon";
import { waitingLettersQuery } from "~/letters/letters.server";
import { LETTERS_MESSAGES } from "~/letters/messages";
import { letterPath } from "~/letters/paths";
import { levelPractices, PRACTICES_PER_LEVEL } from "~/dashboard/stats";
import { useRecordsLive } from "~/dashboard/use-records-live";
import { claimSchema } from "~/dashboard/claim-schema";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { Field } from "~/components/forms/field";
import { redirectWithToast } from "~/utils/http.server";
import { z } from "zod";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { pendingIntent } from "~/components/forms/envelope";

export const meta: MetaFunction = () => [{ title: "Tableau de bord · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session and every read of the page (the dashboard's and the assistant panel's) in one D1
  // batch: one round trip, shared with the root loader (decision 0145). It writes nothing: stale
  // practices are abandoned after it, only when it found some.
  const now = new Date();
  const { db } = context;
  const { user, results } = await readWithSession(
    db,
    context.cloudflare.env,
    request,
    (owner) => [...dashboardQueries(db, owner, now), ...assistantPanelQueries(db, owner, now), waitingLettersQuery(db, owner, now)],
    { require: true },
  );
  const [figures, chart, claimed, moods, messages, quota, waiting] = results;
  const { stale, dashboard } = dashboardFromResults([figures, chart, claimed, moods], now);
  await abandonFoundStale(db, user.id, stale, now); // a write only when there is something to abandon
  const assistant = await assistantPanelFrom(context.cloudflare.env, user.id, messages, quota);
  // A letter sealed until a day that has come (issue 44): its address only, never its words.
  const waitingLetter = waiting[0] ? { href: letterPath(waiting[0].id), count: waiting.length } : null;
  return { userId: user.id, name: user.displayName || user.username || DEFAULT_DISPLAY_NAME, ...dashboard, assistant, waitingLetter };
}

const envelopeSchema = z.object({ intent: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  // The session is read in each write's own batch (decision 0361).
  const writer = await writerFor(context.db, env, request);
  const formData = postedForm(context);
  const { intent } = readEnvelope(formData, envelopeSchema);
  return handlerOf(INTENTS, intent, unknownIntent)({ context, env, writer, formData });
}

type IntentArgs = { context: ActionFunctionArgs["context"]; env: Env; writer: Writer; formData: FormData };

const unknownIntent = async () => json({ toast: { title: M.notEarned, type: "error" as const } }, { status: 400 });

const INTENTS = {
  async claim({ context, env, formData, writer }: IntentArgs) {
    const parsed = parseWithZod(formData, { schema: claimSchema });
    const result = parsed.status === "success" ? await claimWeeklyReward(context.db, env, writer, parsed.value.level) : null;
    if (!result?.ok) {
      const already = result?.reason === "already-claimed";
      return json({ toast: { title: already ? M.alreadyClaimed : M.notEarned, type: "error" as const } }, { status: already ? 409 : 400 });
    }
    return redirectWithToast(env, "/dashboard", { title: M.claimed, type: "success" });
  },
  async "reward-act"({ context, env, formData, writer }: IntentArgs) {
    // `rewardActSchema` (app/acts) checks the form in the browser too; a refusal keeps what was typed.
    const parsed = parseWithZod(formData, { schema: rewardActSchema });
    if (parsed.status !== "success") return json({ actResult: parsed.reply() as SubmissionResult<string[]> }, { status: 400 });
    try {
      await createActFor(context.db, env, writer, { actText: composeActText(parsed.value) });
    } catch (error) {
      if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
      console.error("reward act failed", error);
      return json(
        { toast: { title: ACTS_MESSAGES.saveFailed, type: "error" as const }, actResult: parsed.reply() as SubmissionResult<string[]> },
        { status: 500 },
      );
    }
    return redirectWithToast(env, "/dashboard", { title: ACTS_MESSAGES.saved, type: "success" });
  },
};

export default function DashboardScreen() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useRecordsLive(data.userId, ["practice", "act", "reward"]);
  useActionToast(actionData && "toast" in actionData ? actionData.toast : null);

  return (
    // Room below the page for the assistant's floating panel (issue 58 item 7): nothing floating covers a field.
    <div className="space-y-8 sm:pb-24">
      <header>
        <h1 className="font-serif text-3xl text-encre-900">Bonjour {data.name}</h1>
        <p className="mt-2 text-encre-700">Bienvenue dans votre espace. Où voulez-vous aller aujourd'hui&#8239;?</p>
        <p className="mt-1 text-sm text-encre-700">
          <Link to="/rendez-vous" className="link">
            Mes rendez-vous
          </Link>
          &nbsp;: un rappel doux, les jours et à l'heure que vous choisissez.
        </p>
      </header>

      {data.waitingLetter ? (
        <Link
          to={data.waitingLetter.href}
          className="card flex items-center gap-3 border-terre-400 bg-sable-50 p-4 transition-shadow hover:shadow-md"
          data-testid="waiting-letter"
        >
          <EnvelopeIcon open />
          <span>
            <span className="block font-semibold text-encre-900">{LETTERS_MESSAGES.waitingCount(data.waitingLetter.count)}</span>
            <span className="block text-sm text-encre-700">{LETTERS_MESSAGES.waitingNote}</span>
          </span>
        </Link>
      ) : null}

      <nav aria-label="Mes espaces">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DASHBOARD_CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="card flex h-full items-start gap-3 p-4 transition-shadow hover:shadow-md sm:p-5"
                prefetch="intent"
              >
                <span aria-hidden="true" className="mt-1 h-8 w-1.5 shrink-0 rounded-full bg-terre-400" />
                <span className="min-w-0">
                  <span className="block font-semibold text-encre-900">{card.title}</span>
                  <span className="mt-1 block text-sm text-encre-700">{card.text}</span>
                  {/* A neutral badge, and none at zero (issue 17): an act to do is not an alarm. */}
                  {card.to === "/acts" && data.openActs > 0 ? (
                    <span className="badge mt-2 border border-sable-300 bg-sable-100 text-encre-900" data-testid="open-acts">
                      {openActsLabel(data.openActs)}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby="chiffres-titre">
          <h2 id="chiffres-titre" className="font-serif text-xl text-encre-900">
            {M.figures}
          </h2>
          {data.figures.tools === 0 ? (
            // Nothing completed yet: a sentence instead of three zeros and an empty chart.
            <p className="mt-4 text-encre-700" data-testid="figures-empty">
              {M.figuresEmpty}{" "}
              <Link to="/practice" className="link">
                Commencer une pratique
              </Link>
            </p>
          ) : (
            <>
              <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
                {[
                  { label: M.thisWeek, value: data.figures.week, id: "figure-week" },
                  { label: M.thisMonth, value: data.figures.month, id: "figure-month" },
                  { label: M.toolsDiscovered, value: data.figures.tools, id: "figure-tools" },
                ].map((f) => (
                  <div key={f.id} className="rounded-xl bg-sable-50 p-3">
                    <dt className="text-xs text-encre-700 sm:text-sm">{f.label}</dt>
                    <dd className="mt-1 text-2xl font-semibold text-encre-900" data-testid={f.id}>
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <PracticeChart days={data.chart} title={M.chart} />
            </>
          )}
        </section>

        <RewardsCard />
      </div>

      <MoodChart points={data.moods} />

      <AssistantPanel data={data.assistant} />
    </div>
  );
}

function RewardsCard() {
  const { reward } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const actResult = actionData && "actResult" in actionData ? actionData.actResult : null;
  const { fields: actFields, formProps } = useSchemaForm(rewardActSchema, actResult);
  const actErrors = actResult?.error && Object.values(actResult.error).some((messages) => messages?.length) ? actResult.error : null;
  // conform's fields are a proxy: they are named one by one.
  const refused = (["description", "where", "when", "how"] as const).some((name) => actFields[name].errors?.length);
  // After a successful save (a redirect, so no action data), the form empties itself.
  const formRef = useRef<HTMLFormElement>(null);
  const sentAct = useRef(false);
  const sendingAct = pendingIntent(navigation.formData) === "reward-act";
  useEffect(() => {
    if (sendingAct) sentAct.current = true;
    else if (sentAct.current && navigation.state === "idle") {
      sentAct.current = false;
      if (!actErrors) formRef.current?.reset();
    }
  }, [sendingAct, navigation.state, actErrors]);
  const fields = [
    { name: "description", label: "Quel acte allez-vous vous offrir\u202f?" },
    { name: "where", label: "Où\u202f?" },
    { name: "when", label: "Quand\u202f?" },
    { name: "how", label: "Comment\u202f?" },
  ] as const;
  return (
    <section className="card" aria-labelledby="recompenses-titre">
      <h2 id="recompenses-titre" className="font-serif text-xl text-encre-900">
        {M.rewards}
      </h2>
      <p className="mt-2 text-sm text-encre-700">
        Un niveau de récompense toutes les {PRACTICES_PER_LEVEL} pratiques terminées dans la semaine (du lundi au dimanche).
      </p>
      {/* An empty bar at 0/7 says nothing the sentence below does not say better (issue 17). */}
      {reward.progress > 0 || reward.claimedLevels.length > 0 || reward.claimableLevel ? (
        <div className="mt-4">
          <div className="flex justify-between text-sm text-encre-700">
            <span id="progression-label">Vers le prochain niveau</span>
            <span data-testid="reward-progress">{`${reward.progress}/${PRACTICES_PER_LEVEL}`}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="progression-label"
            aria-valuemin={0}
            aria-valuemax={PRACTICES_PER_LEVEL}
            aria-valuenow={reward.progress}
            className="mt-1 h-3 overflow-hidden rounded-full bg-sable-200"
          >
            <div className="h-full rounded-full bg-sauge-700 transition-[width]" style={{ width: `${reward.progressPercent}%` }} />
          </div>
        </div>
      ) : null}
      {reward.claimedLevels.length > 0 ? (
        <ul className="mt-4 space-y-1" aria-label="Récompenses réclamées">
          {reward.claimedLevels.map((level) => (
            <li key={level} className="flex items-center gap-2 text-sm text-encre-900" data-testid="claimed-level">
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-sauge-700" />{" "}
              {`Niveau ${level} · ${levelPractices(level)} pratiques · réclamée`}
            </li>
          ))}
        </ul>
      ) : null}
      {reward.claimableLevel ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="level" value={reward.claimableLevel} />
          <button type="submit" className="btn-primary" disabled={busy}>
            {`Réclamer ma récompense · ${levelPractices(reward.claimableLevel)} pratiques`}
          </button>
        </Form>
      ) : reward.claimedLevels.length === 0 ? (
        <p className="mt-4 text-sm text-encre-700">
          Encore {countLabel(PRACTICES_PER_LEVEL - reward.progress, "pratique", "pratiques")} pour votre première récompense de la semaine.
        </p>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        {...formProps}
        className="mt-6 space-y-3 border-t border-sable-200 pt-4"
        aria-labelledby="acte-recompense-titre"
      >
        <h3 id="acte-recompense-titre" className="font-semibold text-encre-900">
          Offrez-vous un acte
        </h3>
        <input type="hidden" name="intent" value="reward-act" />
        {refused ? <FormAlert title={M.requiredTitle} message={M.required} /> : null}
        {fields.map((f) => (
          <Field key={f.name} id={`acte-${f.name}`} label={f.label} {...fieldProps(actFields[f.name])} />
        ))}
        <button type="submit" className="btn-secondary" disabled={busy}>
          Enregistrer cet acte
        </button>
      </Form>
    </section>
  );
}

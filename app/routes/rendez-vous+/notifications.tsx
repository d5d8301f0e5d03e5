/**
 * /rendez-vous/notifications: « Mes notifications » (issue 57, decision 0475), beside « Mes rendez-vous ».
 * For each kind of community notice the person can receive, each channel (in the app, on their devices,
 * by e-mail); and « Je veille », with the veilleur's own quiet hours. Every form works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { fieldPropsOr, useSchemaForm } from "~/components/forms/conform";
import { Field } from "~/components/forms/field";
import { readSubmission } from "~/components/forms/submission.server";
import { allows, CHANNEL_LABELS, CHOICE_CHANNELS, CHOICE_KINDS, NOTICE_CHOICES, type ChoiceKind } from "~/community-notices/choices";
import { choicesQueries, choiceStatement, stopWatchingStatement, toChoices, veilleurStatement } from "~/community-notices/choices.server";
import { choiceField, noticesActionSchema, veilleSchema } from "~/community-notices/forms";
import { NOTICES_PAGE as M } from "~/community-notices/messages";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Mes notifications · Rendez-vous intérieur" }];

/** The kinds this person can receive: replies for every member, the veille once they watch, reports for moderators. */
function kindsFor(role: string, veilleur: boolean): ChoiceKind[] {
  return CHOICE_KINDS.filter((kind) => {
    const audience = NOTICE_CHOICES[kind].audience;
    return audience === "member" || (audience === "veilleur" && veilleur) || (audience === "moderator" && role !== "user");
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const read = await readWithSession(db, context.cloudflare.env, request, (owner) => choicesQueries(db, owner), { require: true });
  const [choiceRows, [veilleur]] = read.results;
  const choices = toChoices(choiceRows);
  const kinds = kindsFor(read.user.role, !!veilleur);
  return json(
    {
      rows: kinds.map((kind) => ({
        kind,
        label: NOTICE_CHOICES[kind].label,
        channels: CHOICE_CHANNELS.filter((channel) => NOTICE_CHOICES[kind].channels[channel] !== undefined).map((channel) => ({
          channel,
          on: allows(choices, kind, channel),
        })),
      })),
      veilleur: veilleur ? { title: veilleur.title, quietStart: veilleur.quietStart ?? "", quietEnd: veilleur.quietEnd ?? "" } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const env = context.cloudflare.env;
  const writer = await writerFor(db, env, request);
  const submission = readSubmission(context, noticesActionSchema);
  if (submission.status !== "success") {
    const intent = (submission.payload as { intent?: unknown }).intent;
    return json({ intent: typeof intent === "string" ? intent : null, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const now = new Date();
  if (value.intent === "choices") {
    const posted = value as Record<string, unknown>;
    const statements = value.kinds.flatMap((kind) =>
      CHOICE_CHANNELS.filter((channel) => NOTICE_CHOICES[kind].channels[channel] !== undefined).map((channel) =>
        choiceStatement(db, writer.owner, kind, channel, posted[choiceField(kind, channel)] === "on", now),
      ),
    );
    if (statements.length > 0)
      await writer.run(statements as [ReturnType<typeof choiceStatement>, ...ReturnType<typeof choiceStatement>[]]);
    return redirectWithToast(env, "/rendez-vous/notifications", { title: M.saved, type: "success" });
  }
  if (value.intent === "veille") {
    await writer.run([
      veilleurStatement(
        db,
        writer.owner,
        { title: value.title, timeZone: value.timeZone, quietStart: value.quietStart ?? null, quietEnd: value.quietEnd ?? null },
        now,
      ),
    ]);
    return redirectWithToast(env, "/rendez-vous/notifications#veille", { title: M.veilleStarted, type: "success" });
  }
  await writer.run([stopWatchingStatement(db, writer.owner)]);
  return redirectWithToast(env, "/rendez-vous/notifications#veille", { title: M.veilleStopped, type: "success" });
}

export default function NotificationsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl">
      <p>
        <Link to="/rendez-vous" className="link text-sm">
          ← {M.backToRendezVous}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{M.title}</h1>
      <p className="mt-3 text-encre-700">{M.intro}</p>
      <ChoicesForm rows={data.rows} />
      <p className="mt-4 text-sm text-encre-700">{M.outsideNote}</p>
      <VeilleForm veilleur={data.veilleur} />
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function ChoicesForm({ rows }: { rows: LoaderData["rows"] }) {
  return (
    <Form method="post" className="card mt-6">
      <input type="hidden" name="intent" value="choices" />
      {rows.map((row) => (
        <fieldset key={row.kind} className="mt-4 first:mt-0">
          <legend className="field-label">{row.label}</legend>
          <input type="hidden" name="kinds" value={row.kind} />
          <div className="mt-2 flex flex-wrap gap-x-6">
            {row.channels.map(({ channel, on }) => (
              <label key={channel} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name={choiceField(row.kind, channel)} defaultChecked={on} />
                {CHANNEL_LABELS[channel]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="mt-4 text-sm text-encre-700">{M.devicesNote}</p>
      <button type="submit" className="btn-primary mt-5">
        {M.save}
      </button>
    </Form>
  );
}

function VeilleForm({ veilleur }: { veilleur: LoaderData["veilleur"] }) {
  const action = useActionData<typeof action>() as { intent: string | null; result: never } | undefined;
  const { fields, formProps } = useSchemaForm(veilleSchema, action?.intent === "veille" ? action.result : undefined);
  // The browser's zone, once the page runs; Paris without JavaScript (the hours are read in it).
  const [zone, setZone] = useState("Europe/Paris");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Paris"), []);
  return (
    <section className="card mt-8" id="veille">
      <h2 className="font-serif text-xl text-encre-900">{M.veilleTitle}</h2>
      <p className="mt-2 text-encre-700">{veilleur ? M.veilleOn(veilleur.title) : M.veilleIntro}</p>
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="timeZone" value={zone} />
        <fieldset>
          <legend className="field-label">{M.veilleTitleLabel}</legend>
          <div className="mt-2 flex gap-6">
            {(["veilleur", "veilleuse"] as const).map((title) => (
              <label key={title} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="title"
                  value={title}
                  defaultChecked={fieldPropsOr(fields.title, veilleur?.title ?? "veilleur").defaultValue === title}
                />
                {title}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="field-label">{M.veilleQuiet}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Field label="De" type="time" {...fieldPropsOr(fields.quietStart, veilleur?.quietStart ?? "")} />
            <Field label="Jusqu'à" type="time" {...fieldPropsOr(fields.quietEnd, veilleur?.quietEnd ?? "")} />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="veille" className="btn-primary">
            {veilleur ? M.veilleSave : M.veilleStart}
          </button>
          {veilleur ? (
            <button type="submit" name="intent" value="veille-stop" formNoValidate className="btn-secondary">
              {M.veilleStop}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

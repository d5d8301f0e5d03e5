/**
 * /rendez-vous: « Mes rendez-vous » (issue 44). Reminders (days, time, time zone, what for), quiet hours,
 * a pause, one button that stops everything, and this device's notifications. Every form works without
 * JavaScript; JavaScript adds the browser's time zone and the Web Push subscription.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { fieldProps, fieldPropsOr, useSchemaForm } from "~/components/forms/conform";
import { Field, FormAlert } from "~/components/forms/field";
import { readSubmission } from "~/components/forms/submission.server";
import { DEFAULT_TIME_ZONE, parseDays } from "~/rendez-vous/due";
import { rendezVousActionSchema, reminderSchema, settingsSchema } from "~/rendez-vous/forms";
import { daysInWords, RDV_PAGE as M, WEEKDAYS } from "~/rendez-vous/messages";
import { isReminderTool, REMINDER_TOOLS } from "~/rendez-vous/paths.server";
import { PURPOSE_LABELS } from "~/rendez-vous/purposes";
import { vapidConfigured } from "~/rendez-vous/push.server";
import {
  deleteReminder,
  keepAsTheyAre,
  MAX_REMINDERS,
  rendezVousFrom,
  rendezVousQueries,
  resumeEverything,
  saveReminder,
  saveSettings,
  spaceOut,
  stopStatements,
  type Change,
  type RendezVousState,
} from "~/rendez-vous/reminders.server";
import { REMINDER_PURPOSES } from "~/rendez-vous/kinds";
import { SAVE_NOTES, saveNoteOf, type SaveNote } from "~/rendez-vous/save-note";
import { zonePlace } from "~/utils/time-zone";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import type { z } from "zod";

export const meta: MetaFunction = () => [{ title: "Mes rendez-vous · Rendez-vous intérieur" }];

/** After this many reminders sent without being opened, the page offers to space them out. */
const IGNORED_BEFORE_OFFER = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const env = context.cloudflare.env;
  // The session, the reminders, the settings and the devices: one D1 batch (decision 0145).
  const read = await readWithSession(db, env, request, (owner) => rendezVousQueries(db, owner), { require: true });
  const { user } = read;
  const { reminders, settings, devices } = rendezVousFrom(read.results);
  return json(
    {
      reminders: reminders.map((r) => ({
        id: r.id,
        days: parseDays(r.days),
        time: r.time,
        timeZone: r.timeZone,
        purpose: r.purpose,
        toolId: r.toolId,
        toolName: REMINDER_TOOLS.find((t) => t.id === r.toolId)?.name ?? null,
      })),
      settings: {
        channel: settings?.channel ?? "push",
        quietStart: settings?.quietStart ?? "",
        quietEnd: settings?.quietEnd ?? "",
        pausedUntil: settings?.pausedUntil ?? "",
        stopped: !!settings?.stoppedAt,
        offerSpacing: (settings?.ignoredCount ?? 0) >= IGNORED_BEFORE_OFFER,
      },
      tools: REMINDER_TOOLS,
      // The iPhone hint, from the user agent (an iPad that says « Mac » is found in the browser).
      appleMobile: /\b(iPhone|iPad|iPod)\b/.test(request.headers.get("User-Agent") ?? ""),
      thisDevice: devices.some((d) => d.sessionId === user.sessionId),
      vapidPublicKey: vapidConfigured(env) ? env.VAPID_PUBLIC_KEY! : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const env = context.cloudflare.env;
  // The session with the reminders and settings every change is computed from, then the change in one
  // batch: two round trips (decision 0361).
  const read = await readWithSession(db, env, request, (owner) => rendezVousQueries(db, owner), { require: true });
  const userId = read.user.id;
  const state = rendezVousFrom(read.results);
  const submission = readSubmission(context, rendezVousActionSchema);
  if (submission.status !== "success") {
    const intent = (submission.payload as { intent?: unknown }).intent;
    return json({ intent: typeof intent === "string" ? intent : null, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === "save" && value.purpose === "tool" && !isReminderTool(value.toolId)) {
    return json(
      { intent: "save", result: submission.reply({ fieldErrors: { toolId: ["Choisissez l'outil que ce rendez-vous ouvrira."] } }) },
      { status: 400 },
    );
  }
  const change = (CHANGES[value.intent] as ChangeOf<typeof value.intent>)({ db, userId, state, value });
  const [first, ...rest] = change.statements;
  const results = first ? await db.batch([first, ...rest]) : [];
  const outcome = change.decide ? change.decide(results) : change.outcome;
  if (outcome === "full" || outcome === "duplicate") {
    const refusal = outcome === "full" ? M.full(MAX_REMINDERS) : M.duplicate;
    return json({ intent: "save", result: submission.reply({ formErrors: [refusal] }) }, { status: 400 });
  }
  const [title, type] = SAID[outcome];
  // Without JavaScript, what the saved rendez-vous will really do is said after the save (decision 0474).
  const note = value.intent === "save" && outcome === "saved" ? saveNoteOf(value.time, settingsOf(state), today()) : null;
  return redirectWithToast(env, note ? `/rendez-vous?note=${note}#rendez-vous-note` : "/rendez-vous", { title, type });
}

/** The settings as the page reads them (empty strings for none). */
function settingsOf(state: RendezVousState) {
  const settings = state.settings;
  return {
    stopped: !!settings?.stoppedAt,
    pausedUntil: settings?.pausedUntil ?? "",
    quietStart: settings?.quietStart ?? "",
    quietEnd: settings?.quietEnd ?? "",
  };
}

/** Today in Paris, "YYYY-MM-DD" (a pause's day is compared with it). */
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: DEFAULT_TIME_ZONE });

type ActionValue = z.output<typeof rendezVousActionSchema>;
type Intent = ActionValue["intent"];
type ChangeArgs<I extends Intent> = { db: Db; userId: string; state: RendezVousState; value: Extract<ActionValue, { intent: I }> };
type ChangeOf<I extends Intent> = (args: ChangeArgs<I>) => Change<keyof typeof SAID>;

/** One change per intent of the page (decision 0351); the schema has already refused any other intent. */
const CHANGES: { [I in Intent]: ChangeOf<I> } = {
  save: ({ db, userId, state, value }) => saveReminder(db, userId, state, value),
  delete: ({ db, userId, state, value }) => deleteReminder(db, userId, state, value.id),
  settings: ({ db, userId, state, value }) => saveSettings(db, userId, state, value),
  stop: ({ db, userId }) => ({ statements: [...stopStatements(db, userId)], outcome: "stopped" as const }),
  resume: ({ db, userId, state }) => resumeEverything(db, userId, state),
  space: ({ db, userId, state }) => spaceOut(db, userId, state),
  keep: ({ db, userId }) => keepAsTheyAre(db, userId),
};

/** What the page says after each change. */
const SAID = {
  saved: [M.saved, "success"],
  settingsSaved: [M.settingsSaved, "success"],
  notFound: [M.notFound, "error"],
  full: [M.full(MAX_REMINDERS), "error"],
  duplicate: [M.duplicate, "error"],
  removed: [M.removed, "success"],
  stopped: [M.stoppedToast, "success"],
  resumed: [M.resumed, "success"],
  spaced: [M.spaced, "success"],
  kept: [M.kept, "success"],
} as const satisfies Record<string, readonly [string, "success" | "error"]>;

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function RendezVousPage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const editing = data.reminders.find((r) => r.id === params.get("modifier")) ?? null;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/dashboard" className="link text-sm">
        ← Tableau de bord
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{M.title}</h1>
      <p className="mt-2 text-encre-700">{M.intro}</p>
      <p className="mt-2 text-sm">
        <Link to="/rendez-vous/notifications" className="link">
          {M.toNotices}
        </Link>
      </p>

      {data.settings.offerSpacing && !data.settings.stopped ? (
        <section className="card mt-6" aria-label={M.spaceYes}>
          <p className="text-encre-800">{M.spaceOffer}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <button type="submit" name="intent" value="space" className="btn-primary" disabled={busy}>
                {M.spaceYes}
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="keep" className="btn-secondary" disabled={busy}>
                {M.spaceNo}
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      {data.settings.stopped ? (
        <section className="card mt-6" data-testid="rdv-stopped">
          <p className="text-encre-800">{M.stopped}</p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="resume" className="btn-primary" disabled={busy}>
              {M.resume}
            </button>
          </Form>
        </section>
      ) : data.settings.pausedUntil ? (
        <p className="mt-4 text-encre-700">
          {M.paused(new Date(`${data.settings.pausedUntil}T12:00:00Z`).toLocaleDateString("fr-FR", { dateStyle: "long", timeZone: "UTC" }))}
        </p>
      ) : null}

      <ul className="mt-6 space-y-3">
        {data.reminders.length === 0 ? <li className="text-encre-700">{M.empty}</li> : null}
        {data.reminders.map((reminder) => (
          <li key={reminder.id} className="card flex flex-wrap items-center justify-between gap-3" data-testid="reminder">
            <div>
              <p className="font-medium text-encre-900">
                {reminder.time}, {daysInWords(reminder.days)}
              </p>
              <p className="text-sm text-encre-700">
                {reminder.purpose === "tool" && reminder.toolName ? reminder.toolName : PURPOSE_LABELS[reminder.purpose]} ·{" "}
                {zonePlace(reminder.timeZone)}
              </p>
            </div>
            <div className="flex gap-2">
              <Link to={`/rendez-vous?modifier=${reminder.id}#rendez-vous-form`} className="btn-secondary">
                {M.edit}
              </Link>
              <Form method="post">
                <input type="hidden" name="id" value={reminder.id} />
                <button type="submit" name="intent" value="delete" className="btn-secondary" disabled={busy}>
                  {M.remove}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>

      {/* A new key after each navigation (a save's redirect): the form is empty again; a refusal keeps it. */}
      <ReminderForm key={`${editing?.id ?? "new"}:${location.key}`} editing={editing} tools={data.tools} settings={data.settings} />
      <DeviceSection subscribed={data.thisDevice} vapidPublicKey={data.vapidPublicKey} appleMobile={data.appleMobile} />
      <SettingsForm settings={data.settings} />

      {!data.settings.stopped ? (
        <Form method="post" className="mt-8">
          <button type="submit" name="intent" value="stop" className="btn-danger" disabled={busy}>
            {M.stopAll}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function useActionResult(intent: string) {
  const action = useActionData<typeof action>() as { intent: string | null; result: never } | undefined;
  return action?.intent === intent ? action.result : undefined;
}

function ReminderForm({
  editing,
  tools,
  settings,
}: {
  editing: LoaderData["reminders"][number] | null;
  tools: LoaderData["tools"];
  settings: LoaderData["settings"];
}) {
  const lastResult = useActionResult("save");
  const [params] = useSearchParams();
  const { form, fields, formProps } = useSchemaForm(reminderSchema, lastResult);
  const kept = (lastResult as { initialValue?: Record<string, unknown> } | undefined)?.initialValue;
  const keptDays = kept?.days ? [kept.days].flat().map(Number) : null;
  // A refused post keeps exactly what was ticked, none included.
  const days = kept ? (keptDays ?? []) : (editing?.days ?? [1, 2, 3, 4, 5]);
  const [purpose, setPurpose] = useState<string>((kept?.purpose as string) ?? editing?.purpose ?? "practice");
  // The time as typed: the note under the form follows it (JavaScript); after a save without it, the
  // redirect's `?note=` says what the saved one will do.
  const [time, setTime] = useState<string>((kept?.time as string) ?? editing?.time ?? "08:00");
  const [typed, setTyped] = useState(false);
  const afterSave = SAVE_NOTES.find((n) => n === params.get("note")) ?? null;
  const note: SaveNote | null = typed || kept ? saveNoteOf(time, settings, new Date().toLocaleDateString("en-CA")) : afterSave;
  // The browser's own time zone, when it has JavaScript; Europe/Paris otherwise (or the one kept).
  const [timeZone, setTimeZone] = useState<string>((kept?.timeZone as string) ?? editing?.timeZone ?? DEFAULT_TIME_ZONE);
  useEffect(() => {
    if (editing || kept?.timeZone) return;
    try {
      const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (own) setTimeZone(own);
    } catch {
      /* keep the default */
    }
  }, [editing, kept?.timeZone]);
  return (
    <section className="card mt-8" id="rendez-vous-form">
      <h2 className="font-serif text-xl text-encre-900">{editing ? M.editTitle : M.newTitle}</h2>
      <Form method="post" {...formProps} className="mt-4 space-y-5">
        {form.errors?.length ? <FormAlert message={form.errors[0]!} /> : null}
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <input type="hidden" name="timeZone" value={timeZone} />
        <fieldset>
          <legend className="field-label">{M.days}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label key={day.value} className="flex min-h-11 items-center gap-2 rounded-lg border border-sable-300 px-3">
                <input type="checkbox" name="days" value={day.value} defaultChecked={days.includes(day.value)} />
                <span aria-hidden="true">{day.short}</span>
                <span className="sr-only">{day.long}</span>
              </label>
            ))}
          </div>
          {fields.days.errors?.[0] ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {fields.days.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={M.time}
          type="time"
          {...fieldProps(fields.time)}
          defaultValue={(kept?.time as string) ?? editing?.time ?? "08:00"}
          onChange={(event) => {
            setTime(event.currentTarget.value);
            setTyped(true);
          }}
        />
        <fieldset>
          <legend className="field-label">{M.purpose}</legend>
          <div className="mt-2 space-y-2">
            {REMINDER_PURPOSES.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="purpose" value={value} checked={purpose === value} onChange={() => setPurpose(value)} />
                {PURPOSE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="rdv-tool" className="field-label">
            {M.tool}
          </label>
          <select
            id="rdv-tool"
            name="toolId"
            className="field-input"
            defaultValue={(kept?.toolId as string) ?? editing?.toolId ?? ""}
            aria-invalid={fields.toolId.errors ? true : undefined}
            aria-describedby={fields.toolId.errors ? "rdv-tool-error" : undefined}
          >
            <option value="">—</option>
            {tools.map((tool) => (
              <option key={tool.id} value={tool.id}>
                {tool.name}
              </option>
            ))}
          </select>
          {fields.toolId.errors?.[0] ? (
            <p id="rdv-tool-error" className="mt-1 text-sm text-red-700" role="alert">
              {fields.toolId.errors[0]}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-encre-700">
          {M.timeZone}&nbsp;:{" "}
          <span data-testid="rdv-time-zone" title={timeZone}>
            {zonePlace(timeZone)}
          </span>
        </p>
        {fields.timeZone.errors?.[0] ? (
          <p className="text-sm text-red-700" role="alert">
            {fields.timeZone.errors[0]}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn-primary">
            {M.save}
          </button>
          {editing ? (
            <Link to="/rendez-vous" className="btn-secondary">
              {M.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
      <SaveNoteLine note={note} settings={settings} />
    </section>
  );
}

/** Under the form: what this rendez-vous will really do, and the fix (decision 0474). Polite, live. */
function SaveNoteLine({ note, settings }: { note: SaveNote | null; settings: LoaderData["settings"] }) {
  return (
    <div id="rendez-vous-note" aria-live="polite" className="mt-4" data-testid="rdv-save-note">
      {note === "quiet" ? (
        <p className="text-encre-800">
          {M.noteQuiet(settings.quietStart, settings.quietEnd)}{" "}
          <a href="#rdv-settings" className="link">
            {M.noteQuietFix}
          </a>
        </p>
      ) : note === "paused" ? (
        <p className="text-encre-800">
          {M.notePaused(new Date(`${settings.pausedUntil}T12:00:00Z`).toLocaleDateString("fr-FR", { dateStyle: "long", timeZone: "UTC" }))}{" "}
          <a href="#rdv-settings" className="link">
            {M.notePausedFix}
          </a>
        </p>
      ) : note === "stopped" ? (
        <div className="text-encre-800">
          <p>{M.noteStopped}</p>
          <Form method="post" className="mt-2">
            <button type="submit" name="intent" value="resume" className="btn-secondary">
              {M.resume}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}

type PushState = "idle" | "unsupported" | "denied" | "working";

/** This browser's notifications: subscribing needs JavaScript (the Push API); removing works without it. */
function DeviceSection({
  subscribed,
  vapidPublicKey,
  appleMobile,
}: {
  subscribed: boolean;
  vapidPublicKey: string | null;
  appleMobile: boolean;
}) {
  const fetcher = useFetcher();
  const [state, setState] = useState<PushState | null>(null);
  // iPhone and iPad only: the user agent on the server; in the browser, an iPad that says « Mac » has a touch screen.
  const [apple, setApple] = useState(appleMobile);
  useEffect(() => {
    setApple(/\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent) || (/\bMac/.test(navigator.userAgent) && navigator.maxTouchPoints > 1));
  }, []);
  useEffect(() => {
    const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
    setState(!supported || !vapidPublicKey ? "unsupported" : Notification.permission === "denied" ? "denied" : "idle");
  }, [vapidPublicKey]);
  async function subscribe() {
    if (!vapidPublicKey) return;
    setState("working");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState("denied");
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey });
      const { endpoint, keys } = subscription.toJSON();
      fetcher.submit(
        { intent: "subscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
        { method: "post", action: "/rendez-vous/appareil" },
      );
      setState("idle");
    } catch {
      setState("unsupported");
    }
  }
  return (
    <section className="card mt-8" aria-labelledby="rdv-device">
      <h2 id="rdv-device" className="font-serif text-xl text-encre-900">
        {M.deviceTitle}
      </h2>
      {subscribed ? (
        <>
          <p className="mt-2 text-encre-700" data-testid="rdv-device-on">
            {M.deviceOn}
          </p>
          <Form method="post" action="/rendez-vous/appareil" className="mt-4">
            <button type="submit" name="intent" value="unsubscribe" className="btn-secondary">
              {M.deviceUnsubscribe}
            </button>
          </Form>
        </>
      ) : state === null ? (
        <p className="mt-2 text-encre-700">{M.deviceNoJs}</p>
      ) : state === "unsupported" ? (
        <p className="mt-2 text-encre-700">{M.deviceUnsupported}</p>
      ) : null}
      {!subscribed && apple ? (
        <p className="mt-2 text-sm text-encre-700" data-testid="rdv-apple-hint">
          {M.deviceAppleHint}
        </p>
      ) : null}
      {subscribed || state === null || state === "unsupported" ? null : state === "denied" ? (
        <p className="mt-2 text-encre-700">{M.deviceDenied}</p>
      ) : (
        <button type="button" className="btn-primary mt-4" onClick={subscribe} disabled={state === "working" || fetcher.state !== "idle"}>
          {M.deviceSubscribe}
        </button>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: LoaderData["settings"] }) {
  const lastResult = useActionResult("settings");
  const { fields, formProps } = useSchemaForm(settingsSchema, lastResult);
  return (
    <section className="card mt-8" id="rdv-settings">
      <h2 className="font-serif text-xl text-encre-900">{M.settingsTitle}</h2>
      <Form method="post" {...formProps} className="mt-4 space-y-5">
        <fieldset>
          <legend className="field-label">{M.channel}</legend>
          <label className="mt-2 flex min-h-11 items-center gap-2">
            <input type="radio" name="channel" value="push" defaultChecked={settings.channel === "push"} />
            {M.channelPush}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="channel" value="email" defaultChecked={settings.channel === "email"} />
            {M.channelEmail}
          </label>
        </fieldset>
        <fieldset>
          <legend className="field-label">{M.quiet}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Field label={M.quietStart} type="time" {...fieldPropsOr(fields.quietStart, settings.quietStart)} />
            <Field label={M.quietEnd} type="time" {...fieldPropsOr(fields.quietEnd, settings.quietEnd)} />
          </div>
        </fieldset>
        <Field label={M.pause} type="date" {...fieldPropsOr(fields.pausedUntil, settings.pausedUntil)} />
        <button type="submit" name="intent" value="settings" className="btn-primary">
          {M.saveSettings}
        </button>
      </Form>
    </section>
  );
}

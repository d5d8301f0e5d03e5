/**
 * /auth/appareils: the browsers signed in to this account (created, last seen, which browser), with
 * "Déconnecter cet appareil" and "Déconnecter tous les autres" (issue 15, decision 0062).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { deviceNotificationsSchema, oneDeviceSchema } from "~/auth/device-actions";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";
import { deviceName } from "~/auth/device-name";
import { closeRevoked, devicesFrom, revokeOthersStatement, revokeStatement, sessionsQuery } from "~/auth/session.server";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { formatLongDateTime } from "~/utils/dates";
import { formatRelative } from "~/utils/relative-time";
import { useRoom } from "~/utils/use-room";
import { redirectWithToast } from "~/utils/http.server";
import { removeSubscriptionStatement, subscriptionsQuery } from "~/rendez-vous/subscriptions.server";

export const meta: MetaFunction = () => [{ title: "Appareils connectés · Rendez-vous intérieur" }];

const DEVICE_MESSAGES = {
  title: "Appareils connectés",
  intro: "Les navigateurs où votre compte est ouvert. Si vous n'en reconnaissez pas un, déconnectez-le, puis changez votre mot de passe.",
  current: "Cet appareil",
  signOut: "Déconnecter cet appareil",
  signOutOthers: "Déconnecter tous les autres",
  signedOut: "Appareil déconnecté",
  othersSignedOut: "Les autres appareils sont déconnectés",
  notFound: "Cet appareil n'est plus connecté.",
  notifications: "Reçoit vos rendez-vous",
  stopNotifications: "Ne plus envoyer de notifications ici",
  notificationsStopped: "Cet appareil ne recevra plus de notifications",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session and the account's browsers in one D1 batch (decision 0145).
  const { db } = context;
  const { user, results } = await readWithSession(
    db,
    context.cloudflare.env,
    request,
    (owner) => [sessionsQuery(db, owner), subscriptionsQuery(db, owner)],
    { require: true },
  );
  const sessions = devicesFrom(results[0], user.sessionId);
  // Each browser's Web Push subscription of « Mes rendez-vous », if it has one (decision 0403).
  const subscriptionOf = new Map(results[1].map((s) => [s.sessionId, s.id]));
  return json({
    userId: user.id,
    devices: sessions.map((s) => ({
      id: s.id,
      current: s.current,
      name: deviceName(s.userAgent),
      since: formatLongDateTime(s.createdAt),
      seen: s.current ? "maintenant" : s.lastSeenAt ? formatRelative(s.lastSeenAt) : formatRelative(s.createdAt),
      subscription: subscriptionOf.get(s.id) ?? null,
    })),
  });
}

/** A button without an intent is one device's (as the forms sent before the intent existed). */
const envelopeSchema = z.object({ intent: envelopeText("one") });

/**
 * Each change is one D1 round trip (issue 43 item 1): the browser's own session is checked in the same
 * batch as the change, which names its owner as that session's user, so nothing is read before it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  const form = postedForm(context);
  return handlerOf(INTENTS, readEnvelope(form, envelopeSchema).intent, notFound)({ context, writer, form });
}

type IntentArgs = { context: ActionFunctionArgs["context"]; writer: Writer; form: FormData };

const done = (context: IntentArgs["context"], title: string, type: "success" | "error") =>
  redirectWithToast(context.cloudflare.env, "/auth/appareils", { title, type });
const notFound = async ({ context }: IntentArgs) => done(context, DEVICE_MESSAGES.notFound, "error");

const INTENTS = {
  async one(args: IntentArgs) {
    const { context, writer, form } = args;
    const submission = parseWithZod(form, { schema: oneDeviceSchema.omit({ intent: true }) });
    const id = submission.status === "success" ? submission.value.id : null;
    // The current browser signs out through the ordinary logout, which also clears its cookie.
    if (!id || id === writer.sessionId) return notFound(args);
    const { user, results } = await writer.run([revokeStatement(context.db, writer.owner, id, writer.sessionId)]);
    await closeRevoked(context.cloudflare.env, user.id, results[0]);
    return results[0].length === 1 ? done(context, DEVICE_MESSAGES.signedOut, "success") : notFound(args);
  },
  async others({ context, writer }: IntentArgs) {
    const { user, results } = await writer.run([revokeOthersStatement(context.db, writer.owner, writer.sessionId)]);
    await closeRevoked(context.cloudflare.env, user.id, results[0]);
    return done(context, DEVICE_MESSAGES.othersSignedOut, "success");
  },
  async notifications(args: IntentArgs) {
    const { context, writer, form } = args;
    const submission = parseWithZod(form, { schema: deviceNotificationsSchema });
    if (submission.status !== "success") return notFound(args);
    const { results } = await writer.run([removeSubscriptionStatement(context.db, writer.owner, { id: submission.value.subscription })]);
    return results[0].length === 1 ? done(context, DEVICE_MESSAGES.notificationsStopped, "success") : notFound(args);
  },
};

export default function DevicesPage() {
  const { devices, userId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // A session of this account ended elsewhere (signed out or revoked): the list reads itself again (decision 0321).
  useRoom("user-room", `user-${userId}`, (event) => {
    if (event.type === "session:ended") revalidator.revalidate();
  });
  const others = devices.filter((d) => !d.current);
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/auth/profile" className="link text-sm">
        ← Mon profil
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{DEVICE_MESSAGES.title}</h1>
      <p className="mt-2 text-encre-700">{DEVICE_MESSAGES.intro}</p>
      <ul className="mt-6 space-y-3">
        {devices.map((device) => (
          <li key={device.id} className="card flex flex-wrap items-center justify-between gap-3" data-testid="device">
            <div>
              <p className="font-medium text-encre-900">
                {device.name}
                {device.current ? (
                  <span className="ml-2 rounded-full bg-sauge-100 px-2 py-0.5 text-xs text-sauge-700">{DEVICE_MESSAGES.current}</span>
                ) : null}
              </p>
              <p className="text-sm text-encre-700">
                Connecté le {device.since} · vu {device.seen}
              </p>
              {device.subscription ? (
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-2" data-testid="device-notifications">
                  <span className="text-sm text-sauge-700">{DEVICE_MESSAGES.notifications}</span>
                  <input type="hidden" name="intent" value="notifications" />
                  <input type="hidden" name="subscription" value={device.subscription} />
                  <button type="submit" className="link text-sm" disabled={navigation.state !== "idle"}>
                    {DEVICE_MESSAGES.stopNotifications}
                  </button>
                </Form>
              ) : null}
            </div>
            {device.current ? (
              <Form method="post" action="/auth/logout">
                <button type="submit" className="btn-secondary">
                  Se déconnecter
                </button>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="one" />
                <input type="hidden" name="id" value={device.id} />
                <button
                  type="submit"
                  className="btn-secondary"
                  disabled={navigation.state !== "idle"}
                  aria-label={`${DEVICE_MESSAGES.signOut}\u00a0: ${device.name}`}
                >
                  {DEVICE_MESSAGES.signOut}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="others" />
          <button type="submit" className="btn-danger" disabled={navigation.state !== "idle"}>
            {DEVICE_MESSAGES.signOutOthers}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

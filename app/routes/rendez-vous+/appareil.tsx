/**
 * POST /rendez-vous/appareil: « Recevoir les notifications sur cet appareil » (issue 44). The browser's
 * PushSubscription is kept for this signed-in browser's session only (decision 0403); `unsubscribe` removes it.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { writerFor, type Writer } from "~/auth/session-batch.server";
import { readSubmission } from "~/components/forms/submission.server";
import { deviceSubscriptionSchema } from "~/rendez-vous/forms";
import { RDV_PAGE } from "~/rendez-vous/messages";
import { isPushEndpoint, vapidConfigured } from "~/rendez-vous/push.server";
import { MAX_DEVICES, removeSubscriptionStatement, subscribeDevice } from "~/rendez-vous/subscriptions.server";
import { isDevelopment } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/http.server";
import type { z } from "zod";

export const loader = () => redirect("/rendez-vous");

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  // The session is read in the write's own batch: one round trip (decision 0450).
  const writer = await writerFor(db, env, request);
  const submission = readSubmission(context, deviceSubscriptionSchema);
  if (submission.status !== "success") {
    return redirectWithToast(env, "/rendez-vous", { title: RDV_PAGE.deviceRefused, type: "error" });
  }
  const value = submission.value;
  return (INTENTS[value.intent] as Handler<typeof value.intent>)({ context, writer, value });
}

type Value = z.output<typeof deviceSubscriptionSchema>;
type Handler<I extends Value["intent"]> = (args: {
  context: ActionFunctionArgs["context"];
  writer: Writer;
  value: Extract<Value, { intent: I }>;
}) => Promise<Response>;

/** One handler per intent of the form (decision 0351); the schema has already refused any other. */
const INTENTS: { [I in Value["intent"]]: Handler<I> } = {
  async unsubscribe({ context, writer }) {
    await writer.run([removeSubscriptionStatement(context.db, writer.owner, { sessionId: writer.sessionId })]);
    return redirectWithToast(context.cloudflare.env, "/rendez-vous", { title: RDV_PAGE.deviceRemoved, type: "success" });
  },
  async subscribe({ context, writer, value }) {
    const { env } = context.cloudflare;
    const { endpoint, p256dh, auth } = value;
    if (!vapidConfigured(env) || !isPushEndpoint(endpoint, isDevelopment(env))) {
      return redirectWithToast(env, "/rendez-vous", { title: RDV_PAGE.deviceRefused, type: "error" });
    }
    const { replaced } = await subscribeDevice(context.db, writer, { endpoint, p256dh, auth });
    return redirectWithToast(env, "/rendez-vous", {
      title: RDV_PAGE.deviceAdded,
      type: "success",
      ...(replaced ? { description: RDV_PAGE.deviceReplaced(MAX_DEVICES) } : {}),
    });
  },
};

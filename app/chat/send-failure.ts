import { z } from "zod";
import { envelopeText, readEnvelope } from "~/components/forms/envelope";
import { CHAT_MESSAGES as M } from "./messages";

const envelopeSchema = z.object({ intent: envelopeText("send") });

/**
 * The chat's send in the browser (the route's `clientAction`): a send that got no answer from the
 * server (the network, a server restarting mid-request) shows a clear message instead of the error
 * page, and the person's text stays in the field with its key, so « Envoyer » again stores it once
 * (decisions 0142, 0172). Other intents behave as before.
 */
export async function sendKeepingText<T>(request: Request, serverAction: () => Promise<T>) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    if (!form || readEnvelope(form, envelopeSchema).intent !== "send") throw error;
    return { intent: "send", alert: { title: M.sendError, description: M.sendRetry } } as const;
  }
}

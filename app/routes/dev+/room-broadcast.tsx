import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { isDevelopment } from "~/utils/env.server";
import { timingSafeEqual } from "~/utils/crypto.server";

/** The only room this hook speaks to: a chat-room instance no page listens to. */
export const BARE_ROOM = "banc-diffusion-nue";

/**
 * Local benchmark only (bench/run.mjs): a bare partyserver broadcast of the posted text to every
 * socket of the chat-room instance `banc-diffusion-nue`, so the chat's fan-out is compared with it in
 * the same run. 404 outside local development, 403 without the local session secret; absent from
 * production builds (scripts/check-production-bundle.mjs).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isDevelopment(env)) return json({ error: "Not Found" }, { status: 404 });
  if (!timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET))
    return json({ error: "Forbidden" }, { status: 403 });
  // A form, as every posted body of the app (refuseUnreadableBody): the event's text in `event`.
  const message = String((await request.formData()).get("event") ?? "").slice(0, 10_000);
  if (!message) return json({ error: "Message vide" }, { status: 400 });
  // The same single call as the chat's own broadcast (party/broadcast.server.ts).
  await roomStub(env, "ChatRoom", BARE_ROOM).bareBroadcastForTest(message);
  return json({ sent: true });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

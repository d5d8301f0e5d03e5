import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { isDevelopment } from "~/utils/env.server";
import { timingSafeEqual } from "~/utils/crypto.server";

const BINDINGS = { "chat-room": "ChatRoom", "forum-room": "ForumRoom", "thread-room": "ThreadRoom" } as const;

/**
 * Local development and load runs only (bench/load.mjs): restarts a room's Durable Object, as a crash
 * or a deploy would, so the run proves that nothing is lost. 404 outside local development, 403
 * without the local session secret; absent from production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isDevelopment(env)) return json({ error: "Not Found" }, { status: 404 });
  if (!timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET))
    return json({ error: "Forbidden" }, { status: 403 });
  const url = new URL(request.url);
  const binding = BINDINGS[url.searchParams.get("party") as keyof typeof BINDINGS];
  const name = url.searchParams.get("room") ?? "";
  if (!binding || !name) return json({ error: "Salon inconnu" }, { status: 400 });
  const room = roomStub(env, binding, name);
  // The abort ends the call itself: an error here means the object did restart.
  await room.restartForTest().catch(() => undefined);
  return json({ restarted: `${binding}/${name}` });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

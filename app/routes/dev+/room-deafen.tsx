import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { isDevelopment } from "~/utils/env.server";
import { timingSafeEqual } from "~/utils/crypto.server";

const BINDINGS = { "chat-room": "ChatRoom", "forum-room": "ForumRoom", "thread-room": "ThreadRoom", "user-room": "UserRoom" } as const;

/**
 * Local browser tests only (tests/e2e/live-heartbeat.spec.ts): the room stops relaying to one page's
 * socket (`connection`, partysocket's `_pk`) and stops answering its heartbeat, without closing it,
 * as a half-open connection would; the page must notice within one heartbeat (decision 0170).
 * 404 outside local development, 403 without the local session secret; absent from production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isDevelopment(env)) return json({ error: "Not Found" }, { status: 404 });
  if (!timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET))
    return json({ error: "Forbidden" }, { status: 403 });
  const url = new URL(request.url);
  const binding = BINDINGS[url.searchParams.get("party") as keyof typeof BINDINGS];
  const name = url.searchParams.get("room") ?? "";
  const connection = url.searchParams.get("connection") ?? "";
  if (!binding || !name || !connection) return json({ error: "Salon inconnu" }, { status: 400 });
  const deafened = await roomStub(env, binding, name).deafenForTest(connection);
  return json({ deafened });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

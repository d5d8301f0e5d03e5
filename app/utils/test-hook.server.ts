import { json } from "@remix-run/cloudflare";
import { isDevelopment } from "./env.server";
import { timingSafeEqual } from "./crypto.server";

/**
 * The one guard of the local test hooks (`app/routes/dev+/`): 404 outside local development, 403
 * without the local session secret in `X-Test-Secret`; null when the hook may run.
 */
export function refuseTestHook(request: Request, env: Env): Response | null {
  if (!isDevelopment(env)) return json({ error: "Not Found" }, { status: 404 });
  if (!timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET))
    return json({ error: "Forbidden" }, { status: 403 });
  return null;
}

const ROOM_BINDINGS = { "chat-room": "ChatRoom", "forum-room": "ForumRoom", "thread-room": "ThreadRoom", "user-room": "UserRoom" } as const;

/** The room a test hook names with `?party=&room=`, or null. */
export function roomOfTestHook(url: URL): { binding: (typeof ROOM_BINDINGS)[keyof typeof ROOM_BINDINGS]; name: string } | null {
  const binding = ROOM_BINDINGS[url.searchParams.get("party") as keyof typeof ROOM_BINDINGS];
  const name = url.searchParams.get("room") ?? "";
  return binding && name ? { binding, name } : null;
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { refuseTestHook, roomOfTestHook } from "~/utils/test-hook.server";

/**
 * Local browser tests only (tests/e2e/live-heartbeat.spec.ts): the room stops relaying to one page's
 * socket (`connection`, partysocket's `_pk`) and stops answering its heartbeat, without closing it,
 * as a half-open connection would; the page must notice within one heartbeat (decision 0170).
 * 404 outside local development, 403 without the local session secret; absent from production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const refused = refuseTestHook(request, env);
  if (refused) return refused;
  const url = new URL(request.url);
  const room = roomOfTestHook(url);
  const connection = url.searchParams.get("connection") ?? "";
  if (!room || !connection) return json({ error: "Salon inconnu" }, { status: 400 });
  const deafened = await roomStub(env, room.binding, room.name).deafenForTest(connection);
  return json({ deafened });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

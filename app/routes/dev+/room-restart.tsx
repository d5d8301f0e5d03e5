import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { refuseTestHook, roomOfTestHook } from "~/utils/test-hook.server";

/**
 * Local development and load runs only (bench/load.mjs): restarts a room's Durable Object, as a crash
 * or a deploy would, so the run proves that nothing is lost. 404 outside local development, 403
 * without the local session secret; absent from production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const refused = refuseTestHook(request, env);
  if (refused) return refused;
  const url = new URL(request.url);
  const room = roomOfTestHook(url);
  if (!room) return json({ error: "Salon inconnu" }, { status: 400 });
  // The abort ends the call itself: an error here means the object did restart.
  await roomStub(env, room.binding, room.name)
    .restartForTest()
    .catch(() => undefined);
  return json({ restarted: `${room.binding}/${room.name}` });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

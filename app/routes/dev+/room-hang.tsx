import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { roomStub } from "../../../party/broadcast.server";
import { refuseTestHook, roomOfTestHook } from "~/utils/test-hook.server";

/**
 * Local tests only (tests/integration/writes-never-wait.test.ts): the room leaves every relayed event
 * hanging for `ms` milliseconds, as a room going away would; a write must answer at once all the same
 * (decision 0360). 404 outside local development, 403 without the local session secret; absent from
 * production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const refused = refuseTestHook(request, env);
  if (refused) return refused;
  const url = new URL(request.url);
  const room = roomOfTestHook(url);
  const ms = Number(url.searchParams.get("ms") ?? "");
  if (!room || !Number.isFinite(ms)) return json({ error: "Salon inconnu" }, { status: 400 });
  await roomStub(env, room.binding, room.name).hangForTest(ms);
  return json({ hanging: `${room.binding}/${room.name}`, ms });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

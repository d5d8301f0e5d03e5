import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { importLocalData } from "~/account/import.server";
import { importSchema } from "~/account/import-schema";
import { broadcast } from "../../party/broadcast.server";

/** POST (JSON): attaches the visitor's device data to the signed-in account, atomically. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await readWithSession(context.db, env, request);
  if (!user) return json({ error: "Connectez-vous pour rattacher ces données à votre compte." }, { status: 401 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: "Données illisibles." }, { status: 400 });
  }
  const parsed = importSchema.safeParse(body);
  if (!parsed.success) return json({ error: "Ces données ne peuvent pas être rattachées." }, { status: 400 });
  try {
    const imported = await importLocalData(context.db, env.AUDIO, user.id, parsed.data);
    broadcast(env, "UserRoom", `user-${user.id}`, { type: "records:changed", what: "practice" });
    return json({ imported });
  } catch (error) {
    console.error(error);
    return json({ error: "Impossible de rattacher vos données pour le moment. Elles restent sur cet appareil." }, { status: 500 });
  }
}

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405 });
}

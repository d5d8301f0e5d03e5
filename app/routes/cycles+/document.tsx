import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getUser } from "~/auth/session.server";
import { getCycleDocument, saveCycleDocument } from "~/cycles/cycles.server";
import { CYCLE_KEY } from "~/cycles/documents";
import { CYCLE_MESSAGES as M } from "~/cycles/messages";

/** GET ?key=…: the signed-in person's own cycle document (or null). Never anyone else's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context.db, context.cloudflare.env, request);
  if (!user) return json({ error: "Vous devez être connecté" }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!CYCLE_KEY.test(key)) return json({ error: M.loadFailed }, { status: 400 });
  try {
    return json({ data: await getCycleDocument(context.db, user.id, key) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("cycle document load failed", error);
    return json({ error: M.loadFailed }, { status: 500 });
  }
}

/** POST key + data (JSON text): saves the signed-in person's own document under that key. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(context.db, context.cloudflare.env, request);
  if (!user) return json({ error: "Vous devez être connecté" }, { status: 401 });
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  let data: unknown;
  try {
    data = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    return json({ error: M.saveFailed }, { status: 400 });
  }
  try {
    const saved = await saveCycleDocument(context.db, user.id, key, data);
    return saved ? json({ ok: true }) : json({ error: M.saveFailed }, { status: 400 });
  } catch (error) {
    console.error("cycle document save failed", error);
    return json({ error: M.saveFailed }, { status: 500 });
  }
}

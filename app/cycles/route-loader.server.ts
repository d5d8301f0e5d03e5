/** The period editors' loader: the chosen period and, for a signed-in person, their own document. */
import { json } from "@remix-run/cloudflare";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/auth/session.server";
import { getCycleDocument } from "./cycles.server";
import { findPeriod, type EditorConfig } from "./periods";

export async function loadPeriodEditor({ request, context }: LoaderFunctionArgs, config: EditorConfig) {
  const user = await getUser(context.db, context.cloudflare.env, request);
  const period = findPeriod(config, new URL(request.url).searchParams.get("periode"));
  let serverDocument: unknown = null;
  let loadFailed = false;
  if (user && period) {
    try {
      serverDocument = await getCycleDocument(context.db, user.id, config.storageKey(period.id));
    } catch (error) {
      console.error("cycles load failed", error);
      loadFailed = true;
    }
  }
  return json({ signedIn: Boolean(user), periodId: period?.id ?? null, serverDocument, loadFailed }, { headers: { "Cache-Control": "no-store" } });
}

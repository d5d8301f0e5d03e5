/**
 * /rendez-vous/ouvert?vers=<path>: where a rendez-vous's notification or e-mail lands. It notes that the
 * person came (nothing counts as ignored any more, decision 0406), then opens what it is for.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { safeRedirect } from "~/auth/redirect";
import { markOpened } from "~/rendez-vous/reminders.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get("vers"), "/dashboard");
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  if (user) await markOpened(context.db, user.id);
  return redirect(target, { headers: { "Cache-Control": "private, no-store" } });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listOutbox } from "~/utils/email.server";
import { isDevelopment } from "~/utils/env.server";

/**
 * JSON array of {to, subject, text, html, links, sentAt}, newest first; 404 outside local development.
 * `?to=address` narrows it to one recipient (tests use it so a busy outbox never hides their mail).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isDevelopment(context.cloudflare.env)) return json({ error: "Not Found" }, { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  return json(await listOutbox(context.db, to), { headers: { "Cache-Control": "no-store" } });
}

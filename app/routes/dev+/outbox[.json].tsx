import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listOutbox } from "~/utils/email.server";
import { isDevelopment } from "~/utils/env.server";

/** JSON array of {to, subject, text, html, links, sentAt}, newest first; 404 outside local development. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!isDevelopment(context.cloudflare.env)) return json({ error: "Not Found" }, { status: 404 });
  return json(await listOutbox(context.db), { headers: { "Cache-Control": "no-store" } });
}

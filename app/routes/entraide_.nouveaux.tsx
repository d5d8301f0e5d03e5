import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listMessagesSince } from "~/chat/chat.server";

/**
 * /entraide/nouveaux?depuis=ISO: the messages a chat page has not shown yet, fetched when the room
 * says one arrived (spec 1 §7: "realtime on inserts, then fetch the new message").
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const since = new URL(request.url).searchParams.get("depuis") ?? "";
  if (Number.isNaN(Date.parse(since))) return json({ messages: [], complete: false }, { status: 400 });
  return json(await listMessagesSince(context.db, new Date(since).toISOString()), {
    headers: { "Cache-Control": "no-store" },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listMessagesBefore } from "~/chat/chat.server";
import { parseChatCursor } from "~/chat/merge";
import { CHAT_MESSAGES as M } from "~/chat/messages";

/**
 * /entraide/anciens?avant=<time>_<id>: the 50 messages before the first one a chat page shows, oldest
 * first. « Charger plus » reads them with JavaScript instead of reading again every page already shown
 * (issue 14); without JavaScript the link still asks for one more page (?pages=N).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const before = parseChatCursor(new URL(request.url).searchParams.get("avant"));
  if (!before) return json({ messages: [], hasMore: false, error: M.loadError }, { status: 400 });
  try {
    return json({ ...(await listMessagesBefore(context.db, before)), error: null }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("listMessagesBefore", error);
    return json({ messages: [], hasMore: true, error: M.loadError }, { status: 500 });
  }
}

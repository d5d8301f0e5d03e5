import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import type { SessionUser } from "~/auth/session.server";
import { parsePage } from "~/community/paging";
import { lastSentQuery, latestMessagesQuery, messagesFrom } from "./chat.server";
import { MAX_CHAT_PAGES } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";
import { waitLeft } from "./rules";

/** The help chat's page: the latest messages (`?pages=N` of them), who reads, and when they may send again. */
export async function loadChatPage({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const url = new URL(request.url);
  const pages = parsePage(url.searchParams.get("pages"), MAX_CHAT_PAGES);
  // Taken before the read: the page's socket catches up once if the room relayed anything after it.
  const listedAt = new Date().toISOString();
  let user: SessionUser | null = null;
  try {
    // The session, the latest messages and the person's last send: one D1 batch (decision 0145).
    const read = await readWithSession(
      db,
      context.cloudflare.env,
      request,
      (owner) => [latestMessagesQuery(db, pages), lastSentQuery(db, owner)],
      { withoutCookie: "run" },
    );
    user = read.user;
    const [rows, last] = read.results!;
    const { messages, hasMore } = messagesFrom(rows, pages);
    const waitMs = user ? waitLeft(last[0]?.last ?? null, new Date()) : 0;
    return json({
      listedAt,
      // The next message's key (decision 0142): the same form sent twice is stored once.
      sendKey: crypto.randomUUID(),
      messages,
      hasMore: hasMore && pages < MAX_CHAT_PAGES,
      pages,
      loadError: null as string | null,
      viewer: user ? { id: user.id, role: user.role } : null,
      waitMs,
      editing: url.searchParams.get("modifier"),
      toThread: url.searchParams.get("sujet"),
    });
  } catch (error) {
    console.error("listMessages", error);
    // Who is signed in still shows (the root's own lookup, shared): the form stays where it was.
    user = await readWithSession(db, context.cloudflare.env, request).then(
      ({ user }) => user,
      () => null,
    );
    return json({
      listedAt,
      sendKey: crypto.randomUUID(),
      messages: [],
      hasMore: false,
      pages,
      loadError: M.loadError,
      viewer: user ? { id: user.id, role: user.role } : null,
      waitMs: 0,
      editing: null,
      toThread: null,
    });
  }
}

import type { Lobby } from "partyserver";
import { eq } from "drizzle-orm";
import { forumThreads } from "../db/schema";
import { roomSessionId, roomSessionUser } from "../app/auth/room-session.server";
import { pageOrigins } from "../app/utils/app-origin.server";
import type { Db } from "../app/utils/db.server";
import { withRoomSession } from "./session-sockets";

const refused = () => new Response("Accès refusé à ce salon.", { status: 403 });
const THREAD_ROOM = /^thread-([0-9A-Za-z-]{1,64})$/;

/**
 * Who may open a room's socket (issue 31, decision 0163). Every upgrade from a browser page must come
 * from one of our own origins (a foreign page could otherwise open the user's room with their cookie);
 * a client that sends no Origin is no browser and carries no one's cookie by accident. Only rooms
 * that exist are admitted, so no visitor makes a Durable Object for a name they invented: the chat's
 * one room, the forum's, a thread room of a thread that exists (one read by primary key), and the
 * signed-in user's own `user-{id}` room. Chat, forum and thread rooms are readable by visitors (the
 * pages are). An admitted socket goes on with its session named (party/session-sockets.ts), so that
 * signing out closes it; a chat socket also with its member, read from the session (one read by
 * primary key, none for a visitor without a cookie), so the chat counts people and hears typing only
 * from members (decision 0476).
 */
export async function authorizeRoomConnection(db: Db, env: Env, request: Request, lobby: Lobby<Env>) {
  const origin = request.headers.get("Origin");
  if (origin !== null && !pageOrigins(env).includes(origin)) return refused();
  const admitted = await admission(db, env, request, lobby);
  if (admitted instanceof Response) return admitted;
  return withRoomSession(request, await roomSessionId(db, env, request), admitted.member);
}

/** A refusal, or the room's admission with the chat's member (null for everyone else). */
async function admission(db: Db, env: Env, request: Request, lobby: Lobby<Env>): Promise<Response | { member: string | null }> {
  const admitted = { member: null };
  switch (lobby.className) {
    case "ChatRoom": {
      if (lobby.name !== "chat") return refused();
      const user = await roomSessionUser(db, env, request);
      return { member: user?.id ?? null };
    }
    case "ForumRoom":
      return lobby.name === "forum" ? admitted : refused();
    case "ThreadRoom": {
      const id = THREAD_ROOM.exec(lobby.name)?.[1];
      const thread = id ? await db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, id)).get() : undefined;
      return thread ? admitted : refused();
    }
    case "UserRoom": {
      const user = await roomSessionUser(db, env, request);
      return user && lobby.name === `user-${user.id}` ? admitted : refused();
    }
    default:
      return refused();
  }
}

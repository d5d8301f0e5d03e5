import type { Lobby } from "partyserver";
import { getUser } from "../app/auth/session.server";
import type { Db } from "../app/utils/db.server";

/**
 * Rooms authenticate from the page session cookie. Chat, forum and thread rooms are readable
 * by visitors (the pages are); a user-{id} room admits only that signed-in user.
 */
export async function authorizeRoomConnection(db: Db, env: Env, request: Request, lobby: Lobby<Env>) {
  if (lobby.className !== "UserRoom") return;
  const user = await getUser(db, env, request);
  if (!user || lobby.name !== `user-${user.id}`) {
    return new Response("Accès refusé à ce salon.", { status: 403 });
  }
}

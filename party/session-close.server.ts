import { broadcast, roomStub, type RoomBinding } from "./broadcast.server";

/** A room that is restarting may leave a call hanging: the sign-out does not wait longer than this. */
const CLOSE_TIMEOUT_MS = 3000;

/**
 * Closes the sockets of ended sessions (decision 0321) in the rooms a session's sockets can reach by
 * name: the person's own room and the chat's and forum's. Thread rooms are public and unbounded in
 * number; a signed-out page may read them as any visitor does. Then the person's room hears of it.
 * Never throws: the sessions are already gone from D1, which is what admits a socket again.
 */
export async function closeSessionSockets(env: Env, userId: string, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const rooms: [RoomBinding, string][] = [
    ["UserRoom", `user-${userId}`],
    ["ChatRoom", "chat"],
    ["ForumRoom", "forum"],
  ];
  const closing = rooms.flatMap(([binding, name]) =>
    sessionIds.map((sessionId) => bounded(roomStub(env, binding, name).endSession(sessionId))),
  );
  const results = await Promise.allSettled(closing);
  for (const result of results) if (result.status === "rejected") console.error("session sockets not closed", result.reason);
  broadcast(env, "UserRoom", `user-${userId}`, { type: "session:ended" });
}

function bounded<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse du salon en ${CLOSE_TIMEOUT_MS} ms`)), CLOSE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Sockets belong to the session that opened them (issue 41 §7, decision 0321). The Worker puts the
 * request's session id in a header of its own before a room sees the upgrade (any such header a
 * client sent is dropped first); the room tags the socket with it; signing out or revoking a session
 * closes its sockets with this code, and the page's socket does not reopen the person's own room.
 * The chat's sockets are also named by their member (decision 0476), the same way: the room counts
 * people, not sockets, and only a member's socket may say it is typing.
 */
const SESSION_HEADER = "X-Rvi-Room-Session";
const MEMBER_HEADER = "X-Rvi-Room-Member";
const ID = /^[A-Za-z0-9_-]{16,128}$/;
export const SESSION_CLOSE_CODE = 4401;

export const sessionTag = (sessionId: string) => `session:${sessionId}`;

export function sessionOfRoomRequest(request: Request): string | null {
  const value = request.headers.get(SESSION_HEADER);
  return value && ID.test(value) ? value : null;
}

/** The signed-in member who opened a chat socket, as the Worker named them; null for a visitor. */
export function memberOfRoomRequest(request: Request): string | null {
  const value = request.headers.get(MEMBER_HEADER);
  return value && ID.test(value) ? value : null;
}

/** The upgrade request as the room receives it: the session (and the chat's member) named by the Worker, and only by it. */
export function withRoomSession(request: Request, sessionId: string | null, memberId: string | null = null): Request {
  const forwarded = new Request(request);
  forwarded.headers.delete(SESSION_HEADER);
  forwarded.headers.delete(MEMBER_HEADER);
  if (sessionId) forwarded.headers.set(SESSION_HEADER, sessionId);
  if (memberId) forwarded.headers.set(MEMBER_HEADER, memberId);
  return forwarded;
}

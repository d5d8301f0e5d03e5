/**
 * The rooms' own session reader (party/auth.server.ts, decision 0163): a socket's upgrade is no Remix
 * loader, so it does not go through `readWithSession`. Only party/ imports this module (an ESLint rule,
 * eslint.config.js); pages and actions read their session through ./session-batch.server.ts.
 */
import type { Db } from "~/utils/db.server";
import { requestUser } from "./session-lookup.server";
import { sessionIdOf, type SessionUser } from "./session.server";

/** The upgrade's session id (from its signed cookie, no round trip), or null: the socket is named by it. */
export function roomSessionId(db: Db, env: Env, request: Request): Promise<string | null> {
  return sessionIdOf(db, env, request);
}

/** The upgrade's signed-in user, or null (no cookie, no lookup): who may open their own `user-{id}` room. */
export function roomSessionUser(db: Db, env: Env, request: Request): Promise<SessionUser | null> {
  return requestUser(db, env, request);
}

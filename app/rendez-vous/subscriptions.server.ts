/** Web Push subscriptions, one per signed-in browser (issue 44, decision 0403). Scoped to their owner. */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { pushSubscriptions } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";

/** Devices (push subscriptions) an account keeps at most: a new one beyond them replaces the least recently used. */
export const MAX_DEVICES = 10;

/**
 * Keeps this browser's subscription for the writer's session: the session, the move, the insert and the
 * bound in one round trip. Without a live session the owner is NULL: the insert fails its NOT NULL
 * constraint, the batch rolls back (nothing moved) and `run` answers the login redirect. Beyond
 * MAX_DEVICES, the subscriptions of the browsers seen least recently go, decided inside the batch (two
 * browsers subscribing at once cannot both pass): `replaced` says whether one did.
 */
export async function subscribeDevice(db: Db, writer: Writer, subscription: { endpoint: string; p256dh: string; auth: string }) {
  // An endpoint belongs to one browser: a browser subscribed before under another account or session moves here.
  const { results } = await writer.run([
    db
      .delete(pushSubscriptions)
      .where(or(eq(pushSubscriptions.endpoint, subscription.endpoint), eq(pushSubscriptions.sessionId, writer.sessionId))),
    db.insert(pushSubscriptions).values({ userId: writer.owner, sessionId: writer.sessionId, ...subscription }),
    db
      .delete(pushSubscriptions)
      .where(
        sql`${pushSubscriptions.id} IN (SELECT p.id FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
          WHERE p.user_id = ${writer.owner} AND p.session_id <> ${writer.sessionId}
          ORDER BY coalesce(s.last_seen_at, s.created_at) DESC, p.created_at DESC LIMIT -1 OFFSET ${MAX_DEVICES - 1})`,
      )
      .returning({ id: pushSubscriptions.id }),
  ]);
  return { replaced: results[2].length > 0 };
}

/** Removes one subscription of the person's (this browser's, or one listed in « Appareils connectés »), in a write's batch: its rows are those it removed. */
export function removeSubscriptionStatement(db: Db, owner: string | SQL, where: { sessionId: string } | { id: string }) {
  const match = "id" in where ? eq(pushSubscriptions.id, where.id) : eq(pushSubscriptions.sessionId, where.sessionId);
  return db
    .delete(pushSubscriptions)
    .where(and(match, eq(pushSubscriptions.userId, owner)))
    .returning({ id: pushSubscriptions.id });
}

/** The account's subscriptions, by session (no keys): a statement for « Appareils connectés »'s batch. */
export function subscriptionsQuery(db: Db, owner: string | SQL) {
  return db
    .select({ id: pushSubscriptions.id, sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, owner));
}

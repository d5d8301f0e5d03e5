/** Web Push subscriptions, one per signed-in browser (issue 44, decision 0403). Scoped to their owner. */
import { and, eq, or, type SQL } from "drizzle-orm";
import { pushSubscriptions } from "#db/schema";
import type { Db } from "~/utils/db.server";

export async function subscribeDevice(
  db: Db,
  owner: { id: string; sessionId: string },
  subscription: { endpoint: string; p256dh: string; auth: string },
) {
  // An endpoint belongs to one browser: a browser subscribed before under another account or session moves here.
  await db.batch([
    db
      .delete(pushSubscriptions)
      .where(or(eq(pushSubscriptions.endpoint, subscription.endpoint), eq(pushSubscriptions.sessionId, owner.sessionId))),
    db.insert(pushSubscriptions).values({ userId: owner.id, sessionId: owner.sessionId, ...subscription }),
  ]);
}

/** Removes one subscription of the person's (this browser's, or one listed in « Appareils connectés »). */
export async function removeSubscription(db: Db, userId: string, where: { sessionId: string } | { id: string }) {
  const match = "id" in where ? eq(pushSubscriptions.id, where.id) : eq(pushSubscriptions.sessionId, where.sessionId);
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(match, eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length === 1;
}

export async function isSubscribed(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, sessionId)));
  return rows.length > 0;
}

/** The account's subscriptions, by session (no keys): a statement for « Appareils connectés »'s batch. */
export function subscriptionsQuery(db: Db, owner: string | SQL) {
  return db
    .select({ id: pushSubscriptions.id, sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, owner));
}

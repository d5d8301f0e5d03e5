/**
 * What became of the notices (issue 56 item 6, decision 0474), for /admin/notices: over the last seven
 * days, per channel (push, e-mail), how many destinations were sent, deferred (waiting for a retry),
 * failed (refused, gone, or an e-mail dropped), dead-lettered, and stuck (claimed "sending" more than
 * STUCK_AFTER_MS ago: the run that claimed them crashed; a claim is never sent twice, so they are lost
 * and counted here, never sent late).
 */
import { and, gte, sql } from "drizzle-orm";
import { deadNotices, noticeDeliveries } from "#db/schema";
import type { Db } from "~/utils/db.server";

export const STUCK_AFTER_MS = 10 * 60_000;
const WEEK_MS = 7 * 24 * 60 * 60_000;

const NOTICE_CHANNELS_SHOWN = ["push", "email"] as const;
type ChannelHealth = { sent: number; deferred: number; failed: number; dropped: number; dead: number; stuck: number };

export async function noticeHealth(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const [rows, unclaimed] = await db.batch([
    db
      .select({
        channel: noticeDeliveries.channel,
        status: noticeDeliveries.status,
        stuck: sql<number>`${noticeDeliveries.status} = 'sending' AND ${noticeDeliveries.updatedAt} < ${stuckBefore}`,
        count: sql<number>`count(*)`,
      })
      .from(noticeDeliveries)
      .where(gte(noticeDeliveries.createdAt, since))
      .groupBy(sql`1, 2, 3`),
    db
      .select({ count: sql<number>`count(*)` })
      .from(deadNotices)
      .where(and(gte(deadNotices.deadAt, since), sql`${deadNotices.channels} = ''`)),
  ]);
  const channels = Object.fromEntries(
    NOTICE_CHANNELS_SHOWN.map((name) => [name, { sent: 0, deferred: 0, failed: 0, dropped: 0, dead: 0, stuck: 0 }]),
  ) as Record<(typeof NOTICE_CHANNELS_SHOWN)[number], ChannelHealth>;
  for (const row of rows) {
    const health = channels[row.channel];
    const count = Number(row.count);
    if (row.status === "sent") health.sent += count;
    else if (row.status === "retry") health.deferred += count;
    else if (row.status === "failed" || row.status === "gone") health.failed += count;
    else if (row.status === "dropped") health.dropped += count;
    else if (row.status === "dead") health.dead += count;
    else if (row.status === "sending" && Number(row.stuck)) health.stuck += count;
  }
  return { since, channels, deadBeforeAnyClaim: Number(unclaimed[0]?.count ?? 0) };
}

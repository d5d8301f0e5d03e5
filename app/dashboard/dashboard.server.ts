/** The dashboard's figures and weekly rewards, for the signed-in user only. */
import { moodPointsQuery } from "~/practice/sessions.server";
import { and, count, countDistinct, eq, gte, lt, sql } from "drizzle-orm";
import { practiceSessions, userActs, weeklyRewards } from "#db/schema";
import type { Db } from "~/utils/db.server";
import type { OwnerKey } from "~/auth/session-batch.server";
import { notifyRecordsChanged } from "./live.server";
import { thisWeek } from "./this-week";
import {
  abandonCutoff,
  chartStart,
  claimRefusal,
  dailyCounts,
  monthBounds,
  rewardState,
  type Period,
} from "./stats";

/** The owner: an id, or the user of the request's session inside a batch (session-batch.server.ts). */
export type Owner = string | OwnerKey;

const completed = (userId: Owner) => and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "completed"));
const completedIn = (userId: Owner, period: Period) =>
  and(
    completed(userId),
    gte(practiceSessions.completedAt, period.start.toISOString()),
    lt(practiceSessions.completedAt, period.end.toISOString()),
  );

const stale = (userId: Owner, now: Date) =>
  and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "in_progress"), lt(practiceSessions.createdAt, abandonCutoff(now)));

/** In_progress sessions older than one hour become abandoned (spec 3 §4), before any figure is read. */
export function abandonStaleSessions(db: Db, userId: Owner, now: Date) {
  return db.update(practiceSessions).set({ status: "abandoned", updatedAt: now.toISOString() }).where(stale(userId, now));
}

/**
 * Whether the owner has practices to abandon: a read for a page's batch, so that showing the figures
 * or the history writes nothing when nothing changes (almost always). A batch holding a write is a
 * write transaction on every view, and could never be answered by a D1 read replica.
 */
export function staleSessionsQuery(db: Db, userId: Owner, now: Date) {
  return db.select({ id: practiceSessions.id }).from(practiceSessions).where(stale(userId, now)).limit(1);
}

/**
 * After the page's batch: abandons the owner's stale practices when `staleSessionsQuery` found some
 * (spec 3 §4: "whenever stats are refreshed"). The figures count completed practices only, so they
 * do not change; a failure is logged and the page is still shown.
 */
export async function abandonFoundStale(db: Db, userId: string, found: readonly unknown[], now: Date) {
  if (found.length === 0) return;
  try {
    await abandonStaleSessions(db, userId, now);
  } catch (error) {
    console.error("abandoning stale practices failed", error);
  }
}

function claimedLevelsQuery(db: Db, userId: Owner, weekStart: string) {
  return db
    .select({ level: weeklyRewards.rewardLevel })
    .from(weeklyRewards)
    .where(and(eq(weeklyRewards.userId, userId), eq(weeklyRewards.weekStart, weekStart)));
}

function countIn(db: Db, userId: Owner, period: Period) {
  return db.select({ n: count() }).from(practiceSessions).where(completedIn(userId, period));
}

/** Everything the dashboard shows, in one round trip (the abandonment update runs first, atomically). */
/** The dashboard's reads, as one list of queries (a page can add its own to the same batch). */
export function dashboardQueries(db: Db, userId: Owner, now: Date) {
  const week = thisWeek(now); // the same week as the history's « Cette semaine »
  const month = monthBounds(now);
  // The chart's window: Paris midnight 27 days ago up to the end of today (a day of margin).
  const chartPeriod = { start: chartStart(now), end: new Date(now.getTime() + 24 * 3600 * 1000) };
  return [
    staleSessionsQuery(db, userId, now),
    countIn(db, userId, week),
    countIn(db, userId, month),
    db.select({ n: countDistinct(practiceSessions.toolName) }).from(practiceSessions).where(completed(userId)),
    db
      .select({ completedAt: sql<string>`${practiceSessions.completedAt}` })
      .from(practiceSessions)
      .where(completedIn(userId, chartPeriod))
      .limit(5000),
    claimedLevelsQuery(db, userId, week.weekStart),
    db.select({ n: count() }).from(userActs).where(and(eq(userActs.userId, userId), eq(userActs.isCompleted, false))),
    moodPointsQuery(db, userId),
  ] as const;
}

function runQueries(db: Db, queries: ReturnType<typeof dashboardQueries>) {
  return db.batch(queries);
}
type DashboardResults = Awaited<ReturnType<typeof runQueries>>;

/** The dashboard from the results of its queries, in their order. */
export function dashboardFrom([, weekRows, monthRows, toolRows, chartRows, claimedRows, openActRows, moodRows]: DashboardResults, now: Date) {
  const week = thisWeek(now);
  const weekCount = weekRows[0]?.n ?? 0;
  return {
    weekStart: week.weekStart,
    figures: { week: weekCount, month: monthRows[0]?.n ?? 0, tools: toolRows[0]?.n ?? 0 },
    openActs: openActRows[0]?.n ?? 0,
    reward: rewardState(weekCount, claimedRows.map((r) => r.level)),
    chart: dailyCounts(chartRows.map((r) => r.completedAt), now),
    moods: moodRows,
  };
}

export type ClaimResult = { ok: true; level: number } | { ok: false; reason: "not-earned" | "already-claimed" };

/** Stores a claimed level of the current week: only when earned, only once (unique index as the last word). */
export async function claimWeeklyReward(db: Db, env: Env, userId: string, level: number, now = new Date()): Promise<ClaimResult> {
  const week = thisWeek(now);
  const [, weekRows, claimedRows] = await db.batch([
    abandonStaleSessions(db, userId, now),
    countIn(db, userId, week),
    claimedLevelsQuery(db, userId, week.weekStart),
  ]);
  const refusal = claimRefusal(level, weekRows[0]?.n ?? 0, claimedRows.map((r) => r.level));
  if (refusal) return { ok: false, reason: refusal };
  const inserted = await db
    .insert(weeklyRewards)
    .values({ userId, rewardLevel: level, weekStart: week.weekStart, claimedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: weeklyRewards.id });
  if (inserted.length === 0) return { ok: false, reason: "already-claimed" };
  await notifyRecordsChanged(env, userId, "reward", inserted[0]!.id);
  return { ok: true, level };
}

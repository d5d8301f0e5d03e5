/** The dashboard's figures and weekly rewards, for the signed-in user only. */
import { moodPointsQuery } from "~/practice/sessions.server";
import { and, count, countDistinct, eq, gte, lt, sql, type SQLWrapper } from "drizzle-orm";
import { practiceSessions, userActs, weeklyRewards } from "#db/schema";
import type { Db } from "~/utils/db.server";
import type { Writer } from "~/auth/session-batch.server";
import type { OwnerKey } from "~/auth/session-batch.server";
import { notifyRecordsChanged } from "./live.server";
import { thisWeek } from "./this-week";
import { abandonCutoff, chartStart, claimRefusal, dailyCounts, monthBounds, rewardState, type Period } from "./stats";

/** The owner: an id, or the user of the request's session inside a batch (session-batch.server.ts). */
export type Owner = string | OwnerKey;

const completed = (userId: Owner) => and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "completed"));
const completedBetween = (userId: Owner, start: string, end: string) =>
  and(completed(userId), gte(practiceSessions.completedAt, start), lt(practiceSessions.completedAt, end));
const completedIn = (userId: Owner, period: Period) => completedBetween(userId, period.start.toISOString(), period.end.toISOString());

const stale = (userId: Owner, cutoff: string) =>
  and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "in_progress"), lt(practiceSessions.createdAt, cutoff));

/** In_progress sessions older than one hour become abandoned (spec 3 §4), before any figure is read. */
function abandonStaleSessions(db: Db, userId: Owner, now: Date) {
  return db
    .update(practiceSessions)
    .set({ status: "abandoned", updatedAt: now.toISOString() })
    .where(stale(userId, abandonCutoff(now)));
}

/**
 * Whether the owner has practices to abandon: a read for a page's batch, so that showing the figures
 * or the history writes nothing when nothing changes (almost always). A batch holding a write is a
 * write transaction on every view, and could never be answered by a D1 read replica.
 */
export function staleSessionsQuery(db: Db, userId: Owner, now: Date) {
  return db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(stale(userId, abandonCutoff(now)))
    .limit(1);
}

/**
 * After the page's batch: abandons the owner's stale practices when its batch found some (`staleSessionsQuery`, or the dashboard's `stale` count)
 * (spec 3 §4: "whenever stats are refreshed"). The figures count completed practices only, so they
 * do not change; a failure is logged and the page is still shown.
 */
export async function abandonFoundStale(db: Db, userId: string, found: boolean, now: Date) {
  if (!found) return;
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

/** A count of the owner's, as a column of the figures' one row (a subquery: Drizzle puts it in parentheses). */
const scalar = (query: SQLWrapper, name: string) => sql<number>`${query}`.mapWith(Number).as(name);

/**
 * The dashboard's reads for the session's batch (`readWithSession` with `{ require: true }`): the owner is the user of the
 * request's session. The five counts are one statement, a row of subqueries.
 */
export function dashboardQueries(db: Db, owner: Owner, now: Date) {
  const week = thisWeek(now);
  const month = monthBounds(now);
  return [
    db
      .select({
        stale: sql<number>`exists ${db
          .select({ id: practiceSessions.id })
          .from(practiceSessions)
          .where(stale(owner, abandonCutoff(now)))}`
          .mapWith(Number)
          .as("stale"),
        week: scalar(db.select({ n: count() }).from(practiceSessions).where(completedIn(owner, week)), "week"),
        month: scalar(db.select({ n: count() }).from(practiceSessions).where(completedIn(owner, month)), "month"),
        tools: scalar(
          db
            .select({ n: countDistinct(practiceSessions.toolName) })
            .from(practiceSessions)
            .where(completed(owner)),
          "tools",
        ),
        openActs: scalar(
          db
            .select({ n: count() })
            .from(userActs)
            .where(and(eq(userActs.userId, owner), eq(userActs.isCompleted, false))),
          "open_acts",
        ),
      })
      .from(sql`(SELECT 1)`),
    // The chart's window: Paris midnight 27 days ago up to the end of today (a day of margin).
    db
      .select({ completedAt: sql<string>`${practiceSessions.completedAt}` })
      .from(practiceSessions)
      .where(completedBetween(owner, chartStart(now).toISOString(), new Date(now.getTime() + 24 * 3600 * 1000).toISOString()))
      .limit(5000),
    claimedLevelsQuery(db, owner, week.weekStart),
    moodPointsQuery(db, owner),
  ] as const;
}

type Results<T> = { [K in keyof T]: T[K] extends PromiseLike<infer R> ? R : never };

/** The dashboard from the results of `dashboardQueries`, in their order; `stale`: practices to abandon. */
export function dashboardFromResults([figures, chart, claimed, moods]: Results<ReturnType<typeof dashboardQueries>>, now: Date) {
  const counts = figures[0];
  return {
    stale: Boolean(counts?.stale),
    dashboard: dashboardFrom(
      {
        week: counts?.week ?? 0,
        month: counts?.month ?? 0,
        tools: counts?.tools ?? 0,
        openActs: counts?.openActs ?? 0,
        chart: chart.map((r) => r.completedAt),
        claimedLevels: claimed.map((r) => r.level),
        moods,
      },
      now,
    ),
  };
}

type DashboardReads = {
  week: number;
  month: number;
  tools: number;
  openActs: number;
  chart: string[];
  claimedLevels: number[];
  moods: Awaited<ReturnType<typeof moodPointsQuery>>;
};

/** The dashboard from what its queries read. */
function dashboardFrom(reads: DashboardReads, now: Date) {
  const week = thisWeek(now);
  return {
    weekStart: week.weekStart,
    figures: { week: reads.week, month: reads.month, tools: reads.tools },
    openActs: reads.openActs,
    reward: rewardState(reads.week, reads.claimedLevels),
    chart: dailyCounts(reads.chart, now),
    moods: reads.moods,
  };
}

export type ClaimResult = { ok: true; level: number } | { ok: false; reason: "not-earned" | "already-claimed" };

/** Stores a claimed level of the current week: only when earned, only once (unique index as the last word). */
export async function claimWeeklyReward(db: Db, env: Env, writer: Writer, level: number, now = new Date()): Promise<ClaimResult> {
  const week = thisWeek(now);
  // The session and what decides in one round trip; the insert, which must wait for the decision, in a second.
  const { user, results } = await writer.run([
    abandonStaleSessions(db, writer.owner, now),
    countIn(db, writer.owner, week),
    claimedLevelsQuery(db, writer.owner, week.weekStart),
  ]);
  const [, weekRows, claimedRows] = results;
  const userId = user.id;
  const refusal = claimRefusal(
    level,
    weekRows[0]?.n ?? 0,
    claimedRows.map((r) => r.level),
  );
  if (refusal) return { ok: false, reason: refusal };
  const inserted = await db
    .insert(weeklyRewards)
    .values({ userId, rewardLevel: level, weekStart: week.weekStart, claimedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: weeklyRewards.id });
  if (inserted.length === 0) return { ok: false, reason: "already-claimed" };
  notifyRecordsChanged(env, userId, "reward", inserted[0]!.id);
  return { ok: true, level };
}

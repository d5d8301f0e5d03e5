/** The dashboard's figures and weekly rewards, for the signed-in user only. */
import { moodPointsQuery } from "~/practice/sessions.server";
import { and, count, countDistinct, eq, gte, lt, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import { practiceSessions, userActs, weeklyRewards } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { OWNER, type OwnerKey, type SessionValues } from "~/auth/session-batch.server";
import { compileQuery, queryBuilder } from "~/utils/compiled-query.server";
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

/** A value in a condition: the value itself, or a placeholder in a query compiled once. */
type Value = string | Placeholder;

const completed = (userId: Owner) => and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "completed"));
const completedBetween = (userId: Owner, start: Value, end: Value) =>
  and(completed(userId), gte(practiceSessions.completedAt, start), lt(practiceSessions.completedAt, end));
const completedIn = (userId: Owner, period: Period) => completedBetween(userId, period.start.toISOString(), period.end.toISOString());

const stale = (userId: Owner, cutoff: Value) =>
  and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, "in_progress"), lt(practiceSessions.createdAt, cutoff));

/** In_progress sessions older than one hour become abandoned (spec 3 §4), before any figure is read. */
export function abandonStaleSessions(db: Db, userId: Owner, now: Date) {
  return db.update(practiceSessions).set({ status: "abandoned", updatedAt: now.toISOString() }).where(stale(userId, abandonCutoff(now)));
}

/**
 * Whether the owner has practices to abandon: a read for a page's batch, so that showing the figures
 * or the history writes nothing when nothing changes (almost always). A batch holding a write is a
 * write transaction on every view, and could never be answered by a D1 read replica.
 */
export function staleSessionsQuery(db: Db, userId: Owner, now: Date) {
  return db.select({ id: practiceSessions.id }).from(practiceSessions).where(stale(userId, abandonCutoff(now))).limit(1);
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

function claimedLevelsQuery(db: Db, userId: Owner, weekStart: Value) {
  return db
    .select({ level: weeklyRewards.rewardLevel })
    .from(weeklyRewards)
    .where(and(eq(weeklyRewards.userId, userId), eq(weeklyRewards.weekStart, weekStart)));
}

function countIn(db: Db, userId: Owner, period: Period) {
  return db.select({ n: count() }).from(practiceSessions).where(completedIn(userId, period));
}

const at = (name: string) => sql.placeholder(name);
const qb = queryBuilder;

/** A count of the owner's, as a column of the figures' one row (a subquery: Drizzle puts it in parentheses). */
const scalar = (query: SQLWrapper, name: string) => sql<number>`${query}`.mapWith(Number).as(name);

/**
 * The dashboard's reads, compiled once (utils/compiled-query.server.ts): the owner is the user of the
 * request's session (`OWNER`), the periods are placeholders. The five counts are one statement, a row
 * of subqueries: each statement of a D1 batch costs about 0.1 ms more, in the Worker and in D1.
 */
const READS = [
  compileQuery(
    qb
      .select({
        stale: sql<number>`exists ${qb.select({ id: practiceSessions.id }).from(practiceSessions).where(stale(OWNER, at("abandonCutoff")))}`
          .mapWith(Number)
          .as("stale"),
        week: scalar(qb.select({ n: count() }).from(practiceSessions).where(completedBetween(OWNER, at("weekStart"), at("weekEnd"))), "week"),
        month: scalar(qb.select({ n: count() }).from(practiceSessions).where(completedBetween(OWNER, at("monthStart"), at("monthEnd"))), "month"),
        tools: scalar(qb.select({ n: countDistinct(practiceSessions.toolName) }).from(practiceSessions).where(completed(OWNER)), "tools"),
        openActs: scalar(qb.select({ n: count() }).from(userActs).where(and(eq(userActs.userId, OWNER), eq(userActs.isCompleted, false))), "open_acts"),
      })
      .from(sql`(SELECT 1)`),
  ),
  compileQuery(
    qb
      .select({ completedAt: sql<string>`${practiceSessions.completedAt}` })
      .from(practiceSessions)
      .where(completedBetween(OWNER, at("chartStart"), at("chartEnd")))
      .limit(5000),
  ),
  compileQuery(claimedLevelsQuery(qb, OWNER, at("weekDay"))),
  compileQuery(moodPointsQuery(qb, OWNER)),
] as const;

/** How many statements `dashboardStatements` gives, first in the page's batch. */
export const DASHBOARD_STATEMENTS = READS.length;

/** The values of the dashboard's compiled reads at `now`. */
function readValues(now: Date) {
  const week = thisWeek(now);
  const month = monthBounds(now);
  return {
    abandonCutoff: abandonCutoff(now),
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    weekDay: week.weekStart,
    monthStart: month.start.toISOString(),
    monthEnd: month.end.toISOString(),
    // The chart's window: Paris midnight 27 days ago up to the end of today (a day of margin).
    chartStart: chartStart(now).toISOString(),
    chartEnd: new Date(now.getTime() + 24 * 3600 * 1000).toISOString(),
  };
}

/** The dashboard's reads as D1 statements for the session's batch (`requireUserWithStatements`). */
export function dashboardStatements(d1: D1Database, session: SessionValues, now: Date): D1PreparedStatement[] {
  const values = { ...session, ...readValues(now) };
  return READS.map((read) => read.bind(d1, values));
}

/** The dashboard from the results of `dashboardStatements`, in their order; `stale`: practices to abandon. */
export function dashboardFromResults(results: readonly (D1Result | undefined)[], now: Date) {
  const [figures, chart, claimed, moods] = READS;
  const counts = figures.rows(results[0])[0];
  return {
    stale: Boolean(counts?.stale),
    dashboard: dashboardFrom(
      {
        week: counts?.week ?? 0,
        month: counts?.month ?? 0,
        tools: counts?.tools ?? 0,
        openActs: counts?.openActs ?? 0,
        chart: chart.rows(results[1]).map((r) => r.completedAt),
        claimedLevels: claimed.rows(results[2]).map((r) => r.level),
        moods: moods.rows(results[3]),
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
  moods: Rows<(typeof READS)[3]>;
};
type Rows<T> = T extends { rows(result: D1Result | undefined): infer R } ? R : never;

/** The dashboard from what its queries read. */
export function dashboardFrom(reads: DashboardReads, now: Date) {
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

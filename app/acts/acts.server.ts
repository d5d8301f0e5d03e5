/** Mes actes: every query is filtered by the signed-in user's id. */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { practiceSessions, userActs } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { notifyRecordsChanged } from "~/dashboard/live.server";

const ACTS_PAGE_SIZE = 20;

type ActListItem = {
  id: string;
  actText: string;
  isCompleted: boolean;
  createdAt: string;
  sessionId: string | null;
  toolName: string | null;
};

const actColumns = {
  id: userActs.id,
  actText: userActs.actText,
  isCompleted: userActs.isCompleted,
  createdAt: userActs.createdAt,
  sessionId: userActs.sessionId,
  toolName: practiceSessions.toolName,
};

/** One page of acts, newest first, with the linked session's tool name (one join), and the counters. */
/**
 * The acts page's statements, for one batch: a page of the owner's acts (one more than shown), the
 * counters, and one act opened in detail (`detailId`; none when null). A practice is joined only when
 * it is the owner's too.
 */
export function actsPageQueries(db: Db, owner: string | SQL, page: number, detailId: string | null) {
  return [
    db
      .select(actColumns)
      .from(userActs)
      .leftJoin(practiceSessions, and(eq(practiceSessions.id, userActs.sessionId), eq(practiceSessions.userId, owner)))
      .where(eq(userActs.userId, owner))
      .orderBy(desc(userActs.createdAt), desc(userActs.id))
      .limit(ACTS_PAGE_SIZE + 1)
      .offset((page - 1) * ACTS_PAGE_SIZE),
    db
      .select({ total: count(), done: sql<number>`coalesce(sum(${userActs.isCompleted}), 0)` })
      .from(userActs)
      .where(eq(userActs.userId, owner)),
    db
      .select(actColumns)
      .from(userActs)
      .leftJoin(practiceSessions, and(eq(practiceSessions.id, userActs.sessionId), eq(practiceSessions.userId, owner)))
      .where(and(eq(userActs.id, detailId ?? ""), eq(userActs.userId, owner)))
      .limit(detailId ? 1 : 0),
  ] as const;
}

type ActsResults = BatchResponse<ReturnType<typeof actsPageQueries>>;

/** The page, its counters and the act in detail, from the results of `actsPageQueries`. */
export function actsPageFrom([items, [counters], [detail]]: ActsResults) {
  const total = counters?.total ?? 0;
  const done = Number(counters?.done ?? 0);
  return {
    items: items.slice(0, ACTS_PAGE_SIZE) as ActListItem[],
    hasNext: items.length > ACTS_PAGE_SIZE,
    counters: { total, done, todo: total - done },
    detail: (detail ?? null) as ActListItem | null,
  };
}

/**
 * The insert of a new act (is_completed false), for a caller that writes it in one batch with other
 * records; that caller then calls `notifyActCreated`.
 */
export function insertActStatement(db: Db, userId: string | SQL, input: { id?: string; actText: string; sessionId?: string | null }) {
  return db.insert(userActs).values({
    id: input.id ?? crypto.randomUUID(),
    userId,
    actText: input.actText,
    sessionId: input.sessionId ?? null,
    isCompleted: false,
  });
}

/**
 * The insert of a new act tied to a practice, taken from the practice's own row (`run`: the WHERE naming
 * the owner's run, owner included): when that run is not the person's, nothing is written. For a caller
 * that writes it in one batch with the run's other changes; the id comes back when it was written, and that
 * caller then calls `notifyActCreated`.
 */
export function insertActOfRunStatement(db: Db, run: SQL, input: { id: string; actText: string }) {
  const now = new Date().toISOString();
  // Its fields in the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${input.id}`.as("id"),
      userId: practiceSessions.userId,
      sessionId: practiceSessions.id,
      actText: sql<string>`${input.actText}`.as("act_text"),
      isCompleted: sql<boolean>`0`.as("is_completed"),
      createdAt: sql<string>`${now}`.as("created_at"),
      updatedAt: sql<string>`${now}`.as("updated_at"),
    })
    .from(practiceSessions)
    .where(run);
  return db.insert(userActs).select(row).returning({ id: userActs.id });
}

export function notifyActCreated(env: Env, userId: string, id: string) {
  notifyRecordsChanged(env, userId, "act", id);
}

/** Creates an act (is_completed false) for the writer's session in one round trip, and tells their room. */
export async function createActFor(db: Db, env: Env, writer: Writer, input: { actText: string }) {
  const insert = db
    .insert(userActs)
    .values({ userId: writer.owner, actText: input.actText, sessionId: null, isCompleted: false })
    .returning({ id: userActs.id });
  const { user, results } = await writer.run([insert]);
  const id = results[0][0]!.id;
  notifyActCreated(env, user.id, id);
  return { id };
}

/** Creates an act (is_completed false) for a user already known, and tells the user's room. */
export async function createAct(db: Db, env: Env, userId: string, input: { actText: string; sessionId?: string | null }) {
  const [row] = await db
    .insert(userActs)
    .values({ userId, actText: input.actText, sessionId: input.sessionId ?? null, isCompleted: false })
    .returning({ id: userActs.id });
  notifyActCreated(env, userId, row!.id);
  return row!;
}

/**
 * Sets done / not done, with the session in the same round trip (decision 0361); false when the act is
 * not the writer's.
 */
export async function setActCompleted(db: Db, env: Env, writer: Writer, id: string, completed: boolean) {
  const change = db
    .update(userActs)
    .set({ isCompleted: completed, updatedAt: new Date().toISOString() })
    .where(and(eq(userActs.id, id), eq(userActs.userId, writer.owner)))
    .returning({ id: userActs.id });
  return changed(env, await writer.run([change]), id);
}

/** Rewrites the act's text (one round trip with the session); false when the act is not the writer's. */
export async function updateActText(db: Db, env: Env, writer: Writer, id: string, actText: string) {
  const change = db
    .update(userActs)
    .set({ actText, updatedAt: new Date().toISOString() })
    .where(and(eq(userActs.id, id), eq(userActs.userId, writer.owner)))
    .returning({ id: userActs.id });
  return changed(env, await writer.run([change]), id);
}

/** Deletes (one round trip with the session); false when the act is not the writer's. */
export async function deleteAct(db: Db, env: Env, writer: Writer, id: string) {
  const change = db
    .delete(userActs)
    .where(and(eq(userActs.id, id), eq(userActs.userId, writer.owner)))
    .returning({ id: userActs.id });
  return changed(env, await writer.run([change]), id);
}

/** True when the act changed, and then the owner's room hears of it. */
function changed(env: Env, { user, results: [rows] }: { user: { id: string }; results: [{ id: string }[]] }, id: string) {
  if (rows.length === 0) return false;
  notifyRecordsChanged(env, user.id, "act", id);
  return true;
}

import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { practiceResponses, practiceSessions, users } from "#db/schema";
import { deleteAudioPrefix, listAudioKeys } from "~/audio/storage.server";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { staleSessionsQuery } from "~/dashboard/dashboard.server";
import { effectiveStatus } from "~/dashboard/stats";
import { previewLine } from "./preview";
import { STEP_CAP_SECONDS } from "./stats";

const HISTORY_PAGE_SIZE = 20;

type Owner = string | SQL;

/** The page's practices, newest first (one more than shown, to know whether there is a next page). */
function practicesPageQuery(db: Db, owner: Owner, page: number) {
  return db
    .select({
      id: practiceSessions.id,
      toolId: practiceSessions.toolId,
      toolName: practiceSessions.toolName,
      status: practiceSessions.status,
      createdAt: practiceSessions.createdAt,
      completedAt: practiceSessions.completedAt,
    })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, owner))
    .orderBy(desc(practiceSessions.createdAt))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
}

/** The written answers of the practices that page shows (chosen in SQL, so both run in one batch). */
function pageAnswersQuery(db: Db, owner: Owner, page: number) {
  const shown = db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, owner))
    .orderBy(desc(practiceSessions.createdAt))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  // The answers the preview may show (over 10 characters), and whether an answer was spoken.
  const counted = sql`length(${practiceResponses.responseText}) > 10`;
  return db
    .select({
      sessionId: practiceResponses.sessionId,
      text: sql<string | null>`case when ${counted} then ${practiceResponses.responseText} end`,
      spoken: sql<number>`${practiceResponses.audioUrl} is not null`,
    })
    .from(practiceResponses)
    .where(
      and(
        inArray(practiceResponses.sessionId, shown),
        or(and(isNotNull(practiceResponses.responseText), counted), isNotNull(practiceResponses.audioUrl)),
      ),
    )
    .orderBy(asc(practiceResponses.sessionId), asc(practiceResponses.stepNumber));
}

/** Creation dates and statuses of all the user's practices, for the counters and calendar. */
function practiceDatesQuery(db: Db, owner: Owner) {
  return db
    .select({ createdAt: practiceSessions.createdAt, completedAt: practiceSessions.completedAt, status: practiceSessions.status })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, owner));
}

/**
 * The time really practised, in seconds (issue 58 item 5): for each finished practice, from its start to
 * each answered step and to its end, each gap capped at `STEP_CAP_SECONDS` so that a tab forgotten on a
 * step does not count for hours. Practices left in progress or abandoned count nothing. One statement,
 * summed in D1 (a window over the steps' times), whatever the number of practices.
 */
function practisedSecondsQuery(db: Db, owner: Owner) {
  // Columns named with their table: inside a subquery Drizzle writes a column's bare name.
  const mine = sql`s.user_id = ${owner} AND s.status = 'completed'`;
  const seconds = sql<number>`(
    WITH moments AS (
      SELECT s.id AS practice, s.created_at AS at FROM practice_sessions s WHERE ${mine}
      UNION ALL
      SELECT s.id, s.completed_at FROM practice_sessions s WHERE ${mine} AND s.completed_at IS NOT NULL
      UNION ALL
      SELECT r.session_id, r.updated_at FROM practice_responses r JOIN practice_sessions s ON s.id = r.session_id WHERE ${mine}
    ), gaps AS (
      SELECT (julianday(at) - julianday(lag(at) OVER (PARTITION BY practice ORDER BY at))) * 86400 AS gap FROM moments
    )
    SELECT CAST(round(coalesce(sum(min(max(gap, 0), ${STEP_CAP_SECONDS})), 0)) AS INTEGER) FROM gaps WHERE gap IS NOT NULL)`;
  // The owner's own row carries the sum (a raw statement cannot join D1's batch through Drizzle).
  return db.select({ seconds }).from(users).where(eq(users.id, owner)).limit(1);
}

/**
 * The history page's statements, for one batch: whether stale practices wait to be abandoned (spec 3
 * §4; `abandonFoundStale` after the batch), the page of practices, their answers and every date: one
 * round trip, no N+1, and no write when nothing is stale.
 */
export function historyQueries(db: Db, owner: Owner, page: number, now: Date) {
  return [
    staleSessionsQuery(db, owner, now),
    practicesPageQuery(db, owner, page),
    pageAnswersQuery(db, owner, page),
    practiceDatesQuery(db, owner),
    practisedSecondsQuery(db, owner),
  ] as const;
}

type HistoryResults = BatchResponse<ReturnType<typeof historyQueries>>;

/**
 * The page's practices with their previews, and all the dates, from the results of `historyQueries`.
 * A practice left in progress for over an hour reads as abandoned, as it is once `abandonFoundStale` ran.
 */
export function historyFrom([, sessionRows, answers, dateRows, practised]: HistoryResults, now: Date) {
  const sessions = sessionRows.map((row) => ({ ...row, status: effectiveStatus(row, now) }));
  const dates = dateRows.map((row) => ({ ...row, status: effectiveStatus(row, now) }));
  const hasMore = sessions.length > HISTORY_PAGE_SIZE;
  const shown = sessions.slice(0, HISTORY_PAGE_SIZE);
  const bySession = new Map<string, Array<{ text: string | null; spoken: boolean }>>();
  for (const answer of answers) {
    const list = bySession.get(answer.sessionId) ?? [];
    list.push({ text: answer.text, spoken: Boolean(answer.spoken) });
    bySession.set(answer.sessionId, list);
  }
  return {
    practices: shown.map((session) => ({ ...session, preview: previewLine(bySession.get(session.id) ?? []) })),
    hasMore,
    dates,
    practisedSeconds: practised[0]?.seconds ?? 0,
  };
}

/**
 * One practice of the owner and its answers by step, as statements for the page's batch (then
 * `practiceDetailFrom`): the answers are read only through the owner's practice, never another's.
 */
export function practiceDetailQueries(db: Db, owner: Owner, sessionId: string) {
  const owned = and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, owner));
  return [
    db.select().from(practiceSessions).where(owned).limit(1),
    db
      .select()
      .from(practiceResponses)
      .where(
        and(
          eq(practiceResponses.sessionId, sessionId),
          inArray(practiceResponses.sessionId, db.select({ id: practiceSessions.id }).from(practiceSessions).where(owned)),
        ),
      )
      .orderBy(asc(practiceResponses.stepNumber)),
  ] as const;
}

type DetailResults = BatchResponse<ReturnType<typeof practiceDetailQueries>>;

/** The practice with its answers, or null (none of the owner's); stale in progress reads as abandoned. */
export function practiceDetailFrom([sessions, responses]: DetailResults, now: Date) {
  const session = sessions[0];
  if (!session) return null;
  return { session: { ...session, status: effectiveStatus(session, now) }, responses };
}

/** Deletes a practice of this user, its answers (cascade) and its recordings in R2. */
export async function deletePractice(db: Db, audio: R2Bucket, writer: Writer, sessionId: string): Promise<boolean> {
  // The row goes in one round trip with the session (decision 0361); its recordings then, by the owner's id.
  const {
    user,
    results: [deleted],
  } = await writer.run([
    db
      .delete(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, writer.owner)))
      .returning({ id: practiceSessions.id }),
  ]);
  if (deleted.length === 0) return false;
  const userId = user.id;
  // The practice is gone; a failed recording cleanup is logged, not reported as a failed delete.
  try {
    await deleteAudioPrefix(audio, `${userId}/${sessionId}/`);
    // A bilan's recordings sit beside the folder ({user}/{session}_{key}_…); the remaining
    // question's stays, since the question lives on in Mes questions.
    const bilanKeys = (await listAudioKeys(audio, `${userId}/${sessionId}_`)).filter((key) => !key.includes("_question_restante_"));
    if (bilanKeys.length) await audio.delete(bilanKeys);
  } catch (error) {
    console.error("practice recordings not removed", sessionId, error);
  }
  return true;
}

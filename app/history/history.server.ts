import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { practiceResponses, practiceSessions } from "#db/schema";
import { deleteAudioPrefix, listAudioKeys } from "~/audio/storage.server";
import type { Db } from "~/utils/db.server";
import { practicePreview } from "./preview";

export const HISTORY_PAGE_SIZE = 20;

/** One page of the user's practices, newest first, each with its preview: two queries, no N+1. */
export async function listPractices(db: Db, userId: string, page: number) {
  const sessions = await db
    .select({
      id: practiceSessions.id,
      toolId: practiceSessions.toolId,
      toolName: practiceSessions.toolName,
      status: practiceSessions.status,
      createdAt: practiceSessions.createdAt,
      completedAt: practiceSessions.completedAt,
    })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(desc(practiceSessions.createdAt))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  const hasMore = sessions.length > HISTORY_PAGE_SIZE;
  const shown = sessions.slice(0, HISTORY_PAGE_SIZE);
  const answers = shown.length
    ? await db
        .select({ sessionId: practiceResponses.sessionId, text: practiceResponses.responseText })
        .from(practiceResponses)
        .where(
          and(
            inArray(
              practiceResponses.sessionId,
              shown.map((s) => s.id),
            ),
            isNotNull(practiceResponses.responseText),
            sql`length(${practiceResponses.responseText}) > 10`,
          ),
        )
        .orderBy(asc(practiceResponses.sessionId), asc(practiceResponses.stepNumber))
    : [];
  const bySession = new Map<string, string[]>();
  for (const answer of answers) {
    const list = bySession.get(answer.sessionId) ?? [];
    if (list.length < 3) list.push(answer.text ?? "");
    bySession.set(answer.sessionId, list);
  }
  return {
    practices: shown.map((session) => ({ ...session, preview: practicePreview(bySession.get(session.id) ?? []) })),
    hasMore,
  };
}

/** Creation dates and statuses of all the user's practices, for the counters and calendar. */
export async function practiceDates(db: Db, userId: string) {
  return db
    .select({ createdAt: practiceSessions.createdAt, completedAt: practiceSessions.completedAt, status: practiceSessions.status })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
}

/** A session of this user with its answers by step, or null (never another user's). */
export async function getPracticeDetail(db: Db, userId: string, sessionId: string) {
  const session = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
    .get();
  if (!session) return null;
  const responses = await db
    .select()
    .from(practiceResponses)
    .where(eq(practiceResponses.sessionId, session.id))
    .orderBy(asc(practiceResponses.stepNumber));
  return { session, responses };
}

/** Deletes a practice of this user, its answers (cascade) and its recordings in R2. */
export async function deletePractice(db: Db, audio: R2Bucket, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
    .returning({ id: practiceSessions.id });
  if (deleted.length === 0) return false;
  // The practice is gone; a failed recording cleanup is logged, not reported as a failed delete.
  try {
    await deleteAudioPrefix(audio, `${userId}/${sessionId}/`);
    // A bilan's recordings sit beside the folder ({user}/{session}_{key}_…); the remaining
    // question's stays, since the question lives on in Mes Questions.
    const bilanKeys = (await listAudioKeys(audio, `${userId}/${sessionId}_`)).filter((key) => !key.includes("_question_restante_"));
    if (bilanKeys.length) await audio.delete(bilanKeys);
  } catch (error) {
    console.error("practice recordings not removed", sessionId, error);
  }
  return true;
}

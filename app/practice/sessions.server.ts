/**
 * Practice sessions and their step answers (spec 2, §4 and §7); acts, questions and love words are
 * written by their own modules. Every read and write is filtered by
 * the signed-in user's id; a session id alone never opens anything.
 */
import { and, asc, desc, eq, exists, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { practiceResponses, practiceSessions, users } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { responseType } from "./flow";
import { toolDisplayName } from "./messages";
import type { Mood } from "./mood";

export type OwnedSession = typeof practiceSessions.$inferSelect;
export type StoredResponse = typeof practiceResponses.$inferSelect;

/**
 * Opens an in_progress session, as a statement a batch can hold. `owner`: the user's id, or the SQL naming
 * the session's user (`readWithSession`'s owner, NULL once the session has ended: the row is taken from the
 * owner's own `users` row, so then nothing is written and nothing fails). `id`: the one the page chose for
 * its run (a UUID, issue 42): the session is written with the run's first answer, once however often that
 * answer is sent; an id that is already someone else's, or another practice's, changes nothing (the batch's
 * `sessionForRunQueries` then says so).
 */
export function createSessionStatement(
  db: Db,
  owner: string | SQL,
  toolId: string,
  toolName = toolDisplayName(toolId),
  moodBefore: Mood | null = null,
  id: string = crypto.randomUUID(),
  /** A wizard's session opens at its step, holding its draft (wizard/session.server.ts). */
  wizard: { step: number; draft: unknown } | null = null,
) {
  const now = new Date().toISOString();
  // Its fields in the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${id}`.as("id"),
      userId: users.id,
      toolId: sql<string>`${toolId}`.as("tool_id"),
      toolName: sql<string>`${toolName}`.as("tool_name"),
      status: sql<"in_progress">`'in_progress'`.as("status"),
      currentStep: sql<number>`${wizard?.step ?? 0}`.as("current_step"),
      createdAt: sql<string>`${now}`.as("created_at"),
      updatedAt: sql<string>`${now}`.as("updated_at"),
      completedAt: sql<null>`NULL`.as("completed_at"),
      draft: sql<string | null>`${wizard ? JSON.stringify(wizard.draft) : null}`.as("draft"),
      moodBefore: sql<string | null>`${moodBefore}`.as("mood_before"),
      moodAfter: sql<null>`NULL`.as("mood_after"),
    })
    .from(users)
    .where(eq(users.id, owner));
  // Sent again (a retry, or the same answer from the offline queue): the row the first one wrote.
  return db
    .insert(practiceSessions)
    .select(row)
    .onConflictDoUpdate({
      target: practiceSessions.id,
      set: { id: sql`${practiceSessions.id}` },
      setWhere: and(eq(practiceSessions.userId, owner), eq(practiceSessions.toolId, toolId)),
    })
    .returning();
}

/**
 * The session a page names, in one read: the user's own, `"unwritten"` when no session has this id yet and
 * it is a run id the page chose (its first answer will create it), or undefined (another person's, or not a
 * run id). Another person's session is never returned.
 */
export async function sessionForRun(db: Db, userId: string, sessionId: string): Promise<OwnedSession | "unwritten" | undefined> {
  const [taken, own] = await db.batch(sessionForRunQueries(db, userId, sessionId));
  return sessionForRunFrom(taken, own, sessionId);
}

/** What `sessionForRun` reads, as statements a batch can hold: whether the id is used at all, and the row if it is the owner's. */
export function sessionForRunQueries(db: Db, owner: string | SQL, sessionId: string) {
  return [
    db.select({ id: practiceSessions.id }).from(practiceSessions).where(eq(practiceSessions.id, sessionId)),
    db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, owner))),
  ] as const;
}

export function sessionForRunFrom(taken: { id: string }[], own: OwnedSession[], sessionId: string): OwnedSession | "unwritten" | undefined {
  if (taken.length > 0) return own[0];
  return isRunId(sessionId) ? "unwritten" : undefined;
}

/** The id a page chooses for a run it has not written yet: a UUID, nothing else. */
export function isRunId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value);
}

/** The session if it belongs to the owner (an id, or the SQL naming a request's user), else no row. */
export function ownedSessionQuery(db: Db, owner: string | SQL, sessionId: string) {
  return db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, owner)));
}

export async function listResponses(db: Db, sessionId: string): Promise<StoredResponse[]> {
  return db.select().from(practiceResponses).where(eq(practiceResponses.sessionId, sessionId)).orderBy(asc(practiceResponses.stepNumber));
}

/**
 * A session as its writes name it: its id, its owner (an id, or the SQL naming the session's user) and,
 * when given, its practice; every statement checks them all in its WHERE, so a write never lands in
 * another person's run, nor in a run of another practice.
 */
export type SessionKey = { id: string; userId: string | SQL; toolId?: string };

/** The WHERE that names the key's own session. */
export function ownedBy(session: SessionKey) {
  return and(
    eq(practiceSessions.id, session.id),
    eq(practiceSessions.userId, session.userId),
    session.toolId === undefined ? undefined : eq(practiceSessions.toolId, session.toolId),
  )!;
}

type StepAnswer = { stepNumber: number; stepTitle: string; text: string | null; audioKey?: string | null };

/**
 * A step's answer, as statements a batch can hold (after the session's own creation in the same batch): an
 * upsert on (session_id, step_number) when there is text or a new recording, with current_step, else an
 * update that only clears the text of a row that already exists. `audioKey` undefined keeps the step's
 * earlier recording. The answer is written only into a session of its owner: the row comes from the
 * session's own row.
 */
export function saveStepStatements(db: Db, session: SessionKey, input: StepAnswer) {
  const text = input.text && input.text.trim() !== "" ? input.text : null;
  const audioKey = input.audioKey || null;
  const now = new Date().toISOString();
  const owned = ownedBy(session);
  const thisStep = and(eq(practiceResponses.sessionId, session.id), eq(practiceResponses.stepNumber, input.stepNumber));
  const moveStep = (onlyIfAnswered: boolean) =>
    db
      .update(practiceSessions)
      .set({ currentStep: input.stepNumber, updatedAt: now })
      .where(and(owned, onlyIfAnswered ? sql`exists (select 1 from ${practiceResponses} where ${thisStep})` : undefined));
  if (!text && !audioKey) {
    // Nothing new to keep: an existing row loses its text (its recording stays); no row is created.
    return [
      db
        .update(practiceResponses)
        .set({
          responseText: null,
          responseType: sql`case when ${practiceResponses.audioUrl} is null then 'text' else 'audio' end`,
          updatedAt: now,
        })
        .where(and(thisStep, exists(db.select({ id: practiceSessions.id }).from(practiceSessions).where(owned)))),
      moveStep(true),
    ] as const;
  }
  const keptAudio = sql`coalesce(excluded.audio_url, ${practiceResponses.audioUrl})`;
  // Its fields in the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${crypto.randomUUID()}`.as("id"),
      sessionId: practiceSessions.id,
      stepNumber: sql<number>`${input.stepNumber}`.as("step_number"),
      stepTitle: sql<string>`${input.stepTitle}`.as("step_title"),
      responseText: sql<string | null>`${text}`.as("response_text"),
      audioUrl: sql<string | null>`${audioKey}`.as("audio_url"),
      responseType: sql<StoredResponse["responseType"]>`${responseType(text, Boolean(audioKey))}`.as("response_type"),
      createdAt: sql<string>`${now}`.as("created_at"),
      updatedAt: sql<string>`${now}`.as("updated_at"),
    })
    .from(practiceSessions)
    .where(owned);
  return [
    db
      .insert(practiceResponses)
      .select(row)
      .onConflictDoUpdate({
        target: [practiceResponses.sessionId, practiceResponses.stepNumber],
        set: {
          stepTitle: input.stepTitle,
          responseText: text,
          audioUrl: keptAudio,
          responseType: sql`case when ${keptAudio} is null then 'text' when excluded.response_text is null then 'audio' else 'both' end`,
          updatedAt: now,
        },
      }),
    moveStep(false),
  ] as const;
}

/**
 * Rewrites the text of one answer of the user's own session (the history's "Modifier"); the recording
 * stays. False when the session is not theirs or the step has no answer.
 */
export async function editResponseText(db: Db, writer: Writer, sessionId: string, stepNumber: number, text: string): Promise<boolean> {
  const now = new Date().toISOString();
  const change = db
    .update(practiceResponses)
    .set({
      responseText: text,
      responseType: sql`case when ${practiceResponses.audioUrl} is null then 'text' else 'both' end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(practiceResponses.sessionId, sessionId),
        eq(practiceResponses.stepNumber, stepNumber),
        sql`exists (select 1 from ${practiceSessions} where ${practiceSessions.id} = ${sessionId} and ${practiceSessions.userId} = ${writer.owner})`,
      ),
    )
    .returning({ id: practiceResponses.id });
  // One round trip with the session (decision 0361).
  const { results } = await writer.run([change]);
  return results[0].length > 0;
}

/** Completes the owner's session, as a statement a batch can hold. */
export function completeStatement(db: Db, session: SessionKey, currentStep?: number) {
  const now = new Date().toISOString();
  return (
    db
      .update(practiceSessions)
      // The first completion date stays, even when `session` was read before another finish (issue 30).
      .set({
        status: "completed",
        completedAt: sql`coalesce(${practiceSessions.completedAt}, ${now})`,
        updatedAt: now,
        ...(currentStep === undefined ? {} : { currentStep }),
      })
      .where(ownedBy(session))
  );
}

/** How the person feels at the end of their own session, as a statement a batch can hold; no row back when it is not theirs. */
export function moodAfterStatement(db: Db, session: SessionKey, mood: Mood) {
  return db
    .update(practiceSessions)
    .set({ moodAfter: mood, updatedAt: new Date().toISOString() })
    .where(ownedBy(session))
    .returning({ id: practiceSessions.id });
}

/** The latest completed sessions that know a mood, newest first, for the dashboard's before/after chart. */
export function moodPointsQuery(db: Db, userId: string | SQL, limit = 12) {
  return db
    .select({
      id: practiceSessions.id,
      toolName: practiceSessions.toolName,
      completedAt: practiceSessions.completedAt,
      moodBefore: practiceSessions.moodBefore,
      moodAfter: practiceSessions.moodAfter,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, "completed"),
        or(isNotNull(practiceSessions.moodBefore), isNotNull(practiceSessions.moodAfter)),
      ),
    )
    .orderBy(desc(practiceSessions.completedAt))
    .limit(limit);
}

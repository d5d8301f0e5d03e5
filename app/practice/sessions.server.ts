/**
 * Practice sessions and their step answers (spec 2, §4 and §7); acts, questions and love words are
 * written by their own modules. Every read and write is filtered by
 * the signed-in user's id; a session id alone never opens anything.
 */
import { and, asc, eq } from "drizzle-orm";
import { practiceResponses, practiceSessions } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { responseType } from "./flow";
import { toolDisplayName } from "./messages";

export type OwnedSession = typeof practiceSessions.$inferSelect;
export type StoredResponse = typeof practiceResponses.$inferSelect;

export async function createPracticeSession(db: Db, userId: string, toolId: string, toolName = toolDisplayName(toolId)) {
  const [row] = await db
    .insert(practiceSessions)
    .values({ userId, toolId, toolName, status: "in_progress" })
    .returning({ id: practiceSessions.id });
  return row!.id;
}

/** The session if it belongs to the user, else undefined. */
export async function getOwnedSession(db: Db, userId: string, sessionId: string): Promise<OwnedSession | undefined> {
  return db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
    .get();
}

export async function listResponses(db: Db, sessionId: string): Promise<StoredResponse[]> {
  return db.select().from(practiceResponses).where(eq(practiceResponses.sessionId, sessionId)).orderBy(asc(practiceResponses.stepNumber));
}

/**
 * Upserts a step's answer (one row per session and step) and moves current_step, atomically.
 * `audioKey` undefined keeps the step's earlier recording.
 */
export async function saveStepResponse(
  db: Db,
  session: OwnedSession,
  input: { stepNumber: number; stepTitle: string; text: string | null; audioKey?: string | null },
) {
  const existing = await db
    .select({ audioUrl: practiceResponses.audioUrl })
    .from(practiceResponses)
    .where(and(eq(practiceResponses.sessionId, session.id), eq(practiceResponses.stepNumber, input.stepNumber)))
    .get();
  const audioUrl = input.audioKey === undefined ? (existing?.audioUrl ?? null) : input.audioKey;
  const text = input.text && input.text.trim() !== "" ? input.text : null;
  const values = {
    stepTitle: input.stepTitle,
    responseText: text,
    audioUrl,
    responseType: responseType(text, Boolean(audioUrl)),
    updatedAt: new Date().toISOString(),
  };
  await db.batch([
    db
      .insert(practiceResponses)
      .values({ sessionId: session.id, stepNumber: input.stepNumber, ...values })
      .onConflictDoUpdate({ target: [practiceResponses.sessionId, practiceResponses.stepNumber], set: values }),
    db
      .update(practiceSessions)
      .set({ currentStep: input.stepNumber, updatedAt: new Date().toISOString() })
      .where(and(eq(practiceSessions.id, session.id), eq(practiceSessions.userId, session.userId))),
  ]);
}

export async function updateCurrentStep(db: Db, session: OwnedSession, step: number) {
  await db
    .update(practiceSessions)
    .set({ currentStep: step, updatedAt: new Date().toISOString() })
    .where(and(eq(practiceSessions.id, session.id), eq(practiceSessions.userId, session.userId)));
}

export async function completeSession(db: Db, session: OwnedSession, currentStep?: number) {
  const now = new Date().toISOString();
  await db
    .update(practiceSessions)
    .set({ status: "completed", completedAt: session.completedAt ?? now, updatedAt: now, ...(currentStep === undefined ? {} : { currentStep }) })
    .where(and(eq(practiceSessions.id, session.id), eq(practiceSessions.userId, session.userId)));
}

/**
 * The server side of the two wizards (Actualité, Nommer sa Grandeur; decision 0080): an in-progress
 * practice session holds the wizard's draft, so a reload or the history's "Reprendre" reopens it at
 * its step with its answers. Every read and write is filtered by the owner's id, the tool and the
 * in-progress status: another person's session id opens nothing and changes nothing.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { practiceResponses, practiceSessions } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { createSessionStatement } from "../sessions.server";

export type WizardSession = { id: string; currentStep: number; draft: unknown; createdAt: string };

const wizardColumns = {
  id: practiceSessions.id,
  currentStep: practiceSessions.currentStep,
  draft: practiceSessions.draft,
  createdAt: practiceSessions.createdAt,
};

/** `userId`: an id, or the SQL naming the request's session's user (a step kept with the session's check). */
function ownedInProgress(userId: string | SQL, sessionId: string, toolId: string) {
  return and(
    eq(practiceSessions.id, sessionId),
    eq(practiceSessions.userId, userId),
    eq(practiceSessions.toolId, toolId),
    eq(practiceSessions.status, "in_progress"),
  );
}

/** The user's in-progress session of this wizard, or undefined (not theirs, another tool, finished). */
export async function readWizardSession(db: Db, userId: string, sessionId: string, toolId: string): Promise<WizardSession | undefined> {
  return db
    .select(wizardColumns)
    .from(practiceSessions)
    .where(ownedInProgress(userId, sessionId, toolId))
    .get();
}

/** Opens an in-progress session at `step` holding `draft`. */
export async function openWizardSession(db: Db, userId: string, input: WizardOpening) {
  const [row] = await openWizardStatement(db, userId, input);
  return row!.id;
}

type WizardOpening = { toolId: string; toolName: string; step: number; draft: unknown };

/**
 * `openWizardSession` as a statement for a batch, its owner an id or the SQL naming the request's session's
 * user: its row back, none without a session (nothing is written then, and nothing fails).
 */
export function openWizardStatement(db: Db, owner: string | SQL, input: WizardOpening, id: string = crypto.randomUUID()) {
  return createSessionStatement(db, owner, input.toolId, input.toolName, null, id, { step: input.step, draft: input.draft });
}

export type StepAnswer = { stepNumber: number; stepTitle: string; text: string };

/**
 * Keeps the draft and the step reached and, with `answer`, that step's response (one row per step, updated
 * in place), as statements for a batch, its owner an id or the SQL naming the request's session's user
 * (issue 43 item 1: a signed-in step in one round trip with the session's check). The
 * first statement's rows say whether the session was the owner's in-progress wizard; the answer is
 * written only into that session (its row comes from the session's own row).
 */
export function saveWizardStepStatements(
  db: Db,
  owner: string | SQL,
  sessionId: string,
  input: { toolId: string; step: number; draft: unknown; answer?: StepAnswer },
) {
  const now = new Date().toISOString();
  const owned = ownedInProgress(owner, sessionId, input.toolId);
  const move = db
    .update(practiceSessions)
    .set({ currentStep: input.step, draft: input.draft, updatedAt: now })
    .where(owned)
    .returning({ id: practiceSessions.id });
  const { answer } = input;
  if (!answer) return [move] as const;
  // Its fields in the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${crypto.randomUUID()}`.as("id"),
      sessionId: practiceSessions.id,
      stepNumber: sql<number>`${answer.stepNumber}`.as("step_number"),
      stepTitle: sql<string>`${answer.stepTitle}`.as("step_title"),
      responseText: sql<string>`${answer.text}`.as("response_text"),
      audioUrl: sql<null>`NULL`.as("audio_url"),
      responseType: sql<"text">`'text'`.as("response_type"),
      createdAt: sql<string>`${now}`.as("created_at"),
      updatedAt: sql<string>`${now}`.as("updated_at"),
    })
    .from(practiceSessions)
    .where(owned);
  return [
    move,
    db
      .insert(practiceResponses)
      .select(row)
      .onConflictDoUpdate({
        target: [practiceResponses.sessionId, practiceResponses.stepNumber],
        set: { stepTitle: answer.stepTitle, responseText: answer.text, responseType: "text", updatedAt: now },
      }),
  ] as const;
}

/** One step's text response, created or replaced (the UNIQUE (session_id, step_number) index). */
export function upsertAnswerStatement(db: Db, sessionId: string, answer: StepAnswer, now = new Date().toISOString()) {
  return db
    .insert(practiceResponses)
    .values({
      sessionId,
      stepNumber: answer.stepNumber,
      stepTitle: answer.stepTitle,
      responseText: answer.text,
      responseType: "text",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [practiceResponses.sessionId, practiceResponses.stepNumber],
      set: { stepTitle: answer.stepTitle, responseText: answer.text, responseType: "text", updatedAt: now },
    });
}

/** The statement that ends the session: completed, with its completion time, and no draft left. */
export function completeWizardStatement(
  db: Db,
  userId: string,
  sessionId: string,
  toolId: string,
  step: number,
  now = new Date().toISOString(),
) {
  return db
    .update(practiceSessions)
    .set({ status: "completed", currentStep: step, draft: null, completedAt: now, updatedAt: now })
    .where(ownedInProgress(userId, sessionId, toolId));
}

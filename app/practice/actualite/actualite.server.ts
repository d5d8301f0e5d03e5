/**
 * Actualité for an account (decision 0080): the draft lives in an in-progress practice session, and
 * the end writes, in one batch, the completed session with its answers and the act (without
 * session_id, spec 2 §7), then tells the user's room so the figures and rewards follow.
 */
import { practiceSessions } from "#db/schema";
import { insertActStatement, notifyActCreated } from "~/acts/acts.server";
import { notifyRecordsChanged } from "~/dashboard/live.server";
import { ACTUALITE_NAME, ACTUALITE_STEP_COUNT, ACTUALITE_TOOL_ID } from "~/practice/content/actualite";
import type { Db } from "~/utils/db.server";
import type { SQL } from "drizzle-orm";
import { completeWizardStatement, openWizardStatement, saveWizardStepStatements, upsertAnswerStatement } from "../wizard/session.server";
import { actualiteActText, actualiteRows, type ActualiteState } from "./flow";

/**
 * Keeps the draft, as statements for the request's session batch (issue 43 item 1): in the open session
 * `sessionId` (no row back when it is not the owner's in-progress exploration), or in a new one opened at
 * the first save (its row back, none without a session).
 */
export function keepActualiteStatements(db: Db, owner: string | SQL, sessionId: string | null, state: ActualiteState) {
  if (!sessionId)
    return [
      openWizardStatement(db, owner, { toolId: ACTUALITE_TOOL_ID, toolName: ACTUALITE_NAME, step: state.step, draft: state }),
    ] as const;
  return saveWizardStepStatements(db, owner, sessionId, { toolId: ACTUALITE_TOOL_ID, step: state.step, draft: state });
}

/** Ends the exploration. `sessionId` must already be known to be the user's in-progress session. */
export async function finishActualite(db: Db, env: Env, userId: string, sessionId: string | null, state: ActualiteState) {
  const now = new Date().toISOString();
  const id = sessionId ?? crypto.randomUUID();
  const actId = crypto.randomUUID();
  await db.batch([
    sessionId
      ? completeWizardStatement(db, userId, id, ACTUALITE_TOOL_ID, ACTUALITE_STEP_COUNT, now)
      : db.insert(practiceSessions).values({
          id,
          userId,
          toolId: ACTUALITE_TOOL_ID,
          toolName: ACTUALITE_NAME,
          status: "completed",
          currentStep: ACTUALITE_STEP_COUNT,
          createdAt: now,
          updatedAt: now,
          completedAt: now,
        }),
    ...actualiteRows(state).map((row) => upsertAnswerStatement(db, id, row, now)),
    insertActStatement(db, userId, { id: actId, actText: actualiteActText(state) }),
  ]);
  notifyRecordsChanged(env, userId, "practice", id);
  notifyActCreated(env, userId, actId);
  return { sessionId: id, actId };
}

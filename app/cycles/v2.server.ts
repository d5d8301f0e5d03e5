/** cycles-v2 on the server: the account's current questionnaire, its saved cycles and blocked questions. */
import { createQuestion } from "~/questions/questions.server";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { cycleDocumentFrom, saveCycleDocumentFor, saveCycleDocuments } from "./cycles.server";
import { V2_KEYS } from "./device-cycles";
import { newId } from "./editor-state";
import { addSavedCycle, initialV2State, readSavedCycles, toSavedCycle, type V2State } from "./v2-flow";

/** The writer's questionnaire as it now stands, in one round trip with the session (decision 0450). */
export function storeV2StateFor(db: Db, writer: Writer, state: V2State) {
  return saveCycleDocumentFor(db, writer, V2_KEYS.current, state);
}

/**
 * Adds the finished cycle to the owner's saved cycles, as read with the session (`saved`, the rows of
 * `cycleDocumentQuery(…, V2_KEYS.saved)`), and starts a fresh questionnaire, in one batch (decision 0450).
 */
export async function saveFinishedCycleAfter(db: Db, userId: string, saved: Array<{ data: string }>, state: V2State) {
  const list = readSavedCycles(JSON.stringify(cycleDocumentFrom(saved)));
  await saveCycleDocuments(db, userId, [
    [V2_KEYS.saved, addSavedCycle(list, toSavedCycle(state, newId("cycle-v2")))],
    [V2_KEYS.current, initialV2State()],
  ]);
}

/** A question saved from the blocked button: tool cycles-v2, blocked, unanswered (spec 3 §4). */
export function saveBlockedQuestion(
  db: Db,
  userId: string,
  question: string,
  step: number,
  summary: string,
  audioKey: string | null = null,
) {
  return createQuestion(db, userId, {
    question,
    audioKey,
    origin: { practiceSessionId: null, toolId: "cycles-v2", stepNumber: step, isBlockedPractice: true, practiceSummary: summary },
  });
}

/** cycles-v2 on the server: the account's current questionnaire, its saved cycles and blocked questions. */
import { createQuestion } from "~/questions/questions.server";
import type { Db } from "~/utils/db.server";
import { getCycleDocument, saveCycleDocument } from "./cycles.server";
import { V2_KEYS } from "./device-cycles";
import { newId } from "./editor-state";
import { addSavedCycle, initialV2State, readSavedCycles, toSavedCycle, type V2State } from "./v2-flow";

export function storeV2State(db: Db, userId: string, state: V2State) {
  return saveCycleDocument(db, userId, V2_KEYS.current, state);
}

/** Adds the finished cycle to the owner's saved cycles and starts a fresh questionnaire. */
export async function saveFinishedCycle(db: Db, userId: string, state: V2State) {
  const list = readSavedCycles(JSON.stringify(await getCycleDocument(db, userId, V2_KEYS.saved)));
  await saveCycleDocument(db, userId, V2_KEYS.saved, addSavedCycle(list, toSavedCycle(state, newId("cycle-v2"))));
  await storeV2State(db, userId, initialV2State());
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

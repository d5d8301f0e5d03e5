/**
 * Nommer sa Grandeur for an account (spec 2 §4, §7; decision 0081): the session opens in progress at
 * step 1, each forward move keeps that step's answer, and the end writes in one batch the completed
 * session, the grandeur entry and the act (with its session), then tells the user's room.
 */
import { insertActStatement, notifyActCreated } from "~/acts/acts.server";
import { notifyRecordsChanged } from "~/dashboard/live.server";
import { insertGrandeurStatement } from "~/grandeur/grandeur.server";
import { nommerGrandeur } from "~/practice/content/tools/nommer_grandeur";
import { listResponses } from "~/practice/sessions.server";
import type { Db } from "~/utils/db.server";
import {
  completeWizardStatement,
  openWizardSession,
  openWizardStatement,
  readWizardSession,
  saveWizardStepStatements,
  upsertAnswerStatement,
} from "../wizard/session.server";
import type { SQL } from "drizzle-orm";
import {
  GRANDEUR_STEP_COUNT,
  GRANDEUR_TOOL_ID,
  GRANDEUR_TOOL_NAME,
  grandeurActText,
  grandeurStepAnswer,
  INITIAL_GRANDEUR,
  parseGrandeurDraft,
  type GrandeurState,
} from "./flow";

const STEP_TITLES = nommerGrandeur.steps.map((s) => s.title);

function startGrandeurSession(db: Db, userId: string, state: GrandeurState = INITIAL_GRANDEUR) {
  return openWizardSession(db, userId, { toolId: GRANDEUR_TOOL_ID, toolName: GRANDEUR_TOOL_NAME, step: state.step, draft: state });
}

/** The user's in-progress wizard with its answers; a session started on the step screen has no draft, only responses. */
export async function resumeGrandeur(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ sessionId: string; state: GrandeurState } | null> {
  const session = await readWizardSession(db, userId, sessionId, GRANDEUR_TOOL_ID);
  if (!session) return null;
  if (session.draft) return { sessionId: session.id, state: parseGrandeurDraft(session.draft) };
  const responses = await listResponses(db, session.id);
  const text = (n: number) => responses.find((r) => r.stepNumber === n)?.responseText ?? undefined;
  return {
    sessionId: session.id,
    state: parseGrandeurDraft({ step: session.currentStep || 1, answers: { grandeur: text(1), misere: text(2) } }),
  };
}

/** When moving forward from step 1 or 2, that step's answer. */
const stepAnswerOf = (state: GrandeurState, savedStep: number | null) =>
  savedStep === 1 || savedStep === 2 ? grandeurStepAnswer(state, savedStep, STEP_TITLES) : undefined;

/**
 * A step, as statements for the request's session batch (issue 43 item 1): kept in the open wizard
 * `sessionId` (the first statement's rows are empty when it is not the owner's in-progress wizard), or in a
 * new one opened with it (a first post without JavaScript; its row back, none without a session). Without a
 * step (`state` the first), the wizard opens as it is shown.
 */
export function keepGrandeurStatements(
  db: Db,
  owner: string | SQL,
  sessionId: string | null,
  state: GrandeurState,
  savedStep: number | null,
) {
  const answer = stepAnswerOf(state, savedStep);
  const id = sessionId ?? crypto.randomUUID();
  const step = saveWizardStepStatements(db, owner, id, { toolId: GRANDEUR_TOOL_ID, step: state.step, draft: state, answer });
  if (sessionId) return step;
  const opening = { toolId: GRANDEUR_TOOL_ID, toolName: GRANDEUR_TOOL_NAME, step: state.step, draft: state };
  return [openWizardStatement(db, owner, opening, id), ...(answer ? step.slice(1) : [])] as const;
}

/** Ends the wizard. `sessionId` must already be known to be the user's in-progress wizard (or null). */
export async function finishGrandeur(db: Db, env: Env, userId: string, sessionId: string | null, state: GrandeurState) {
  const now = new Date().toISOString();
  const id = sessionId ?? (await startGrandeurSession(db, userId, state));
  const actId = crypto.randomUUID();
  const grandeurId = crypto.randomUUID();
  await db.batch([
    completeWizardStatement(db, userId, id, GRANDEUR_TOOL_ID, GRANDEUR_STEP_COUNT, now),
    upsertAnswerStatement(db, id, grandeurStepAnswer(state, 1, STEP_TITLES), now),
    upsertAnswerStatement(db, id, grandeurStepAnswer(state, 2, STEP_TITLES), now),
    insertGrandeurStatement(db, userId, {
      id: grandeurId,
      grandeurName: state.answers.grandeur!.trim(),
      correspondingTrauma: state.answers.misere!.trim(),
    }),
    insertActStatement(db, userId, { id: actId, actText: grandeurActText(state.answers), sessionId: id }),
  ]);
  notifyRecordsChanged(env, userId, "practice", id);
  notifyActCreated(env, userId, actId);
  return { sessionId: id, actId, grandeurId };
}

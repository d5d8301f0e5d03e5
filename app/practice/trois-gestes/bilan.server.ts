/**
 * Saves a signed-in person's 3 Gestes bilan (spec 2 §4, §7; decision 0061): the recordings first,
 * under the session id chosen here, then one atomic batch with the person's session, the completed
 * practice, its responses, the act and the remaining question; then the user's room is told.
 *
 * The writer's session is checked in that batch (decision 0463): a bilan without recordings is one
 * round trip. A recording's key names its author (spec 2 §3), so a bilan with recordings reads the
 * session first (two). An ended session writes nothing and throws the login redirect, which the
 * route answers by giving the bilan back.
 */
import { practiceResponses, practiceSessions } from "#db/schema";
import { insertActStatement, notifyActCreated } from "~/acts/acts.server";
import { storeAudio } from "~/audio/storage.server";
import { notifyRecordsChanged } from "~/dashboard/live.server";
import { insertQuestionStatement } from "~/questions/questions.server";
import { TROIS_GESTES_NAME } from "~/practice/content/trois-gestes";
import { responseType } from "~/practice/flow";
import type { Db } from "~/utils/db.server";
import type { Writer } from "~/auth/session-batch.server";
import { postedFile } from "~/components/forms/submission.server";
import {
  BILAN_AUDIO_KEYS,
  bilanActText,
  bilanQuestion,
  bilanRows,
  bilanSummary,
  bilanToolId,
  validateBilan,
  VOICE_KEYS,
  type BilanInput,
  type BilanRefusal,
  type VoiceKey,
} from "./bilan";

export type BilanRecordings = Partial<Record<VoiceKey, File>>;

/** The recordings a form carries: `audio_{key}` file fields that are not empty. */
export function readBilanRecordings(form: FormData): BilanRecordings {
  const recordings: BilanRecordings = {};
  for (const key of VOICE_KEYS) {
    const file = postedFile(form, `audio_${key}`);
    if (file) recordings[key] = file;
  }
  return recordings;
}

export type BilanSaved = { ok: true; sessionId: string; actId: string | null; audioFailed: boolean };

/** `{user_id}/{session_id}_{key}_{timestamp}.{ext}` (spec 2 §3). */
export function bilanAudioKey(userId: string, sessionId: string, key: VoiceKey, extension: string, now = Date.now()) {
  return `${userId}/${sessionId}_${BILAN_AUDIO_KEYS[key]}_${now}.${extension}`;
}

export async function saveBilan(
  db: Db,
  env: Env,
  writer: Writer,
  input: BilanInput,
  recordings: BilanRecordings,
): Promise<BilanSaved | { ok: false; refusal: BilanRefusal }> {
  const sessionId = crypto.randomUUID();
  // Only a recording needs its author's id before the batch: its key names them.
  const author = VOICE_KEYS.some((key) => recordings[key]) ? (await writer.user()).id : null;
  const keys: Partial<Record<VoiceKey, string>> = {};
  let audioFailed = false;
  // A recording that cannot be stored is reported; the written answers are saved all the same.
  for (const key of VOICE_KEYS) {
    const file = recordings[key];
    if (!file) continue;
    try {
      const stored = await storeAudio(env.AUDIO, (ext) => bilanAudioKey(author!, sessionId, key, ext), await file.arrayBuffer(), file.type);
      if (stored.ok) keys[key] = stored.key;
      else audioFailed = true;
    } catch (error) {
      console.error("bilan recording not stored", key, error);
      audioFailed = true;
    }
  }
  const spoken = new Set(Object.keys(keys) as VoiceKey[]);
  const discard = () => Promise.allSettled(Object.values(keys).map((key) => env.AUDIO.delete(key)));

  const refusal = validateBilan(input, spoken);
  if (refusal) {
    await discard();
    return { ok: false, refusal };
  }

  const now = new Date().toISOString();
  const toolId = bilanToolId(input.practiceType);
  const rows = bilanRows(input, spoken);
  const actText = bilanActText(input);
  const question = bilanQuestion(input, spoken);
  const actId = actText ? crypto.randomUUID() : null;
  const { owner } = writer;
  let userId: string;
  try {
    // With no live session `owner` is NULL: the practice's insert fails its NOT NULL and nothing is written.
    const { user } = await writer.run([
      db.insert(practiceSessions).values({
        id: sessionId,
        userId: owner,
        toolId,
        toolName: TROIS_GESTES_NAME,
        status: "completed",
        currentStep: input.practiceType === "written" ? 4 : 7,
        createdAt: now,
        updatedAt: now,
        completedAt: now,
      }),
      // One statement per row: D1 binds at most 100 parameters per statement.
      ...rows.map((row) => {
        const audioUrl = row.voice ? (keys[row.voice] ?? null) : null;
        return db.insert(practiceResponses).values({
          sessionId,
          stepNumber: row.stepNumber,
          stepTitle: row.stepTitle,
          responseText: row.text,
          audioUrl,
          responseType: responseType(row.text, Boolean(audioUrl)),
          createdAt: now,
          updatedAt: now,
        });
      }),
      ...(actText && actId ? [insertActStatement(db, owner, { id: actId, actText, sessionId })] : []),
      ...(question
        ? [
            insertQuestionStatement(db, owner, {
              question,
              audioKey: keys.question_restante ?? null,
              origin: {
                practiceSessionId: sessionId,
                toolId,
                stepNumber: 5,
                isBlockedPractice: false,
                practiceSummary: bilanSummary(rows),
              },
            }),
          ]
        : []),
    ]);
    userId = user.id;
  } catch (error) {
    await discard();
    throw error;
  }
  notifyRecordsChanged(env, userId, "practice", sessionId);
  if (actId) notifyActCreated(env, userId, actId);
  return { ok: true, sessionId, actId, audioFailed };
}

/**
 * Attaches a visitor's anonymous practices, questions and acts to their account: one atomic D1
 * batch. Ids derive from (user, local id), so sending the same data twice imports it once.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { grandeurEntries, practiceResponses, practiceSessions, userActs, userQuestions } from "#db/schema";
import { stepAudioKey, storeAudio } from "~/audio/storage.server";
import { TROIS_GESTES_TOOL_IDS } from "~/practice/content/trois-gestes";
import { bilanRows, readBilanForm, VOICE_KEYS, type VoiceKey } from "~/practice/trois-gestes/bilan";
import { bilanAudioKey } from "~/practice/trois-gestes/bilan.server";
import { sha256 } from "~/utils/crypto.server";
import type { Db } from "~/utils/db.server";
import { cycleDocumentAttachments } from "~/cycles/cycles.server";
import type { ImportPayload } from "./import-schema";

/** A stable UUID-shaped id for (user, local id). */
async function derivedId(userId: string, localId: string): Promise<string> {
  const hex = [...atob((await sha256(`${userId}:${localId}`)).replace(/-/g, "+").replace(/_/g, "/") + "=")]
    .map((c) => c.charCodeAt(0).toString(16).padStart(2, "0"))
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Bytes of a base64 string, or null when it is empty or not base64. */
function decodeBase64(value: string | null | undefined): Uint8Array | null {
  if (!value) return null;
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Splits rows so that no statement binds more than D1's 100 parameters. */
function chunks<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(100 / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function importLocalData(db: Db, bucket: R2Bucket, userId: string, data: ImportPayload) {
  const now = new Date().toISOString();
  const sessionIds = new Map<string, string>();
  for (const practice of data.practices) sessionIds.set(practice.id, await derivedId(userId, practice.id));

  const sessions = data.practices.map((p) => ({
    id: sessionIds.get(p.id)!,
    userId,
    toolId: p.tool_id,
    toolName: p.tool_name,
    status: p.status,
    currentStep: p.current_step,
    createdAt: p.created_at,
    updatedAt: now,
    completedAt: p.status === "completed" ? (p.completed_at ?? p.created_at) : null,
    moodAfter: p.mood_after ?? null,
  }));

  // Recordings kept as base64 on the device go to R2 first; the rows then point at them.
  const storedKeys: string[] = [];
  const responses = [];
  for (const practice of data.practices) {
    const sessionId = sessionIds.get(practice.id)!;
    if (!Array.isArray(practice.responses)) {
      responses.push(...(await bilanResponses(practice, sessionId)));
      continue;
    }
    const seen = new Set<number>();
    for (const response of practice.responses) {
      if (seen.has(response.step_number)) continue;
      seen.add(response.step_number);
      let audioKey: string | null = null;
      const bytes = decodeBase64(response.audio_data?.base64);
      if (bytes) {
        const step = response.step_number;
        const stored = await storeAudio(
          bucket,
          (ext) => stepAudioKey(userId, sessionId, step, Date.now(), ext),
          bytes,
          response.audio_data!.type,
        );
        if (stored.ok) {
          audioKey = stored.key;
          storedKeys.push(stored.key);
        }
      }
      const textValue = response.response_text?.trim() ? response.response_text : null;
      if (!textValue && !audioKey) continue;
      responses.push({
        id: await derivedId(userId, `${practice.id}:${response.step_number}`),
        sessionId,
        stepNumber: response.step_number,
        stepTitle: response.step_title,
        responseText: textValue,
        audioUrl: audioKey,
        responseType: (textValue && audioKey ? "both" : audioKey ? "audio" : "text") as "text" | "audio" | "both",
        createdAt: practice.created_at,
        updatedAt: now,
      });
    }
  }

  /** A device bilan: its answers as rows with the bilan's step numbers, its recordings under bilan keys. */
  async function bilanResponses(practice: ImportPayload["practices"][number], sessionId: string) {
    const form = new FormData();
    form.set("practiceType", practice.tool_id === TROIS_GESTES_TOOL_IDS.written ? "written" : "guided");
    for (const [key, value] of Object.entries(practice.responses as Record<string, string>)) form.set(key, value);
    const data = practice.practiceData;
    if (data?.selectedGesture) form.set("selectedGesture", data.selectedGesture);
    for (const [key, value] of Object.entries(data?.answers ?? {})) form.set(key, value);
    const input = readBilanForm(form);
    const keys: Partial<Record<VoiceKey, string>> = {};
    for (const key of VOICE_KEYS) {
      const recording = practice.audioRecordings?.[key];
      const bytes = decodeBase64(recording?.base64);
      if (!recording || !bytes) continue;
      const stored = await storeAudio(bucket, (ext) => bilanAudioKey(userId, sessionId, key, ext), bytes, recording.type);
      if (stored.ok) {
        keys[key] = stored.key;
        storedKeys.push(stored.key);
      }
    }
    const rows = bilanRows(input, new Set(Object.keys(keys) as VoiceKey[]));
    return Promise.all(
      rows.map(async (row) => {
        const audioUrl = row.voice ? (keys[row.voice] ?? null) : null;
        return {
          id: await derivedId(userId, `${practice.id}:${row.stepNumber}`),
          sessionId,
          stepNumber: row.stepNumber,
          stepTitle: row.stepTitle,
          responseText: row.text,
          audioUrl,
          responseType: (row.text && audioUrl ? "both" : audioUrl ? "audio" : "text") as "text" | "audio" | "both",
          createdAt: practice.created_at,
          updatedAt: now,
        };
      }),
    );
  }

  /** A device recording (data URL) stored in R2 under the question's folder; null when unusable. */
  async function storeDataUrl(value: string | null | undefined, questionId: string, name: string): Promise<string | null> {
    const match = value?.match(/^data:([^;,]+(?:;[^;,]+=[^;,]*)*);base64,(.+)$/);
    const bytes = decodeBase64(match?.[2]);
    if (!match || !bytes) return null;
    const stored = await storeAudio(bucket, (ext) => `${userId}/questions/${questionId}/${Date.now()}_${name}.${ext}`, bytes, match[1]);
    if (!stored.ok) return null;
    storedKeys.push(stored.key);
    return stored.key;
  }

  const questions = [];
  for (const q of data.questions) {
    const id = await derivedId(userId, `question:${q.date}:${q.question}`);
    const questionAudio = await storeDataUrl(q.questionAudioUrl, id, "question");
    const responseAudio = await storeDataUrl(q.response_audio_url, id, "response");
    questions.push({
      id,
      userId,
      question: q.question,
      questionAudioUrl: questionAudio,
      responseAudioUrl: responseAudio,
      practiceSessionId: q.practice_session_id ? (sessionIds.get(q.practice_session_id) ?? null) : null,
      toolId: q.toolId ?? null,
      stepNumber: q.stepNumber ?? null,
      isBlockedPractice: q.isBlockedPractice,
      practiceSummary: q.practiceSummary ?? null,
      hasResponse: q.has_response && Boolean(q.response_text || responseAudio),
      responseText: q.response_text ?? null,
      responseCreatedAt: q.response_created_at ?? null,
      createdAt: q.date,
    });
  }

  const acts = [];
  for (const a of data.acts) {
    acts.push({
      id: await derivedId(userId, `act:${a.id}`),
      userId,
      sessionId: a.session_id ? (sessionIds.get(a.session_id) ?? null) : null,
      actText: a.act_text,
      isCompleted: a.is_completed,
      createdAt: a.created_at,
      updatedAt: now,
    });
  }

  // A Nommer sa Grandeur finished on the device joins the grandeur table (decision 0081).
  const grandeurs = [];
  for (const practice of data.practices) {
    const list = practice.responses;
    if (practice.tool_id !== "nommer_grandeur" || practice.status !== "completed" || !Array.isArray(list)) continue;
    const text = (step: number) => list.find((r) => r.step_number === step)?.response_text?.trim() ?? "";
    if (!text(1)) continue;
    grandeurs.push({
      id: await derivedId(userId, `grandeur:${practice.id}`),
      userId,
      grandeurName: text(1),
      correspondingTrauma: text(2),
      createdAt: practice.completed_at ?? practice.created_at,
      updatedAt: now,
    });
  }

  const cycles = await cycleDocumentAttachments(db, userId, data.cycles);
  const statements: BatchItem<"sqlite">[] = [
    ...chunks(sessions, 9).map((rows) => db.insert(practiceSessions).values(rows).onConflictDoNothing()),
    ...chunks(responses, 9).map((rows) => db.insert(practiceResponses).values(rows).onConflictDoNothing()),
    ...chunks(questions, 14).map((rows) => db.insert(userQuestions).values(rows).onConflictDoNothing()),
    ...chunks(acts, 7).map((rows) => db.insert(userActs).values(rows).onConflictDoNothing()),
    ...chunks(grandeurs, 6).map((rows) => db.insert(grandeurEntries).values(rows).onConflictDoNothing()),
    ...cycles.statements,
  ];
  if (statements.length === 0) return { practices: 0, questions: 0, acts: 0, cycles: 0, cycleKeys: [] as string[] };
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    // Nothing was written: the batch is atomic. Leave no orphan recording behind either.
    if (storedKeys.length) await bucket.delete(storedKeys);
    throw error;
  }
  return { practices: sessions.length, questions: questions.length, acts: acts.length, cycles: cycles.keys.length, cycleKeys: cycles.keys };
}

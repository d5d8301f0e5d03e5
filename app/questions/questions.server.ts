import { and, desc, eq, type SQL } from "drizzle-orm";
import { userQuestions } from "#db/schema";
import { deleteAudioPrefix, ownsAudioKey, storeAudio } from "~/audio/storage.server";
import { playableView } from "~/audio/view.server";
import { AUDIO_MESSAGES, checkAudio } from "~/audio/validation";
import type { Db } from "~/utils/db.server";
import type { Writer } from "~/auth/session-batch.server";

const QUESTIONS_PAGE_SIZE = 30;

/** One page of the owner's questions, newest first (one more than shown): a statement for the page's batch. */
export function questionsPageQuery(db: Db, owner: string | SQL, page: number) {
  return db
    .select()
    .from(userQuestions)
    .where(eq(userQuestions.userId, owner))
    .orderBy(desc(userQuestions.createdAt))
    .limit(QUESTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * QUESTIONS_PAGE_SIZE);
}

/** The page from those rows, with signed URLs for the owner's recordings (or why one cannot play). */
export async function questionsFrom(rows: Array<typeof userQuestions.$inferSelect>, secret: string, userId: string) {
  const shown = rows.slice(0, QUESTIONS_PAGE_SIZE);
  const questions = await Promise.all(
    shown.map(async (row) => ({
      id: row.id,
      question: row.question,
      isBlockedPractice: row.isBlockedPractice,
      toolId: row.toolId,
      stepNumber: row.stepNumber,
      practiceSessionId: row.practiceSessionId,
      practiceSummary: row.practiceSummary,
      hasResponse: row.hasResponse,
      responseText: row.responseText,
      responseCreatedAt: row.responseCreatedAt,
      createdAt: row.createdAt,
      questionAudio: await playableView(secret, userId, row.questionAudioUrl),
      responseAudio: await playableView(secret, userId, row.responseAudioUrl),
    })),
  );
  return { questions, hasMore: rows.length > QUESTIONS_PAGE_SIZE };
}

export type AudioInput = { file: File | null; key: string | null };
export type StoredAudio = { ok: true; key: string | null } | { ok: false; title: string; message: string };

/**
 * Stores an uploaded file (plain form, works without JavaScript) or accepts the key of a recording
 * already uploaded by the recorder — only a key that belongs to this user and exists.
 */
export async function storeQuestionAudio(bucket: R2Bucket, userId: string, folder: string, input: AudioInput): Promise<StoredAudio> {
  if (input.file && input.file.size > 0) {
    // Refuse before reading the file when its declared type or size already says no.
    const early = checkAudio(input.file.type, input.file.size);
    if (early) return { ok: false, title: early.title, message: early.message };
    const stored = await storeAudio(
      bucket,
      (extension) => `${userId}/questions/${folder}/${crypto.randomUUID()}.${extension}`,
      await input.file.arrayBuffer(),
      input.file.type,
    );
    if (stored.ok) return { ok: true, key: stored.key };
    if (stored.refusal) return { ok: false, title: stored.refusal.title, message: stored.refusal.message };
    return { ok: false, title: "Erreur", message: AUDIO_MESSAGES.uploadFailed };
  }
  if (input.key) {
    if (!ownsAudioKey(userId, input.key) || !(await bucket.head(input.key))) {
      return { ok: false, title: "Erreur", message: "Impossible d'envoyer l'enregistrement. Veuillez réessayer." };
    }
    return { ok: true, key: input.key };
  }
  return { ok: true, key: null };
}

/** Where a question was asked: a practice's step (blocked or not), or none for one added on Mes questions. */
type QuestionOrigin = {
  practiceSessionId: string | null;
  toolId: string;
  stepNumber: number;
  isBlockedPractice: boolean;
  practiceSummary: string;
};

type NewQuestion = { id?: string; question: string; audioKey: string | null; origin?: QuestionOrigin };

/** The insert of a new question, for a caller that batches it with other records (the 3 Gestes bilan). */
export function insertQuestionStatement(db: Db, userId: string | SQL, input: NewQuestion) {
  return db.insert(userQuestions).values(questionValues(userId, input));
}

function questionValues(userId: string | SQL, input: NewQuestion) {
  return {
    ...(input.id ? { id: input.id } : {}),
    userId,
    question: input.question,
    questionAudioUrl: input.audioKey,
    isBlockedPractice: input.origin?.isBlockedPractice ?? false,
    practiceSessionId: input.origin?.practiceSessionId ?? null,
    toolId: input.origin?.toolId ?? null,
    stepNumber: input.origin?.stepNumber ?? null,
    practiceSummary: input.origin?.practiceSummary ?? null,
    hasResponse: false,
  };
}

/** The one writer of questions: checked text (checkNewQuestion) and an audio key already stored for this user. */
export async function createQuestion(db: Db, userId: string, input: NewQuestion) {
  const [row] = await db.insert(userQuestions).values(questionValues(userId, input)).returning({ id: userQuestions.id });
  return row!.id;
}

/** A question written without a recording, with the writer's session in the same round trip (decision 0361). */
export async function createQuestionFor(db: Db, writer: Writer, input: NewQuestion) {
  const { results } = await writer.run([
    db.insert(userQuestions).values(questionValues(writer.owner, input)).returning({ id: userQuestions.id }),
  ]);
  return results[0][0]!.id;
}

type Answer = { responseText: string | null; audioKey: string | null };

/** The one change that answers a question: only the owner's (`owner`: an id, or the session's user as SQL), only once. */
function answerStatement(db: Db, owner: string | SQL, questionId: string, input: Answer) {
  return db
    .update(userQuestions)
    .set({
      responseText: input.responseText,
      responseAudioUrl: input.audioKey,
      responseCreatedAt: new Date().toISOString(),
      hasResponse: true,
    })
    .where(and(eq(userQuestions.id, questionId), eq(userQuestions.userId, owner), eq(userQuestions.hasResponse, false)))
    .returning({ id: userQuestions.id });
}

/** Answers a question of this user that has no answer yet (a recording's answer, its key stored first); false when there is none. */
export async function answerQuestion(db: Db, userId: string, questionId: string, input: Answer): Promise<boolean> {
  return (await answerStatement(db, userId, questionId, input)).length > 0;
}

/**
 * A written answer (no recording) in one round trip with the session (decision 0443's way): the change
 * names the owner and an open question in its WHERE, and the question read back in the same batch tells a
 * question answered before (409) from one that is not theirs or gone (404).
 */
export async function answerQuestionFor(
  db: Db,
  writer: Writer,
  questionId: string,
  responseText: string | null,
): Promise<"answered" | "missing" | "answered-before"> {
  const { results } = await writer.run([
    answerStatement(db, writer.owner, questionId, { responseText, audioKey: null }),
    db
      .select({ id: userQuestions.id })
      .from(userQuestions)
      .where(and(eq(userQuestions.id, questionId), eq(userQuestions.userId, writer.owner))),
  ] as const);
  const [answered, [question]] = results;
  return answered.length > 0 ? "answered" : question ? "answered-before" : "missing";
}

/** The writer's question `questionId`, if it is theirs: read with the session, in one round trip. */
export async function ownQuestion(db: Db, writer: Writer, questionId: string) {
  const { user, results } = await writer.run([
    db
      .select({ id: userQuestions.id })
      .from(userQuestions)
      .where(and(eq(userQuestions.id, questionId), eq(userQuestions.userId, writer.owner))),
  ]);
  return { user, exists: results[0].length > 0 };
}

/** Deletes a question of the writer (one round trip with the session) and the recordings kept for it. */
export async function deleteQuestion(db: Db, bucket: R2Bucket, writer: Writer, questionId: string): Promise<boolean> {
  const { user, results } = await writer.run([
    db
      .delete(userQuestions)
      .where(and(eq(userQuestions.id, questionId), eq(userQuestions.userId, writer.owner)))
      .returning({ audio: userQuestions.questionAudioUrl, response: userQuestions.responseAudioUrl }),
  ]);
  const [deleted] = results;
  const userId = user.id;
  if (deleted.length === 0) return false;
  // The question is gone; a failed recording cleanup is logged, not reported as a failed delete.
  try {
    await deleteAudioPrefix(bucket, `${userId}/questions/${questionId}/`);
    const keys = [deleted[0]!.audio, deleted[0]!.response].filter(
      (key): key is string => typeof key === "string" && key.startsWith(`${userId}/`),
    );
    if (keys.length) await bucket.delete(keys);
  } catch (error) {
    console.error("question recordings not removed", questionId, error);
  }
  return true;
}

/** Removes a recording stored by a request whose write then failed (best effort: never hides the first error). */
export async function discardStoredAudio(bucket: R2Bucket, key: string | null) {
  if (!key) return;
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("orphan recording not removed", key, error);
  }
}

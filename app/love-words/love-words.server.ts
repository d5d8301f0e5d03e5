/** Love words (letters of self-love): every query is filtered by the signed-in user's id. */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { loveWords, type LoveWord } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import type { LoveWordInput } from "./validation";

const LOVE_WORDS_PAGE_SIZE = 24;
type Category = LoveWord["ageCategory"];

/** Creates a love word for the user (reused by the practice engine's bilan). Input checked with loveWordSchema. */
export async function createLoveWord(db: Db, userId: string, input: LoveWordInput) {
  const [row] = await db
    .insert(loveWords)
    .values({ userId, title: input.title, content: input.content, ageCategory: input.ageCategory })
    .returning();
  return row!;
}

/** Creates a love word for the writer's session, in one round trip with the session (decision 0361). */
export async function createLoveWordFor(db: Db, writer: Writer, input: LoveWordInput) {
  const insert = db
    .insert(loveWords)
    .values({ userId: writer.owner, title: input.title, content: input.content, ageCategory: input.ageCategory })
    .returning({ id: loveWords.id });
  const { results } = await writer.run([insert]);
  return results[0][0]!;
}

/**
 * The page's statements, for one batch: a page of the owner's letters, newest first, optionally in one
 * age category (one more than shown; none while a letter is opened), and the letter opened (`id`;
 * none when null).
 */
export function loveWordsPageQueries(db: Db, owner: string | SQL, options: { category: Category | null; page: number; id: string | null }) {
  return [
    db
      .select()
      .from(loveWords)
      .where(and(eq(loveWords.userId, owner), options.category ? eq(loveWords.ageCategory, options.category) : undefined))
      .orderBy(desc(loveWords.createdAt), desc(loveWords.id))
      .limit(options.id ? 0 : LOVE_WORDS_PAGE_SIZE + 1)
      .offset((options.page - 1) * LOVE_WORDS_PAGE_SIZE),
    db
      .select()
      .from(loveWords)
      .where(and(eq(loveWords.id, options.id ?? ""), eq(loveWords.userId, owner)))
      .limit(options.id ? 1 : 0),
  ] as const;
}

type PageResults = BatchResponse<ReturnType<typeof loveWordsPageQueries>>;

/** The list and the opened letter (null when there is none of the owner's) from those results. */
export function loveWordsPageFrom([rows, [opened]]: PageResults) {
  return { items: rows.slice(0, LOVE_WORDS_PAGE_SIZE), hasNext: rows.length > LOVE_WORDS_PAGE_SIZE, opened: opened ?? null };
}

/**
 * Rewrites the writer's own letter (title, content, age category), one round trip with the session;
 * false when the letter is not theirs.
 */
export async function updateLoveWord(db: Db, writer: Writer, id: string, input: LoveWordInput) {
  const change = db
    .update(loveWords)
    .set({ title: input.title, content: input.content, ageCategory: input.ageCategory })
    .where(and(eq(loveWords.id, id), eq(loveWords.userId, writer.owner)))
    .returning({ id: loveWords.id });
  const { results } = await writer.run([change]);
  return results[0].length > 0;
}

/** Deletes the writer's own letter, one round trip with the session; false when it is not theirs. */
export async function deleteLoveWord(db: Db, writer: Writer, id: string) {
  const change = db
    .delete(loveWords)
    .where(and(eq(loveWords.id, id), eq(loveWords.userId, writer.owner)))
    .returning({ id: loveWords.id });
  const { results } = await writer.run([change]);
  return results[0].length > 0;
}

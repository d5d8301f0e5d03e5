/**
 * Letters sealed until a day (issue 44 item 4, decision 0420). Every query is the owner's, and names its
 * columns: the words (`content`) are read only behind the letter's instant, in the statement itself
 * (`wordsOnceOpen`), so no page, data request or export can carry them before the day, whatever its
 * code does after the read.
 */
import { and, asc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import { sealedLetters } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { firstNoticeAt } from "./announce";
import { startOfDayIn } from "./opening-day";
import type { SealedLetterInput } from "./validation";

type Owner = string | SQL;

/** The letter's words once its instant has come and it has been opened; NULL before, in SQL. */
function wordsOnceOpened(now: Date) {
  return sql<
    string | null
  >`CASE WHEN ${sealedLetters.opensAt} <= ${now.toISOString()} AND ${sealedLetters.openedAt} IS NOT NULL THEN ${sealedLetters.content} END`;
}

/** The words once the day has come, opened or not (the export's rule: the letter is no longer sealed). */
function wordsOnceDue(now: Date) {
  return sql<string | null>`CASE WHEN ${sealedLetters.opensAt} <= ${now.toISOString()} THEN ${sealedLetters.content} END`;
}

/** What any list shows of a letter: its days, never its words. */
const outside = {
  id: sealedLetters.id,
  opensOn: sealedLetters.opensOn,
  opensAt: sealedLetters.opensAt,
  openedAt: sealedLetters.openedAt,
  createdAt: sealedLetters.createdAt,
};

/** Seals a letter for the writer's session, in one round trip with the session (decision 0361). */
export async function createSealedLetter(db: Db, writer: Writer, input: SealedLetterInput) {
  const insert = db
    .insert(sealedLetters)
    .values({
      userId: writer.owner,
      content: input.content,
      opensOn: input.opensOn,
      timeZone: input.timeZone,
      opensAt: startOfDayIn(input.opensOn, input.timeZone).toISOString(),
      // Its notice waits for 09:00 that day, and for the person's hours then (app/letters/announce.ts).
      announceAt: new Date(firstNoticeAt(input.opensOn, input.timeZone)).toISOString(),
    })
    .returning({ id: sealedLetters.id });
  const { results } = await writer.run([insert]);
  return results[0][0]!;
}

/** The owner's letters, the soonest to open first (their days only). */
export function lettersListQuery(db: Db, owner: Owner, limit = 200) {
  return db
    .select(outside)
    .from(sealedLetters)
    .where(eq(sealedLetters.userId, owner))
    .orderBy(asc(sealedLetters.opensAt), asc(sealedLetters.id))
    .limit(limit);
}

/** The owner's letters whose day has come and that wait to be opened (their days only). */
export function waitingLettersQuery(db: Db, owner: Owner, now: Date) {
  return db
    .select({ id: sealedLetters.id, opensOn: sealedLetters.opensOn })
    .from(sealedLetters)
    .where(and(eq(sealedLetters.userId, owner), lte(sealedLetters.opensAt, now.toISOString()), isNull(sealedLetters.openedAt)))
    .orderBy(asc(sealedLetters.opensAt), asc(sealedLetters.id))
    .limit(20);
}

/** One of the owner's letters: its days, and its words only if it has opened (null otherwise). */
export function letterQuery(db: Db, owner: Owner, id: string, now: Date) {
  return db
    .select({ ...outside, timeZone: sealedLetters.timeZone, content: wordsOnceOpened(now) })
    .from(sealedLetters)
    .where(and(eq(sealedLetters.id, id), eq(sealedLetters.userId, owner)))
    .limit(1);
}

/**
 * Opens the owner's letter if its day has come: marks it opened (the first time only) and announced,
 * so no notice follows a letter already read. "sealed" before the day, null when it is not theirs.
 */
export async function openLetter(db: Db, writer: Writer, id: string, now: Date): Promise<"opened" | "sealed" | null> {
  const stamp = now.toISOString();
  const mine = and(eq(sealedLetters.id, id), eq(sealedLetters.userId, writer.owner));
  // The opening, and whether the letter is the writer's at all, in one round trip with the session.
  const {
    results: [[opened], [found]],
  } = await writer.run([
    db
      .update(sealedLetters)
      .set({
        openedAt: sql`COALESCE(${sealedLetters.openedAt}, ${stamp})`,
        announcedAt: sql`COALESCE(${sealedLetters.announcedAt}, ${stamp})`,
      })
      .where(and(mine, lte(sealedLetters.opensAt, stamp)))
      .returning({ id: sealedLetters.id }),
    db.select({ id: sealedLetters.id }).from(sealedLetters).where(mine).limit(1),
  ] as const);
  if (opened) return "opened";
  return found ? "sealed" : null;
}

/**
 * Deletes the owner's letter, sealed or not, without reading its words (decision 0424): a person may always
 * take back what they wrote. One round trip with the session; false when it is not theirs.
 */
export async function deleteLetter(db: Db, writer: Writer, id: string): Promise<boolean> {
  const {
    results: [gone],
  } = await writer.run([
    db
      .delete(sealedLetters)
      .where(and(eq(sealedLetters.id, id), eq(sealedLetters.userId, writer.owner)))
      .returning({ id: sealedLetters.id }),
  ]);
  return gone.length === 1;
}

/** Every letter of the owner for the export: days always, words once the day has come. */
export function lettersExportQuery(db: Db, userId: string, now: Date) {
  return db
    .select({ ...outside, timeZone: sealedLetters.timeZone, content: wordsOnceDue(now) })
    .from(sealedLetters)
    .where(eq(sealedLetters.userId, userId))
    .orderBy(asc(sealedLetters.opensAt), asc(sealedLetters.id));
}

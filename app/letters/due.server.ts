/**
 * The letters whose notice may go now, for « Mes rendez-vous »' cron (issue 44): each is handed over once.
 *
 * A letter opens at the first instant of its day, but its notice keeps the person's hours (decision 0409,
 * app/letters/announce.ts): the read goes through the partial index sealed_letters_announce_idx
 * (announced_at IS NULL, by announce_at), so only letters whose earliest moment has come are read. Each is
 * then either handed over (queued, then marked announced: decision 0474; two runs of the cron that read
 * it both queue it, and the consumer's claim of `letter:<id>` sends it once), or deferred (its announce_at moved forward: it is not read again
 * before then), or, when the person stopped everything, marked announced without a notice. A notice
 * carries no word of the letter (app/rendez-vous/notice.ts).
 */
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { rendezVousSettings, sealedLetters } from "#db/schema";
import type { DuePage, Notice } from "~/rendez-vous/notice";
import { personHoursColumns } from "~/rendez-vous/reminders.server";
import type { Db } from "~/utils/db.server";
import { letterNoticeAt } from "./announce";
import { letterPath } from "./paths";

/** At most this many per call: the cron calls again the next minute for the rest. */
const DUE_LETTERS_PER_CALL = 500;

export async function dueLetterNotices(db: Db, now: Date, limit = DUE_LETTERS_PER_CALL): Promise<DuePage> {
  const stamp = now.toISOString();
  const rows = await db
    .select({
      id: sealedLetters.id,
      userId: sealedLetters.userId,
      opensOn: sealedLetters.opensOn,
      timeZone: sealedLetters.timeZone,
      personZone: rendezVousSettings.timeZone,
      ...personHoursColumns,
    })
    .from(sealedLetters)
    .leftJoin(rendezVousSettings, eq(rendezVousSettings.userId, sealedLetters.userId))
    .where(and(isNull(sealedLetters.announcedAt), lte(sealedLetters.announceAt, stamp)))
    .orderBy(asc(sealedLetters.announceAt))
    .limit(limit);
  if (rows.length === 0) return { notices: [], moveOn: () => Promise.resolve(), more: false };

  const send: string[] = [];
  const stopped: string[] = [];
  const later: { id: string; at: string }[] = [];
  const notices: Notice[] = [];
  for (const row of rows) {
    const person =
      row.personZone === null
        ? null
        : {
            timeZone: row.personZone,
            quietStart: row.quietStart,
            quietEnd: row.quietEnd,
            pausedUntil: row.pausedUntil,
            stopped: !!row.stoppedAt,
          };
    const at = letterNoticeAt(row, person, now.getTime());
    if (at === null) stopped.push(row.id);
    else if (at <= now.getTime()) {
      send.push(row.id);
      notices.push({ userId: row.userId, kind: "letter", key: `letter:${row.id}`, url: letterPath(row.id) });
    } else later.push({ id: row.id, at: new Date(at).toISOString() });
  }

  // Written once the notices are queued (decision 0474): one batch; ids go as one JSON value each (D1
  // binds at most 100 values per statement). The table is named in the subqueries: json_each has an
  // `id` column of its own. Two runs that both read a letter queue it twice; its key is sent once.
  const idIn = (ids: string[]) => sql`sealed_letters.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  const laterJson = JSON.stringify(later);
  const moveOn = async () => {
    await db.batch([
      db
        .update(sealedLetters)
        .set({ announcedAt: stamp })
        .where(and(isNull(sealedLetters.announcedAt), idIn([...send, ...stopped]))),
      db
        .update(sealedLetters)
        .set({
          announceAt: sql`(SELECT j.value ->> '$.at' FROM json_each(${laterJson}) AS j WHERE j.value ->> '$.id' = sealed_letters.id)`,
        })
        .where(and(isNull(sealedLetters.announcedAt), idIn(later.map((l) => l.id)))),
    ]);
  };
  return { notices, moveOn, more: false };
}

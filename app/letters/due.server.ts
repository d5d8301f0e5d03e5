/**
 * The letters whose day has come, for « Mes rendez-vous »' cron (issue 44): each is handed over once.
 * One UPDATE … RETURNING marks them announced and returns them, so two runs of the cron, or a retry,
 * never get the same letter twice. A notice carries no word of the letter (app/rendez-vous/notice.ts).
 */
import { sql } from "drizzle-orm";
import type { Notice } from "~/rendez-vous/notice";
import type { Db } from "~/utils/db.server";
import { letterPath } from "./paths";

/** At most this many per call: the cron calls again the next minute for the rest. */
export const DUE_LETTERS_PER_CALL = 500;

export async function dueLetterNotices(db: Db, now: Date, limit = DUE_LETTERS_PER_CALL): Promise<Notice[]> {
  const stamp = now.toISOString();
  // Drizzle's builder has no UPDATE … WHERE id IN (SELECT … LIMIT): one raw statement over the partial
  // index sealed_letters_due_idx (announced_at IS NULL, by opens_at).
  const rows = await db.all<{ id: string; user_id: string }>(sql`
    UPDATE sealed_letters SET announced_at = ${stamp}
     WHERE announced_at IS NULL
       AND id IN (SELECT id FROM sealed_letters WHERE announced_at IS NULL AND opens_at <= ${stamp} ORDER BY opens_at LIMIT ${limit})
    RETURNING id, user_id`);
  return rows.map((row) => ({ userId: row.user_id, kind: "letter", key: `letter:${row.id}`, url: letterPath(row.id) }));
}

/**
 * « Envoyer » in one D1 round trip (issue 43 item 1, decision 0361): the session, the limit `chat.message`
 * (one message per 3 seconds), the insert and the line as the list shows it, in one batch.
 *
 * The message is stamped by the database when it is written, not by the worker before: a send that
 * waited (a busy machine) could otherwise carry a time older than messages written before it, and a
 * page that read the newest messages in between would show it above its oldest line with a hole
 * below (the load run in bench/load.mjs found 21 pages of 200 so, decision 0141). Stamped at the
 * write, a message never sorts before a list read earlier.
 *
 * The form's key (`sendKeySchema`) is the message's id: the same form sent twice (a retry after a lost
 * answer, a double tap) is stored and counted once, and answered with the message already written.
 */
import { and, eq, exists, not, sql } from "drizzle-orm";
import { chatMessages, profiles } from "#db/schema";
import { readWithSession } from "~/auth/session-batch.server";
import type { SessionUser } from "~/auth/session.server";
import { batchedLimitResult, limitInBatch } from "~/limits/limits.server";
import type { Db } from "~/utils/db.server";
import { broadcast } from "../../party/broadcast.server";
import { lineQuery, SQL_NOW, toLine, type ChatLine } from "./chat.server";

export type SendResult = { ok: true; id: string; createdAt: string; line: ChatLine } | { ok: false; waitMs: number };

export async function sendMessage(
  db: Db,
  env: Env,
  request: Request,
  content: string,
  key: string | null = null,
  /** The key names someone else's message (never a real form's): sent under a fresh id. */
  fresh = false,
): Promise<{ user: SessionUser; result: SendResult }> {
  const id = (!fresh && key) || crypto.randomUUID();
  const now = new Date();
  const token = crypto.randomUUID();
  const idUnused = not(exists(db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.id, id))));
  const { user, results } = await readWithSession(
    db,
    env,
    request,
    (owner) => {
      const counted = limitInBatch(db, "chat.message", owner, token, { now, when: idUnused });
      return [
        counted.count,
        // From the author's profile row (none without a session), stamped by the database's own clock.
        db
          .insert(chatMessages)
          .select(
            db
              .select({
                id: sql<string>`${id}`.as("id"),
                content: sql<string>`${content}`.as("content"),
                authorId: profiles.id,
                createdAt: sql<string>`strftime(${SQL_NOW}, 'now')`.as("created_at"),
                editedAt: sql<null>`NULL`.as("edited_at"),
                deletedAt: sql<null>`NULL`.as("deleted_at"),
              })
              .from(profiles)
              .where(and(eq(profiles.id, owner), counted.held, idUnused)),
          )
          .returning({ id: chatMessages.id }),
        lineQuery(db).where(eq(chatMessages.id, id)),
        counted.state,
      ] as const;
    },
    { require: true },
  );
  const [, inserted, lines, limitRows] = results;
  const row = lines[0];
  if (inserted.length === 0) {
    // This author's message, already written: the same answer as the first time, and no second event.
    if (row?.author_id === user.id) return { user, result: { ok: true, id, createdAt: row.created_at, line: toLine(row) } };
    if (row && !fresh) return sendMessage(db, env, request, content, null, true);
    const counted = batchedLimitResult("chat.message", limitRows, now);
    return { user, result: { ok: false, waitMs: counted.ok ? 1 : counted.retryAfterMs } };
  }
  // Written and read in one transaction: the row is there.
  if (!row) throw new Error("chat: a message written is not read back");
  const line = toLine(row);
  // The event carries the message: viewers merge it without asking the server again. The message is
  // stored whatever the room does, and the relay runs after the answer (decisions 0172, 0360).
  broadcast(env, "ChatRoom", "chat", { type: "chat:created", messageId: id, createdAt: row.created_at, message: line });
  return { user, result: { ok: true, id, createdAt: row.created_at, line } };
}

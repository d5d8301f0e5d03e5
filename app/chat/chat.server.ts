import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { chatMessages, profiles } from "#db/schema";
import { broadcast } from "../../party/broadcast.server";
import { toAuthor, type Author } from "~/community/author";
import { canManageSql } from "~/auth/permissions-sql.server";
import type { ChangeMaker } from "~/auth/session-batch.server";
import { createThread, type CreateThreadResult } from "~/forum/create-thread.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { CHAT_PAGE_SIZE } from "./limits";

export type ChatLine = {
  id: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  author: Author;
};

/** What every read of the list selects: a message with its author's name, picture and role. */
export const lineQuery = (db: Db) =>
  db
    .select({
      id: chatMessages.id,
      content: chatMessages.content,
      created_at: chatMessages.createdAt,
      edited_at: chatMessages.editedAt,
      deleted_at: chatMessages.deletedAt,
      author_id: chatMessages.authorId,
      display_name: profiles.displayName,
      avatar_url: profiles.avatarUrl,
      role: profiles.role,
    })
    .from(chatMessages)
    .leftJoin(profiles, eq(profiles.id, chatMessages.authorId));

export type Row = Awaited<ReturnType<ReturnType<typeof lineQuery>["all"]>>[number];

/** The latest `pages` × 50 messages, newest first from the index (a statement for the page's batch; then `messagesFrom`). */
export function latestMessagesQuery(db: Db, pages: number) {
  return lineQuery(db)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(pages * CHAT_PAGE_SIZE + 1);
}

/** Those messages oldest first for display, and whether older ones exist. */
export function messagesFrom(rows: Row[], pages: number) {
  const limit = pages * CHAT_PAGE_SIZE;
  return { messages: rows.slice(0, limit).reverse().map(toLine), hasMore: rows.length > limit };
}

/**
 * The CHAT_PAGE_SIZE messages just before `before` (the first line a page shows), oldest first: what
 * « Charger plus » adds with JavaScript, without reading again the pages already shown.
 */
export async function listMessagesBefore(db: Db, before: { createdAt: string; id: string }) {
  const rows = await lineQuery(db)
    .where(
      or(lt(chatMessages.createdAt, before.createdAt), and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id))),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  return { messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toLine), hasMore: rows.length > CHAT_PAGE_SIZE };
}

export const toLine = (row: Row): ChatLine => ({
  id: row.id,
  content: row.deleted_at ? "" : row.content,
  createdAt: row.created_at,
  editedAt: row.edited_at,
  deleted: row.deleted_at !== null,
  author: toAuthor(row),
});

/** Messages from `since` on (inclusive: equal timestamps are deduplicated by id on the client), oldest first. */
export async function listMessagesSince(db: Db, since: string) {
  const rows = await lineQuery(db)
    .where(gte(chatMessages.createdAt, since))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  return { messages: rows.slice(0, CHAT_PAGE_SIZE).map(toLine), complete: rows.length <= CHAT_PAGE_SIZE };
}

/** The author's last message date, as a statement for a page's batch (then `waitLeft`). */
export function lastSentQuery(db: Db, userId: string | SQL) {
  return db
    .select({ last: sql<string | null>`max(${chatMessages.createdAt})` })
    .from(chatMessages)
    .where(eq(chatMessages.authorId, userId));
}

/** SQLite's clock, in the format of `Date.toISOString()` (what every other date of the app uses). */
export const SQL_NOW = "%Y-%m-%dT%H:%M:%fZ";

/** A message as its changes need it (a statement the action's first batch holds, with the session). */
export function messageStateQuery(db: Db, id: string) {
  return db
    .select({ id: chatMessages.id, content: chatMessages.content, author_id: chatMessages.authorId, deleted_at: chatMessages.deletedAt })
    .from(chatMessages)
    .where(eq(chatMessages.id, id));
}

export type MessageState = Awaited<ReturnType<typeof messageStateQuery>>[number];

export type ChangeResult = "ok" | "not-found" | "forbidden";

/**
 * Edits or deletes a message: its author or a moderator, the rule inside the statement (decision 0443), in
 * one batch with what tells the answer (the message's state) and the line as the list now shows it. `who`
 * is the session's writer, or the moderation queue's moderator (`asActor`). The room hears it after the
 * answer (decision 0360).
 */
export async function changeMessage(
  db: Db,
  env: Env,
  who: ChangeMaker,
  id: string,
  change: { content: string; editedAt: string } | { deletedAt: string },
): Promise<ChangeResult> {
  const { results } = await who.run([
    db
      .update(chatMessages)
      .set(change)
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt), canManageSql(who.owner, chatMessages.authorId)))
      .returning({ id: chatMessages.id }),
    messageStateQuery(db, id),
    lineQuery(db).where(eq(chatMessages.id, id)),
  ] as const);
  const [changed, [state], [line]] = results;
  if (changed.length === 0) return !state || state.deleted_at ? "not-found" : "forbidden";
  if (line) broadcast(env, "ChatRoom", "chat", { type: "chat:updated", messageId: id, message: toLine(line) });
  return "ok";
}

/** Any signed-in user may turn a visible message (read with the session) into a thread they author (spec 1 §6). */
export async function messageToThread(
  db: Db,
  env: Env,
  request: Request,
  message: MessageState | null,
  input: { title: string; content: string },
  pages: ChangedPages,
): Promise<CreateThreadResult | { ok: false; reason: "not-found" }> {
  if (!message || message.deleted_at) return { ok: false, reason: "not-found" };
  // The thread's author is the session's user, read in the creation's own batch.
  return createThread(db, env, request, { title: input.title, content: input.content || message.content }, pages);
}

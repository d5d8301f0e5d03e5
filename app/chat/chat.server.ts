import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { chatMessages, profiles } from "#db/schema";
import type { Role } from "~/auth/roles";
import { afterAnswer, broadcast } from "../../party/broadcast.server";
import { toAuthor, type Author } from "~/community/author";
import { canManage } from "~/auth/permissions";
import { createThread, type CreateThreadResult } from "~/forum/threads.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { CHAT_PAGE_SIZE } from "./limits";
import { limit } from "~/limits/limits.server";

type Actor = { id: string; role: Role };

export type ChatLine = {
  id: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  author: Author;
};

/** What every read of the list selects: a message with its author's name, picture and role. */
const lineQuery = (db: Db) =>
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

const toLine = (row: Row): ChatLine => ({
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

export type SendResult = { ok: true; id: string; createdAt: string; line: ChatLine } | { ok: false; waitMs: number };

/** The author as the session knows them: enough to draw the line without reading the profile again. */
export type Sender = { id: string; displayName: string | null; avatarUrl: string | null; role: Role };

/** One message as the list shows it (after an edit or a deletion, for the room event). */
function rowById(db: Db, id: string) {
  return lineQuery(db).where(eq(chatMessages.id, id)).get();
}

async function lineById(db: Db, id: string): Promise<ChatLine | null> {
  const row = await rowById(db, id);
  return row ? toLine(row) : null;
}

/** SQLite's clock, in the format of `Date.toISOString()` (what every other date of the app uses). */
const SQL_NOW = "%Y-%m-%dT%H:%M:%fZ";

/**
 * Sends a message unless this author sent one less than 3 s ago (the limit `chat.message`: counted and
 * checked in one statement, so two racing sends cannot both pass).
 *
 * The message is stamped by the database when it is written, not by the worker before: a send that
 * waited (a busy machine) could otherwise carry a time older than messages written before it, and a
 * page that read the newest messages in between would show it above its oldest line with a hole
 * below (the load run in bench/load.mjs found 21 pages of 200 so, decision 0141). Stamped at the
 * write, a message never sorts before a list read earlier.
 */
export async function sendMessage(db: Db, env: Env, sender: Sender, content: string, key: string | null = null): Promise<SendResult> {
  const authorId = sender.id;
  // The form's key (see `sendKeySchema`) is the message's id: the same form sent twice (a retry after a
  // lost answer, a double tap) is stored once and answered with the message already written.
  const id = key ?? crypto.randomUUID();
  const already = async (): Promise<SendResult | null> => {
    if (!key) return null;
    const earlier = await rowById(db, key);
    // This author's message, already written: the same answer as the first time, and no second event.
    if (earlier?.author_id === authorId) return { ok: true, id: key, createdAt: earlier.created_at, line: toLine(earlier) };
    // Someone else's id (never a real form's): sent under a fresh one.
    if (earlier) return sendMessage(db, env, sender, content, null);
    return null;
  };
  const before = await already();
  if (before) return before;
  // One message per 3 seconds (`chat.message`, app/limits/table.ts), counted in one statement.
  const allowed = await limit(db, "chat.message", { account: authorId });
  if (!allowed.ok) return (await already()) ?? { ok: false, waitMs: allowed.retryAfterMs };
  // An INSERT … SELECT with no source table and the database's own clock: Drizzle's insert-from-select
  // needs a table to select from, so this one is written in `sql`.
  const rows = await db.all<{ id: string; created_at: string }>(sql`INSERT INTO chat_messages (id, content, author_id, created_at)
    SELECT ${id}, ${content}, ${authorId}, strftime(${SQL_NOW}, 'now')
    WHERE NOT EXISTS (SELECT 1 FROM chat_messages WHERE id = ${id})
    RETURNING id, created_at`);
  const createdAt = rows[0]?.created_at;
  if (!createdAt) return (await already()) ?? { ok: false, waitMs: 1 };
  const line = toLine({
    id,
    content,
    created_at: createdAt,
    edited_at: null,
    deleted_at: null,
    author_id: authorId,
    display_name: sender.displayName,
    avatar_url: sender.avatarUrl,
    role: sender.role,
  });
  // The event carries the message: viewers merge it without asking the server again. The message is
  // stored whatever the room does, and the relay runs after the answer (decisions 0172, 0360).
  broadcast(env, "ChatRoom", "chat", { type: "chat:created", messageId: id, createdAt, message: line });
  return { ok: true, id, createdAt, line };
}

async function findMessage(db: Db, id: string) {
  return db
    .select({ id: chatMessages.id, content: chatMessages.content, author_id: chatMessages.authorId, deleted_at: chatMessages.deletedAt })
    .from(chatMessages)
    .where(eq(chatMessages.id, id))
    .get();
}

export type ChangeResult = "ok" | "not-found" | "forbidden";

export async function updateMessage(db: Db, env: Env, actor: Actor, id: string, content: string): Promise<ChangeResult> {
  const message = await findMessage(db, id);
  if (!message || message.deleted_at) return "not-found";
  if (!canManage(actor, message.author_id)) return "forbidden";
  await db.update(chatMessages).set({ content, editedAt: new Date().toISOString() }).where(eq(chatMessages.id, id));
  announceChange(db, env, id);
  return "ok";
}

/** Soft delete: the message keeps its place and reads "Message supprimé". */
export async function deleteMessage(db: Db, env: Env, actor: Actor, id: string): Promise<ChangeResult> {
  const message = await findMessage(db, id);
  if (!message || message.deleted_at) return "not-found";
  if (!canManage(actor, message.author_id)) return "forbidden";
  await db.update(chatMessages).set({ deletedAt: new Date().toISOString() }).where(eq(chatMessages.id, id));
  announceChange(db, env, id);
  return "ok";
}

/** The changed line is read after the answer, for the room alone (decision 0360). */
function announceChange(db: Db, env: Env, id: string) {
  afterAnswer(async () => {
    const line = await lineById(db, id);
    if (line) broadcast(env, "ChatRoom", "chat", { type: "chat:updated", messageId: id, message: line });
  });
}

/** Any signed-in user may turn a visible message into a thread they author (spec 1 §6). */
export async function messageToThread(
  db: Db,
  env: Env,
  actor: Actor,
  input: { messageId: string; title: string; content: string },
  pages: ChangedPages,
): Promise<CreateThreadResult | { ok: false; reason: "not-found" }> {
  const message = await findMessage(db, input.messageId);
  if (!message || message.deleted_at) return { ok: false, reason: "not-found" };
  return createThread(db, env, { title: input.title, content: input.content || message.content, authorId: actor.id }, pages);
}

import { sql } from "drizzle-orm";
import type { Role } from "~/auth/roles";
import { broadcast } from "../../party/broadcast.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { toAuthor, type Author } from "~/community/author";
import { FORUM_PAGE_SIZE, PREVIEW_LENGTH, REPLIES_PER_PAGE } from "./limits";
import { renderMarkdown } from "./markdown";
import { canManage, canModerate } from "~/auth/permissions";
import { ftsQuery } from "./search";
import { RESERVED_SLUGS, slugify } from "./slug";
import { preview, replyPaging } from "./validation";

type Actor = { id: string; role: Role };
type AuthorColumns = { author_id: string | null; display_name: string | null; avatar_url: string | null; role: Role | null };

export type ThreadCard = {
  id: string;
  title: string;
  slug: string;
  preview: string;
  isPinned: boolean;
  isLocked: boolean;
  replyCount: number;
  createdAt: string;
  updatedAt: string;
  author: Author;
};

type CardRow = AuthorColumns & {
  id: string;
  title: string;
  slug: string;
  head: string;
  is_pinned: number;
  is_locked: number;
  reply_count: number;
  created_at: string;
  updated_at: string;
};

const toCard = (row: CardRow): ThreadCard => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  preview: preview(row.head, PREVIEW_LENGTH),
  isPinned: Boolean(row.is_pinned),
  isLocked: Boolean(row.is_locked),
  replyCount: row.reply_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  author: toAuthor(row),
});

// Only the head of the content travels: a card shows 200 characters.
const CARD_COLUMNS_SQL = `t.id, t.title, t.slug, substr(t.content, 1, ${PREVIEW_LENGTH + 50}) AS head, t.is_pinned, t.is_locked,
  t.reply_count, t.created_at, t.updated_at, t.author_id, p.display_name, p.avatar_url, p.role`;
const CARD_COLUMNS = sql.raw(CARD_COLUMNS_SQL);
const LIST_ORDER = "ORDER BY t.is_pinned DESC, t.updated_at DESC, t.id DESC";
// After the cursor: the list index is walked in display order from it (a range on (is_pinned,
// updated_at)), the id breaking ties, and stops at the page's last card.
const AFTER_CURSOR = `(t.is_pinned, t.updated_at) <= (?, ?) AND NOT (t.is_pinned = ? AND t.updated_at = ? AND t.id >= ?)`;
// A search's matches are only a set to test against (`+t.rowid` keeps SQLite from sorting every match).
const MATCHING = "+t.rowid IN (SELECT rowid FROM forum_threads_fts WHERE forum_threads_fts MATCH ?)";

/** Where a page of the list ends: the last card's place in the list's order. */
export type ListCursor = { pinned: boolean; updatedAt: string; id: string };
export type ListRequest = { pages: number; search: string; after?: ListCursor | null };

/**
 * The first `pages` pages of the list (without JavaScript "Charger plus" accumulates pages), or, with
 * `after`, the one page that follows that card (with JavaScript, "Charger plus" reads only the next
 * page, by cursor): pinned first, then most recently updated (spec 1 §7). A search only filters (FTS5
 * over title and content, without accents or case); the order stays the spec's, so a pinned thread
 * keeps its place above the others.
 *
 * A plain D1 statement, so that the page's loader reads it and the session in one batch (decision
 * 0145); null when the search can match nothing (then there is nothing to read).
 */
export function threadListStatement(db: Db, { pages, search, after }: ListRequest): D1PreparedStatement | null {
  const match = search ? ftsQuery(search) : null;
  if (search && !match) return null;
  const where: string[] = [];
  const params: unknown[] = [];
  if (match) {
    where.push(MATCHING);
    params.push(match);
  }
  if (after) {
    const pinned = after.pinned ? 1 : 0;
    where.push(AFTER_CURSOR);
    params.push(pinned, after.updatedAt, pinned, after.updatedAt, after.id);
  }
  const sqlText = `SELECT ${CARD_COLUMNS_SQL} FROM forum_threads t LEFT JOIN profiles p ON p.id = t.author_id
    WHERE ${where.length ? where.join(" AND ") : "1"} ${LIST_ORDER} LIMIT ?`;
  return db.$client.prepare(sqlText).bind(...params, listLimit({ pages, after }) + 1);
}

const listLimit = ({ pages, after }: Pick<ListRequest, "pages" | "after">) => (after ? FORUM_PAGE_SIZE : pages * FORUM_PAGE_SIZE);

/** The cards from that statement's result (none when there was no statement). */
export function threadListFrom(result: D1Result | undefined, request: Pick<ListRequest, "pages" | "after">) {
  const limit = listLimit(request);
  const rows = (result?.results ?? []) as CardRow[];
  return { threads: rows.slice(0, limit).map(toCard), hasMore: rows.length > limit };
}

/** One thread's card, as the list shows it (what the forum room's events carry); null once deleted. */
export async function readCard(db: Db, threadId: string): Promise<ThreadCard | null> {
  const row = await db.get<CardRow>(sql`SELECT ${CARD_COLUMNS}
    FROM forum_threads t LEFT JOIN profiles p ON p.id = t.author_id WHERE t.id = ${threadId}`);
  return row ? toCard(row) : null;
}

export type CreateThreadResult = { ok: true; id: string; slug: string } | { ok: false; reason: "duplicate" | "empty-slug" };

/** Inserts a thread; a taken slug is refused (the unique index decides, so two racing creators cannot both win). */
export async function createThread(
  db: Db,
  env: Env,
  input: { title: string; content: string; authorId: string },
  pages: ChangedPages,
): Promise<CreateThreadResult> {
  const slug = slugify(input.title);
  if (!slug) return { ok: false, reason: "empty-slug" };
  // A thread at /forum/nouveau could never be opened: the new-thread form owns that address.
  if (RESERVED_SLUGS.has(slug)) return { ok: false, reason: "duplicate" };
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const rows = await db.all<{ id: string }>(sql`INSERT INTO forum_threads (id, title, slug, content, author_id, created_at, updated_at)
    VALUES (${id}, ${input.title}, ${slug}, ${input.content}, ${input.authorId}, ${now}, ${now})
    ON CONFLICT (slug) DO NOTHING RETURNING id`);
  if (rows.length === 0) return { ok: false, reason: "duplicate" };
  pages.thread(slug);
  const card = await readCard(db, id);
  if (card) await broadcast(env, "ForumRoom", "forum", { type: "thread:created", threadId: id, card });
  return { ok: true, id, slug };
}

type ThreadRow = AuthorColumns & {
  id: string;
  title: string;
  slug: string;
  content: string;
  is_pinned: number;
  is_locked: number;
  reply_count: number;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
};

export type ThreadRecord = { id: string; slug: string; authorId: string | null; isLocked: boolean; isPinned: boolean };

export async function findThread(db: Db, slug: string): Promise<ThreadRecord | null> {
  const row = await db.get<{ id: string; slug: string; author_id: string | null; is_locked: number; is_pinned: number }>(
    sql`SELECT id, slug, author_id, is_locked, is_pinned FROM forum_threads WHERE slug = ${slug}`,
  );
  return row
    ? { id: row.id, slug: row.slug, authorId: row.author_id, isLocked: Boolean(row.is_locked), isPinned: Boolean(row.is_pinned) }
    : null;
}

type ReplyRow = AuthorColumns & {
  id: string;
  parent_id: string | null;
  content: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  /** The replied-to reply, joined in the same query: it may sit on an earlier page. */
  parent_content: string | null;
  parent_deleted_at: string | null;
  parent_author_id: string | null;
  parent_name: string | null;
};

/** The columns of a reply as the page shows it, with its author and the reply it answers (raw SQL, for D1 batches too). */
const REPLY_SELECT = `r.id, r.parent_id, r.content, r.created_at, r.edited_at, r.deleted_at,
      r.author_id, p.display_name, p.avatar_url, p.role,
      pr.content AS parent_content, pr.deleted_at AS parent_deleted_at, pr.author_id AS parent_author_id, pp.display_name AS parent_name
    FROM forum_replies r
    LEFT JOIN profiles p ON p.id = r.author_id
    LEFT JOIN forum_replies pr ON pr.id = r.parent_id
    LEFT JOIN profiles pp ON pp.id = pr.author_id`;
const REPLY_COLUMNS = sql.raw(REPLY_SELECT);

const THREAD_SELECT = `SELECT t.id, t.title, t.slug, t.content, t.is_pinned, t.is_locked, t.reply_count,
      t.created_at, t.updated_at, t.edited_at, t.author_id, p.display_name, p.avatar_url, p.role
    FROM forum_threads t LEFT JOIN profiles p ON p.id = t.author_id WHERE t.slug = ?1`;

/**
 * One page of a thread's replies, the page chosen in SQL from the thread's reply count (a page past
 * the end is the last one), so the thread and its replies are read in one D1 round trip.
 */
const REPLIES_PAGE_SELECT = `SELECT ${REPLY_SELECT}
    WHERE r.thread_id = (SELECT id FROM forum_threads WHERE slug = ?1)
    ORDER BY r.created_at ASC, r.rowid ASC
    LIMIT ${REPLIES_PER_PAGE}
    OFFSET coalesce((SELECT (min(CAST(?2 AS INTEGER), max(1, (reply_count + ${REPLIES_PER_PAGE - 1}) / ${REPLIES_PER_PAGE})) - 1) * ${REPLIES_PER_PAGE}
      FROM forum_threads WHERE slug = ?1), 0)`;

export type ThreadReply = ReturnType<typeof toReply>;

/** A reply as the thread page shows it, Markdown made safe; a deleted reply keeps its place but not its words. */
function toReply(reply: ReplyRow) {
  const deleted = reply.deleted_at !== null;
  return {
    id: reply.id,
    parentId: reply.parent_id,
    content: deleted ? "" : reply.content,
    html: deleted ? "" : renderMarkdown(reply.content),
    createdAt: reply.created_at,
    editedAt: reply.edited_at,
    deleted,
    author: toAuthor(reply),
    parent: reply.parent_id
      ? {
          id: reply.parent_id,
          name: toAuthor({ author_id: reply.parent_author_id, display_name: reply.parent_name, avatar_url: null, role: null }).name,
          excerpt: reply.parent_deleted_at || reply.parent_content === null ? null : preview(reply.parent_content, 80),
        }
      : null,
  };
}

/** One reply of a thread, as the page shows it (what the thread room's events carry). */
export async function readReply(db: Db, threadId: string, replyId: string): Promise<ThreadReply | null> {
  const row = await db.get<ReplyRow>(sql`SELECT ${REPLY_COLUMNS} WHERE r.id = ${replyId} AND r.thread_id = ${threadId}`);
  return row ? toReply(row) : null;
}

/**
 * A thread with its author and one page of its replies (oldest first, REPLIES_PER_PAGE a page),
 * Markdown already made safe; a page past the end shows the last. As D1 statements for one batch
 * (one round trip, one snapshot; the page's loader adds the session to it, decision 0145):
 * reply_count moves with every insert in the same transaction, and replies are only ever soft-deleted.
 * `requested` comes from `parsePage`; the page is chosen in SQL from the thread's reply_count.
 */
export function threadPageStatements(db: Db, slug: string, requested: number): [D1PreparedStatement, D1PreparedStatement] {
  return [db.$client.prepare(THREAD_SELECT).bind(slug), db.$client.prepare(REPLIES_PAGE_SELECT).bind(slug, requested)];
}

/** The page from the results of `threadPageStatements`, in their order; null when there is no such thread. */
export function threadPageFrom([threadResult, repliesResult]: [D1Result, D1Result], requested: number) {
  const thread = (threadResult?.results as ThreadRow[] | undefined)?.[0];
  if (!thread) return null;
  const paging = replyPaging(thread.reply_count, String(requested), REPLIES_PER_PAGE);
  const replies = (repliesResult?.results ?? []) as ReplyRow[];
  return {
    thread: {
      id: thread.id,
      title: thread.title,
      slug: thread.slug,
      content: thread.content,
      html: renderMarkdown(thread.content),
      isPinned: Boolean(thread.is_pinned),
      isLocked: Boolean(thread.is_locked),
      replyCount: thread.reply_count,
      createdAt: thread.created_at,
      updatedAt: thread.updated_at,
      editedAt: thread.edited_at,
      author: toAuthor(thread),
    },
    replies: replies.map(toReply),
    page: paging.page,
    pages: paging.pages,
  };
}

/** The page of a thread on which one of its replies appears (1 when it is not found). */
export async function pageOfReply(db: Db, threadId: string, replyId: string): Promise<number> {
  const row = await db.get<{ before: number }>(sql`SELECT count(*) AS before FROM forum_replies r, forum_replies target
    WHERE target.id = ${replyId} AND target.thread_id = ${threadId} AND r.thread_id = ${threadId}
      AND (r.created_at < target.created_at OR (r.created_at = target.created_at AND r.rowid < target.rowid))`);
  return Math.floor((row?.before ?? 0) / REPLIES_PER_PAGE) + 1;
}

export type ReplyResult =
  { ok: true; id: string; reply: ThreadReply | null; replyCount: number } | { ok: false; reason: "locked" | "parent" };

/**
 * Adds a reply in one atomic batch: the insert happens only if the thread is unlocked (and the
 * parent belongs to it), and the count moves in SQL, so concurrent replies never lose one.
 */
export async function addReply(
  db: Db,
  env: Env,
  thread: ThreadRecord,
  input: { content: string; parentId: string | null; authorId: string },
  pages: ChangedPages,
): Promise<ReplyResult> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  // Raw D1 batch: one implicit transaction for both statements (Drizzle's batch cannot carry raw SQL).
  const [inserted] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO forum_replies (id, thread_id, parent_id, content, author_id, created_at)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6
      WHERE EXISTS (SELECT 1 FROM forum_threads WHERE id = ?2 AND is_locked = 0)
        AND (?3 IS NULL OR EXISTS (SELECT 1 FROM forum_replies WHERE id = ?3 AND thread_id = ?2))`,
    ).bind(id, thread.id, input.parentId, input.content, input.authorId, now),
    env.DB.prepare(
      `UPDATE forum_threads SET reply_count = reply_count + 1, updated_at = max(updated_at, ?2)
      WHERE id = ?1 AND EXISTS (SELECT 1 FROM forum_replies WHERE id = ?3)`,
    ).bind(thread.id, now, id),
  ]);
  if (changes(inserted) === 0) {
    const current = await findThread(db, thread.slug);
    return { ok: false, reason: !current || current.isLocked ? "locked" : "parent" };
  }
  pages.thread(thread.slug);
  // The events carry the reply and the card: one read each here instead of one page read per viewer.
  const [reply, card] = await Promise.all([readReply(db, thread.id, id), readCard(db, thread.id)]);
  const replyCount = card?.replyCount ?? 0;
  await Promise.all([
    reply
      ? broadcast(env, "ThreadRoom", `thread-${thread.id}`, { type: "reply:created", replyId: id, threadId: thread.id, reply, replyCount })
      : null,
    broadcast(env, "ForumRoom", "forum", { type: "thread:updated", threadId: thread.id, card }),
  ]);
  return { ok: true, id, reply, replyCount };
}

function changes(result: unknown): number {
  return (result as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0;
}

/** The thread's own page reloads (an edit, a pin, a lock are rare); the list merges the card (null once deleted). */
async function threadChanged(db: Db, env: Env, threadId: string) {
  const card = await readCard(db, threadId);
  await Promise.all([
    broadcast(env, "ThreadRoom", `thread-${threadId}`, { type: "thread:updated", threadId }),
    broadcast(env, "ForumRoom", "forum", { type: "thread:updated", threadId, card }),
  ]);
}

/** Edits title and content; the slug stays, so links keep working. */
export async function updateThread(
  db: Db,
  env: Env,
  actor: Actor,
  thread: ThreadRecord,
  input: { title: string; content: string },
  pages: ChangedPages,
) {
  if (!canManage(actor, thread.authorId)) return false;
  await db.run(sql`UPDATE forum_threads SET title = ${input.title}, content = ${input.content}, edited_at = ${new Date().toISOString()}
    WHERE id = ${thread.id}`);
  pages.thread(thread.slug);
  await threadChanged(db, env, thread.id);
  return true;
}

/** Deletes a thread and its replies (cascade); the search index follows by trigger. */
export async function deleteThread(db: Db, env: Env, actor: Actor, thread: ThreadRecord, pages: ChangedPages) {
  if (!canManage(actor, thread.authorId)) return false;
  await db.run(sql`DELETE FROM forum_threads WHERE id = ${thread.id}`);
  pages.thread(thread.slug);
  await threadChanged(db, env, thread.id);
  return true;
}

export async function setThreadFlag(
  db: Db,
  env: Env,
  actor: Actor,
  thread: ThreadRecord,
  flag: "pinned" | "locked",
  value: boolean,
  pages: ChangedPages,
) {
  if (!canModerate(actor)) return false;
  const flagValue = value ? 1 : 0;
  if (flag === "pinned") await db.run(sql`UPDATE forum_threads SET is_pinned = ${flagValue} WHERE id = ${thread.id}`);
  else await db.run(sql`UPDATE forum_threads SET is_locked = ${flagValue} WHERE id = ${thread.id}`);
  pages.thread(thread.slug);
  await threadChanged(db, env, thread.id);
  return true;
}

type ReplyTarget = { id: string; author_id: string | null; deleted_at: string | null };

async function findReply(db: Db, threadId: string, replyId: string) {
  return db.get<ReplyTarget>(sql`SELECT id, author_id, deleted_at FROM forum_replies WHERE id = ${replyId} AND thread_id = ${threadId}`);
}

export type ReplyChanged = { ok: true; reply: ThreadReply | null } | { ok: false; reason: "not-found" | "forbidden" };

/** Edits a reply; the answer and the room's event carry the reply as the page now shows it. */
export async function editReply(
  db: Db,
  env: Env,
  actor: Actor,
  thread: ThreadRecord,
  replyId: string,
  content: string,
  pages: ChangedPages,
): Promise<ReplyChanged> {
  const reply = await findReply(db, thread.id, replyId);
  if (!reply || reply.deleted_at) return { ok: false, reason: "not-found" };
  if (!canManage(actor, reply.author_id)) return { ok: false, reason: "forbidden" };
  await db.run(sql`UPDATE forum_replies SET content = ${content}, edited_at = ${new Date().toISOString()} WHERE id = ${replyId}`);
  pages.thread(thread.slug);
  return { ok: true, reply: await replyChanged(db, env, thread.id, replyId) };
}

async function replyChanged(db: Db, env: Env, threadId: string, replyId: string) {
  const reply = await readReply(db, threadId, replyId);
  if (reply) await broadcast(env, "ThreadRoom", `thread-${threadId}`, { type: "reply:updated", replyId, threadId, reply });
  return reply;
}

/** Soft delete: the reply keeps its place and reads "Message supprimé"; the count keeps it too. */
export async function removeReply(
  db: Db,
  env: Env,
  actor: Actor,
  thread: ThreadRecord,
  replyId: string,
  pages: ChangedPages,
): Promise<ReplyChanged> {
  const reply = await findReply(db, thread.id, replyId);
  if (!reply || reply.deleted_at) return { ok: false, reason: "not-found" };
  if (!canManage(actor, reply.author_id)) return { ok: false, reason: "forbidden" };
  await db.run(sql`UPDATE forum_replies SET deleted_at = ${new Date().toISOString()} WHERE id = ${replyId}`);
  pages.thread(thread.slug);
  return { ok: true, reply: await replyChanged(db, env, thread.id, replyId) };
}

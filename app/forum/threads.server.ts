import { and, asc, count, desc, eq, lt, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { forumReplies, forumThreads, profiles } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { toAuthor, type Author } from "~/community/author";
import { FORUM_PAGE_SIZE, PREVIEW_LENGTH, REPLIES_PER_PAGE } from "./limits";
import { renderMarkdown } from "./markdown";
import { answeredByOthers } from "./follows.server";
import { ftsQuery } from "./search";
import { preview, replyPaging } from "./validation";

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

/** A post's author as `toAuthor` reads it (the profile is left-joined: a deleted account leaves NULLs). */
const authorOf = (authorId: typeof forumThreads.authorId | typeof forumReplies.authorId) => ({
  author_id: authorId,
  display_name: profiles.displayName,
  avatar_url: profiles.avatarUrl,
  role: profiles.role,
});

// Only the head of the content travels: a card shows 200 characters.
const cardColumns = {
  id: forumThreads.id,
  title: forumThreads.title,
  slug: forumThreads.slug,
  head: sql<string>`substr(${forumThreads.content}, 1, ${PREVIEW_LENGTH + 50})`,
  isPinned: forumThreads.isPinned,
  isLocked: forumThreads.isLocked,
  replyCount: forumThreads.replyCount,
  createdAt: forumThreads.createdAt,
  updatedAt: forumThreads.updatedAt,
  ...authorOf(forumThreads.authorId),
};

export const cardQuery = (db: Db) => db.select(cardColumns).from(forumThreads).leftJoin(profiles, eq(profiles.id, forumThreads.authorId));

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["all"]>>[number];

export const toCard = ({ head, author_id, display_name, avatar_url, role, ...card }: CardRow): ThreadCard => ({
  ...card,
  preview: preview(head, PREVIEW_LENGTH),
  author: toAuthor({ author_id, display_name, avatar_url, role }),
});

/** Where a page of the list ends: the last card's place in the list's order. */
type ListCursor = { pinned: boolean; updatedAt: string; id: string };
export type ListRequest = { pages: number; search: string; after?: ListCursor | null };

/**
 * After the cursor: the list index is walked in display order from it (a row-value range on
 * (is_pinned, updated_at), which the query builder has no operator for), the id breaking ties.
 */
function afterCursor({ pinned, updatedAt, id }: ListCursor): SQL {
  const flag = pinned ? 1 : 0;
  return sql`(${forumThreads.isPinned}, ${forumThreads.updatedAt}) <= (${flag}, ${updatedAt})
    AND NOT (${forumThreads.isPinned} = ${flag} AND ${forumThreads.updatedAt} = ${updatedAt} AND ${forumThreads.id} >= ${id})`;
}

/** FTS5 through `sql`: the matches are only a set to test against (`+rowid` keeps SQLite from sorting every match). */
const matching = (match: string): SQL =>
  sql`+${forumThreads}.rowid IN (SELECT rowid FROM forum_threads_fts WHERE forum_threads_fts MATCH ${match})`;

/**
 * The first `pages` pages of the list (without JavaScript "Charger plus" accumulates pages), or, with
 * `after`, the one page that follows that card (with JavaScript, "Charger plus" reads only the next
 * page, by cursor): pinned first, then most recently updated (spec 1 §7). A search only filters (FTS5
 * over title and content, without accents or case); the order stays the spec's, so a pinned thread
 * keeps its place above the others.
 *
 * A statement for the page's batch, so that the loader reads it and the session in one round trip
 * (decision 0145); null when the search can match nothing (then there is nothing to read).
 */
export function threadListQuery(db: Db, { pages, search, after }: ListRequest) {
  const match = search ? ftsQuery(search) : null;
  if (search && !match) return null;
  return cardQuery(db)
    .where(and(match ? matching(match) : undefined, after ? afterCursor(after) : undefined))
    .orderBy(desc(forumThreads.isPinned), desc(forumThreads.updatedAt), desc(forumThreads.id))
    .limit(listLimit({ pages, after }) + 1);
}

/**
 * « Sans réponse » (issue 57 item 2, decision 0477): the first `pages` pages of the open topics nobody but
 * their author has answered (a deleted reply is no answer), oldest first, for everyone alike (decision
 * 0475: never ordered by the distress check).
 */
export function unansweredListQuery(db: Db, pages: number) {
  return cardQuery(db)
    .where(and(eq(forumThreads.isLocked, false), not(answeredByOthers())))
    .orderBy(asc(forumThreads.createdAt), asc(forumThreads.id))
    .limit(pages * FORUM_PAGE_SIZE + 1);
}

const listLimit = ({ pages, after }: Pick<ListRequest, "pages" | "after">) => (after ? FORUM_PAGE_SIZE : pages * FORUM_PAGE_SIZE);

/** The cards from that query's rows (none when there was no query). */
export function threadListFrom(rows: CardRow[] | undefined, request: Pick<ListRequest, "pages" | "after">) {
  const limit = listLimit(request);
  const found = rows ?? [];
  return { threads: found.slice(0, limit).map(toCard), hasMore: found.length > limit };
}

export type ThreadRecord = { id: string; slug: string; authorId: string | null; isLocked: boolean; isPinned: boolean };

/** A thread's record by its slug, as a query a write's batch can hold. */
export const threadRecordQuery = (db: Db, slug: string) =>
  db
    .select({
      id: forumThreads.id,
      slug: forumThreads.slug,
      authorId: forumThreads.authorId,
      isLocked: forumThreads.isLocked,
      isPinned: forumThreads.isPinned,
    })
    .from(forumThreads)
    .where(eq(forumThreads.slug, slug));

export async function findThread(db: Db, slug: string): Promise<ThreadRecord | null> {
  return (await threadRecordQuery(db, slug).get()) ?? null;
}

/** The replied-to reply and its author, joined in the same query: it may sit on an earlier page. */
const parentReply = alias(forumReplies, "parent_reply");
const parentProfile = alias(profiles, "parent_profile");

/** The columns of a reply as the page shows it, with its author and the reply it answers. */
export const replyQuery = (db: Db) =>
  db
    .select({
      id: forumReplies.id,
      parentId: forumReplies.parentId,
      content: forumReplies.content,
      createdAt: forumReplies.createdAt,
      editedAt: forumReplies.editedAt,
      deletedAt: forumReplies.deletedAt,
      ...authorOf(forumReplies.authorId),
      // Named apart: in a D1 batch the rows come back keyed by column name, and the parent's would
      // take the place of the reply's own `content`, `deleted_at`, `author_id` and `display_name`.
      parentContent: sql<string | null>`${parentReply.content}`.as("parent_content"),
      parentDeletedAt: sql<string | null>`${parentReply.deletedAt}`.as("parent_deleted_at"),
      parentAuthorId: sql<string | null>`${parentReply.authorId}`.as("parent_author_id"),
      parentName: sql<string | null>`${parentProfile.displayName}`.as("parent_name"),
    })
    .from(forumReplies)
    .leftJoin(profiles, eq(profiles.id, forumReplies.authorId))
    .leftJoin(parentReply, eq(parentReply.id, forumReplies.parentId))
    .leftJoin(parentProfile, eq(parentProfile.id, parentReply.authorId));

export type ReplyRow = Awaited<ReturnType<ReturnType<typeof replyQuery>["all"]>>[number];

export type ThreadReply = ReturnType<typeof toReply>;

/** A reply as the thread page shows it, Markdown made safe; a deleted reply keeps its place but not its words. */
export function toReply(reply: ReplyRow) {
  const deleted = reply.deletedAt !== null;
  return {
    id: reply.id,
    parentId: reply.parentId,
    content: deleted ? "" : reply.content,
    html: deleted ? "" : renderMarkdown(reply.content),
    createdAt: reply.createdAt,
    editedAt: reply.editedAt,
    deleted,
    author: toAuthor(reply),
    parent: reply.parentId
      ? {
          id: reply.parentId,
          name: toAuthor({ author_id: reply.parentAuthorId, display_name: reply.parentName, avatar_url: null, role: null }).name,
          excerpt: reply.parentDeletedAt || reply.parentContent === null ? null : preview(reply.parentContent, 80),
        }
      : null,
  };
}

/** Replies in the thread's order: by time, then as written (`rowid`, which the schema does not name). */
const replyOrder = [asc(forumReplies.createdAt), sql`${forumReplies}.rowid`];

/**
 * A thread with its author and one page of its replies (oldest first, REPLIES_PER_PAGE a page),
 * Markdown already made safe; a page past the end shows the last. Two statements for one batch
 * (one round trip, one snapshot; the page's loader adds the session to it, decision 0145):
 * reply_count moves with every insert in the same transaction, and replies are only ever soft-deleted.
 * `requested` comes from `parsePage`; the page is chosen in SQL from the thread's reply_count.
 */
export function threadPageQueries(db: Db, slug: string, requested: number) {
  const bySlug = eq(forumThreads.slug, slug);
  const thread = db
    .select({
      id: forumThreads.id,
      title: forumThreads.title,
      slug: forumThreads.slug,
      content: forumThreads.content,
      isPinned: forumThreads.isPinned,
      isLocked: forumThreads.isLocked,
      replyCount: forumThreads.replyCount,
      createdAt: forumThreads.createdAt,
      updatedAt: forumThreads.updatedAt,
      editedAt: forumThreads.editedAt,
      ...authorOf(forumThreads.authorId),
    })
    .from(forumThreads)
    .leftJoin(profiles, eq(profiles.id, forumThreads.authorId))
    .where(bySlug)
    .limit(1);
  const on = pageOf(db, slug, requested);
  const replies = replyQuery(db)
    .where(on.where)
    .orderBy(...replyOrder)
    .limit(REPLIES_PER_PAGE)
    .offset(on.offset);
  return [thread, replies] as const;
}

/** Where a page of the thread `slug` starts among its replies (see `threadPageQueries`), and which thread. */
function pageOf(db: Db, slug: string, requested: number) {
  const bySlug = eq(forumThreads.slug, slug);
  // Whole numbers throughout: D1 binds a JavaScript number as a REAL, and 169 / 50.0 is not page 3.
  const lastPage = sql`max(1, CAST((${forumThreads.replyCount} + ${REPLIES_PER_PAGE - 1}) / ${REPLIES_PER_PAGE} AS INTEGER))`;
  const skipped = db
    .select({ skipped: sql<number>`CAST((min(CAST(${requested} AS INTEGER), ${lastPage}) - 1) * ${REPLIES_PER_PAGE} AS INTEGER)` })
    .from(forumThreads)
    .where(bySlug);
  return {
    where: eq(forumReplies.threadId, db.select({ id: forumThreads.id }).from(forumThreads).where(bySlug)),
    // The offset is a subquery (the page chosen from reply_count, in the same statement): Drizzle types
    // `offset` as a number, and its SQLite dialect writes any SQL given there as it is.
    offset: sql`coalesce(${skipped}, 0)` as unknown as number,
  };
}

/** The time of the newest reply on that page of the thread, as a scalar subquery (NULL without replies). */
export function newestOnPage(db: Db, slug: string, requested: number): SQL {
  const on = pageOf(db, slug, requested);
  const page = db
    .select({ createdAt: forumReplies.createdAt })
    .from(forumReplies)
    .where(on.where)
    .orderBy(...replyOrder)
    .limit(REPLIES_PER_PAGE)
    .offset(on.offset)
    .as("page_replies");
  return sql`(${db.select({ newest: sql`max(${page.createdAt})` }).from(page)})`;
}

type ThreadPageRows = readonly [Awaited<ReturnType<typeof threadPageQueries>[0]>, Awaited<ReturnType<typeof threadPageQueries>[1]>];

/** The page from the rows of `threadPageQueries`, in their order; null when there is no such thread. */
export function threadPageFrom([threadRows, replies]: ThreadPageRows, requested: number) {
  const row = threadRows[0];
  if (!row) return null;
  const { author_id, display_name, avatar_url, role, ...thread } = row;
  const paging = replyPaging(thread.replyCount, String(requested), REPLIES_PER_PAGE);
  return {
    thread: { ...thread, html: renderMarkdown(thread.content), author: toAuthor({ author_id, display_name, avatar_url, role }) },
    replies: replies.map(toReply),
    page: paging.page,
    pages: paging.pages,
  };
}

/** The page of a thread on which one of its replies appears (1 when it is not found). */
export async function pageOfReply(db: Db, threadId: string, replyId: string): Promise<number> {
  return toPage((await repliesBefore(db, threadId, replyId))[0]);
}

/** How many replies come before this one in the thread's order: a query, so that a write's batch can ask it too. */
export const repliesBefore = (db: Db, threadId: string | SQL, replyId: string) => {
  const target = alias(forumReplies, "target");
  return db
    .select({ before: count() })
    .from(forumReplies)
    .innerJoin(target, and(eq(target.id, replyId), eq(target.threadId, threadId)))
    .where(
      and(
        eq(forumReplies.threadId, threadId),
        or(
          lt(forumReplies.createdAt, target.createdAt),
          and(eq(forumReplies.createdAt, target.createdAt), lt(sql`${forumReplies}.rowid`, sql`${target}.rowid`)),
        ),
      ),
    );
};

export const toPage = (row: { before: number } | undefined) => Math.floor((row?.before ?? 0) / REPLIES_PER_PAGE) + 1;

export type ReplyResult =
  | { ok: true; id: string; reply: ThreadReply | null; replyCount: number; page: number }
  | { ok: false; reason: "locked" | "parent" }
  | { ok: false; reason: "limited"; message: string; retryAfterSeconds: number };

/** A reply of the thread (written at `createdAt`, when named: by this write, not an earlier one with the same key). */
export const replyOfThread = (db: Db, threadId: string | SQL, replyId: string, createdAt?: string) =>
  db
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(
      and(
        eq(forumReplies.id, replyId),
        eq(forumReplies.threadId, threadId),
        createdAt === undefined ? undefined : eq(forumReplies.createdAt, createdAt),
      ),
    );

/** A reply of the thread `slug` as its changes need it (a statement the action's first batch holds). */
export const replyStateQuery = (db: Db, slug: string, replyId: string) =>
  db
    .select({ id: forumReplies.id, authorId: forumReplies.authorId, deletedAt: forumReplies.deletedAt })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
    .where(and(eq(forumReplies.id, replyId), eq(forumThreads.slug, slug)));

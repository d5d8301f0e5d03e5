/**
 * Followed topics (issue 57, decisions 0475 and 0477): the queries and the one writer of `topic_follows`,
 * in one place. A followed topic is unread when a reply by someone else, not deleted, is newer than the
 * follow's `read_at`. Every statement names its person as the session's user (`owner`), so nobody reads
 * or changes another's follows.
 */
import { and, asc, count, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { forumReplies, forumThreads, topicFollows } from "#db/schema";
import type { OwnerKey } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { FOLLOW_CAP } from "./follows";

/** A reply newer than the follow's `read_at`, by someone other than the follower, not deleted (columns named by hand, as below). */
const hasUnreadReply = () =>
  sql<number>`exists (select 1 from forum_replies unread where unread.thread_id = topic_follows.thread_id and unread.created_at > topic_follows.read_at and unread.deleted_at is null and unread.author_id is not topic_follows.user_id)`;

/** How many topics this person follows have replies they have not read: a query a batch can hold. */
export const unreadFollowedQuery = (db: Db, userId: string | ReturnType<typeof sql>) =>
  db
    .select({ count: count() })
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, userId), eq(topicFollows.following, true), hasUnreadReply()));

export async function unreadFollowedCount(db: Db, userId: string): Promise<number> {
  return (await unreadFollowedQuery(db, userId))[0]?.count ?? 0;
}

/**
 * A reply to the topic by someone other than its author, not deleted: the topic has been answered. Its
 * columns are named with their tables by hand: in a select's fields Drizzle writes a bare column name,
 * which inside this subquery would read the reply's own row (`"thread_id" = "id"`).
 */
export const answeredByOthers = () =>
  sql<number>`exists (select 1 from forum_replies answer where answer.thread_id = forum_threads.id and answer.deleted_at is null and answer.author_id is not forum_threads.author_id)`.mapWith(
    Boolean,
  );

/**
 * The person may follow this topic: under the cap (FOLLOW_CAP topics followed), or the topic already has
 * their row (a follow that exists only moves its read mark; a « Ne plus suivre » stays as chosen).
 */
const mayFollow = (
  person: SQL | typeof forumReplies.authorId | typeof forumThreads.authorId,
  threadId: SQL | typeof forumThreads.id | typeof forumReplies.threadId,
) =>
  sql`((select count(*) from ${topicFollows} where ${topicFollows.userId} = ${person} and ${topicFollows.following} = 1) < ${FOLLOW_CAP}
    or exists (select 1 from ${topicFollows} where ${topicFollows.userId} = ${person} and ${topicFollows.threadId} = ${threadId}))`;

const onFollow = [topicFollows.userId, topicFollows.threadId];
/** The read mark only moves forward. */
const readForward = sql`max(${topicFollows.readAt}, excluded.read_at)`;

/**
 * Auto-follow, a statement of the reply's own batch (one round trip): the reply written by this write (its
 * id, its author the session's user, its time this write's) makes its author follow the topic, read up to
 * the reply. An existing row keeps its choice and only moves its read mark forward.
 */
export function followOnReplyStatement(db: Db, owner: OwnerKey, replyId: string, at: string) {
  const row = db
    .select({
      userId: forumReplies.authorId,
      threadId: forumReplies.threadId,
      following: sql<boolean>`1`.as("following"),
      readAt: sql<string>`${at}`.as("read_at"),
      createdAt: sql<string>`${at}`.as("created_at"),
    })
    .from(forumReplies)
    .where(
      and(
        eq(forumReplies.id, replyId),
        eq(forumReplies.authorId, owner),
        eq(forumReplies.createdAt, at),
        mayFollow(forumReplies.authorId, forumReplies.threadId),
      ),
    );
  return db
    .insert(topicFollows)
    .select(row)
    .onConflictDoUpdate({ target: onFollow, set: { readAt: readForward } });
}

/** Auto-follow of a new topic by its author, in the topic's own batch (written by this write, at `at`). */
export function followOnThreadStatement(db: Db, owner: OwnerKey, threadId: string, at: string) {
  const row = db
    .select({
      userId: forumThreads.authorId,
      threadId: forumThreads.id,
      following: sql<boolean>`1`.as("following"),
      readAt: sql<string>`${at}`.as("read_at"),
      createdAt: sql<string>`${at}`.as("created_at"),
    })
    .from(forumThreads)
    .where(
      and(
        eq(forumThreads.id, threadId),
        eq(forumThreads.authorId, owner),
        eq(forumThreads.createdAt, at),
        mayFollow(forumThreads.authorId, forumThreads.id),
      ),
    );
  return db
    .insert(topicFollows)
    .select(row)
    .onConflictDoUpdate({ target: onFollow, set: { readAt: readForward } });
}

/** Which topic a button names: by its slug (the topic page) or its id (/forum/suivis). */
export type TopicKey = { slug: string } | { id: string };
const topicWhere = (topic: TopicKey) => ("slug" in topic ? eq(forumThreads.slug, topic.slug) : eq(forumThreads.id, topic.id));

/**
 * « Suivre ce sujet » (`following` true) or « Ne plus suivre » (false), for the session's user, as one
 * statement: returns the row when it was written; following is refused (no row) over the cap. Following
 * from the topic counts it as read up to now (the person is on it).
 */
export function setFollowStatement(db: Db, owner: OwnerKey, topic: TopicKey, following: boolean, now = new Date()) {
  const at = now.toISOString();
  const row = db
    .select({
      userId: sql<string>`${owner}`.as("user_id"),
      threadId: forumThreads.id,
      following: sql<boolean>`${following ? 1 : 0}`.as("following"),
      readAt: sql<string>`${at}`.as("read_at"),
      createdAt: sql<string>`${at}`.as("created_at"),
    })
    .from(forumThreads)
    .where(and(topicWhere(topic), sql`${owner} is not null`, following ? mayFollow(owner, forumThreads.id) : undefined));
  return db
    .insert(topicFollows)
    .select(row)
    .onConflictDoUpdate({ target: onFollow, set: following ? { following: true, readAt: readForward } : { following: false } })
    .returning({ threadId: topicFollows.threadId, following: topicFollows.following });
}

/** The person's follow of one topic: whether they follow it and whether it has replies they have not read. */
const followStateQuery = (db: Db, owner: OwnerKey, slug: string) =>
  db
    .select({ following: topicFollows.following, unread: hasUnreadReply().mapWith(Boolean) })
    .from(topicFollows)
    .where(
      and(
        eq(topicFollows.userId, owner),
        eq(topicFollows.threadId, sql`(select ${forumThreads.id} from ${forumThreads} where ${forumThreads.slug} = ${slug})`),
      ),
    );

/**
 * Reading marks read: the follow's `read_at` moves to the newest reply shown on the page (`newest`, a
 * scalar subquery of the page's own batch), never backwards. Between two reads of the follow's state (see
 * `readChangedCount`), in the batch that reads the page.
 */
export function markReadQueries(db: Db, owner: OwnerKey, slug: string, newest: SQL) {
  const threadId = sql`(select ${forumThreads.id} from ${forumThreads} where ${forumThreads.slug} = ${slug})`;
  return [
    followStateQuery(db, owner, slug),
    db
      .update(topicFollows)
      .set({ readAt: sql`${newest}` })
      .where(and(eq(topicFollows.userId, owner), eq(topicFollows.threadId, threadId), lt(topicFollows.readAt, newest))),
    followStateQuery(db, owner, slug),
  ] as const;
}

/** When a reply of this topic was written (null for any other reply): how far a live read goes. */
export function replyTimeInTopic(slug: string, replyId: string): SQL {
  return sql`(select r.created_at from ${forumReplies} r where r.id = ${replyId}
    and r.thread_id = (select ${forumThreads.id} from ${forumThreads} where ${forumThreads.slug} = ${slug}))`;
}

type FollowState = { following: boolean; unread: boolean } | undefined;

/** The reading changed the person's count of unread followed topics: this topic was unread and is no more. */
export function readChangedCount(before: FollowState, after: FollowState): boolean {
  return Boolean(before?.following && before.unread && after && !after.unread);
}

/**
 * The person's followed topics (at most FOLLOW_CAP), topics with new replies first, then the most recent
 * activity; each with how many replies they have not read and the first of them (and how many replies come
 * before it in the topic's order, for its page).
 */
export function followedTopicsQuery(db: Db, owner: OwnerKey) {
  const firstUnread = sql`(select r.id from ${forumReplies} r where r.thread_id = ${forumThreads.id} and r.created_at > ${topicFollows.readAt}
    and r.deleted_at is null and r.author_id is not ${topicFollows.userId} order by r.created_at, r.rowid limit 1)`;
  const unread = sql<number>`(select count(*) from ${forumReplies} r where r.thread_id = ${forumThreads.id} and r.created_at > ${topicFollows.readAt}
    and r.deleted_at is null and r.author_id is not ${topicFollows.userId})`;
  return db
    .select({
      id: forumThreads.id,
      title: forumThreads.title,
      slug: forumThreads.slug,
      isLocked: forumThreads.isLocked,
      updatedAt: forumThreads.updatedAt,
      unread: unread.mapWith(Number).as("unread"),
      firstUnread: sql<string | null>`${firstUnread}`.as("first_unread"),
      before: sql<number>`(select count(*) from ${forumReplies} b, ${forumReplies} u where u.id = ${firstUnread}
        and b.thread_id = u.thread_id and (b.created_at < u.created_at or (b.created_at = u.created_at and b.rowid < u.rowid)))`
        .mapWith(Number)
        .as("before"),
    })
    .from(topicFollows)
    .innerJoin(forumThreads, eq(forumThreads.id, topicFollows.threadId))
    .where(and(eq(topicFollows.userId, owner), eq(topicFollows.following, true)))
    .orderBy(desc(sql`${unread} > 0`), desc(forumThreads.updatedAt), asc(forumThreads.id))
    .limit(FOLLOW_CAP);
}

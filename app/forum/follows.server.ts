/**
 * Followed topics (issue 57, decision 0475): the queries of `topic_follows`, in one place. A followed topic
 * is unread when a reply by someone else, not deleted, is newer than the follow's `read_at`.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { forumReplies, forumThreads, topicFollows } from "#db/schema";
import type { Db } from "~/utils/db.server";

/** A reply newer than the follow's `read_at`, by someone other than the follower, not deleted. */
export const hasUnreadReply = () =>
  sql<number>`exists (select 1 from ${forumReplies} where ${forumReplies.threadId} = ${topicFollows.threadId} and ${forumReplies.createdAt} > ${topicFollows.readAt} and ${forumReplies.deletedAt} is null and ${forumReplies.authorId} is not ${topicFollows.userId})`;

/** How many topics this person follows have replies they have not read: a query a batch can hold. */
export const unreadFollowedQuery = (db: Db, userId: string | ReturnType<typeof sql>) =>
  db
    .select({ count: count() })
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, userId), eq(topicFollows.following, true), hasUnreadReply()));

export async function unreadFollowedCount(db: Db, userId: string): Promise<number> {
  return (await unreadFollowedQuery(db, userId))[0]?.count ?? 0;
}

/** A reply to the topic by someone other than its author, not deleted: the topic has been answered. */
export const answeredByOthers = () =>
  sql<number>`exists (select 1 from ${forumReplies} where ${forumReplies.threadId} = ${forumThreads.id} and ${forumReplies.deletedAt} is null and ${forumReplies.authorId} is not ${forumThreads.authorId})`.mapWith(
    Boolean,
  );

/**
 * « Répondre » in one D1 round trip (issue 43 item 1, decision 0361): the session, the thread, the limit,
 * the insert, the counter and what the answer and the rooms need, in one batch (one transaction).
 *
 * Every statement names its author as the session's user (`owner`, session-batch.server.ts) and its thread
 * by slug, so nothing is read before the batch: without a session nothing is written and the author gets
 * the login redirect; a locked or missing thread, a parent from elsewhere or a refused limit leave the
 * insert empty, and the rows read in the same batch say which. The form's key (`cle`) is the reply's id
 * (decision 0341): the same form sent again finds its reply, written and counted once.
 */
import { and, eq, exists, not, sql } from "drizzle-orm";
import { forumReplies, forumThreads } from "#db/schema";
import { readWithSession } from "~/auth/session-batch.server";
import type { SessionUser } from "~/auth/session.server";
import { batchedLimitResult, limitInBatch } from "~/limits/limits.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { queueAfterAnswer } from "~/community-notices/queue.server";
import { broadcast } from "../../party/broadcast.server";
import { followOnReplyStatement } from "./follows.server";
import {
  cardQuery,
  repliesBefore,
  replyOfThread,
  replyQuery,
  toCard,
  toPage,
  toReply,
  type ReplyResult,
  type ThreadRecord,
} from "./threads.server";

export type ReplyInput = { content: string; parentId: string | null; cle?: string | null };

export type AddedReply = { user: SessionUser; thread: ThreadRecord | null; result: ReplyResult };

/** Adds a reply to the thread `slug` for the request's session; `thread` is null when there is no such thread. */
export async function addReply(
  db: Db,
  env: Env,
  request: Request,
  slug: string,
  input: ReplyInput,
  pages: ChangedPages,
  /** An id the form's key could not have (another reply's): this write takes a fresh one. */
  fresh = false,
): Promise<AddedReply> {
  const id = (!fresh && input.cle) || crypto.randomUUID();
  const now = new Date();
  const nowIso = now.toISOString();
  const token = crypto.randomUUID();
  const { parentId } = input;
  const threadId = sql`(SELECT ${forumThreads.id} FROM ${forumThreads} WHERE ${forumThreads.slug} = ${slug})`;
  const idUnused = not(exists(db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.id, id))));
  const open = and(
    eq(forumThreads.slug, slug),
    eq(forumThreads.isLocked, false),
    parentId === null ? undefined : exists(replyOfThread(db, threadId, parentId)),
  )!;

  const { user, results } = await readWithSession(
    db,
    env,
    request,
    (owner) => {
      // Counted only when the reply can be written: an open thread, a key not sent before.
      const counted = limitInBatch(db, "forum.reply", owner, token, {
        now,
        when: and(idUnused, exists(db.select({ id: forumThreads.id }).from(forumThreads).where(open))),
      });
      // The row comes from the thread's own row; its fields in the table's order (Drizzle's rule for an
      // insert from a select).
      const row = db
        .select({
          id: sql<string>`${id}`.as("id"),
          threadId: forumThreads.id,
          parentId: sql<string | null>`${parentId}`.as("parent_id"),
          content: sql<string>`${input.content}`.as("content"),
          authorId: sql<string>`${owner}`.as("author_id"),
          createdAt: sql<string>`${nowIso}`.as("created_at"),
          editedAt: sql<null>`NULL`.as("edited_at"),
          deletedAt: sql<null>`NULL`.as("deleted_at"),
        })
        .from(forumThreads)
        .where(and(open, counted.held));
      return [
        counted.count,
        // The same key sent twice at once: the second writes nothing, and counts nothing.
        db.insert(forumReplies).select(row).onConflictDoNothing().returning({ id: forumReplies.id }),
        db
          .update(forumThreads)
          .set({ replyCount: sql`${forumThreads.replyCount} + 1`, updatedAt: sql`max(${forumThreads.updatedAt}, ${nowIso})` })
          .where(and(eq(forumThreads.slug, slug), exists(replyOfThread(db, threadId, id, nowIso)))),
        // Its author follows the topic, read up to their reply (decision 0477): only when this write wrote it.
        followOnReplyStatement(db, owner, id, nowIso),
        // What the answer and the rooms need: the reply as the page shows it, its page, and the list's card,
        // which is also the thread's record (decision 0454: the thread is not read twice).
        replyQuery(db).where(and(eq(forumReplies.id, id), eq(forumReplies.threadId, threadId))),
        cardQuery(db).where(eq(forumThreads.slug, slug)),
        repliesBefore(db, threadId, id),
        counted.state,
      ] as const;
    },
    { require: true },
  );
  const [, inserted, , , replyRows, cardRows, beforeRows, limitRows] = results;
  const cardRow = cardRows[0];
  if (!cardRow) return { user, thread: null, result: { ok: false, reason: "locked" } };
  const card = toCard(cardRow);
  const thread: ThreadRecord = {
    id: card.id,
    slug: card.slug,
    authorId: cardRow.author_id,
    isLocked: card.isLocked,
    isPinned: card.isPinned,
  };
  const reply = replyRows[0] ? toReply(replyRows[0]) : null;
  const replyCount = card.replyCount;
  const page = toPage(beforeRows[0]);
  if (inserted.length === 0) {
    // Sent before (the same key, by its author): that reply is the answer, written once.
    if (reply && reply.author.id === user.id) return { user, thread, result: { ok: true, id, reply, replyCount, page } };
    if (thread.isLocked) return { user, thread, result: { ok: false, reason: "locked" } };
    // The key names someone else's reply, or one of another thread: a fresh id, once.
    if (!fresh && input.cle && replyRows.length === 0 && !limitRows[0]?.held) {
      const taken = await db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.id, id)).get();
      if (taken) return addReply(db, env, request, slug, input, pages, true);
    }
    const counted = batchedLimitResult("forum.reply", limitRows, now);
    if (!counted.ok)
      return {
        user,
        thread,
        result: { ok: false, reason: "limited", message: counted.message, retryAfterSeconds: counted.retryAfterSeconds },
      };
    return { user, thread, result: { ok: false, reason: "parent" } };
  }
  pages.thread(thread.slug);
  // The events carry the reply and the card: read once here instead of one page read per viewer.
  if (reply)
    broadcast(env, "ThreadRoom", `thread-${thread.id}`, { type: "reply:created", replyId: id, threadId: thread.id, reply, replyCount });
  broadcast(env, "ForumRoom", "forum", { type: "thread:updated", threadId: thread.id, card });
  // Its followers are told after the answer, which never waits for them (decision 0475).
  queueAfterAnswer(env, { job: "reply", replyId: id });
  return { user, thread, result: { ok: true, id, reply, replyCount, page } };
}

/**
 * The changes of a thread's page: a reply's edit or deletion, the thread's edit or deletion, pin and lock.
 * Each is one statement whose WHERE holds who may make it, so the page's change and its session go in one
 * D1 batch, one round trip (decision 0443): the thread as it was, the change (its RETURNING says whether
 * it happened), then the reply or the card as they now are, from which the answer is decided. The rules
 * are those of app/auth/permissions.ts, in SQL (`canManageSql`, `canModerateSql`).
 */
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { forumReplies, forumThreads } from "#db/schema";
import { canManageSql, canModerateSql } from "~/auth/permissions-sql.server";
import type { ChangeMaker } from "~/auth/session-batch.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { broadcast } from "../../party/broadcast.server";
import {
  cardQuery,
  replyQuery,
  replyStateQuery,
  threadRecordQuery,
  toCard,
  toReply,
  type ThreadRecord,
  type ThreadReply,
} from "./threads.server";

/** What a change of the thread's own row sets; "delete" removes the thread and its replies. */
export type ThreadRowChange =
  { title: string; content: string; editedAt: string } | { isPinned: boolean } | { isLocked: boolean } | "delete";

/** A reply's change: its words (edited), or its soft deletion (« Message supprimé »). */
export type ReplyRowChange = { content: string; editedAt: string } | { deletedAt: string };

export type PageChange = { on: "reply"; replyId: string; set: ReplyRowChange } | { on: "thread"; set: ThreadRowChange };

export type PageChangeOutcome =
  | { ok: false; reason: "thread-not-found" }
  | { ok: false; reason: "not-found" | "forbidden"; thread: ThreadRecord }
  | { ok: true; thread: ThreadRecord; reply: ThreadReply | null };

/** Who may change the thread's own row: a moderator for pin and lock, its author or a moderator otherwise. */
function mayChangeThread(owner: SQL, set: ThreadRowChange): SQL {
  return set !== "delete" && ("isPinned" in set || "isLocked" in set) ? canModerateSql(owner) : canManageSql(owner, forumThreads.authorId);
}

const threadIdOf = (slug: string) => sql`(SELECT ${forumThreads.id} FROM ${forumThreads} WHERE ${forumThreads.slug} = ${slug})`;

/** The reply's change, made only when `may` holds for its author; the reply must still be there. */
function replyChangeStatement(db: Db, slug: string, replyId: string, set: ReplyRowChange, may: (authorId: SQLWrapper) => SQL) {
  return db
    .update(forumReplies)
    .set(set)
    .where(
      and(
        eq(forumReplies.id, replyId),
        isNull(forumReplies.deletedAt),
        eq(forumReplies.threadId, threadIdOf(slug)),
        may(forumReplies.authorId),
      ),
    )
    .returning({ id: forumReplies.id });
}

/** The thread's change, made only when `may` holds. */
function threadChangeStatement(db: Db, slug: string, set: ThreadRowChange, may: SQL) {
  const where = and(eq(forumThreads.slug, slug), may);
  return set === "delete"
    ? db.delete(forumThreads).where(where).returning({ id: forumThreads.id })
    : db.update(forumThreads).set(set).where(where).returning({ id: forumThreads.id });
}

/** A reply as the page now shows it, and the card of the thread (null once deleted): read after a change. */
const replyNowQuery = (db: Db, slug: string, replyId: string) =>
  replyQuery(db).where(and(eq(forumReplies.id, replyId), eq(forumReplies.threadId, threadIdOf(slug))));
const cardNowQuery = (db: Db, slug: string) => cardQuery(db).where(eq(forumThreads.slug, slug));

/** The rooms hear of a change that happened; the pages it changed are named for the edge cache. */
function afterThreadChange(env: Env, thread: ThreadRecord, card: Parameters<typeof toCard>[0] | undefined, pages: ChangedPages) {
  pages.thread(thread.slug);
  broadcast(env, "ThreadRoom", `thread-${thread.id}`, { type: "thread:updated", threadId: thread.id });
  broadcast(env, "ForumRoom", "forum", { type: "thread:updated", threadId: thread.id, card: card ? toCard(card) : null });
}

function afterReplyChange(env: Env, thread: ThreadRecord, replyId: string, reply: ThreadReply | null, pages: ChangedPages) {
  pages.thread(thread.slug);
  if (reply) broadcast(env, "ThreadRoom", `thread-${thread.id}`, { type: "reply:updated", replyId, threadId: thread.id, reply });
}

/**
 * One change of the thread page `slug` by `owner` (the session's user as SQL, or a known actor's id:
 * `ownerById`), its statements sent by `run` (the writer's batch, with the session; or `db.batch`). The thread
 * is read before the change (a deleted thread's page still needs its address); without it,
 * "thread-not-found". A change that did not happen is "not-found" when its reply is gone, "forbidden" otherwise.
 */
export async function changeOnThreadPage<R>(
  db: Db,
  env: Env,
  who: ChangeMaker<R>,
  slug: string,
  change: PageChange,
  pages: ChangedPages,
): Promise<R & { outcome: PageChangeOutcome }> {
  if (change.on === "reply") {
    const { results, ...rest } = await who.run([
      threadRecordQuery(db, slug),
      replyChangeStatement(db, slug, change.replyId, change.set, (authorId) => canManageSql(who.owner, authorId)),
      replyStateQuery(db, slug, change.replyId),
      replyNowQuery(db, slug, change.replyId),
    ] as const);
    const [[thread], changed, [state], [now]] = results;
    const done = (outcome: PageChangeOutcome) => ({ ...(rest as R), outcome });
    if (!thread) return done({ ok: false, reason: "thread-not-found" });
    if (changed.length === 0) return done({ ok: false, reason: !state || state.deletedAt ? "not-found" : "forbidden", thread });
    const reply = now ? toReply(now) : null;
    afterReplyChange(env, thread, change.replyId, reply, pages);
    return done({ ok: true, thread, reply });
  }
  const { results, ...rest } = await who.run([
    threadRecordQuery(db, slug),
    threadChangeStatement(db, slug, change.set, mayChangeThread(who.owner, change.set)),
    cardNowQuery(db, slug),
  ] as const);
  const [[thread], changed, [card]] = results;
  const done = (outcome: PageChangeOutcome) => ({ ...(rest as R), outcome });
  if (!thread) return done({ ok: false, reason: "thread-not-found" });
  if (changed.length === 0) return done({ ok: false, reason: "forbidden", thread });
  afterThreadChange(env, thread, card, pages);
  return done({ ok: true, thread, reply: null });
}

/**
 * « Publier » a new topic in one D1 round trip (issue 43 item 1, decision 0361): the session, the limit
 * `forum.thread`, the insert and the list's card for the room, in one batch (one transaction).
 *
 * The author is the session's user (`owner`, session-batch.server.ts); the row comes from the author's
 * own profile row, so without a session nothing is written. A taken title (the unique slug index decides,
 * so two racing creators cannot both win) or a refused limit leave the insert empty, and the rows read in
 * the same batch say which. The form's key is the thread's id (decision 0341): the same form sent again
 * (a topic kept offline, a retry after a lost answer) finds its thread, written and counted once.
 */
import { and, eq, exists, not, or, sql } from "drizzle-orm";
import { forumThreads, profiles } from "#db/schema";
import { readWithSession } from "~/auth/session-batch.server";
import { batchedLimitResult, limitInBatch } from "~/limits/limits.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { WATCH_DELAY_SECONDS } from "~/community-notices/jobs";
import { queueAfterAnswer } from "~/community-notices/queue.server";
import { broadcast } from "../../party/broadcast.server";
import { followOnThreadStatement } from "./follows.server";
import { RESERVED_SLUGS, slugify } from "./slug";
import { cardQuery, toCard } from "./threads.server";

export type CreateThreadResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "duplicate" | "empty-slug" }
  | { ok: false; reason: "limited"; message: string; retryAfterSeconds: number };

export type ThreadInput = { title: string; content: string; cle?: string | null };

/** Creates a thread authored by the request's session (the login redirect, thrown, without one). */
export async function createThread(
  db: Db,
  env: Env,
  request: Request,
  input: ThreadInput,
  pages: ChangedPages,
  /** The key names someone else's thread (never a real form's): a fresh id. */
  fresh = false,
): Promise<CreateThreadResult> {
  const slug = slugify(input.title);
  if (!slug) return { ok: false, reason: "empty-slug" };
  // A thread at /forum/nouveau could never be opened: the new-thread form owns that address.
  if (RESERVED_SLUGS.has(slug)) return { ok: false, reason: "duplicate" };
  const id = (!fresh && input.cle) || crypto.randomUUID();
  const now = new Date();
  const nowIso = now.toISOString();
  const token = crypto.randomUUID();
  // Counted only when it can be written: its title free, its key not sent before.
  const free = not(
    exists(
      db
        .select({ id: forumThreads.id })
        .from(forumThreads)
        .where(or(eq(forumThreads.slug, slug), eq(forumThreads.id, id))),
    ),
  );
  const { user, results } = await readWithSession(
    db,
    env,
    request,
    (owner) => {
      const counted = limitInBatch(db, "forum.thread", owner, token, { now, when: free });
      // The row comes from the author's profile: none without a session, or when the limit refused.
      // Its fields in the table's order (Drizzle's rule for an insert from a select).
      const row = db
        .select({
          id: sql<string>`${id}`.as("id"),
          title: sql<string>`${input.title}`.as("title"),
          slug: sql<string>`${slug}`.as("slug"),
          content: sql<string>`${input.content}`.as("content"),
          authorId: profiles.id,
          isPinned: sql<boolean>`0`.as("is_pinned"),
          isLocked: sql<boolean>`0`.as("is_locked"),
          replyCount: sql<number>`0`.as("reply_count"),
          createdAt: sql<string>`${nowIso}`.as("created_at"),
          updatedAt: sql<string>`${nowIso}`.as("updated_at"),
          editedAt: sql<null>`NULL`.as("edited_at"),
        })
        .from(profiles)
        .where(and(eq(profiles.id, owner), counted.held));
      return [
        counted.count,
        // A taken title, or the same key sent twice at once: nothing written.
        db.insert(forumThreads).select(row).onConflictDoNothing().returning({ id: forumThreads.id }),
        // Its author follows it (decision 0477): only when this write wrote it.
        followOnThreadStatement(db, owner, id, nowIso),
        cardQuery(db).where(eq(forumThreads.id, id)),
        db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.slug, slug)),
        counted.state,
      ] as const;
    },
    { require: true },
  );
  const [, inserted, , cardRows, sameTitle, limitRows] = results;
  const card = cardRows[0] ? toCard(cardRows[0]) : null;
  if (inserted.length === 0) {
    // Sent before by its author: that thread is the answer, written once.
    if (card && card.author.id === user.id) return { ok: true, id, slug: card.slug };
    if (card && input.cle && !fresh) return createThread(db, env, request, input, pages, true);
    if (sameTitle.length > 0) return { ok: false, reason: "duplicate" };
    const counted = batchedLimitResult("forum.thread", limitRows, now);
    if (!counted.ok) return { ok: false, reason: "limited", message: counted.message, retryAfterSeconds: counted.retryAfterSeconds };
    return { ok: false, reason: "duplicate" };
  }
  pages.thread(slug);
  if (card) broadcast(env, "ForumRoom", "forum", { type: "thread:created", threadId: id, card });
  // Thirty minutes on, if nobody else has answered, the veilleurs on duty are told (decision 0475).
  queueAfterAnswer(env, { job: "watch", threadId: id }, WATCH_DELAY_SECONDS);
  return { ok: true, id, slug };
}

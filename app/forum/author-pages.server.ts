import { eq, type SQL } from "drizzle-orm";
import { forumReplies, forumThreads } from "#db/schema";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";

/** A pseudo, an avatar or an account touches at most this many thread pages' caches (the rest expire within 30 s). */
const MAX_THREADS = 500;

/**
 * The threads a person opened or answered, as a statement a write's batch can hold (then `nameAuthorPagesFrom`);
 * `userId` may be the owner of a write's session (`Writer.owner`).
 */
export function authorPagesQuery(db: Db, userId: string | SQL) {
  return db
    .select({ slug: forumThreads.slug })
    .from(forumThreads)
    .where(eq(forumThreads.authorId, userId))
    .union(
      db
        .select({ slug: forumThreads.slug })
        .from(forumReplies)
        .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
        .where(eq(forumReplies.authorId, userId)),
    )
    .limit(MAX_THREADS);
}

export function nameAuthorPagesFrom(rows: { slug: string }[], pages: ChangedPages): void {
  pages.forumList();
  for (const row of rows) pages.thread(row.slug);
}

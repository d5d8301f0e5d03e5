import { sql } from "drizzle-orm";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";

/** A pseudo, an avatar or an account touches at most this many thread pages' caches (the rest expire within 30 s). */
const MAX_THREADS = 500;

/**
 * Names every public page that shows a person's name or avatar: /forum and the threads they opened or
 * answered (decision 0160). Read before an account's deletion, which leaves their posts without author.
 */
export async function nameAuthorPages(db: Db, userId: string, pages: ChangedPages): Promise<void> {
  const rows = await db.all<{ slug: string }>(sql`SELECT slug FROM forum_threads WHERE author_id = ${userId}
    UNION SELECT t.slug FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id WHERE r.author_id = ${userId}
    LIMIT ${MAX_THREADS}`);
  pages.forumList();
  for (const row of rows) pages.thread(row.slug);
}

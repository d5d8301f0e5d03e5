/**
 * Search in one's own records (issue 17 §8, decision 0120): practice answers, questions and love
 * letters, through their FTS5 tables (migration records_search). Every branch joins back to its
 * record and keeps only the user's own rows; a match in someone else's text is never returned.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/utils/db.server";

const SEARCH_PAGE_SIZE = 20;
const EXCERPT_TOKENS = 24;

export type SearchKind = "answer" | "question" | "love";
export type SearchHit = {
  kind: SearchKind;
  id: string;
  parentId: string | null;
  title: string;
  subtitle: string | null;
  excerpt: string;
  at: string;
};

/**
 * The page of the owner's hits for an FTS query (`ftsQuery`), newest first, one more than shown: a
 * statement for the page's batch (`readWithSession`), so the search and the session are one round trip.
 */
export function searchRecordsQuery(db: Db, owner: string | SQL, match: string, page: number) {
  // In `sql`: three FTS5 tables (virtual tables the schema cannot model) with snippet(), one UNION ALL.
  const hits = sql`(
      SELECT 'answer' AS kind, r.id AS id, s.id AS parentId, s.tool_name AS title, r.step_title AS subtitle,
             snippet(practice_responses_fts, -1, '', '', '…', ${EXCERPT_TOKENS}) AS excerpt, r.updated_at AS at
        FROM practice_responses_fts f
        JOIN practice_responses r ON r.rowid = f.rowid
        JOIN practice_sessions s ON s.id = r.session_id
       WHERE practice_responses_fts MATCH ${match} AND s.user_id = ${owner}
      UNION ALL
      SELECT 'question', q.id, q.practice_session_id, q.question, NULL,
             snippet(user_questions_fts, -1, '', '', '…', ${EXCERPT_TOKENS}), q.created_at
        FROM user_questions_fts f
        JOIN user_questions q ON q.rowid = f.rowid
       WHERE user_questions_fts MATCH ${match} AND q.user_id = ${owner}
      UNION ALL
      SELECT 'love', l.id, NULL, l.title, l.age_category,
             snippet(love_words_fts, -1, '', '', '…', ${EXCERPT_TOKENS}), l.created_at
        FROM love_words_fts f
        JOIN love_words l ON l.rowid = f.rowid
       WHERE love_words_fts MATCH ${match} AND l.user_id = ${owner}
    ) AS hits`;
  return db
    .select({
      kind: sql<SearchKind>`kind`,
      id: sql<string>`id`,
      parentId: sql<string | null>`parentId`,
      title: sql<string>`title`,
      subtitle: sql<string | null>`subtitle`,
      excerpt: sql<string>`excerpt`,
      at: sql<string>`at`,
    })
    .from(hits)
    .orderBy(sql`at DESC, id DESC`)
    .limit(SEARCH_PAGE_SIZE + 1)
    .offset((page - 1) * SEARCH_PAGE_SIZE);
}

/** The page from that statement's rows. */
export function searchResultFrom(rows: SearchHit[]) {
  return { hits: rows.slice(0, SEARCH_PAGE_SIZE), hasNext: rows.length > SEARCH_PAGE_SIZE, searched: true };
}

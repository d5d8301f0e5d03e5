-- Full-text search over forum threads (title, content). Hand-written: Drizzle cannot model FTS5.
-- unicode61 with remove_diacritics 2 folds case and accents: "eveil" matches "Éveil".
CREATE VIRTUAL TABLE `forum_threads_fts` USING fts5(
	title,
	content,
	content='forum_threads',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `forum_threads_fts_ai` AFTER INSERT ON `forum_threads` BEGIN
	INSERT INTO forum_threads_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_threads_fts_ad` AFTER DELETE ON `forum_threads` BEGIN
	INSERT INTO forum_threads_fts(forum_threads_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_threads_fts_au` AFTER UPDATE OF title, content ON `forum_threads` BEGIN
	INSERT INTO forum_threads_fts(forum_threads_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
	INSERT INTO forum_threads_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;

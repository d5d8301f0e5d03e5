-- Full-text search over one's own records (issue 17 §8, decision 0120): practice answers, questions,
-- love letters. Hand-written: Drizzle cannot model FTS5. External-content tables: the text stays in
-- its own table, the owner is read from there at query time (records-search.server.ts).
-- unicode61 with remove_diacritics 2 folds case and accents: "eveil" matches "Éveil".
CREATE VIRTUAL TABLE `practice_responses_fts` USING fts5(
	response_text,
	content='practice_responses',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `practice_responses_fts_ai` AFTER INSERT ON `practice_responses` BEGIN
	INSERT INTO practice_responses_fts(rowid, response_text) VALUES (new.rowid, new.response_text);
END;
--> statement-breakpoint
CREATE TRIGGER `practice_responses_fts_ad` AFTER DELETE ON `practice_responses` BEGIN
	INSERT INTO practice_responses_fts(practice_responses_fts, rowid, response_text) VALUES ('delete', old.rowid, old.response_text);
END;
--> statement-breakpoint
CREATE TRIGGER `practice_responses_fts_au` AFTER UPDATE OF response_text ON `practice_responses` BEGIN
	INSERT INTO practice_responses_fts(practice_responses_fts, rowid, response_text) VALUES ('delete', old.rowid, old.response_text);
	INSERT INTO practice_responses_fts(rowid, response_text) VALUES (new.rowid, new.response_text);
END;
--> statement-breakpoint
INSERT INTO practice_responses_fts(practice_responses_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `user_questions_fts` USING fts5(
	question,
	response_text,
	content='user_questions',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `user_questions_fts_ai` AFTER INSERT ON `user_questions` BEGIN
	INSERT INTO user_questions_fts(rowid, question, response_text) VALUES (new.rowid, new.question, new.response_text);
END;
--> statement-breakpoint
CREATE TRIGGER `user_questions_fts_ad` AFTER DELETE ON `user_questions` BEGIN
	INSERT INTO user_questions_fts(user_questions_fts, rowid, question, response_text) VALUES ('delete', old.rowid, old.question, old.response_text);
END;
--> statement-breakpoint
CREATE TRIGGER `user_questions_fts_au` AFTER UPDATE OF question, response_text ON `user_questions` BEGIN
	INSERT INTO user_questions_fts(user_questions_fts, rowid, question, response_text) VALUES ('delete', old.rowid, old.question, old.response_text);
	INSERT INTO user_questions_fts(rowid, question, response_text) VALUES (new.rowid, new.question, new.response_text);
END;
--> statement-breakpoint
INSERT INTO user_questions_fts(user_questions_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `love_words_fts` USING fts5(
	title,
	content,
	content='love_words',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `love_words_fts_ai` AFTER INSERT ON `love_words` BEGIN
	INSERT INTO love_words_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `love_words_fts_ad` AFTER DELETE ON `love_words` BEGIN
	INSERT INTO love_words_fts(love_words_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `love_words_fts_au` AFTER UPDATE OF title, content ON `love_words` BEGIN
	INSERT INTO love_words_fts(love_words_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
	INSERT INTO love_words_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;
--> statement-breakpoint
INSERT INTO love_words_fts(love_words_fts) VALUES ('rebuild');

-- Letters sealed until a day (issue 44 item 4, decision 0420). `drizzle-kit generate`'s output for
-- db/schema.ts's `sealedLetters` (meta/0012_snapshot.json), with comments.
-- No FTS table and no trigger: a sealed letter's words are in no search index (decision 0422).
CREATE TABLE `sealed_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`opens_on` text NOT NULL,
	`time_zone` text NOT NULL,
	`opens_at` text NOT NULL,
	`opened_at` text,
	`announced_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sealed_letters_user_opens_idx` ON `sealed_letters` (`user_id`,`opens_at`);--> statement-breakpoint
-- The due letters not yet announced, read each minute by dueLetterNotices (app/letters/due.server.ts).
CREATE INDEX `sealed_letters_due_idx` ON `sealed_letters` (`opens_at`) WHERE `announced_at` IS NULL;

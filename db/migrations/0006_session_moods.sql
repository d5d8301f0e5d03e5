ALTER TABLE `practice_sessions` ADD `mood_before` text;--> statement-breakpoint
ALTER TABLE `practice_sessions` ADD `mood_after` text;
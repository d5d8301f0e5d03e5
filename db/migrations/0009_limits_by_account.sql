-- One limits module (issue 41, decision 0300). Counters were keyed by strings searched with LIKE/instr,
-- and an account's deletion wiped other people's counters. Every key is now built from a limit's
-- separate parts and matched whole; a counter that counts an account names it in `user_id`, which
-- cascades with the account. Counters are short-lived: the old ones, in the old key format, are dropped
-- (known sign-in addresses are earned again by the next right password).
DROP TABLE `rate_limits`;--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_started_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `rate_limits_user_idx` ON `rate_limits` (`user_id`);--> statement-breakpoint
CREATE INDEX `rate_limits_expires_idx` ON `rate_limits` (`expires_at`);

CREATE TABLE `notice_choices` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `topic_follows` (
	`user_id` text NOT NULL,
	`thread_id` text NOT NULL,
	`following` integer DEFAULT true NOT NULL,
	`read_at` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `thread_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `topic_follows_thread_idx` ON `topic_follows` (`thread_id`,`following`);--> statement-breakpoint
CREATE TABLE `veilleurs` (
	`user_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`time_zone` text DEFAULT 'Europe/Paris' NOT NULL,
	`quiet_start` text,
	`quiet_end` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

ALTER TABLE `notice_deliveries` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
-- Rows claimed before the column: a push destination's key is "<notice>|push:<subscription id>", written by the app.
UPDATE `notice_deliveries` SET `channel` = 'push' WHERE `key` LIKE '%|push:%';

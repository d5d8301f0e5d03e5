ALTER TABLE `auth_tokens` ADD `browser_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `username_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_skeleton_unique` ON `users` (`username_skeleton`);--> statement-breakpoint
-- Backfill (decision 0322): an ASCII pseudo's skeleton is computed here, as app/auth/names.ts does it
-- (lower-cased, then m → rn, 0 → o, 1 → l: the only ASCII letters and digits confusables.txt maps).
-- When two existing pseudos already look alike, only the oldest gets its skeleton; the other stays
-- NULL (never blocking) until the scheduled backfill, which leaves it NULL and logs it. Non-ASCII
-- pseudos are filled by the scheduled backfill (app/auth/names.server.ts).
UPDATE `users` SET `username_skeleton` = replace(replace(replace(lower(`username`), 'm', 'rn'), '0', 'o'), '1', 'l')
WHERE `username` NOT GLOB '*[^ -~]*'
  AND NOT EXISTS (
    SELECT 1 FROM `users` AS `older`
    WHERE `older`.`username` NOT GLOB '*[^ -~]*'
      AND replace(replace(replace(lower(`older`.`username`), 'm', 'rn'), '0', 'o'), '1', 'l')
        = replace(replace(replace(lower(`users`.`username`), 'm', 'rn'), '0', 'o'), '1', 'l')
      AND (`older`.`created_at` < `users`.`created_at` OR (`older`.`created_at` = `users`.`created_at` AND `older`.`id` < `users`.`id`))
  );

ALTER TABLE `users` ADD `username_skeleton_cased` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_skeleton_cased_unique` ON `users` (`username_skeleton_cased`);--> statement-breakpoint
-- Backfill (decision 0467): an ASCII pseudo's second skeleton, as app/auth/names.server.ts computes it
-- (`nameSkeletons`): the confusables before case is folded, which among the ASCII characters a pseudo
-- may hold changes only the capital I (→ l), then 0010's skeleton. When two existing pseudos read
-- alike this way, only the oldest gets it; the other stays NULL (never blocking) and the scheduled
-- backfill logs it. Non-ASCII pseudos are filled by the scheduled backfill.
UPDATE `users` SET `username_skeleton_cased` = replace(replace(replace(lower(replace(`username`, 'I', 'l')), 'm', 'rn'), '0', 'o'), '1', 'l')
WHERE `username` NOT GLOB '*[^ -~]*'
  AND NOT EXISTS (
    SELECT 1 FROM `users` AS `older`
    WHERE `older`.`username` NOT GLOB '*[^ -~]*'
      AND replace(replace(replace(lower(replace(`older`.`username`, 'I', 'l')), 'm', 'rn'), '0', 'o'), '1', 'l')
        = replace(replace(replace(lower(replace(`users`.`username`, 'I', 'l')), 'm', 'rn'), '0', 'o'), '1', 'l')
      AND (`older`.`created_at` < `users`.`created_at` OR (`older`.`created_at` = `users`.`created_at` AND `older`.`id` < `users`.`id`))
  );

-- A letter's notice keeps the person's hours (issue 44 leftovers, decision 0409). `drizzle-kit generate`'s
-- output for db/schema.ts's `sealedLetters` (meta/0014_snapshot.json), with comments and the backfill.
-- The per-minute read (dueLetterNotices, app/letters/due.server.ts) goes by `announce_at`, the earliest
-- the notice may go, no longer by `opens_at`: a letter it defers is moved forward, never read again before.
DROP INDEX `sealed_letters_due_idx`;--> statement-breakpoint
ALTER TABLE `sealed_letters` ADD `announce_at` text;--> statement-breakpoint
-- Letters written before: from their opening instant; the first read defers them to 09:00 of their day.
UPDATE `sealed_letters` SET `announce_at` = `opens_at`;--> statement-breakpoint
CREATE INDEX `sealed_letters_announce_idx` ON `sealed_letters` (`announce_at`) WHERE "sealed_letters"."announced_at" IS NULL;

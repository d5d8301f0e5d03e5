-- A write batched with its limit (issue 43 item 1): the request whose count was accepted leaves its token,
-- and the write's statements go on only where it is theirs (app/limits/limits.server.ts `limitInBatch`).
ALTER TABLE `rate_limits` ADD `last_token` text;
import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

/**
 * Counts one hit against `key` in a fixed window and returns the count so far.
 * A single UPSERT keeps the counter exact under concurrent requests.
 */
export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_started_at) VALUES (${key}, 1, ${nowIso})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN ${nowIso} ELSE rate_limits.window_started_at END
    RETURNING count`);
  return row?.count ?? 1;
}

/** The current count of `key` within the window, without counting a hit. */
export async function peek(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const row = await db.get<{ count: number }>(
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_started_at > ${windowStart}`,
  );
  return row?.count ?? 0;
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.run(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Login limits: failures per account and per IP address within 15 minutes. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perIp: 30 } as const;

export function clientIp(request: Request): string {
  // Cloudflare sets this header and overwrites any value a client sends.
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

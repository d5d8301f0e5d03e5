import { and, eq, gt, lte, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import { timingSafeEqual } from "./crypto.server";
import type { Db } from "./db.server";
import { isDevelopment } from "./env.server";

/**
 * Counts one hit against `key` in a fixed window and returns the count so far.
 * A single UPSERT keeps the counter exact under concurrent requests.
 */
export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  return (await hitWindow(db, key, windowMs, now)).count;
}

/** Like `hit`, with when the current window ends (for Retry-After). */
export async function hitWindow(db: Db, key: string, windowMs: number, now = new Date()): Promise<{ count: number; resetsAt: number }> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const over = lte(rateLimits.windowStartedAt, windowStart);
  const row = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: nowIso })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${over} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${over} THEN ${nowIso} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count, started: rateLimits.windowStartedAt })
    .get();
  const started = row ? Date.parse(row.started) : now.getTime();
  return { count: row?.count ?? 1, resetsAt: started + windowMs };
}

/** The current count of `key` within the window, without counting a hit. */
export async function peek(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, windowStart)))
    .get();
  return row?.count ?? 0;
}

/** The count of a counter whose key names its own period (a day's quota), or 0. */
export async function countOf(db: Db, key: string): Promise<number> {
  const row = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)).get();
  return row?.count ?? 0;
}

/**
 * Counts `cost` against a counter whose key names its own period when it stays within `limit`, in one
 * statement (exact under concurrent requests). Returns the new count, or null when it would not fit.
 */
export async function spend(db: Db, key: string, cost: number, limit: number, now = new Date()): Promise<number | null> {
  if (cost > limit) return null;
  const row = await db
    .insert(rateLimits)
    .values({ key, count: cost, windowStartedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + ${cost}` },
      setWhere: lte(sql`${rateLimits.count} + ${cost}`, limit),
    })
    .returning({ count: rateLimits.count })
    .get();
  return row?.count ?? null;
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The statement that deletes every counter kept under one person: their id, e-mail or pseudo as one
 * `:`-separated part of the key (an account's deletion; rate_limits has no foreign key to cascade).
 */
export function deleteCountersOf(db: Db, parts: string[]) {
  const matches = parts
    .filter((part) => part.length > 0)
    .map((part) => sql`(instr(${rateLimits.key}, ${`:${part}:`}) > 0 OR substr(${rateLimits.key}, ${-(part.length + 1)}) = ${`:${part}`})`);
  return db.delete(rateLimits).where(sql.join(matches, sql` OR `));
}

/** Takes one back from a counter (a success that had been counted as an attempt). */
export async function unhit(db: Db, key: string): Promise<void> {
  await giveBack(db, key, 1);
}

/** Gives `cost` back to a counter, never below 0 (what a failed request had spent). */
export async function giveBack(db: Db, key: string, cost: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - ${cost}, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * The client's address. On Cloudflare, CF-Connecting-IP is set by the platform, which overwrites
 * any value a client sends. Locally nothing guarantees that, so the header is not trusted: every
 * request is "local", unless a test proves itself with X-Test-Secret and names its address.
 */
export function clientIp(request: Request, env: Pick<Env, "APP_ENV" | "SESSION_SECRET">): string {
  if (!isDevelopment(env)) return request.headers.get("CF-Connecting-IP") ?? "unknown";
  if (__DEV_HOOKS__) {
    const testIp = request.headers.get("X-Test-Client-IP");
    if (testIp && /^[\w.:-]{1,64}$/.test(testIp) && timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET)) {
      return testIp;
    }
  }
  return "local";
}

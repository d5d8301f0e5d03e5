/**
 * The one function that enforces a limit of the table (table.ts), and its few helpers. A counter is one
 * row of `rate_limits`, found by its exact key (key.ts); counting and checking are one UPSERT, so
 * parallel requests cannot all pass a check made before them. A refused hit is not counted.
 */
import { and, eq, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { profiles, rateLimits } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { LOCAL_CLIENT } from "./client.server";
import { ACCOUNT_MARK, limitKey, limitKeyAround, type Subject } from "./key";
import { LIMITS, type LimitName, type SubjectOf } from "./table";

export type LimitResult =
  | { ok: true; count: number; remaining: number }
  | { ok: false; count: number; retryAfterSeconds: number; retryAfterMs: number; message: string };

/** The window's start for a counter of `name` counted at `now` (a Paris day starts at its midnight). */
function windowOf(name: LimitName, now: Date) {
  const rule = LIMITS[name];
  return { windowMs: rule.windowMs, started: now.toISOString(), ends: new Date(now.getTime() + rule.windowMs).toISOString() };
}

/** The account a counter belongs to, when it counts one: it is deleted with that account. */
function ownerOf(name: LimitName, subject: Subject): string | null {
  return (LIMITS[name].counts as readonly string[]).includes("account") ? (subject.account ?? null) : null;
}

/**
 * Counts `cost` against the limit `name` for `subject` when it fits within the limit's maximum, and says
 * so; a refusal carries the table's French message and when to try again. `binding` limits are
 * enforced in server.ts, not here.
 */
export async function limit<N extends LimitName>(
  db: Db,
  name: N,
  subject: SubjectOf<N>,
  /**
   * `owner`: the account a counter of typed identifiers or addresses is about, when one has them (so it
   * goes with that account's deletion). Only ever the account found from the counted value itself.
   */
  options: { cost?: number; now?: Date; owner?: string | null } = {},
): Promise<LimitResult> {
  const rule = LIMITS[name];
  const cost = options.cost ?? 1;
  const now = options.now ?? new Date();
  const key = limitKey(name, subject, now);
  const { started, ends } = windowOf(name, now);
  if (cost > rule.max) return refusal(name, rule.max, Date.parse(ends), now);
  // Local development only: "local" is every unproven browser at once, not one client (client.server.ts).
  const counts: readonly string[] = rule.counts;
  if (counts.length === 1 && counts[0] === "client" && (subject as Subject).client === LOCAL_CLIENT) {
    return { ok: true, count: 0, remaining: rule.max };
  }
  const nowIso = now.toISOString();
  const over = lte(rateLimits.expiresAt, nowIso);
  const row = await db
    .insert(rateLimits)
    .values({ key, count: cost, windowStartedAt: started, expiresAt: ends, userId: ownerOf(name, subject) ?? options.owner ?? null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${over} THEN ${cost} ELSE ${rateLimits.count} + ${cost} END`,
        windowStartedAt: sql`CASE WHEN ${over} THEN ${started} ELSE ${rateLimits.windowStartedAt} END`,
        expiresAt: sql`CASE WHEN ${over} THEN ${ends} ELSE ${rateLimits.expiresAt} END`,
        userId: sql`coalesce(excluded.user_id, ${rateLimits.userId})`,
      },
      setWhere: or(over, lte(sql`${rateLimits.count} + ${cost}`, rule.max)),
    })
    .returning({ count: rateLimits.count })
    .get();
  if (row) return { ok: true, count: row.count, remaining: Math.max(0, rule.max - row.count) };
  const current = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  return refusal(name, current?.count ?? rule.max, current ? Date.parse(current.expiresAt) : Date.parse(ends), now);
}

/**
 * A limit counted inside a write's own D1 batch, for the account of the batch's session (issue 43 item 1):
 * one round trip for the session, the limit and the write. `count` is the UPSERT of `limit` (a refused hit
 * is not counted) that also leaves this request's `token` on the counter; the write's statements add
 * `held` to their WHERE, so they change nothing unless this request's count was accepted; `state` reads
 * the counter back, for `batchedLimitResult` to answer as `limit` does. Counts the account alone, unless
 * `subject` says what it counts, `ACCOUNT_MARK` (key.ts) standing for the account wherever it is named.
 * Nothing is counted without a session (the counter comes from the owner's profile row), unless
 * `withoutSession` (a sign-in).
 */
export function limitInBatch<N extends LimitName>(
  db: Db,
  name: N,
  owner: SQL,
  token: string,
  /**
   * `when`: counted only if this holds too (the write can happen: a thread still open, a key not yet used).
   * `subject`: what the counter counts (by default the account alone). `ownedByAccount`: whether the
   * counter goes with the account's deletion (by default, when its key names the account). `keyOwner`:
   * what `ACCOUNT_MARK` stands for in the key, when not `owner` itself (a typed identifier is in lower case).
   * `withoutSession`: counted whether `owner` names an account or not (a sign-in's typed identifier, whose key
   * holds no `ACCOUNT_MARK`); the counter then goes with `owner`'s account when it names one.
   */
  options: {
    now?: Date;
    when?: SQL;
    subject?: SubjectOf<N>;
    ownedByAccount?: boolean;
    keyOwner?: SQL;
    withoutSession?: boolean;
    /** What this request counts for (1 by default; an assistant's image counts more). More than the limit's maximum never fits. */
    cost?: number;
  } = {},
) {
  const now = options.now ?? new Date();
  const rule = LIMITS[name];
  const cost = options.cost ?? 1;
  const when = and(options.when, cost > rule.max ? sql`0` : undefined);
  const subject: Subject = options.subject ?? { account: ACCOUNT_MARK };
  const key = limitKeyInSql(name, subject, options.keyOwner ?? owner, now);
  const ownedByAccount = options.ownedByAccount ?? Object.values(subject).some((value) => value?.includes(ACCOUNT_MARK));
  const { started, ends } = windowOf(name, now);
  const nowIso = now.toISOString();
  const over = sql`${rateLimits.expiresAt} <= ${nowIso}`;
  // INSERT … SELECT from the owner's profile row (none without a session), or from nothing at all
  // `withoutSession`, with ON CONFLICT: SQLite needs the SELECT's WHERE to tell the upsert from a join.
  // (Drizzle cannot batch a raw statement with parameters on D1: its builder it is.)
  const accountId = options.withoutSession ? sql`(SELECT ${profiles.id} FROM ${profiles} WHERE ${profiles.id} = ${owner})` : profiles.id;
  // In the table's column order: an INSERT … SELECT takes its values by position.
  const fields = {
    key: sql<string>`${key}`.as("key"),
    count: sql<number>`${cost}`.as("count"),
    windowStartedAt: sql<string>`${started}`.as("window_started_at"),
    expiresAt: sql<string>`${ends}`.as("expires_at"),
    userId: ownedByAccount ? sql<string | null>`${accountId}`.as("user_id") : sql<null>`NULL`.as("user_id"),
    lastToken: sql<string>`${token}`.as("last_token"),
  };
  const fresh = options.withoutSession
    ? db
        .select(fields)
        .from(sql`(SELECT 1)`)
        .where(when ?? sql`1`)
    : db
        .select(fields)
        .from(profiles)
        .where(and(eq(profiles.id, owner), when));
  const count = db
    .insert(rateLimits)
    .select(fresh)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${over} THEN ${cost} ELSE ${rateLimits.count} + ${cost} END`,
        windowStartedAt: sql`CASE WHEN ${over} THEN ${started} ELSE ${rateLimits.windowStartedAt} END`,
        expiresAt: sql`CASE WHEN ${over} THEN ${ends} ELSE ${rateLimits.expiresAt} END`,
        lastToken: sql`excluded.last_token`,
        userId: sql`coalesce(excluded.user_id, ${rateLimits.userId})`,
      },
      setWhere: or(over, lte(sql`${rateLimits.count} + ${cost}`, rule.max)),
    });
  const held = sql`EXISTS (SELECT 1 FROM ${rateLimits} WHERE ${rateLimits.key} = ${key} AND ${rateLimits.lastToken} = ${token})`;
  const state = db
    .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt, held: sql<number>`${rateLimits.lastToken} = ${token}`.as("held") })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { count, held, state };
}

/** The key of `name` for `subject` as SQL, `ACCOUNT_MARK` in a value standing for `owner` (a session's account, or an id). */
function limitKeyInSql(name: LimitName, subject: Subject, owner: SQL, now = new Date()): SQL {
  const pieces = limitKeyAround(name, subject, now);
  return sql`(${sql.join(
    pieces.map((piece) => sql`${piece}`),
    sql` || ${owner} || `,
  )})`;
}

/** Whether the counter of `name` for `subject` (`ACCOUNT_MARK` standing for `owner`) has a count in its window. */
export function countedInSql(name: LimitName, subject: Subject, owner: SQL, now = new Date()): SQL {
  const key = limitKeyInSql(name, subject, owner, now);
  return sql`EXISTS (SELECT 1 FROM ${rateLimits} WHERE ${rateLimits.key} = ${key} AND ${rateLimits.expiresAt} > ${now.toISOString()} AND ${rateLimits.count} > 0)`;
}

/** `forget` as a statement for a batch (`ACCOUNT_MARK` standing for `owner`), changing nothing unless `when` holds. */
export function forgetStatement(db: Db, name: LimitName, subject: Subject, owner: SQL, options: { now?: Date; when?: SQL } = {}) {
  return db.delete(rateLimits).where(and(eq(rateLimits.key, limitKeyInSql(name, subject, owner, options.now)), options.when));
}

/** `giveBack` of one as a statement for a batch (`ACCOUNT_MARK` standing for `owner`), changing nothing unless `when` holds. */
export function giveBackStatement(db: Db, name: LimitName, subject: Subject, owner: SQL, options: { now?: Date; when?: SQL } = {}) {
  return db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, limitKeyInSql(name, subject, owner, options.now)), options.when));
}

/** What `limit` would have answered, from the rows of `limitInBatch`'s `state` (read in the same batch). */
export function batchedLimitResult(name: LimitName, rows: { count: number; expiresAt: string; held: unknown }[], now: Date): LimitResult {
  const rule = LIMITS[name];
  const row = rows[0];
  if (row?.held) return { ok: true, count: row.count, remaining: Math.max(0, rule.max - row.count) };
  return refusal(name, row?.count ?? rule.max, row ? Date.parse(row.expiresAt) : Date.parse(windowOf(name, now).ends), now);
}

function refusal(name: LimitName, count: number, until: number, now: Date): LimitResult {
  const retryAfterMs = Math.max(1, until - now.getTime());
  return {
    ok: false,
    count,
    retryAfterMs,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    message: LIMITS[name].message,
  };
}

/** The first refusal among several results (those counted before it stay counted, as each was a try). */
export function firstRefusal(results: LimitResult[]): Extract<LimitResult, { ok: false }> | null {
  const refused = results.filter((r): r is Extract<LimitResult, { ok: false }> => !r.ok);
  if (!refused.length) return null;
  return refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
}

/** Gives `cost` back to a counter, never below 0 (what a failed request had spent, or a success forgiven). */
export async function giveBack<N extends LimitName>(db: Db, name: N, subject: SubjectOf<N>, cost = 1, now = new Date()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - ${cost}, 0)` })
    .where(eq(rateLimits.key, limitKey(name, subject, now)));
}

/** The nightly clean-up: counters whose window has ended. */
export function purgeEndedLimits(db: Db, now = new Date()) {
  return db.delete(rateLimits).where(lt(rateLimits.expiresAt, now.toISOString()));
}

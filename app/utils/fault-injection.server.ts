import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import type { Db } from "./db.server";
import { isDevelopment } from "./env.server";

/**
 * Local development and tests only: a request carrying `X-Test-Secret` (the SESSION_SECRET) and
 * `X-Test-Fail-Table: <table>` gets a D1 binding on which every statement naming that table fails,
 * as a broken database would. This lets the integration tests reach each screen's real failure path
 * (a read cannot be made to fail with a trigger). Outside development the headers are never read.
 */
export function withInjectedFaults(d1: D1Database, env: Env, request: Request): D1Database {
  if (!isDevelopment(env)) return d1;
  const table = request.headers.get("X-Test-Fail-Table");
  if (!table || !/^\w+$/.test(table) || request.headers.get("X-Test-Secret") !== env.SESSION_SECRET) return d1;
  const names = new RegExp(`["\`\\s]${table}["\`\\s]`);
  return new Proxy(d1, {
    get(target, property) {
      // D1's own prepare, wrapped: the hook sees every statement Drizzle sends, whatever its shape.
      if (property === "prepare") {
        return (query: string) => (names.test(` ${query} `) ? failingStatement() : target.prepare(query));
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function failingStatement(): D1PreparedStatement {
  const fail = () => Promise.reject(new Error("D1_ERROR: panne simulée (X-Test-Fail-Table)"));
  const statement: D1PreparedStatement = new Proxy({} as D1PreparedStatement, {
    get: (_target, property) => (property === "bind" ? () => statement : fail),
  });
  return statement;
}

/**
 * Local tests only: holds a finished answer for `X-Test-Hold-Ms` (at most 5 s) before it is sent and
 * stored, as a slow network or a busy isolate would (tests/integration/edge-cache.test.ts uses it to
 * let a write's purge land between a visitor's reads and the storing of their page).
 */
export async function holdForTest(env: Env, request: Request): Promise<void> {
  if (!isDevelopment(env) || request.headers.get("X-Test-Secret") !== env.SESSION_SECRET) return;
  const ms = Math.min(Number(request.headers.get("X-Test-Hold-Ms") ?? 0) || 0, 5000);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Local tests only: a request carrying `X-Test-Count-D1: 1` (with the secret) gets a D1 binding that
 * counts its round trips (one per `batch`, one per statement run alone); the count is answered in
 * `X-Test-D1-Round-Trips`. The integration tests prove with it that a page reads in one round trip.
 */
export function withRoundTripCount(d1: D1Database, env: Env, request: Request): { d1: D1Database; roundTrips: () => number } | null {
  if (!isDevelopment(env) || request.headers.get("X-Test-Count-D1") !== "1" || request.headers.get("X-Test-Secret") !== env.SESSION_SECRET)
    return null;
  let count = 0;
  // `batch` must receive workerd's own statements: each counted copy remembers the one it wraps.
  const original = new WeakMap<object, D1PreparedStatement>();
  const counted = (inner: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (STATEMENT_RUNS.has(property)) count++;
          const result = value.apply(target, args);
          return property === "bind" ? counted(result as D1PreparedStatement) : result;
        };
      },
    });
    original.set(proxy, inner);
    return proxy;
  };
  const database = new Proxy(d1, {
    get(target, property) {
      // D1's own prepare, wrapped, to count the round trips of whatever Drizzle sends.
      if (property === "prepare") return (query: string) => counted(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          count++;
          return target.batch(statements.map((s) => original.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: database, roundTrips: () => count };
}

const STATEMENT_RUNS: ReadonlySet<PropertyKey> = new Set(["first", "all", "run", "raw"]);

/**
 * Local tests only: faults of the notices' path that no request carries (the Cron Trigger and the queue
 * consumer run without one, and `wrangler dev` may run them in another isolate than `fetch`), set
 * through /dev/notice-faults and kept in the local D1, as counters `dev-fault|<name>` of `rate_limits`
 * (an hour long, purged nightly like any ended counter). Each is used up one fault at a time:
 * - `sendBatch`: the NOTICES queue's next `sendBatch` calls throw (app/rendez-vous/dispatch.server.ts);
 * - `dropEmail`: the outbox's next e-mails are dropped, as a provider refusing them would.
 * A production build never reads them (`__DEV_HOOKS__`); the route exists only in local builds (decision 0062).
 */
export type InjectedFault = "sendBatch" | "dropEmail";
const FAULTS: readonly InjectedFault[] = ["sendBatch", "dropEmail"];
const faultKey = (name: InjectedFault) => `dev-fault|${name}`;

export async function injectFaults(db: Db, faults: Partial<Record<InjectedFault, number>>): Promise<void> {
  const now = new Date();
  for (const name of FAULTS) {
    const count = faults[name];
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > 1000) continue;
    const values = { count, windowStartedAt: now.toISOString(), expiresAt: new Date(now.getTime() + 3_600_000).toISOString() };
    await db
      .insert(rateLimits)
      .values({ key: faultKey(name), ...values })
      .onConflictDoUpdate({ target: rateLimits.key, set: values });
  }
}

export async function injectedFaultsLeft(db: Db): Promise<Record<InjectedFault, number>> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(inArray(rateLimits.key, FAULTS.map(faultKey)));
  return Object.fromEntries(FAULTS.map((name) => [name, rows.find((r) => r.key === faultKey(name))?.count ?? 0])) as Record<
    InjectedFault,
    number
  >;
}

export async function takeInjectedFault(db: Db, name: InjectedFault): Promise<boolean> {
  if (!__DEV_HOOKS__) return false;
  const taken = await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, faultKey(name)), gt(rateLimits.count, 0)))
    .returning({ count: rateLimits.count });
  return taken.length > 0;
}

/** The NOTICES queue, whose `sendBatch` fails while a `sendBatch` fault is set (local tests only). */
export function withQueueFaults<Body>(queue: Queue<Body>, env: Env, db: Db): Pick<Queue<Body>, "sendBatch"> {
  if (!__DEV_HOOKS__ || !isDevelopment(env)) return queue;
  return {
    sendBatch: async (messages, options) => {
      if (await takeInjectedFault(db, "sendBatch")) throw new Error("sendBatch refusé (panne simulée, /dev/notice-faults)");
      return queue.sendBatch(messages, options);
    },
  };
}

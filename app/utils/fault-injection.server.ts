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

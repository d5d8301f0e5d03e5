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

import { describe, expect, it } from "vitest";
import { withInjectedFaults } from "./fault-injection.server";

const d1 = {
  prepare: (query: string) => ({ bind: () => ({ all: async () => ({ results: [query] }) }) }),
} as unknown as D1Database;
const dev = { APP_ENV: "development", SESSION_SECRET: "s3cret" } as Env;
const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
const run = (db: D1Database, query: string) => db.prepare(query).bind().all();

describe("withInjectedFaults", () => {
  it("fails every statement naming the table, and only those, in development with the secret", async () => {
    const db = withInjectedFaults(d1, dev, request({ "X-Test-Secret": "s3cret", "X-Test-Fail-Table": "questions" }));
    await expect(run(db, 'select "id" from "questions" where "user_id" = ?')).rejects.toThrow(/panne simulée/);
    await expect(run(db, 'select "id" from "questions_fts"')).resolves.toBeTruthy();
    await expect(run(db, 'select "id" from "sessions"')).resolves.toBeTruthy();
  });

  it("is the untouched binding in production, without the secret, or for a strange table name", () => {
    const headers = { "X-Test-Secret": "s3cret", "X-Test-Fail-Table": "questions" };
    expect(withInjectedFaults(d1, { ...dev, APP_ENV: "production" } as Env, request(headers))).toBe(d1);
    expect(withInjectedFaults(d1, dev, request({ ...headers, "X-Test-Secret": "non" }))).toBe(d1);
    expect(withInjectedFaults(d1, dev, request({ ...headers, "X-Test-Fail-Table": "a|b" }))).toBe(d1);
  });
});

// Queries compiled once (app/utils/compiled-query.server.ts, decision 0148): the SQL is Drizzle's,
// each request binds its values in the placeholders' order, and rows are decoded as Drizzle decodes
// them. The D1 binding here only records what it is given: the queries themselves run against the
// real local D1 in tests/integration/session-batch.test.ts (the dashboard).
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userActs } from "#db/schema";
import { compileQuery, queryBuilder } from "~/utils/compiled-query.server";

function recordingD1() {
  const bound: unknown[][] = [];
  const prepared: string[] = [];
  const d1 = {
    prepare(text: string) {
      prepared.push(text);
      return { bind: (...values: unknown[]) => (bound.push(values), { text, values }) };
    },
  } as unknown as D1Database;
  return { d1, bound, prepared };
}

const acts = compileQuery(
  queryBuilder
    .select({ id: userActs.id, done: userActs.isCompleted, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(userActs)
    .where(sql`${eq(userActs.userId, sql.placeholder("owner"))} AND ${userActs.createdAt} >= ${sql.placeholder("since")} AND ${userActs.actText} <> ${"x"}`),
);

describe("compileQuery", () => {
  it("keeps Drizzle's SQL and binds each request's values in the placeholders' order, constants in place", () => {
    expect(acts.sql).toContain('from "user_acts"');
    const { d1, bound, prepared } = recordingD1();
    acts.bind(d1, { since: "2026-11-01", owner: "u1" });
    acts.bind(d1, { since: "2026-11-02", owner: "u2" });
    expect(prepared).toEqual([acts.sql, acts.sql]);
    expect(bound).toEqual([
      ["u1", "2026-11-01", "x"],
      ["u2", "2026-11-02", "x"],
    ]);
  });

  it("refuses to run with a placeholder left without a value", () => {
    expect(() => acts.bind(recordingD1().d1, { owner: "u1" })).toThrow(/since/);
  });

  it("decodes each row by the select's fields, in order, as Drizzle would (booleans, mapWith, null)", () => {
    const rows = acts.rows({ results: [{ id: "a", is_completed: 1, "count(*) over ()": "2" }, { id: "b", is_completed: 0, "count(*) over ()": null }] } as unknown as D1Result);
    expect(rows).toEqual([
      { id: "a", done: true, n: 2 },
      { id: "b", done: false, n: null },
    ]);
    expect(acts.rows(undefined)).toEqual([]);
  });

  it("fails loudly when two columns share a name (D1 would give one), rather than shifting the fields", () => {
    expect(() => acts.rows({ results: [{ id: "a", is_completed: 1 }] } as unknown as D1Result)).toThrow(/2 columns for 3 fields/);
  });

  it("compiles only flat selections", () => {
    expect(() => compileQuery(queryBuilder.select({ act: { id: userActs.id } }).from(userActs) as never)).toThrow(/nested/);
  });

  it("is the query a request would build: count() and a table's columns", () => {
    const counted = compileQuery(queryBuilder.select({ n: count() }).from(userActs).where(eq(userActs.userId, sql.placeholder("owner"))));
    expect(counted.rows({ results: [{ "count(*)": 4 }] } as unknown as D1Result)).toEqual([{ n: 4 }]);
  });
});

/**
 * The role rules inside a write's statement (decision 0443) say what app/auth/permissions.ts says, for every
 * role, in the local D1 itself: a change that decides in one round trip never lets through anyone the pages
 * would refuse, nor refuses anyone they let through.
 */
import { sql, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { canManage, canModerate } from "~/auth/permissions";
import { canManageSql, canModerateSql } from "~/auth/permissions-sql.server";
import { ROLES, type Role } from "~/auth/roles";
import { query, sqlString } from "../support/db";

const dialect = new SQLiteSyncDialect();

/** The expression's value for the local D1: 1, 0 or null (no such person). */
function valueOf(expression: SQL): number | null {
  const { sql: text, params } = dialect.sqlToQuery(sql`SELECT ${expression} AS v`);
  let at = 0;
  const inlined = text.replace(/\?/g, () => sqlString(String(params[at++])));
  return query<{ v: number | null }>(inlined)[0]!.v;
}

describe("the role rules in SQL", () => {
  // The demo accounts (scripts/seed-local.mjs) hold one of each role.
  const people = query<{ id: string; role: Role }>(
    `SELECT id, role FROM profiles WHERE id IN (SELECT id FROM users WHERE username IN ('admin', 'moderateur', 'camille'))`,
  );

  it("covers every role", () => {
    expect(new Set(people.map((p) => p.role))).toEqual(new Set(ROLES));
  });

  it("moderates and manages exactly as the pages' rules do", () => {
    const author = people.find((p) => p.role === "user")!.id;
    for (const person of people) {
      const owner = sql`${person.id}`;
      expect(Boolean(valueOf(canModerateSql(owner))), `${person.role} moderates`).toBe(canModerate(person));
      for (const authorId of [person.id, author, "someone-else"]) {
        const column = sql`${authorId}`;
        expect(Boolean(valueOf(canManageSql(owner, column))), `${person.role} manages ${authorId}`).toBe(canManage(person, authorId));
      }
    }
  });

  it("lets nobody through without a session", () => {
    const nobody = sql`(SELECT user_id FROM sessions WHERE id = ${"no-such-session"})`;
    expect(Boolean(valueOf(canModerateSql(nobody)))).toBe(false);
    expect(Boolean(valueOf(canManageSql(nobody, sql`${people[0]!.id}`)))).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDb } from "~/utils/db.server";
import { ownKeysOf, type AccountOfLimits } from "./account";
import { deleteLimitsOf } from "./account.server";
import { limitKey, type Subject } from "./key";
import { LIMITS, type LimitName } from "./table";

const names = Object.keys(LIMITS) as LimitName[];
const hostile = fc.constantFrom("10.66.66.66", "account", "ip", "user", "login", "known", "2026-11-28", "local", "a:b", "a|b", "x=y");
const text = fc.oneof(hostile, fc.string({ minLength: 1, maxLength: 10 }));
const account = fc.record({ id: fc.oneof(fc.uuid(), hostile), email: fc.oneof(fc.emailAddress(), hostile), usernameKey: text });

type Row = { key: string; userId: string | null };

/**
 * What the deletion statement removes (deleteLimitsOf: `user_id = ? OR key IN (…)`), applied to rows.
 * The test below checks the statement has exactly that shape and those parameters.
 */
function afterDeletion(rows: Row[], deleted: AccountOfLimits): Row[] {
  const keys = new Set(ownKeysOf(deleted));
  return rows.filter((row) => row.userId !== deleted.id && !keys.has(row.key));
}

/** Someone else's counter: any limit, any parts (one of them may even be the deleted person's pseudo), owned by another account or none. */
function otherRow(deleted: AccountOfLimits) {
  const part = fc.oneof(text, fc.constantFrom(deleted.id, deleted.email, deleted.usernameKey));
  return fc
    .record({
      name: fc.constantFrom(...names),
      account: part,
      identifier: part,
      client: part,
      recipient: part,
      owner: fc.option(fc.uuid()),
    })
    .filter((r) => {
      const counts: readonly string[] = LIMITS[r.name].counts;
      // Not the deleted person's own counters: none counts their account, nor their e-mail or pseudo alone.
      if (counts.includes("account") && r.account === deleted.id) return false;
      if (counts.length === 1 && counts[0] === "identifier" && [deleted.email, deleted.usernameKey].includes(r.identifier)) return false;
      if (counts.length === 1 && counts[0] === "recipient" && r.recipient === deleted.email) return false;
      return r.owner !== deleted.id;
    })
    .map((r): Row => {
      const subject: Subject = { account: r.account, identifier: r.identifier, client: r.client, recipient: r.recipient };
      const counts: readonly string[] = LIMITS[r.name].counts;
      return { key: limitKey(r.name, subject), userId: counts.includes("account") ? r.account : r.owner };
    });
}

describe("deleting an account (issue 41's High)", () => {
  it("leaves every other person's counter unchanged, whatever the deleted pseudo, e-mail or id", () => {
    fc.assert(
      fc.property(
        account.chain((deleted) => fc.tuple(fc.constant(deleted), fc.array(otherRow(deleted), { maxLength: 30 }))),
        ([deleted, others]) => {
          const own: Row[] = [
            { key: limitKey("assistant.day", { account: deleted.id }), userId: deleted.id },
            { key: limitKey("login.identifier", { identifier: deleted.usernameKey }), userId: null },
            { key: limitKey("email.recipient", { recipient: deleted.email }), userId: null },
          ];
          expect(afterDeletion([...others, ...own], deleted)).toEqual(others);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("is one statement: the account's own rows by user_id, and its exact keys, never a part of a key", () => {
    const db = createDb({} as D1Database);
    const deleted = { id: "u-1", email: "10.66.66.66@exemple.test", usernameKey: "10.66.66.66" };
    const { sql, params } = deleteLimitsOf(db, deleted).toSQL();
    expect(sql).toMatch(/^delete from "rate_limits" where \("rate_limits"\."user_id" = \? or "rate_limits"\."key" in \([?, ]+\)\)$/);
    expect(sql).not.toMatch(/like|instr|substr/i);
    expect(params).toEqual([deleted.id, ...ownKeysOf(deleted)]);
  });
});

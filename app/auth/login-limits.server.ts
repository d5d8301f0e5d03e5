/**
 * Password login limits (decision 0060, changed by decision 0162), declared in the limits table
 * (app/limits/table.ts: `login.*`). Counted per typed identifier (the pseudo or the e-mail, in lower
 * case), whether an account has it or not: a refusal never tells which identifiers share an account,
 * nor whether one exists. An attacker's failures limit that attacker's address, not the owner: the
 * owner is refused only by the identifier-wide ceiling, which an address that has signed in to this
 * account before is exempt from.
 */
import { sql, type SQL } from "drizzle-orm";
import { LOCAL_CLIENT } from "~/limits/client.server";
import { ACCOUNT_MARK } from "~/limits/key";
import { batchedLimitResult, countedInSql, firstRefusal, forgetStatement, giveBackStatement, limitInBatch } from "~/limits/limits.server";
import type { Db } from "~/utils/db.server";

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Who a try is against, inside a batch's SQL. `identifier`: the typed identifier as the keys hold it,
 * `ACCOUNT_MARK` standing for `keyOwner` in it. `account`: the account that has it (NULL when none does).
 * `withSession`: counted only while `account` is a live session's (the profile's own password); a sign-in
 * counts every try, whether an account has the identifier or not.
 */
type TriedAgainst = { identifier: string; keyOwner?: SQL; account: SQL; withSession: boolean };

/** Where a signed-in person's own account is named among typed identifiers (`ownAccount`). */
const OWN_ACCOUNT = "compte:";

/**
 * A sign-in's typed identifier as the keys hold it: trimmed, in lower case. What was typed never reaches
 * into `ownAccount`'s counters (a pseudo like « compte:<id> ») nor stands for an account (`ACCOUNT_MARK`):
 * no pseudo or e-mail looks like either, so those tries are only ever counted apart.
 */
export function typedIdentifier(identifier: string) {
  const typed = identifier.trim().toLowerCase().replaceAll(ACCOUNT_MARK, "\uFFFD");
  return typed.startsWith(OWN_ACCOUNT) ? `saisi:${typed}` : typed;
}

/**
 * A signed-in person's own account as a login subject (the profile's password change): `ACCOUNT_MARK`
 * stands for the account's id, in lower case as a typed identifier is.
 */
export function ownAccount(owner: SQL): TriedAgainst {
  return { identifier: `${OWN_ACCOUNT}${ACCOUNT_MARK}`, keyOwner: sql`lower(${owner})`, account: owner, withSession: true };
}

/** Someone signing in with `identifier`, which `account` has (an SQL subquery, NULL when none has it). */
export function typedAccount(identifier: string, account: SQL): TriedAgainst {
  return { identifier: typedIdentifier(identifier), account, withSession: false };
}

/**
 * Counts one try before the password is checked, as statements of one batch (the sign-in's, with the
 * account's read; the profile's, with the session and the stored hash): the per-address limits, then the
 * identifier-wide ceiling only for a try that passed them from an address not known to the account. A
 * refused count is not counted. `result` answers from the statements' results, in their order. The one
 * rule of a password try (decision 0450).
 */
export function loginAttemptInBatch(db: Db, who: TriedAgainst, ip: string, token: string, now = new Date()) {
  const shared = { now, keyOwner: who.keyOwner, withoutSession: !who.withSession };
  const pairs = (["login.pair", "login.pairDay"] as const).map((name) =>
    limitInBatch(db, name, who.account, token, { ...shared, subject: { identifier: who.identifier, client: ip }, ownedByAccount: true }),
  );
  // Local development only: "local" is every unproven browser at once, not one client (as `limit` does).
  const client =
    ip === LOCAL_CLIENT
      ? null
      : limitInBatch(db, "login.client", who.account, token, { ...shared, subject: { client: ip }, ownedByAccount: false });
  const known = countedInSql("login.known", { account: ACCOUNT_MARK, client: ip }, who.account, now);
  const passed = sql.join([...pairs.map((counted) => counted.held), client?.held ?? sql`1`], sql` AND `);
  const identifier = limitInBatch(db, "login.identifier", who.account, token, {
    ...shared,
    subject: { identifier: who.identifier },
    ownedByAccount: true,
    when: sql`${passed} AND NOT ${known}`,
  });
  const counters = [...pairs, ...(client ? [client] : [])];
  const statements = [
    ...counters.map((counted) => counted.count),
    identifier.count,
    ...counters.map((counted) => counted.state),
    identifier.state,
    db.select({ known: sql<number>`${known}`.as("known") }).from(sql`(SELECT 1)`),
  ] as const;
  type StateRows = { count: number; expiresAt: string; held: unknown }[];
  function result(rows: readonly unknown[]): LoginAttempt {
    const states = rows.slice(counters.length + 1) as StateRows[];
    const names = ["login.pair", "login.pairDay", ...(client ? ["login.client" as const] : [])] as const;
    const refused = firstRefusal(names.map((name, i) => batchedLimitResult(name, states[i]!, now)));
    if (refused) return { allowed: false, retryAfterSeconds: refused.retryAfterSeconds };
    const [knownRow] = rows[statements.length - 1] as { known: unknown }[];
    if (!knownRow?.known) {
      const ceiling = batchedLimitResult("login.identifier", states[names.length]!, now);
      if (!ceiling.ok) return { allowed: false, retryAfterSeconds: ceiling.retryAfterSeconds };
    }
    return { allowed: true };
  }
  return { statements, result };
}

/**
 * The right password, as statements for a batch: this address's tries against `who` are forgiven, and
 * the address is known to the account `userId` for 30 days (exempt from the identifier-wide ceiling).
 */
export function forgiveAttemptsStatements(db: Db, who: TriedAgainst, userId: string, ip: string, token: string, now = new Date()) {
  const account = sql`${userId}`;
  const keyOwner = who.keyOwner ?? account;
  const pair = { identifier: who.identifier, client: ip };
  const known = { account: ACCOUNT_MARK, client: ip };
  return [
    forgetStatement(db, "login.pair", pair, keyOwner, { now }),
    forgetStatement(db, "login.pairDay", pair, keyOwner, { now }),
    giveBackStatement(db, "login.client", { client: ip }, account, { now }),
    giveBackStatement(db, "login.identifier", { identifier: who.identifier }, keyOwner, { now }),
    forgetStatement(db, "login.known", known, account, { now }),
    limitInBatch(db, "login.known", account, token, { now, subject: known }).count,
  ] as const;
}

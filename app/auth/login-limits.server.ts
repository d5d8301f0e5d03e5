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
import {
  batchedLimitResult,
  countedInSql,
  countOf,
  firstRefusal,
  forget,
  forgetStatement,
  giveBack,
  giveBackStatement,
  limit,
  limitInBatch,
} from "~/limits/limits.server";
import type { Db } from "~/utils/db.server";

/**
 * Who a try is against: the typed identifier, and the account that has it when there is one. The
 * visible counters follow the identifier; only "this address has signed in to this account" (earned
 * with the right password) follows the account.
 */
export type LoginSubject = { identifier: string; userId: string | null };

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function typed(subject: LoginSubject) {
  return subject.identifier.trim().toLowerCase();
}

/** Counts one try before the password is checked; refuses when a limit is passed. */
export async function countLoginAttempt(db: Db, subject: LoginSubject, ip: string, now = new Date()): Promise<LoginAttempt> {
  const identifier = typed(subject);
  const owner = subject.userId;
  const [pair, pairDay, address, known] = await Promise.all([
    limit(db, "login.pair", { identifier, client: ip }, { now, owner }),
    limit(db, "login.pairDay", { identifier, client: ip }, { now, owner }),
    limit(db, "login.client", { client: ip }, { now }),
    subject.userId ? countOf(db, "login.known", { account: subject.userId, client: ip }, now) : 0,
  ]);
  const refused = firstRefusal([pair, pairDay, address]);
  if (refused) return { allowed: false, retryAfterSeconds: refused.retryAfterSeconds };
  // Only tries that passed the per-address limits reach the identifier-wide ceiling.
  if (!known) {
    const ceiling = await limit(db, "login.identifier", { identifier }, { now, owner });
    if (!ceiling.ok) return { allowed: false, retryAfterSeconds: ceiling.retryAfterSeconds };
  }
  return { allowed: true };
}

/** The right password: this address's tries are forgiven and it becomes known for this account. */
export async function forgiveLoginAttempts(db: Db, subject: LoginSubject, ip: string, now = new Date()): Promise<void> {
  const identifier = typed(subject);
  const userId = subject.userId;
  await Promise.all([
    forget(db, "login.pair", { identifier, client: ip }, now),
    forget(db, "login.pairDay", { identifier, client: ip }, now),
    giveBack(db, "login.client", { client: ip }, 1, now),
    giveBack(db, "login.identifier", { identifier }, 1, now),
    userId
      ? forget(db, "login.known", { account: userId, client: ip }, now).then(() =>
          limit(db, "login.known", { account: userId, client: ip }, { now }),
        )
      : null,
  ]);
}

/**
 * A signed-in person's own account as a login subject (the profile's password change), in a batch's SQL:
 * `ACCOUNT_MARK` stands for the account's id, in lower case as a typed identifier is (`typed`).
 */
const OWN_ACCOUNT = `compte:${ACCOUNT_MARK}`;
const lowered = (owner: SQL) => sql`lower(${owner})`;

/**
 * `countLoginAttempt` for the session's own account (`owner`), as statements of the session's batch: the
 * same limits, counted the same way (the identifier-wide ceiling only for a try that passed the per-address
 * limits, from an address not known to the account) and read back, so that `result` answers as
 * `countLoginAttempt` does. One round trip with the session and the password's hash (decision 0450).
 */
export function ownAttemptInBatch(db: Db, owner: SQL, ip: string, token: string, now = new Date()) {
  const keyOwner = lowered(owner);
  const pairs = (["login.pair", "login.pairDay"] as const).map((name) =>
    limitInBatch(db, name, owner, token, { now, keyOwner, subject: { identifier: OWN_ACCOUNT, client: ip }, ownedByAccount: true }),
  );
  // Local development only: "local" is every unproven browser at once, not one client (as `limit` does).
  const client =
    ip === LOCAL_CLIENT ? null : limitInBatch(db, "login.client", owner, token, { now, subject: { client: ip }, ownedByAccount: false });
  const known = countedInSql("login.known", { account: ACCOUNT_MARK, client: ip }, owner, now);
  const passed = sql.join([...pairs.map((counted) => counted.held), client?.held ?? sql`1`], sql` AND `);
  const identifier = limitInBatch(db, "login.identifier", owner, token, {
    now,
    keyOwner,
    subject: { identifier: OWN_ACCOUNT },
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
  ];
  type StateRows = { count: number; expiresAt: string; held: unknown }[];
  /** What `countLoginAttempt` would have answered, from these statements' results (in their order). */
  function result(rows: readonly unknown[]): LoginAttempt {
    const states = rows.slice(counters.length + 1) as StateRows[];
    const names = ["login.pair", "login.pairDay", ...(client ? ["login.client" as const] : [])] as const;
    const refused = firstRefusal(names.map((name, i) => batchedLimitResult(name, states[i]!, now)));
    if (refused) return { allowed: false, retryAfterSeconds: refused.retryAfterSeconds };
    const [knownRow] = rows[rows.length - 1] as { known: unknown }[];
    if (!knownRow?.known) {
      const ceiling = batchedLimitResult("login.identifier", states[names.length]!, now);
      if (!ceiling.ok) return { allowed: false, retryAfterSeconds: ceiling.retryAfterSeconds };
    }
    return { allowed: true };
  }
  return { statements, result };
}

/**
 * `forgiveLoginAttempts` for the account `userId`'s own tries (`ownAttemptInBatch`), as statements for the
 * password change's batch: the same counters forgotten or given back, the address known again for 30 days.
 */
export function forgiveOwnAttemptsStatements(db: Db, userId: string, ip: string, token: string, now = new Date()) {
  const owner = sql`${userId}`;
  const keyOwner = lowered(owner);
  const pair = { identifier: OWN_ACCOUNT, client: ip };
  const known = { account: ACCOUNT_MARK, client: ip };
  return [
    forgetStatement(db, "login.pair", pair, keyOwner, { now }),
    forgetStatement(db, "login.pairDay", pair, keyOwner, { now }),
    giveBackStatement(db, "login.client", { client: ip }, owner, { now }),
    giveBackStatement(db, "login.identifier", { identifier: OWN_ACCOUNT }, keyOwner, { now }),
    forgetStatement(db, "login.known", known, owner, { now }),
    limitInBatch(db, "login.known", owner, token, { now, subject: known }).count,
  ] as const;
}

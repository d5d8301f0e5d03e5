/**
 * Password login limits (decision 0060, changed by decision 0162), declared in the limits table
 * (app/limits/table.ts: `login.*`). Counted per typed identifier (the pseudo or the e-mail, in lower
 * case), whether an account has it or not: a refusal never tells which identifiers share an account,
 * nor whether one exists. An attacker's failures limit that attacker's address, not the owner: the
 * owner is refused only by the identifier-wide ceiling, which an address that has signed in to this
 * account before is exempt from.
 */
import { countOf, firstRefusal, forget, giveBack, limit } from "~/limits/limits.server";
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

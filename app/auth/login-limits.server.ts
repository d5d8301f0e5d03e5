/**
 * Password login limits (decision 0060, changed by decision 0162). Counted per typed identifier (the
 * pseudo or the e-mail, in lower case), whether an account has it or not: a refusal never tells which
 * identifiers share an account, nor whether one exists. Each counter is increased and read in one
 * UPSERT, so parallel tries cannot all pass a check made before them. An attacker's failures limit
 * that attacker's address, not the owner: the owner is refused only by the identifier-wide ceiling,
 * which an address that has signed in to this account before is exempt from.
 */
import type { Db } from "~/utils/db.server";
import { hitWindow, peek, reset, unhit } from "~/utils/rate-limit.server";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Growing delays: 5 tries per 15 min for one account from one address, then 20 per day. */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowMs: 15 * MINUTE },
  pairDay: { max: 20, windowMs: 24 * HOUR },
  address: { max: 30, windowMs: 15 * MINUTE },
  account: { max: 100, windowMs: HOUR },
  knownAddressMs: 30 * 24 * HOUR,
} as const;

/**
 * Who a try is against: the typed identifier, and the account that has it when there is one. The
 * visible counters follow the identifier; only "this address has signed in to this account" (earned
 * with the right password) follows the account.
 */
export type LoginSubject = { identifier: string; userId: string | null };

function keys(subject: LoginSubject, ip: string) {
  const typed = `i:${subject.identifier.trim().toLowerCase()}`;
  return {
    pair: `login:pair:${typed}:${ip}`,
    pairDay: `login:pairday:${typed}:${ip}`,
    address: `login:ip:${ip}`,
    account: `login:account:${typed}`,
    known: subject.userId ? `login:known:u:${subject.userId}:${ip}` : null,
  };
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one try before the password is checked; refuses when a limit is passed. */
export async function countLoginAttempt(db: Db, subject: LoginSubject, ip: string, now = new Date()): Promise<LoginAttempt> {
  const k = keys(subject, ip);
  const [pair, pairDay, address, known] = await Promise.all([
    hitWindow(db, k.pair, LOGIN_LIMITS.pair.windowMs, now),
    hitWindow(db, k.pairDay, LOGIN_LIMITS.pairDay.windowMs, now),
    hitWindow(db, k.address, LOGIN_LIMITS.address.windowMs, now),
    k.known ? isKnownAddress(db, k.known, now) : false,
  ]);
  const passed = [
    [pair, LOGIN_LIMITS.pair.max],
    [pairDay, LOGIN_LIMITS.pairDay.max],
    [address, LOGIN_LIMITS.address.max],
  ] as const;
  const refused = passed.filter(([counter, max]) => counter.count > max).map(([counter]) => counter.resetsAt);
  if (refused.length) return refuse(refused, now);
  // Only tries that passed the per-address limits reach the account-wide ceiling.
  if (!known) {
    const account = await hitWindow(db, k.account, LOGIN_LIMITS.account.windowMs, now);
    if (account.count > LOGIN_LIMITS.account.max) return refuse([account.resetsAt], now);
  }
  return { allowed: true };
}

/** The right password: this address's tries are forgiven and it becomes known for this account. */
export async function forgiveLoginAttempts(db: Db, subject: LoginSubject, ip: string, now = new Date()): Promise<void> {
  const k = keys(subject, ip);
  await Promise.all([
    reset(db, k.pair),
    reset(db, k.pairDay),
    unhit(db, k.address),
    unhit(db, k.account),
    k.known ? reset(db, k.known).then(() => hitWindow(db, k.known!, LOGIN_LIMITS.knownAddressMs, now)) : null,
  ]);
}

async function isKnownAddress(db: Db, key: string, now: Date): Promise<boolean> {
  return (await peek(db, key, LOGIN_LIMITS.knownAddressMs, now)) > 0;
}

function refuse(resetsAt: number[], now: Date): LoginAttempt {
  const until = Math.max(...resetsAt);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/**
 * The stored key of a limit's counter: the limit's name, then each counted part in the table's order,
 * each value percent-encoded, so no value can reach into the next part ("|" and "=" are always
 * encoded). Two different subjects never share a key; a key is only ever matched whole (decision 0300).
 */
import { parisDay } from "~/utils/dates";
import { LIMITS, type CountedPart, type LimitName } from "./table";

export type Subject = Partial<Record<CountedPart, string>>;

export function limitKey(name: LimitName, subject: Subject, now: Date = new Date()): string {
  const rule = LIMITS[name];
  const parts: string[] = [name];
  for (const part of rule.counts) {
    const value = subject[part];
    if (typeof value !== "string" || value.length === 0) throw new Error(`limit ${name}: missing ${part}`);
    parts.push(`${part}=${encodeURIComponent(value)}`);
  }
  if ("parisDay" in rule && rule.parisDay) parts.push(`day=${parisDay(now)}`);
  return parts.join("|");
}

/** Stands, in a subject's value, for the account id of a session, which only the SQL knows (`limitKeyAround`). */
export const ACCOUNT_MARK = "\u0000";

/** What a key holds around an account id, for a key built in SQL from a session's account (session-batch.server.ts). */
export function limitKeyAroundAccount(name: LimitName, now: Date = new Date()): [string, string] {
  const [before, after] = limitKeyAround(name, { account: ACCOUNT_MARK }, now);
  return [before!, after!];
}

/**
 * The key's text between the places `ACCOUNT_MARK` stands in `subject` (the mark is never typed: a value
 * is percent-encoded, and the id of an account has no character to encode): one piece when it has none.
 */
export function limitKeyAround(name: LimitName, subject: Subject, now: Date = new Date()): string[] {
  return limitKey(name, subject, now).split(encodeURIComponent(ACCOUNT_MARK));
}

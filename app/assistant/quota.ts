import { parisDay } from "~/utils/dates";
import { ASSISTANT_DAILY_LIMIT } from "./messages";

/** The counter of one person's assistant messages for one calendar day in Europe/Paris. */
export function assistantQuotaKey(userId: string, now: Date = new Date()): string {
  const [before, after] = assistantQuotaKeyAround(now);
  return `${before}${userId}${after}`;
}

/** What the key holds before and after the person's id (a batch keyed by the session joins them in SQL). */
export function assistantQuotaKeyAround(now: Date = new Date()): [string, string] {
  return ["assistant:", `:${parisDay(now)}`];
}

export function messagesRemaining(used: number, limit = ASSISTANT_DAILY_LIMIT): number {
  return Math.max(0, limit - used);
}

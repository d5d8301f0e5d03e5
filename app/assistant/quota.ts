import { limitKey, limitKeyAroundAccount } from "~/limits/key";
import { ASSISTANT_DAILY_LIMIT } from "~/limits/feature-limits";

/** The counter of one person's assistant messages for one calendar day in Europe/Paris (the limit `assistant.day`). */
export function assistantQuotaKey(userId: string, now: Date = new Date()): string {
  return limitKey("assistant.day", { account: userId }, now);
}

/** What the key holds before and after the person's id (a batch keyed by the session joins them in SQL). */
export function assistantQuotaKeyAround(now: Date = new Date()): [string, string] {
  return limitKeyAroundAccount("assistant.day", now);
}

export function messagesRemaining(used: number, limit = ASSISTANT_DAILY_LIMIT): number {
  return Math.max(0, limit - used);
}

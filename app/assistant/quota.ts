import { parisDay } from "~/utils/dates";
import { ASSISTANT_DAILY_LIMIT } from "./messages";

/** The counter of one person's assistant messages for one calendar day in Europe/Paris. */
export function assistantQuotaKey(userId: string, now: Date = new Date()): string {
  return `assistant:${userId}:${parisDay(now)}`;
}

export function messagesRemaining(used: number, limit = ASSISTANT_DAILY_LIMIT): number {
  return Math.max(0, limit - used);
}

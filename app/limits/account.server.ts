/** The statement that deletes an account's counters (account.ts says which), for the deletion's batch. */
import { eq, inArray, or } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { ownKeysOf, type AccountOfLimits } from "./account";

export function deleteLimitsOf(db: Db, account: AccountOfLimits) {
  const keys = ownKeysOf(account);
  const owned = eq(rateLimits.userId, account.id);
  return db.delete(rateLimits).where(keys.length ? or(owned, inArray(rateLimits.key, keys)) : owned);
}

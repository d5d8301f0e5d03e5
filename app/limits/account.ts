/**
 * The counters an account's deletion removes, and nothing else (issue 41's High, decision 0300):
 * - every counter that counts the account, by its `user_id` (the foreign key cascades with the user);
 * - the exact keys that count its own e-mail or pseudo alone: tries typed against them, e-mails sent to
 *   its address. Counters that also count a client keep until their window ends (the nightly clean-up).
 * No key is ever searched for a part: an account named `10.66.66.66` or `login` owns no one else's key.
 */
import { limitKey } from "./key";
import { LIMITS, type LimitName } from "./table";

export type AccountOfLimits = { id: string; email: string; usernameKey: string };

/** The exact keys, beyond those owned by `user_id`, that hold this account's e-mail or pseudo alone. */
export function ownKeysOf(account: AccountOfLimits): string[] {
  const keys: string[] = [];
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const counts: readonly string[] = LIMITS[name].counts;
    if (counts.length !== 1) continue;
    if (counts[0] === "recipient" && account.email) keys.push(limitKey(name, { recipient: account.email }));
    if (counts[0] === "identifier") {
      for (const identifier of [account.email, account.usernameKey]) if (identifier) keys.push(limitKey(name, { identifier }));
    }
  }
  return keys;
}

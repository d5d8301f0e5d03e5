/**
 * Test set-up only: forgets the counters of some accounts (by their `user_id`, matched whole), for a
 * file whose few accounts write more than a person would in an hour (app/limits/table.ts).
 */
import { query, sqlString } from "./db";

export function forgetLimitsOf(emails: string[]) {
  if (!emails.length) return;
  query(`DELETE FROM rate_limits WHERE user_id IN (SELECT id FROM users WHERE email IN (${emails.map(sqlString).join(", ")}))`);
}

import { and, eq, gt, isNull, or } from "drizzle-orm";
import { authTokens, users, type TokenPurpose } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { randomToken, sha256 } from "~/utils/crypto.server";
import { tokenExpiry } from "./tokens";

/** Creates a one-time token and returns the secret part that goes into the link. */
export async function createAuthToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; redirectTo?: string | null; browserHash?: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: await sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    redirectTo: input.redirectTo ?? null,
    browserHash: input.browserHash ?? null,
    expiresAt: tokenExpiry(input.purpose, now),
  });
  return token;
}

/**
 * Whose account a usable link opens, without using it (the callback's page names the account), and
 * whether it is bound to another browser than the one asking (decision 0320). Null when unusable.
 */
export async function peekAuthToken(db: Db, token: string, purpose: TokenPurpose, browserHash: string | null, now = new Date()) {
  const row = await db
    .select({ userId: authTokens.userId, username: users.username, boundTo: authTokens.browserHash })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, await sha256(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now.toISOString()),
      ),
    )
    .get();
  if (!row) return null;
  return { userId: row.userId, username: row.username, otherBrowser: row.boundTo !== null && row.boundTo !== browserHash };
}

/**
 * Uses a token: one atomic UPDATE marks it used only if it is unused, unexpired and, when it is bound
 * to a browser, brought by that browser; so two clicks on the same link can never both succeed.
 */
export async function consumeAuthToken(db: Db, token: string, purpose: TokenPurpose, browserHash: string | null, now = new Date()) {
  const nowIso = now.toISOString();
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(authTokens.tokenHash, await sha256(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, nowIso),
        or(isNull(authTokens.browserHash), eq(authTokens.browserHash, browserHash ?? "")),
      ),
    )
    .returning();
  return used ?? null;
}

import { and, eq, gt, isNull } from "drizzle-orm";
import { authTokens, type TokenPurpose } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { randomToken, sha256 } from "~/utils/crypto.server";
import { tokenExpiry } from "./tokens";

/** Creates a one-time token and returns the secret part that goes into the link. */
export async function createAuthToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; redirectTo?: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: await sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    redirectTo: input.redirectTo ?? null,
    expiresAt: tokenExpiry(input.purpose, now),
  });
  return token;
}

/**
 * Uses a token: one atomic UPDATE marks it used only if it is unused and unexpired,
 * so two clicks on the same link can never both succeed.
 */
export async function consumeAuthToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
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
      ),
    )
    .returning();
  return used ?? null;
}

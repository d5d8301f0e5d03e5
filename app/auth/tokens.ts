/** Pure rules of one-time e-mail tokens. */
import type { TokenPurpose } from "#db/schema";

/** How long each kind of link stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  signup: 24 * 60 * 60 * 1000,
  magiclink: 10 * 60 * 1000,
  recovery: 60 * 60 * 1000,
};

export function tokenExpiry(purpose: TokenPurpose, now = new Date()): string {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();
}

/** A token is usable once, before it expires. */
export function isTokenUsable(token: { expiresAt: string; usedAt: string | null }, now = new Date()): boolean {
  return token.usedAt === null && token.expiresAt > now.toISOString();
}

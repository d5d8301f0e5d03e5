import { base64url, fromBase64url, timingSafeEqual } from "~/utils/crypto.server";

/** Cloudflare caps PBKDF2 at 100,000 iterations in production (ARCHITECTURE.md, known facts). */
export const PBKDF2_ITERATIONS = 100_000;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return base64url(bits);
}

/** Hashes with a fresh 16-byte salt; the result records its own parameters. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${base64url(salt)}$${await derive(password, salt, iterations)}`;
}

/**
 * What a stored hash asks of a check: its iterations, salt and hash; null when it is not one this app
 * can check (then no work is done, and no password matches).
 */
export function hashParameters(stored: string) {
  const [scheme, iterationsText, saltText, hash] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== "pbkdf2-sha256" || !saltText || !hash || !Number.isInteger(iterations)) return null;
  if (iterations > PBKDF2_ITERATIONS) return null;
  return { iterations, salt: fromBase64url(saltText), hash };
}

/**
 * A well-formed hash no password matches, at today's iterations: an unknown account's try costs the
 * same PBKDF2 work as a wrong password, so the answer's time does not tell whether the account exists
 * (decision 0162).
 */
export const UNMATCHABLE_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parameters = hashParameters(stored);
  if (!parameters) return false;
  return timingSafeEqual(await derive(password, parameters.salt, parameters.iterations), parameters.hash);
}

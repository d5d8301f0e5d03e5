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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hash] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== "pbkdf2-sha256" || !saltText || !hash || !Number.isInteger(iterations)) return false;
  if (iterations > PBKDF2_ITERATIONS) return false;
  return timingSafeEqual(await derive(password, fromBase64url(saltText), iterations), hash);
}

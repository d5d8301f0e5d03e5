/**
 * Build-time: true only in local builds (scripts/lib.mjs, wrangler dev --define). A production
 * build contains no test hook at all: no /dev routes, no fault injection, no outbox, no test address.
 */
declare const __DEV_HOOKS__: boolean;

// Bindings and secrets that `wrangler types` cannot see in wrangler.toml.
// `wrangler types` declares the global Env apart from Cloudflare.Env (wrangler 4.164): both are widened.
interface OptionalBindings {
  /** Transactional e-mail HTTP API key (production secret). */
  EMAIL_API_KEY?: string;
  /** Transactional e-mail HTTP API endpoint; defaults to Resend's. */
  EMAIL_API_URL?: string;
  /** Secret material of signed audio URLs (production secret); the session secret when absent. */
  AUDIO_URL_SECRET?: string;
  /** Web Push VAPID public key, base64url (the browser's applicationServerKey; issue 44). */
  VAPID_PUBLIC_KEY?: string;
  /** Web Push VAPID private key: its scalar `d`, base64url (production secret; .dev.vars locally). */
  VAPID_PRIVATE_KEY?: string;
  /** Workers AI, production only (keeps local `wrangler dev` offline). */
  AI?: Ai;
}
declare namespace Cloudflare {
  interface Env extends OptionalBindings {}
}
interface Env extends OptionalBindings {}

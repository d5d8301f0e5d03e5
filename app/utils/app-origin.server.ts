/**
 * The site's one origin (decision 0161): `APP_ORIGIN` from wrangler.toml, the local address in
 * development (scripts/lib.mjs passes it with the port wrangler listens on). Absolute links in
 * e-mails and the CSP's socket address are built from it, never from the request's Host header.
 */
import { isDevelopment } from "./env.server";

const PRODUCTION_ORIGIN = "https://rendez-vous-interieur.fr";

export function appOrigin(env: Pick<Env, "APP_ORIGIN">): string {
  try {
    return new URL(env.APP_ORIGIN).origin;
  } catch {
    return PRODUCTION_ORIGIN;
  }
}

/**
 * The origins a page of ours is served from: the configured one and, in local development only, the
 * same port under the other loopback name (`npm start` says localhost, the tests 127.0.0.1).
 */
export function pageOrigins(env: Pick<Env, "APP_ORIGIN" | "APP_ENV">): string[] {
  const origin = appOrigin(env);
  if (!isDevelopment(env)) return [origin];
  const url = new URL(origin);
  const other = url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : null;
  if (!other) return [origin];
  url.hostname = other;
  return [origin, url.origin];
}

/** Whether the request was addressed to one of our origins (a forged Host is not). */
export function isOwnOrigin(request: Request, env: Pick<Env, "APP_ORIGIN" | "APP_ENV">): boolean {
  return pageOrigins(env).includes(new URL(request.url).origin);
}

/** The WebSocket address of the rooms, for the CSP's connect-src. */
export function socketOrigins(env: Pick<Env, "APP_ORIGIN" | "APP_ENV">): string[] {
  return pageOrigins(env).map((origin) => origin.replace(/^http/, "ws"));
}

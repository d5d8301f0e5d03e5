/**
 * Web Push (RFC 8030, RFC 8291 aes128gcm, RFC 8292 VAPID) through @block65/webcrypto-web-push, made for
 * Workers and Web Crypto (decision 0400: @pushforge/builder 2.0.5 sends the legacy "aesgcm" encoding). The payload is the notice's kind and path only: the service worker chooses the
 * words (NOTICE_TEXT), so nothing the person wrote ever travels or shows on a lock screen.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { NoticeKind } from "./notice";

type PushTarget = { endpoint: string; p256dh: string; auth: string };
type PushPayload = { kind: NoticeKind; url: string };
/** The push service's answer: its HTTP status, or 0 when it could not be reached. */
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<number>;

/** A reminder is worth little hours late: the push service keeps it at most this long for an offline device. */
const TTL_SECONDS = 4 * 60 * 60;

export function vapidConfigured(env: Partial<Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">>): boolean {
  return !!env.VAPID_PUBLIC_KEY && !!env.VAPID_PRIVATE_KEY;
}

/**
 * Only a push service's address is ever posted to: HTTPS, on the default port, not an IP literal. Local
 * development also accepts the local push service (https://localhost:<port>, tests and `npm start`).
 */
export function isPushEndpoint(value: string, development: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || value.length > 1024) return false;
  if (development && (url.hostname === "localhost" || url.hostname === "127.0.0.1")) return true;
  return url.port === "" && !/^[\d.]+$/.test(url.hostname) && !url.hostname.startsWith("[") && url.hostname.includes(".");
}

/** The private key's scalar `d` (base64url), given alone or inside its JWK. */
function privateScalar(value: string): string {
  return value.trim().startsWith("{") ? (JSON.parse(value) as { d: string }).d : value.trim();
}

export function webPushSender(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "EMAIL_FROM">): PushSender {
  const vapid = {
    subject: `mailto:${/<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM}`,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY ? privateScalar(env.VAPID_PRIVATE_KEY) : undefined,
  };
  return async (target, payload) => {
    try {
      const { headers, body } = await buildPushPayload(
        { data: payload, options: { ttl: TTL_SECONDS, urgency: "normal" } },
        { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
        vapid,
      );
      const response = await fetch(target.endpoint, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      console.error("push not sent", error instanceof Error ? error.message : error);
      return 0;
    }
  };
}

/**
 * Web Push (RFC 8030, RFC 8291 aes128gcm, RFC 8292 VAPID) through @block65/webcrypto-web-push, made for
 * Workers and Web Crypto (decision 0400: @pushforge/builder 2.0.5 sends the legacy "aesgcm" encoding). The payload is the notice's kind and path only: the service worker chooses the
 * words (NOTICE_TEXT), so nothing the person wrote ever travels or shows on a lock screen.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { isDevelopment } from "~/utils/env.server";
import type { NoticeKind } from "./notice";

type PushTarget = { endpoint: string; p256dh: string; auth: string };
type PushPayload = { kind: NoticeKind; url: string };
/**
 * The push service's answer: its HTTP status, 0 when it could not be reached, or NOT_A_PUSH_SERVICE when
 * the address is not a push service's (nothing was posted; the subscription is dropped like a 410).
 */
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<number>;
export const NOT_A_PUSH_SERVICE = -1;

/** A reminder is worth little hours late: the push service keeps it at most this long for an offline device. */
const TTL_SECONDS = 4 * 60 * 60;

export function vapidConfigured(env: Partial<Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">>): boolean {
  return !!env.VAPID_PUBLIC_KEY && !!env.VAPID_PRIVATE_KEY;
}

/**
 * The push services' own hosts, the only ones a production Worker ever posts to (decision 0473). One list:
 * an entry is an exact host, or "*." and a suffix for a service that names one host per region.
 */
const PUSH_SERVICE_HOSTS = [
  // Google (Chrome, Edge on Android…): https://firebase.google.com/docs/cloud-messaging/migrate-v1 (endpoints under fcm.googleapis.com)
  "fcm.googleapis.com",
  // Mozilla (Firefox): https://github.com/mozilla-services/autopush-rs (production endpoint host)
  "updates.push.services.mozilla.com",
  // Apple (Safari, iOS 16.4+ home-screen apps): https://developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers
  "web.push.apple.com",
  // Microsoft (Edge on Windows, WNS): https://learn.microsoft.com/en-us/windows/apps/design/shell/tiles-and-notifications/windows-push-notification-services--wns--overview
  "*.notify.windows.com",
] as const;

/** A DNS label of a regional host (`wns2-par02p` in `wns2-par02p.notify.windows.com`). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith("*.") ? hostname.endsWith(host.slice(1)) && LABEL.test(hostname.slice(0, -(host.length - 1))) : hostname === host,
  );
}

/**
 * The one guard of a push endpoint, at subscribe time and again before each send: HTTPS, the exact
 * address as the URL parser writes it back (no tab, no dot-segment, no upper case), no user or password, no
 * port, and a push service's own host. Local development also accepts the local push service
 * (https://localhost:<port> or https://127.0.0.1:<port>: the tests and `npm start`).
 */
export function isPushEndpoint(value: string, development: boolean): boolean {
  if (value.length > 1024) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.href !== value || url.protocol !== "https:" || url.username || url.password) return false;
  if (development && (url.hostname === "localhost" || url.hostname === "127.0.0.1")) return true;
  return url.port === "" && isPushServiceHost(url.hostname);
}

/** The private key's scalar `d` (base64url), given alone or inside its JWK. */
function privateScalar(value: string): string {
  return value.trim().startsWith("{") ? (JSON.parse(value) as { d: string }).d : value.trim();
}

export function webPushSender(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "EMAIL_FROM" | "APP_ENV">): PushSender {
  const development = isDevelopment(env);
  const vapid = {
    subject: `mailto:${/<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM}`,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY ? privateScalar(env.VAPID_PRIVATE_KEY) : undefined,
  };
  return async (target, payload) => {
    // A subscription kept under an older rule is checked again: nothing but a push service is posted to.
    if (!isPushEndpoint(target.endpoint, development)) return NOT_A_PUSH_SERVICE;
    try {
      const { headers, body } = await buildPushPayload(
        { data: payload, options: { ttl: TTL_SECONDS, urgency: "normal" } },
        { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
        vapid,
      );
      // Never followed: a 3xx is answered as it is, and counts as a refusal (decision 0473).
      const redirectRefused: RequestInit = { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(10_000) };
      const response = await fetch(target.endpoint, redirectRefused);
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      console.error("push not sent", error instanceof Error ? error.message : error);
      return 0;
    }
  };
}

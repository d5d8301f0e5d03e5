/**
 * The second line of defence (issue 15): a Content-Security-Policy with a per-request nonce for
 * pages, and the headers every answer carries. Decision 0062.
 */
import { base64url } from "./crypto.server";

export function newNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * The page policy: only our scripts and the ones carrying this request's nonce run. The rooms' socket
 * addresses come from the configured origin (app-origin.server.ts), never from the request's Host:
 * a cached page's header is served to later visitors (decision 0161).
 */
export function contentSecurityPolicy(nonce: string, socketOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (progress bars, positions) are data, not code.
    "style-src 'self' 'unsafe-inline'",
    // Pictures come only from this origin (avatars and assistant images are ours, decision 0121): no third-party host learns who reads a page.
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    `connect-src 'self' ${socketOrigins.join(" ")}`,
    "font-src 'self'",
    // The offline service worker (/sw.js) and the web app manifest are ours (issue 33).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers for every answer of the worker. */
export function commonSecurityHeaders(development: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(development ? {} : { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }),
  };
}

/**
 * Headers every answer of the worker gets (pages, data requests, resource routes). A response to a
 * signed-in browser, or one that sets a cookie, is personal: no cache, shared or private, keeps it.
 */
import { commonSecurityHeaders } from "./security-headers.server";

const PERSONAL_COOKIES = /(?:^|;\s*)(rvi_session|rvi_recovery)=/;

export function isPersonal(request: Request, response: Response): boolean {
  return PERSONAL_COOKIES.test(request.headers.get("Cookie") ?? "") || response.headers.has("Set-Cookie");
}

export function withResponseHeaders(request: Request, response: Response, development = false): Response {
  if (response.status === 101) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(commonSecurityHeaders(development))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (isPersonal(request, response)) headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

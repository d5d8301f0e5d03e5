/**
 * Headers every answer of the worker gets (pages, data requests, resource routes). A response to a
 * signed-in browser, or one that sets a cookie, is personal: no cache, shared or private, keeps it.
 */
import { commonSecurityHeaders } from "./security-headers.server";

const PERSONAL_COOKIES = /(?:^|;\s*)(rvi_session|rvi_recovery)=/;

function isPersonal(request: Request, response: Response): boolean {
  return PERSONAL_COOKIES.test(request.headers.get("Cookie") ?? "") || response.headers.has("Set-Cookie");
}

export function withResponseHeaders(request: Request, response: Response, development = false): Response {
  if (response.status === 101) return response;
  const personal = isPersonal(request, response);
  try {
    // The answer itself, when its headers can change: no second Response around the same body stream
    // on every request (decision 0151).
    addHeaders(response.headers, development, personal);
    return response;
  } catch {
    // A fetched answer's headers are immutable: a copy takes them.
    const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
    addHeaders(copy.headers, development, personal);
    return copy;
  }
}

function addHeaders(headers: Headers, development: boolean, personal: boolean) {
  for (const [name, value] of Object.entries(commonSecurityHeaders(development))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (personal) headers.set("Cache-Control", "private, no-store");
}

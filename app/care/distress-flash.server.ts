/**
 * The one-time sign, kept in the author's own browser, that what they just wrote signals distress
 * (issue 30). It rides a signed, HttpOnly cookie set on the action's redirect, never the address: a
 * link copied or shared shows nothing to anyone. The root loader reads it once, on the page the
 * redirect named, and clears it in the same answer.
 */
import { createCookie } from "@remix-run/cloudflare";
import { isDevelopment } from "~/utils/env.server";

/** Long enough for a slow phone to follow the redirect; a later visit never reopens the panel. */
const FLASH_SECONDS = 120;

function flashCookie(env: Env) {
  return createCookie("rvi_soutien", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/",
    secrets: [env.SESSION_SECRET],
  });
}

/** The path a redirect's Location names (query and fragment left out). */
function flashPath(location: string): string {
  return new URL(location, "http://relative.invalid").pathname;
}

/** The Set-Cookie header that asks the author's next page, `location`, to show the help panel. */
export async function setDistressFlash(env: Env, location: string): Promise<string> {
  return flashCookie(env).serialize({ to: flashPath(location) }, { maxAge: FLASH_SECONDS });
}

/**
 * Whether this request is the author's page named by their flash. It is spent when read there (the
 * header that clears it comes back); a request for another page leaves it untouched.
 */
export async function readDistressFlash(env: Env, request: Request): Promise<{ distress: boolean; clear: string | null }> {
  const raw: unknown = await flashCookie(env).parse(request.headers.get("Cookie"));
  if (!raw || typeof raw !== "object") return { distress: false, clear: null };
  const to = (raw as { to?: unknown }).to;
  if (typeof to !== "string" || to !== new URL(request.url).pathname) return { distress: false, clear: null };
  return { distress: true, clear: await flashCookie(env).serialize("", { maxAge: 0 }) };
}

/**
 * A sign-in link opens only in the browser that asked for it (issue 41 §4, decision 0320). Asking
 * for a link leaves a random nonce in a short-lived signed cookie; the link's token row keeps the
 * nonce's SHA-256. /auth/callback signs in only when the browser brings the same nonce back, so a
 * link someone asked for their own account cannot sign another person's browser into it.
 */
import { createCookie } from "@remix-run/cloudflare";
import { randomToken, sha256 } from "~/utils/crypto.server";
import { isDevelopment } from "~/utils/env.server";
import { TOKEN_LIFETIME_MS } from "./tokens";

function linkCookie(env: Env) {
  return createCookie("rvi_link", {
    httpOnly: true,
    // Lax: the click in the mail (a top-level GET from elsewhere) already brings it, so the page can
    // say at once when the link belongs to another browser. The sign-in itself is a same-site POST.
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/auth",
    maxAge: TOKEN_LIFETIME_MS.magiclink / 1000,
    secrets: [env.SESSION_SECRET],
  });
}

async function nonceOf(env: Env, request: Request): Promise<string | null> {
  const value: unknown = await linkCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 32 ? value : null;
}

/**
 * The browser's link nonce (the one it already has, so that every link it asked for stays usable,
 * or a new one): its hash for the token row and the Set-Cookie that keeps it 10 minutes more.
 */
export async function bindLinkToBrowser(env: Env, request: Request): Promise<{ browserHash: string; setCookie: string }> {
  const nonce = (await nonceOf(env, request)) ?? randomToken();
  return { browserHash: await sha256(nonce), setCookie: await linkCookie(env).serialize(nonce) };
}

/** The hash of the nonce this browser brings back, or null when it has none. */
export async function browserLinkHash(env: Env, request: Request): Promise<string | null> {
  const nonce = await nonceOf(env, request);
  return nonce ? sha256(nonce) : null;
}

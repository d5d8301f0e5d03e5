import { timingSafeEqual } from "~/utils/crypto.server";
import { isDevelopment } from "~/utils/env.server";

/**
 * The client's address, the `client` part of a limit. On Cloudflare, CF-Connecting-IP is set by the
 * platform, which overwrites any value a client sends. Locally nothing guarantees that, so the header is
 * not trusted: every request is "local", unless a test proves itself with X-Test-Secret and names its address.
 */
/**
 * Locally, every request that does not prove a test address: every browser of a local run at once, so
 * limits that count the client alone do not count it (limits.server.ts). Never an answer on Cloudflare.
 */
export const LOCAL_CLIENT = "local";

export function clientIp(request: Request, env: Pick<Env, "APP_ENV" | "SESSION_SECRET">): string {
  if (!isDevelopment(env)) return request.headers.get("CF-Connecting-IP") ?? "unknown";
  // A ternary on the build flag, not an `if`: the bundler drops the test branch and its header names from
  // a production build (scripts/check-production-bundle.mjs), even where it does not minify.
  return (__DEV_HOOKS__ ? provenTestAddress(request, env) : null) ?? LOCAL_CLIENT;
}

/** Local tests only: the address a test names, when it proves itself with the development secret. */
function provenTestAddress(request: Request, env: Pick<Env, "SESSION_SECRET">): string | null {
  const testIp = request.headers.get("X-Test-Client-IP");
  if (testIp && /^[\w.:-]{1,64}$/.test(testIp) && timingSafeEqual(request.headers.get("X-Test-Secret") ?? "", env.SESSION_SECRET)) {
    return testIp;
  }
  return null;
}

/**
 * What server.ts answers before any session, D1 or Remix work (issue 41, item 8, and every POST):
 * - 414 for an address longer than `URL_MAX`, 431 for headers heavier than `HEADERS_MAX` (a signed-in
 *   GET of 8,000 characters used to hang 15 s, decision 0303);
 * - 429 when one client posts more than the `post.client` limit (Cloudflare's rate-limiting binding).
 */
import { clientIp, LOCAL_CLIENT } from "./client.server";
import { LIMITS } from "./table";

const URL_MAX = 4096;
const HEADERS_MAX = 16 * 1024;

const URL_TOO_LONG = "Cette adresse est trop longue. Revenez à l'accueil, puis réessayez.";
const HEADERS_TOO_LARGE = "Cette demande est trop volumineuse. Effacez les cookies de ce site, puis réessayez.";

function plain(text: string, status: number, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

export function refuseOversizedRequest(request: Request): Response | null {
  if (request.url.length > URL_MAX) return plain(URL_TOO_LONG, 414);
  let size = 0;
  for (const [name, value] of request.headers) size += name.length + value.length + 4;
  return size > HEADERS_MAX ? plain(HEADERS_TOO_LARGE, 431) : null;
}

/** A coarse ceiling on every POST of one client, counted at the edge (no D1 write). */
export async function refusePostFlood(request: Request, env: Env): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const rule = LIMITS["post.client"];
  const client = clientIp(request, env);
  if (client === LOCAL_CLIENT || !env.POST_LIMITER) return null;
  // Local tests post far faster than a person: only the test of the ceiling itself is counted (a ternary on
  // the build flag, so a production build keeps no trace of it).
  if (__DEV_HOOKS__ ? !testCountsPosts(request) : false) return null;
  const { success } = await env.POST_LIMITER.limit({ key: client });
  return success ? null : plain(rule.message, 429, { "Retry-After": String(rule.windowMs / 1000) });
}

/** Local tests only: the request asks to be counted by the POST ceiling (tests/integration/limits.test.ts). */
function testCountsPosts(request: Request): boolean {
  return request.headers.get("X-Test-Post-Ceiling") === "1";
}

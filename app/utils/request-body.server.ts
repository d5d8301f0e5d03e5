/**
 * A posted body that no action could read is refused here, in French, before any action runs
 * (issue 15): a form route gets a form (urlencoded or multipart) that parses, or a 400.
 * Routes that read JSON or raw audio themselves are listed.
 */
const OWN_BODY_ROUTES = [/^\/rattacher$/, /^\/audio\/upload$/, /^\/practice\/bonbon$/, /^\/dev\/sql$/];

export const UNREADABLE_FORM = "Ce formulaire n'a pas pu être lu. Veuillez réessayer depuis la page.";

function refusal(status: 400) {
  return new Response(UNREADABLE_FORM, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export function readsItsOwnBody(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return OWN_BODY_ROUTES.some((route) => route.test(path));
}

export async function refuseUnreadableBody(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/parties/") || readsItsOwnBody(url.pathname)) return null;
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return refusal(400);
  try {
    await request.clone().formData();
  } catch {
    return refusal(400);
  }
  return null;
}

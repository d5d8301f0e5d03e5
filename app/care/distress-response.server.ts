import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { anyDistress } from "./distress";
import { setDistressFlash } from "./distress-flash.server";

/**
 * Reads the posted form once, looks for distress in `fields`, and hands the action a request whose
 * body is that same form (so nothing is read twice, even a 50 MB recording).
 */
export async function readDistress(request: Request, fields: readonly string[]): Promise<{ request: Request; distress: boolean }> {
  if (request.method === "GET" || request.method === "HEAD") return { request, distress: false };
  const form = await request.formData().catch(() => null);
  if (!form) {
    // Not a form: the action reads the same empty body and answers its own 400.
    return { request: new Request(request.url, { method: request.method, headers: request.headers, body: "" }), distress: false };
  }
  const texts = fields.map((field) => form.get(field)).map((value) => (typeof value === "string" ? value : ""));
  const headers = new Headers(request.headers);
  headers.delete("content-type"); // the new body chooses its own multipart boundary
  headers.delete("content-length");
  // A part without a name cannot be sent again (and no action reads one): it is left out.
  const body = new FormData();
  for (const [name, value] of form) if (name !== "") body.append(name, value);
  const replay = new Request(request.url, { method: request.method, headers, body, signal: request.signal });
  return { request: replay, distress: anyDistress(...texts) };
}

/**
 * The author's own answer, marked so their screen shows where to find help: JSON gains
 * `distress: true`, a redirect gains a one-time flash cookie for the page it names (never a mark in
 * the address, which could be shared: issue 30). Anything else, and the stored text, are unchanged.
 */
export async function markDistress(response: Response, distress: boolean, env: Env): Promise<Response> {
  if (!distress) return response;
  const location = response.headers.get("Location");
  if (response.status >= 300 && response.status < 400 && location) {
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", await setDistressFlash(env, location));
    return new Response(null, { status: response.status, headers });
  }
  if ((response.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(JSON.stringify({ ...body, distress: true }), { status: response.status, headers });
    }
  }
  return response;
}

/**
 * Wraps a route action so that its author is shown help when the named fields signal distress.
 * Nothing is blocked: the action runs exactly as before, on the same form.
 */
export function withDistressCheck<Action extends (args: ActionFunctionArgs) => Promise<Response>>(
  fields: readonly string[],
  action: Action,
): Action {
  const wrapped = async (args: ActionFunctionArgs) => {
    const { request, distress } = await readDistress(args.request, fields);
    return markDistress(await action({ ...args, request }), distress, args.context.cloudflare.env);
  };
  return wrapped as Action;
}

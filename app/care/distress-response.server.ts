import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { anyDistress } from "./distress";
import { setDistressFlash } from "./distress-flash.server";
import { z } from "zod";
import { postedForm, readEnvelope } from "~/components/forms/submission.server";

/** The named fields' texts, read through zod from the request's one form (anything else counts as empty). */
const textsSchemas = new Map<string, z.ZodTypeAny>();
function textsSchema(fields: readonly string[]) {
  const key = fields.join("\n");
  let schema = textsSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(fields.map((field) => [field, z.string().catch("").default("")])));
    textsSchemas.set(key, schema);
  }
  return schema;
}

/**
 * Whether the named fields of the posted form signal distress. The form is the request's one
 * FormData (`postedForm`): the action that follows reads that same parsed form, so the body is read
 * once (issue 43 item 3), even a 50 MB recording.
 */
function readDistress(context: Pick<AppLoadContext, "form">, fields: readonly string[]): boolean {
  if (!context.form) return false;
  const texts = readEnvelope(postedForm(context), textsSchema(fields)) as Record<string, string>;
  return anyDistress(...fields.map((field) => texts[field] ?? ""));
}

/**
 * The author's own answer, marked so their screen shows where to find help: JSON gains
 * `distress: true`, a redirect gains a one-time flash cookie for the page it names (never a mark in
 * the address, which could be shared: issue 30). Anything else, and the stored text, are unchanged.
 */
async function markDistress(response: Response, distress: boolean, env: Env): Promise<Response> {
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
 * Nothing is blocked: the action runs exactly as before, and reads the same form through
 * `postedForm(context)` / `readSubmission(context, schema)` (the one form the Worker read).
 */
export function withDistressCheck<Action extends (args: ActionFunctionArgs) => Promise<Response>>(
  fields: readonly string[],
  action: Action,
): Action {
  const wrapped = async (args: ActionFunctionArgs) => {
    const distress = readDistress(args.context, fields);
    return markDistress(await action(args), distress, args.context.cloudflare.env);
  };
  return wrapped as Action;
}

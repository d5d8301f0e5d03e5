import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { runAction } from "~/practice/run.server";

// The practice screen's JSON writes: a resource route, so they need neither `?_data` nor single fetch.
export async function action({ request, context, params }: ActionFunctionArgs) {
  return runAction(context.db, context.cloudflare.env, request, params.toolId ?? "", { json: true });
}

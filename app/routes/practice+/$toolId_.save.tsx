import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRACTICE_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { postedForm } from "~/components/forms/submission.server";
import { runAction } from "~/practice/run.server";

// The practice screen's JSON writes: a resource route, so they need neither `?_data` nor single fetch.
// The author of words of distress is told where to find help (`distress: true` in the answer).
export const action = withDistressCheck(PRACTICE_DISTRESS_FIELDS, async ({ request, context, params }: ActionFunctionArgs) =>
  runAction(context.db, context.cloudflare.env, request, postedForm(context), params.toolId ?? "", { json: true }),
);

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { canModerate } from "~/auth/permissions";
import { countQueue } from "~/moderation/reports.server";

/** GET /moderation/compte: the number of items waiting, for the moderators' badge (403 for anyone else). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  if (!user || !canModerate(user)) return json({ count: 0 }, { status: 403 });
  return json({ count: await countQueue(context.db, user) }, { headers: { "Cache-Control": "no-store" } });
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { writerFor } from "~/auth/session-batch.server";
import { readSubmission } from "~/components/forms/submission.server";
import { readUpToSchema } from "~/forum/follows";
import { markReadQueries, readChangedCount, replyTimeInTopic } from "~/forum/follows.server";
import { broadcast } from "../../../party/broadcast.server";

/**
 * A reply that arrived live while its followed topic was open, in sight (issue 57, decision 0477): the
 * session's own follow is read up to it, never backwards and only to a reply of this topic, in the
 * session's batch (one round trip). The person's other tabs and devices read their count again when it
 * changed. Posted by the topic page's script alone (app/forum/read-while-open.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const writer = await writerFor(db, env, request);
  const parsed = readSubmission(context, readUpToSchema);
  if (parsed.status !== "success") return json({ read: false }, { status: 400 });
  const slug = params.slug ?? "";
  const { user, results } = await writer.run(markReadQueries(db, writer.owner, slug, replyTimeInTopic(slug, parsed.value.jusqua)));
  const changed = readChangedCount(results[0][0], results[2][0]);
  if (changed) broadcast(env, "UserRoom", `user-${user.id}`, { type: "follows:changed" });
  return json({ read: changed }, { headers: { "Cache-Control": "no-store" } });
}

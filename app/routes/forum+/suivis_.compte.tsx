import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { allows } from "~/community-notices/choices";
import { choicesQueries, toChoices } from "~/community-notices/choices.server";
import { unreadFollowedQuery } from "~/forum/follows.server";

/**
 * GET /forum/suivis/compte: how many of the person's followed topics have replies they have not read, for
 * the header's mark (issue 57, decision 0477), and whether they want it in the app (« Mes notifications »):
 * the count, the choices and the session in one D1 batch. Only ever the session's own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { user, results } = await readWithSession(db, context.cloudflare.env, request, (owner) => [
    unreadFollowedQuery(db, owner),
    choicesQueries(db, owner)[0],
  ]);
  if (!user || !results) return json({ count: 0, shown: false }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const [counted, choices] = results;
  return json(
    { count: counted[0]?.count ?? 0, shown: allows(toChoices(choices), "reply", "app") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { Notice } from "~/rendez-vous/notice";
import { recordDeadNotices } from "~/rendez-vous/deliver.server";
import { injectedFaultsLeft, injectFaults } from "~/utils/fault-injection.server";
import { refuseTestHook } from "~/utils/test-hook.server";
import { postedForm } from "~/components/forms/submission.server";

/**
 * Local tests only (tests/integration/notices-truthful.test.ts, decision 0474): `{ sendBatch: n }` makes
 * the NOTICES queue's next n `sendBatch` fail, `{ dropEmail: n }` the outbox's next n e-mails dropped;
 * `{ deadLetter: [notices] }` hands notices to the dead-letter queue's consumer, as the queue does after
 * the last retry. 404 outside local development, 403 without the local session secret; absent from
 * production builds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const refused = refuseTestHook(request, env);
  if (refused) return refused;
  // A form with one field, `faults`, holding JSON: the body is read once for the request (request-body.server.ts).
  const body = JSON.parse(String(postedForm(context).get("faults") ?? "{}")) as {
    sendBatch?: number;
    dropEmail?: number;
    deadLetter?: Notice[];
  };
  await injectFaults(context.db, body);
  if (Array.isArray(body.deadLetter)) {
    await recordDeadNotices(
      body.deadLetter.map((notice) => ({ body: notice, attempts: 5, ack: () => undefined })),
      context.db,
    );
  }
  return json({ faults: await injectedFaultsLeft(context.db) });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}

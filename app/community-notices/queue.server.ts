/**
 * Puts a community job on the NOTICES queue after the answer (the request's `waitUntil`): the write that
 * caused it never waits for its notices (issue 57 item 4). A queue that refuses is logged; the post
 * stands, and the in-app count, read from D1, still tells the followers.
 */
import { waitUntil } from "cloudflare:workers";
import type { CommunityJob } from "./jobs";

export function queueAfterAnswer(env: Pick<Env, "NOTICES">, job: CommunityJob, delaySeconds = 0): void {
  waitUntil(
    env.NOTICES.send(job, { contentType: "json", ...(delaySeconds > 0 ? { delaySeconds } : {}) }).catch((error: unknown) =>
      console.error(JSON.stringify({ event: "notices.queueJob", job: job.job, failed: error instanceof Error ? error.message : String(error) })),
    ),
  );
}

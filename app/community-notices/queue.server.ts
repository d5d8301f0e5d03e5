/**
 * Puts a community job on the NOTICES queue after the answer (the request's `waitUntil`): the write that
 * caused it never waits for its notices (issue 57 item 4). A queue that refuses is logged; the post
 * stands, and the in-app count, read from D1, still tells the followers.
 */
import { waitUntil } from "cloudflare:workers";
import type { CommunityJob } from "./jobs";

export function queueAfterAnswer(env: Env, job: CommunityJob, delaySeconds = 0): void {
  const delay = scaledDelay(env, delaySeconds);
  waitUntil(
    env.NOTICES.send(job, { contentType: "json", ...(delay > 0 ? { delaySeconds: delay } : {}) }).catch((error: unknown) =>
      console.error(
        JSON.stringify({ event: "notices.queueJob", job: job.job, failed: error instanceof Error ? error.message : String(error) }),
      ),
    ),
  );
}

/**
 * A queued message's delay. Local test runs only (`DEV_DELAY_SCALE`, set by scripts/test.mjs): the
 * 30 minutes of a veilleur's wait and the hours of an e-mail window shrink to seconds, through the same
 * delayed messages. A production build reads no such variable.
 */
export function scaledDelay(env: Env, seconds: number): number {
  const scale = __DEV_HOOKS__ ? Number((env as { DEV_DELAY_SCALE?: string }).DEV_DELAY_SCALE ?? 1) : 1;
  return Math.max(0, Math.round(seconds * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

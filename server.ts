/**
 * The Worker entry: room traffic (/parties/...) goes to PartyKit rooms, the rest to Remix.
 * Static assets (build/client) are served by Workers static assets before this runs.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the file exists only after a build (@ts-expect-error would fail once it does)
// @ts-ignore - produced by `remix vite:build` before wrangler bundles this file.
import * as build from "./build/server/index.js";
import { purgeExpiredAuthData } from "./app/auth/session.server";
import { backfillSkeletons } from "./app/auth/names.server";
import { authorizeRoomConnection } from "./party/auth.server";
import { createDb, openReadSession } from "./app/utils/db.server";
import { bucketedRequestHandler } from "./app/utils/route-buckets.server";
import { holdForTest, withInjectedFaults, withQueueFaults, withRoundTripCount } from "./app/utils/fault-injection.server";
import { isForeignMutation } from "./app/utils/origin.server";
import { readPostedBody } from "./app/utils/request-body.server";
import { withResponseHeaders } from "./app/utils/response-headers.server";
import { isDevelopment } from "./app/utils/env.server";
import { newNonce } from "./app/utils/security-headers.server";
import { isCacheableRequest, isCacheableResponse, purgePages, readCachedPage, storePage } from "./app/utils/edge-cache.server";
import { ChangedPages } from "./app/utils/changed-pages";
import { isOwnOrigin } from "./app/utils/app-origin.server";
import { refuseOversizedRequest, refusePostFlood } from "./app/limits/request-gate.server";
import { dispatchDueNotices } from "./app/rendez-vous/dispatch.server";
import { DEAD_NOTICES_QUEUE, deliverNotices, purgeSentReminderKeys, recordDeadNotices } from "./app/rendez-vous/deliver.server";
import { vapidConfigured, webPushSender } from "./app/rendez-vous/push.server";
import { cappedTransport, emailTransport, httpApiTransport } from "./app/utils/email.server";
import type { Notice } from "./app/rendez-vous/notice";
import { isCommunityJob, type CommunityJob } from "./app/community-notices/jobs";
import { runCommunityJobs } from "./app/community-notices/run.server";
import { scaledDelay } from "./app/community-notices/queue.server";

export { ChatRoom, ForumRoom, ThreadRoom, UserRoom } from "./party/rooms.server";

// One handler per first segment of the address: Remix then matches each request against a few routes
// instead of all of them (decision 0146).
const handleRemixRequest = bucketedRequestHandler(build as unknown as ServerBuild, createRequestHandler);
/** Pages cached at the edge belong to one build (see app/utils/edge-cache.server.ts). */
const buildVersion = (build as unknown as ServerBuild).assets.version;

/** The per-minute Cron Trigger of wrangler.toml. */
const EVERY_MINUTE = "* * * * *";

export default {
  async fetch(request, env, ctx) {
    // A too long address or too heavy headers are answered at once, before any session or D1 work.
    const oversized = refuseOversizedRequest(request);
    if (oversized) return withResponseHeaders(request, oversized, isDevelopment(env));
    const flood = await refusePostFlood(request, env);
    if (flood) return withResponseHeaders(request, flood, isDevelopment(env));
    if (isForeignMutation(request)) {
      return new Response("Requête refusée : origine non autorisée.", { status: 403 });
    }
    // A visitor without any cookie may be served a public page from the edge cache (decision 0100).
    // Only a request addressed to our own origin: a page rendered for a forged Host never reaches the cache.
    const publicPage = isCacheableRequest(request) && isOwnOrigin(request, env);
    // Every query of the request runs in one D1 session, started from the person's bookmark (decision 0270).
    const reads = openReadSession(env.DB, request, { storedPage: publicPage, secure: !isDevelopment(env) });
    // Test hooks exist only in local builds; a production bundle has no trace of them. They wrap the
    // session, never env.DB. The Drizzle instance is made only when something reads the database (never
    // for a page served from the edge cache).
    let db: ReturnType<typeof createDb> | undefined;
    const counter = __DEV_HOOKS__ ? withRoundTripCount(reads.d1, env, request) : null;
    const d1 = __DEV_HOOKS__ ? withInjectedFaults(counter?.d1 ?? reads.d1, env, request) : reads.d1;
    const database = () => (db ??= createDb(d1));
    const roomResponse = await routePartykitRequest(request, env, {
      onBeforeConnect: (req, lobby) => authorizeRoomConnection(database(), env, req, lobby),
      onBeforeRequest: () => new Response("Les salons ne se pilotent pas par HTTP.", { status: 405 }),
    });
    if (roomResponse) return roomResponse;
    // The body is read once, here: the action, the distress check and the sign-in share this form.
    const posted = await readPostedBody(request);
    if (posted.refusal) return withResponseHeaders(request, posted.refusal, isDevelopment(env));
    const nonce = newNonce();
    // A request that counts its D1 round trips (local tests) is always answered by the Worker itself.
    const cacheable = publicPage && !counter;
    if (cacheable) {
      const cached = await readCachedPage(request, buildVersion, nonce);
      if (cached) return cached;
    }
    const readStartedAt = Date.now();
    // Each page a write names is purged from then on (its write has committed), while the answer is made.
    const purges: Promise<void>[] = [];
    const changedPages = new ChangedPages((path) => purges.push(purgePages([path], buildVersion)));
    // The app's `env.DB` is the same session: a raw statement reads its own writes and moves the bookmark too.
    const appEnv: Env = { ...env, DB: d1 };
    const response = withResponseHeaders(
      request,
      reads.keepBookmark(
        await handleRemixRequest(request, { cloudflare: { env: appEnv, ctx }, db: database(), nonce, changedPages, form: posted.form }),
      ),
      isDevelopment(env),
    );
    if (__DEV_HOOKS__) await holdForTest(env, request);
    if (__DEV_HOOKS__ && counter) {
      response.headers.set("X-Test-D1-Round-Trips", String(counter.roundTrips()));
      response.headers.set("X-Test-D1-Session", reads.start);
    }
    // The pages the request's writes named are purged before the answer: the next visitor's read is fresh.
    await Promise.all(purges);
    if (cacheable && isCacheableResponse(response)) return storePage(request, response, buildVersion, nonce, ctx, readStartedAt);
    return response;
  },

  /**
   * Two Cron Triggers (wrangler.toml [triggers]), told apart by `controller.cron`:
   * - each minute, the rendez-vous that fall due go on the NOTICES queue (decision 0402);
   * - nightly, the clean-up of sessions, tokens and counters, which no public page shows, so it names no
   *   page for the edge cache (decision 0160).
   */
  async scheduled(controller, env, ctx) {
    if (controller.cron === EVERY_MINUTE) {
      const db = createDb(env.DB);
      const queue = withQueueFaults(env.NOTICES as Queue<Notice>, env, db); // local tests may make sendBatch fail
      ctx.waitUntil(dispatchDueNotices(db, queue, new Date(controller.scheduledTime)));
      return;
    }
    ctx.waitUntil(purgeExpiredAuthData(createDb(env.DB)));
    ctx.waitUntil(backfillSkeletons(createDb(env.DB)));
    ctx.waitUntil(purgeSentReminderKeys(createDb(env.DB)));
  },

  /**
   * Two queues, told apart by `batch.queue` (wrangler.toml [[queues.consumers]]): NOTICES, a batch of
   * notices sent by Web Push or e-mail (decisions 0402–0404) and of the community's jobs, which become
   * notices (decision 0475); its dead-letter queue, each notice it gave
   * up on recorded for /admin/notices (decision 0474).
   */
  async queue(batch, env) {
    const db = createDb(env.DB);
    if (batch.queue === DEAD_NOTICES_QUEUE) {
      await recordDeadNotices(batch.messages as readonly Message<Notice>[], db);
      return;
    }
    // The community's jobs become notices on the same queue (decision 0475); the notices are sent below.
    const jobs = batch.messages.filter((m): m is Message<CommunityJob> => isCommunityJob(m.body));
    if (jobs.length > 0) await runCommunityJobs(jobs, { db, env, queue: env.NOTICES });
    await deliverNotices(batch.messages.filter((m) => !isCommunityJob(m.body)) as readonly Message<Notice>[], {
      db,
      env,
      push: vapidConfigured(env) ? webPushSender(env) : null,
      requeue: (notices) => env.NOTICES.sendBatch(notices.map((body) => ({ body, contentType: "json" as const }))),
      later: (body, delaySeconds) => env.NOTICES.send(body, { contentType: "json", delaySeconds: scaledDelay(env, delaySeconds) }),
      // Notices have their own e-mail budget (`notice.email`), apart from the account's e-mails. The local
      // outbox exists only in local builds: a production bundle keeps no trace of it.
      email: __DEV_HOOKS__ ? emailTransport(db, env, "notice.email") : cappedTransport(db, httpApiTransport(env), "notice.email"),
    });
  },
} satisfies ExportedHandler<Env>;

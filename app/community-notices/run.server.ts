/**
 * The community's jobs, read from the NOTICES queue by the same consumer as « Mes rendez-vous » (server.ts
 * `queue`, decision 0475): each job becomes one notice per person, put back on the same queue, where the
 * delivery (app/rendez-vous/deliver.server.ts) sends it through the same claims, devices and e-mail.
 *
 * A job checks what it is about when it runs: a deleted reply, a locked or deleted topic, a settled report,
 * a topic someone else answered (the veilleurs' cancellation) make nothing. A job run twice queues the same
 * notices again, whose keys are claimed once: nobody is told twice.
 */
import { and, asc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { forumReplies, forumThreads, profiles, reports, topicFollows, veilleurs } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { threadPath } from "~/forum/thread-path";
import type { Notice } from "~/rendez-vous/notice";
import { broadcast } from "../../party/broadcast.server";
import { FOLLOWERS_PER_JOB, type CommunityJob, type DigestJob, type ReplyJob, type ReportJob, type WatchJob } from "./jobs";
import { outsideGate } from "./gate";
import { answeredByOthers, unreadFollowedCount } from "~/forum/follows.server";

export type JobDeps = {
  db: Db;
  env: Env;
  /** The NOTICES queue: the notices a job makes, and a job's next page. */
  queue: Pick<Queue<unknown>, "sendBatch" | "send">;
  now?: Date;
};

type JobMessage = Pick<Message<CommunityJob>, "body" | "ack" | "retry">;

export async function runCommunityJobs(messages: readonly JobMessage[], deps: JobDeps): Promise<void> {
  for (const message of messages) {
    try {
      const made = await runJob(message.body, deps);
      message.ack();
      console.log(JSON.stringify({ event: "notices.job", job: message.body.job, notices: made }));
    } catch (error) {
      console.error(
        JSON.stringify({ event: "notices.job", job: message.body.job, failed: error instanceof Error ? error.message : String(error) }),
      );
      message.retry({ delaySeconds: 10 });
    }
  }
}

function runJob(job: CommunityJob, deps: JobDeps): Promise<number> {
  switch (job.job) {
    case "reply":
      return replyJob(job, deps);
    case "watch":
      return watchJob(job, deps);
    case "report":
      return reportJob(job, deps);
    case "digest":
      return digestJob(job, deps);
  }
}

async function queueNotices(deps: JobDeps, notices: Notice[]): Promise<number> {
  for (let start = 0; start < notices.length; start += 100) {
    await deps.queue.sendBatch(notices.slice(start, start + 100).map((body) => ({ body, contentType: "json" as const })));
  }
  return notices.length;
}

/** A reply's followers, a page at a time: their own rooms hear that their count changed, then their notices. */
async function replyJob(job: ReplyJob, deps: JobDeps): Promise<number> {
  const { db } = deps;
  const reply = await db
    .select({ threadId: forumReplies.threadId, authorId: forumReplies.authorId, slug: forumThreads.slug })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
    .where(and(eq(forumReplies.id, job.replyId), isNull(forumReplies.deletedAt), eq(forumThreads.isLocked, false)))
    .get();
  if (!reply) return 0;
  const followers = await db
    .select({ userId: topicFollows.userId })
    .from(topicFollows)
    .where(
      and(
        eq(topicFollows.threadId, reply.threadId),
        eq(topicFollows.following, true),
        job.after ? gt(topicFollows.userId, job.after) : undefined,
        reply.authorId ? ne(topicFollows.userId, reply.authorId) : undefined,
      ),
    )
    .orderBy(asc(topicFollows.userId))
    .limit(FOLLOWERS_PER_JOB);
  if (followers.length === FOLLOWERS_PER_JOB) {
    await deps.queue.send({ ...job, after: followers.at(-1)!.userId } satisfies ReplyJob, { contentType: "json" });
  }
  for (const { userId } of followers) broadcast(deps.env, "UserRoom", `user-${userId}`, { type: "follows:changed" });
  const url = `${threadPath(reply.slug)}?vers=${encodeURIComponent(job.replyId)}`;
  return queueNotices(
    deps,
    followers.map(({ userId }) => ({ userId, kind: "reply", key: `reply:${job.replyId}:${userId}`, url, ref: job.replyId })),
  );
}

/** 30 minutes after a topic: the veilleurs on duty, unless someone other than its author answered it. */
async function watchJob(job: WatchJob, deps: JobDeps): Promise<number> {
  const { db } = deps;
  const thread = await db
    .select({ authorId: forumThreads.authorId, slug: forumThreads.slug, answered: answeredByOthers() })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, job.threadId), eq(forumThreads.isLocked, false)))
    .get();
  if (!thread || thread.answered) return 0;
  const now = deps.now ?? new Date();
  const onDuty = (await db.select().from(veilleurs)).filter(
    (v) => v.userId !== thread.authorId && outsideGate({ timeZone: v.timeZone, quietStart: v.quietStart, quietEnd: v.quietEnd }, now).send,
  );
  return queueNotices(
    deps,
    onDuty.map((v) => ({
      userId: v.userId,
      kind: "watch",
      key: `watch:${job.threadId}:${v.userId}`,
      url: threadPath(thread.slug),
      ref: job.threadId,
    })),
  );
}

/** A new report, still open: each moderator but its reporter. */
async function reportJob(job: ReportJob, deps: JobDeps): Promise<number> {
  const { db } = deps;
  const report = await db
    .select({ reporterId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.id, job.reportId), eq(reports.status, "open")))
    .get();
  if (!report) return 0;
  const moderators = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.role, ["moderator", "admin"]), ne(profiles.id, report.reporterId)));
  return queueNotices(
    deps,
    moderators.map((m) => ({ userId: m.id, kind: "report", key: `report:${job.reportId}:${m.id}`, url: "/moderation", ref: job.reportId })),
  );
}

/** At the end of an e-mail window: the next window's one e-mail, when followed topics are still unread. */
async function digestJob(job: DigestJob, deps: JobDeps): Promise<number> {
  if ((await unreadFollowedCount(deps.db, job.userId)) === 0) return 0;
  const window = job.window + 1;
  return queueNotices(deps, [
    { userId: job.userId, kind: "digest", key: `forum-mail:${job.userId}:${window}`, url: "/forum/suivis", ref: String(window) },
  ]);
}

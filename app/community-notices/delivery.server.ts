/**
 * What the delivery (app/rendez-vous/deliver.server.ts) does with each community notice of a batch
 * (issue 57, decision 0475), read in one round trip: whether it is still wanted (its reply not deleted
 * nor its topic locked, the follow not stopped; its topic still unanswered; its report still open),
 * whether the person's quiet hours, pause or « Arrêter » hold it back, and which channels their choices
 * allow. A reply's e-mail takes the person's one e-mail of the window (`forum-mail:<id>:<window>`).
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { forumReplies, forumThreads, noticeChoices, rendezVousSettings, reports, topicFollows } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { answeredByOthers } from "~/forum/follows.server";
import type { Notice } from "~/rendez-vous/notice";
import { allows, choiceKindOf, type Choices } from "./choices";
import { outsideGate } from "./gate";
import { emailWindow } from "./jobs";

export type CommunityPlan =
  | { send: true; push: boolean; email: boolean; emailKey: string }
  | { send: false; waitSeconds?: number; reason: "gone" | "quiet" | "paused" | "stopped" | "declined" };

/** The key of a reply's or digest's e-mail: one per person and window, whatever the topic. */
function forumMailKey(notice: Notice, now: Date): string {
  if (notice.kind === "digest") return `${notice.key}|email`;
  if (notice.kind === "reply") return `forum-mail:${notice.userId}:${emailWindow(now)}|email`;
  return `${notice.key}|email`;
}

/** Notices planned per round trip: each statement binds at most this many ids (D1 binds 100 values at most). */
const PLAN_CHUNK = 40;

export async function planCommunityNotices(db: Db, notices: readonly Notice[], now: Date): Promise<Map<Notice, CommunityPlan>> {
  const plans = new Map<Notice, CommunityPlan>();
  for (let start = 0; start < notices.length; start += PLAN_CHUNK) {
    for (const [notice, plan] of await planChunk(db, notices.slice(start, start + PLAN_CHUNK), now)) plans.set(notice, plan);
  }
  return plans;
}

async function planChunk(db: Db, notices: readonly Notice[], now: Date): Promise<Map<Notice, CommunityPlan>> {
  const plans = new Map<Notice, CommunityPlan>();
  if (notices.length === 0) return plans;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const refsOf = (kind: Notice["kind"]) => [...new Set(notices.filter((n) => n.kind === kind && n.ref).map((n) => n.ref!))];
  const replyIds = refsOf("reply");
  const threadIds = refsOf("watch");
  const reportIds = refsOf("report");
  const none = ["-"]; // inArray with an empty list is refused
  const [settings, choices, liveReplies, follows, unanswered, openReports] = await db.batch([
    db.select().from(rendezVousSettings).where(inArray(rendezVousSettings.userId, userIds)),
    db.select().from(noticeChoices).where(inArray(noticeChoices.userId, userIds)),
    db
      .select({ id: forumReplies.id, threadId: forumReplies.threadId })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(
        and(inArray(forumReplies.id, replyIds.length ? replyIds : none), isNull(forumReplies.deletedAt), eq(forumThreads.isLocked, false)),
      ),
    db
      .select({ userId: topicFollows.userId, threadId: topicFollows.threadId })
      .from(topicFollows)
      .where(and(inArray(topicFollows.userId, userIds), eq(topicFollows.following, true))),
    db
      .select({ id: forumThreads.id, answered: answeredByOthers() })
      .from(forumThreads)
      .where(and(inArray(forumThreads.id, threadIds.length ? threadIds : none), eq(forumThreads.isLocked, false))),
    db
      .select({ id: reports.id })
      .from(reports)
      .where(and(inArray(reports.id, reportIds.length ? reportIds : none), eq(reports.status, "open"))),
  ]);
  const settingsOf = new Map(settings.map((s) => [s.userId, s]));
  const choicesOf = new Map<string, Choices>();
  for (const c of choices) {
    const mine = choicesOf.get(c.userId) ?? {};
    (mine as Record<string, boolean>)[`${c.kind}.${c.channel}`] = c.enabled;
    choicesOf.set(c.userId, mine);
  }
  const replyThread = new Map(liveReplies.map((r) => [r.id, r.threadId]));
  const following = new Set(follows.map((f) => `${f.userId}|${f.threadId}`));
  const waiting = new Set(unanswered.filter((t) => !t.answered).map((t) => t.id));
  const open = new Set(openReports.map((r) => r.id));

  for (const notice of notices) {
    const stillWanted =
      notice.kind === "reply"
        ? replyThread.has(notice.ref ?? "") && following.has(`${notice.userId}|${replyThread.get(notice.ref!)}`)
        : notice.kind === "watch"
          ? waiting.has(notice.ref ?? "")
          : notice.kind === "report"
            ? open.has(notice.ref ?? "")
            : true;
    if (!stillWanted) {
      plans.set(notice, { send: false, reason: "gone" });
      continue;
    }
    const s = settingsOf.get(notice.userId);
    const gate = outsideGate(
      {
        timeZone: s?.timeZone,
        quietStart: s?.quietStart,
        quietEnd: s?.quietEnd,
        pausedUntil: s?.pausedUntil,
        stopped: Boolean(s?.stoppedAt),
      },
      now,
    );
    if (!gate.send) {
      plans.set(
        notice,
        gate.reason === "quiet" ? { send: false, reason: "quiet", waitSeconds: gate.waitSeconds } : { send: false, reason: gate.reason },
      );
      continue;
    }
    const kind = choiceKindOf(notice.kind);
    const mine = choicesOf.get(notice.userId) ?? {};
    const push = kind !== null && notice.kind !== "digest" && allows(mine, kind, "push");
    const email = kind !== null && allows(mine, kind, "email");
    plans.set(
      notice,
      push || email ? { send: true, push, email, emailKey: forumMailKey(notice, now) } : { send: false, reason: "declined" },
    );
  }
  return plans;
}

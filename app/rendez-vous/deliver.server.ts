/**
 * The queue consumer (server.ts `queue`, decisions 0402–0404): one batch of notices, sent by Web Push to
 * each device the person subscribed, or by e-mail when they have none or prefer it.
 *
 * - At most once per destination: "<notice key>|push:<subscription>" or "<notice key>|email" is inserted
 *   into `notice_deliveries` before sending; a key already there is not sent again. Only a key a push
 *   service answered 5xx (or could not be reached) is marked "retry", and only such a key may be claimed
 *   again, by the message's next attempt (`message.retry()`); after the last one the queue moves the
 *   message to the dead-letter queue.
 * - A 404 or 410 deletes that subscription. When every device of a notice answered so and none was
 *   reached, the notice goes by e-mail in the same run, through the same claim (decision 0408).
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { deadNotices, noticeDeliveries, pushSubscriptions, rendezVousSettings, users } from "#db/schema";
import { noticeEmail } from "~/emails/templates";
import type { Db } from "~/utils/db.server";
import type { EmailTransport } from "~/utils/email.server";
import { NOTICE_TEXT, isCommunityKind, type Notice } from "./notice";
import { planCommunityNotices, type CommunityPlan } from "~/community-notices/delivery.server";
import { choiceKindOf } from "~/community-notices/choices";
import { emailWindow, secondsToWindowEnd, type CommunityJob } from "~/community-notices/jobs";
import { NOT_A_PUSH_SERVICE, type PushSender } from "./push.server";
import { appOrigin } from "~/utils/app-origin.server";
import { stopAddresses } from "./stop-token.server";
import { MAX_DEVICES } from "./subscriptions.server";

/** The dead-letter queue of NOTICES (wrangler.toml), read by the same Worker's `queue`. */
export const DEAD_NOTICES_QUEUE = "rendez-vous-notices-dlq";

export type NoticeMessage = Pick<Message<Notice>, "body" | "attempts" | "ack" | "retry">;

export type DeliveryDeps = {
  db: Db;
  env: Pick<Env, "SESSION_SECRET" | "APP_ORIGIN" | "EMAIL_FROM">;
  push: PushSender | null;
  email: EmailTransport;
  /** Puts notices back on the NOTICES queue, for those beyond this run's SENDS_PER_RUN. */
  requeue?: (notices: Notice[]) => Promise<unknown>;
  /**
   * Puts one message on the NOTICES queue for later: a community notice held by quiet hours, a digest at
   * its window's end (decision 0475).
   */
  later?: (body: Notice | CommunityJob, delaySeconds: number) => Promise<unknown>;
};

/**
 * Pushes and e-mails one consumer run may send (decision 0473): a Worker invocation may make 50
 * subrequests on the free plan (1000 on a paid one); 40 leaves room for the run's D1 batches and the
 * queue's own call. One notice costs its devices (at most MAX_DEVICES) and one e-mail.
 */
export const SENDS_PER_RUN = 40;

/**
 * Notices beyond this run's sends go back on the queue as new messages, at once and not as failures
 * (`message.retry()` would count towards max_retries and the dead-letter queue); none was claimed, so each
 * is still sent at most once. Without a queue to send to (or should it fail), they are retried in 1 s.
 */
async function sendLater(messages: readonly NoticeMessage[], deps: DeliveryDeps) {
  if (messages.length === 0) return;
  try {
    if (!deps.requeue) throw new Error("no queue");
    await deps.requeue(messages.map((message) => message.body));
    for (const message of messages) message.ack();
  } catch {
    for (const message of messages) message.retry({ delaySeconds: 1 });
  }
}

/**
 * The messages this run sends, in order, within SENDS_PER_RUN (always at least one), and those it leaves
 * for another: each costs a push per device and one e-mail (sent when every device is gone).
 */
export function withinSends<M>(messages: readonly M[], devicesOf: (message: M) => number): { now: M[]; later: M[] } {
  const now: M[] = [];
  const later: M[] = [];
  let budget = SENDS_PER_RUN;
  for (const message of messages) {
    const cost = devicesOf(message) + 1;
    if (cost > budget && now.length > 0) later.push(message);
    else {
      now.push(message);
      budget -= cost;
    }
  }
  return { now, later };
}

/** A 5xx waits a little longer each time: 10 s, 20 s, 40 s, 80 s. */
const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 300);

type Outcome = "sent" | "retry" | "gone" | "failed" | "dropped";

/** A 3xx is never followed (`redirect: "manual"`) and fails like a 4xx: not retried, the subscription kept. */
function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410 || status === NOT_A_PUSH_SERVICE) return "gone";
  if (status === 0 || status === 429 || status >= 500) return "retry";
  return "failed";
}

/** D1 binds at most 100 values per statement. */
function chunks<T>(items: T[], size = 90): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Subscription = typeof pushSubscriptions.$inferSelect;
type Person = { email: string; channel: string };
type Destination = { message: NoticeMessage; key: string; subscription: Subscription | null };

/** The claim key of a notice's e-mail: its own, or for the forum the person's one e-mail of the window. */
const emailKeyOf = (message: NoticeMessage, plans: ReadonlyMap<Notice, CommunityPlan>) => {
  const plan = plans.get(message.body);
  return plan?.send ? plan.emailKey : `${message.body.key}|email`;
};

/**
 * One claim per destination (INSERT … ON CONFLICT: at most once), then a send for each claimed one; an
 * unclaimed destination (sent, or being sent, already) answers null and is never sent twice.
 */
async function claimAndSend(
  destinations: readonly Destination[],
  deps: DeliveryDeps,
  people: ReadonlyMap<string, Person>,
  now: string,
): Promise<[Destination, Outcome | null][]> {
  const { db } = deps;
  const claimed = new Set<string>();
  for (const part of chunks([...destinations], 50)) {
    const results = await db.batch(
      part.map((d) =>
        db
          .insert(noticeDeliveries)
          .values({
            key: d.key,
            userId: d.message.body.userId,
            status: "sending",
            channel: d.subscription ? "push" : "email",
            attempts: 1,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: noticeDeliveries.key,
            set: { status: "sending", attempts: sql`${noticeDeliveries.attempts} + 1`, updatedAt: now },
            setWhere: eq(noticeDeliveries.status, "retry"),
          })
          .returning({ key: noticeDeliveries.key }),
      ) as [any, ...any[]], // eslint-disable-line @typescript-eslint/no-explicit-any -- one statement type per row
    );
    for (const rows of results as { key: string }[][]) for (const row of rows) claimed.add(row.key);
  }

  return Promise.all(
    destinations.map(async (d): Promise<[Destination, Outcome | null]> => {
      if (!claimed.has(d.key)) return [d, null]; // sent (or being sent) already: never twice
      const notice = d.message.body;
      if (d.subscription && deps.push) {
        return [d, outcomeOf(await deps.push(d.subscription, { kind: notice.kind, url: notice.url }))];
      }
      const person = people.get(notice.userId)!;
      try {
        const stop = await stopAddresses(deps.env, notice.userId, choiceKindOf(notice.kind));
        // Only an e-mail the transport took is "sent"; one over its budget or refused is "dropped" (decision 0474).
        const sent = await deps.email.send(noticeEmail(person.email, NOTICE_TEXT[notice.kind], appOrigin(deps.env) + notice.url, stop));
        return [d, sent === "sent" ? "sent" : "dropped"];
      } catch (error) {
        console.error("notice e-mail not sent", error instanceof Error ? error.message : error);
        return [d, "retry"];
      }
    }),
  );
}

export async function deliverNotices(messages: readonly NoticeMessage[], deps: DeliveryDeps): Promise<void> {
  const { db } = deps;
  const userIds = [...new Set(messages.map((m) => m.body.userId))];
  const subscriptions: Subscription[] = [];
  const people = new Map<string, Person>();
  for (const part of chunks(userIds)) {
    const [subs, rows] = await db.batch([
      db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, part)),
      db
        .select({ id: users.id, email: users.email, channel: rendezVousSettings.channel })
        .from(users)
        .leftJoin(rendezVousSettings, eq(rendezVousSettings.userId, users.id))
        .where(inArray(users.id, part)),
    ]);
    subscriptions.push(...subs);
    for (const row of rows) people.set(row.id, { email: row.email, channel: row.channel ?? "push" });
  }

  // Every destination of every message, then one claim each; within SENDS_PER_RUN, the rest waits for
  // another run, unclaimed (so still sent at most once).
  const startedAt = new Date();
  // The community's notices: still wanted, outside quiet hours, pause and stop, on the channels chosen.
  const plans = await planCommunityNotices(
    db,
    messages.filter((m) => isCommunityKind(m.body.kind) && people.has(m.body.userId)).map((m) => m.body),
    startedAt,
  );
  const known: NoticeMessage[] = [];
  const held: NoticeMessage[] = [];
  const devicesOf = new Map<NoticeMessage, Subscription[]>();
  for (const message of messages) {
    const person = people.get(message.body.userId);
    if (!person) {
      message.ack(); // the account is gone
      continue;
    }
    const plan = plans.get(message.body);
    if (plan && !plan.send) {
      held.push(message);
      continue;
    }
    known.push(message);
    const wantsPush = plan ? plan.push : person.channel === "push";
    devicesOf.set(
      message,
      deps.push && wantsPush
        ? subscriptions
            .filter((s) => s.userId === message.body.userId)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .slice(0, MAX_DEVICES)
        : [],
    );
  }
  await holdBack(held, plans, deps);
  /** Whether a notice may go by e-mail: always for « Mes rendez-vous », by the person's choice for the community. */
  const mayEmail = (message: NoticeMessage) => {
    const plan = plans.get(message.body);
    return !plan || (plan.send && plan.email);
  };
  const { now: sendable, later } = withinSends(known, (message) => devicesOf.get(message)!.length);
  const destinations: Destination[] = [];
  for (const message of sendable) {
    const devices = devicesOf.get(message)!;
    if (devices.length === 0 && mayEmail(message)) destinations.push({ message, key: emailKeyOf(message, plans), subscription: null });
    for (const subscription of devices) destinations.push({ message, key: `${message.body.key}|push:${subscription.id}`, subscription });
  }
  await sendLater(later, deps);
  const now = new Date().toISOString();
  const outcomes = await claimAndSend(destinations, deps, people, now);

  // Every device of a notice gone (404/410) and none reached: the notice still reaches the person, by
  // e-mail in the same run, through the same at-most-once claim (decision 0408). A redelivered message
  // finds no device left and takes the e-mail path, whose key is then already claimed: never two.
  const byMessage = new Map<NoticeMessage, (Outcome | null)[]>();
  for (const [d, outcome] of outcomes) {
    if (!d.subscription) continue;
    byMessage.set(d.message, [...(byMessage.get(d.message) ?? []), outcome]);
  }
  const fallbacks: Destination[] = [];
  for (const [message, results] of byMessage) {
    if (results.every((outcome) => outcome === "gone") && mayEmail(message))
      fallbacks.push({ message, key: emailKeyOf(message, plans), subscription: null });
  }
  if (fallbacks.length > 0) outcomes.push(...(await claimAndSend(fallbacks, deps, people, now)));

  const updates = [];
  const gone = new Set<string>();
  const retry = new Set<NoticeMessage>();
  const reached = new Map<string, number>();
  for (const [d, outcome] of outcomes) {
    if (outcome === null) continue;
    updates.push(db.update(noticeDeliveries).set({ status: outcome, updatedAt: now }).where(eq(noticeDeliveries.key, d.key)));
    if (outcome === "gone" && d.subscription) gone.add(d.subscription.id);
    if (outcome === "retry") retry.add(d.message);
    if (outcome === "sent" && d.message.body.kind === "reminder") {
      reached.set(d.message.body.key, (reached.get(d.message.body.key) ?? 0) + 1);
    }
  }
  for (const part of chunks([...gone])) updates.push(db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, part)));
  // A reminder that reached the person counts as unopened until a tap on it (app/routes/rendez-vous+/ouvert.tsx).
  const ignored = new Map<string, number>();
  for (const message of messages)
    if (reached.has(message.body.key)) ignored.set(message.body.userId, (ignored.get(message.body.userId) ?? 0) + 1);
  for (const [userId, count] of ignored) {
    updates.push(
      db
        .update(rendezVousSettings)
        .set({ ignoredCount: sql`${rendezVousSettings.ignoredCount} + ${count}` })
        .where(eq(rendezVousSettings.userId, userId)),
    );
  }
  for (const part of chunks(updates, 50)) {
    if (part.length > 0) await db.batch(part as [(typeof part)[number], ...(typeof part)[number][]]);
  }
  await digestLater(outcomes, startedAt, deps);
  for (const message of messages) {
    if (later.includes(message) || held.includes(message)) continue; // sent back, or held back, above
    if (retry.has(message)) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else message.ack();
  }
  // One structured line per batch, for Workers Logs (decision 0474).
  const counts: Record<string, Record<string, number>> = { push: {}, email: {} };
  for (const [d, outcome] of outcomes) {
    const channel = counts[d.subscription ? "push" : "email"]!;
    const name = outcome ?? "alreadyClaimed";
    channel[name] = (channel[name] ?? 0) + 1;
  }
  console.log(JSON.stringify({ event: "notices.deliver", messages: messages.length, retried: retry.size, ...counts }));
}

/**
 * Community notices not sent now (decision 0475): one held by quiet hours waits for their end, on the
 * queue; one no longer wanted, paused, stopped or declined is not sent. Neither silently: each leaves a
 * row, `<key>|quiet` "waiting" or `<key>|withheld` "withheld", which is never a claim (decision 0474's
 * truth). Each is acknowledged once handled; a queue that refuses the wait has the message tried again.
 */
async function holdBack(held: readonly NoticeMessage[], plans: ReadonlyMap<Notice, CommunityPlan>, deps: DeliveryDeps) {
  if (held.length === 0) return;
  const { db } = deps;
  const now = new Date().toISOString();
  const rows: (typeof noticeDeliveries.$inferInsert)[] = [];
  const reasons: Record<string, number> = {};
  for (const message of held) {
    const plan = plans.get(message.body);
    const reason = plan && !plan.send ? plan.reason : "gone";
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (reason === "quiet") {
      try {
        if (!deps.later) throw new Error("no queue");
        await deps.later(message.body, (plan as { waitSeconds: number }).waitSeconds);
      } catch {
        message.retry({ delaySeconds: 60 });
        continue;
      }
    }
    const quiet = reason === "quiet";
    rows.push({
      key: `${message.body.key}|${quiet ? "quiet" : "withheld"}`,
      userId: message.body.userId,
      status: quiet ? "waiting" : "withheld",
      createdAt: now,
      updatedAt: now,
    });
    message.ack();
  }
  for (const part of chunks(rows, 12)) await db.insert(noticeDeliveries).values(part).onConflictDoNothing();
  console.log(JSON.stringify({ event: "notices.held", ...reasons }));
}

/**
 * A reply whose e-mail found the window's one e-mail already taken: a digest at the window's end counts
 * what is still unread then (decision 0475). Its job is queued once per reply; the digest's own key is
 * claimed once.
 */
async function digestLater(outcomes: readonly [Destination, Outcome | null][], now: Date, deps: DeliveryDeps) {
  const people = new Set<string>();
  for (const [d, outcome] of outcomes)
    if (outcome === null && !d.subscription && d.message.body.kind === "reply") people.add(d.message.body.userId);
  for (const userId of people) {
    await deps
      .later?.({ job: "digest", userId, window: emailWindow(now) }, secondsToWindowEnd(now))
      .catch((error: unknown) => console.error("digest not queued", error instanceof Error ? error.message : error));
  }
}

/**
 * The dead-letter queue's consumer (server.ts `queue`, `rendez-vous-notices-dlq`; decision 0474): each
 * notice the NOTICES queue gave up on is recorded in `dead_notices`, and its destinations still waiting
 * ("retry", or "sending" left by a crash) are marked "dead": never sent again, counted on /admin/notices.
 */
export async function recordDeadNotices(messages: readonly Pick<Message<Notice>, "body" | "attempts" | "ack">[], db: Db): Promise<void> {
  const now = new Date().toISOString();
  const channelsOf = new Map<string, Set<string>>();
  for (const part of chunks([...messages], 40)) {
    const results = await db.batch(
      part.map((m) =>
        db
          .update(noticeDeliveries)
          .set({ status: "dead", updatedAt: now })
          .where(
            and(
              gte(noticeDeliveries.key, `${m.body.key}|`),
              lt(noticeDeliveries.key, `${m.body.key}}`), // "}" follows "|": every "<key>|…" and nothing else
              inArray(noticeDeliveries.status, ["retry", "sending"]),
            ),
          )
          .returning({ key: noticeDeliveries.key }),
      ) as [any, ...any[]], // eslint-disable-line @typescript-eslint/no-explicit-any -- one statement type per row
    );
    part.forEach((m, i) => {
      const set = channelsOf.get(m.body.key) ?? new Set<string>();
      for (const row of (results[i] ?? []) as { key: string }[]) set.add(row.key.includes("|push:") ? "push" : "email");
      channelsOf.set(m.body.key, set);
    });
  }
  const inserts = messages.map((m) =>
    db
      .insert(deadNotices)
      .values({
        key: m.body.key,
        userId: m.body.userId,
        kind: m.body.kind,
        channels: [...(channelsOf.get(m.body.key) ?? [])].sort().join(","),
        attempts: m.attempts,
        deadAt: now,
      })
      .onConflictDoNothing(),
  );
  // A notice whose person is gone meets the foreign key: that insert alone fails, the others stay.
  for (const statement of inserts) await statement.run().catch(() => undefined);
  for (const message of messages) message.ack();
  console.log(
    JSON.stringify({ event: "notices.deadLetter", messages: messages.length, keys: messages.map((m) => m.body.key).slice(0, 20) }),
  );
}

/** The community's keys, each prefix as a range of the primary key (":" is followed by ";"). */
const COMMUNITY_KEY_RANGES = ["reply:", "watch:", "report:", "forum-mail:", "digest:"].map(
  (prefix) => [prefix, `${prefix.slice(0, -1)};`] as const,
);

/**
 * Nightly: a reminder's sent keys are kept a week, long after its occurrence can come back (an occurrence
 * later than 15 minutes is never sent). Other kinds' keys (a letter's, sent once ever) stay.
 */
export async function purgeSentReminderKeys(db: Db, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  await db
    .delete(noticeDeliveries)
    .where(and(gte(noticeDeliveries.key, "reminder:"), lt(noticeDeliveries.key, "reminder;"), lt(noticeDeliveries.createdAt, weekAgo)));
  // The dead-lettered notices are counted a week on /admin/notices, kept a month; so are the community's
  // keys (decision 0475), long after their reply, topic, report or e-mail window can come back.
  const monthAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  for (const [from, to] of COMMUNITY_KEY_RANGES) {
    await db
      .delete(noticeDeliveries)
      .where(and(gte(noticeDeliveries.key, from), lt(noticeDeliveries.key, to), lt(noticeDeliveries.createdAt, monthAgo)));
  }
  await db.delete(deadNotices).where(lt(deadNotices.deadAt, monthAgo));
}

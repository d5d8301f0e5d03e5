/**
 * Reports of community posts and the moderation queue. Every function that reads or settles the
 * queue takes a moderator: the permission is checked here, not only in the route.
 */
import { and, countDistinct, desc, eq, exists, inArray, isNotNull, isNull, ne, not, sql, type SQL } from "drizzle-orm";
import { chatMessages, forumReplies, forumThreads, profiles, reports, type ReportItemType, type ReportReason, type Role } from "#db/schema";
import { queueAfterAnswer } from "~/community-notices/queue.server";
import { broadcast } from "../../party/broadcast.server";
import { changeMessage } from "~/chat/chat.server";
import { canModerateSql } from "~/auth/permissions-sql.server";
import { assertRole } from "~/auth/permissions.server";
import { changeOnThreadPage, type PageChange } from "~/forum/thread-changes.server";
import { asActor, type ChangeMaker } from "~/auth/session-batch.server";
import type { SessionUser } from "~/auth/session.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { limitInBatch } from "~/limits/limits.server";
import type { Writer } from "~/auth/session-batch.server";

type Actor = { id: string; role: Role };

/** The item a report points at, with what a moderator needs to judge it in context. */
type ReportedItem = {
  itemType: ReportItemType;
  itemId: string;
  content: string | null;
  title: string | null;
  authorName: string | null;
  threadSlug: string | null;
  threadTitle: string | null;
  deleted: boolean;
  isLocked: boolean;
};

/** The item's own row, whichever table holds it, in the same shape. */
function itemRow(db: Db, itemType: ReportItemType, itemId: string) {
  if (itemType === "thread") {
    return db
      .select({
        content: forumThreads.content,
        title: forumThreads.title,
        authorName: profiles.displayName,
        threadSlug: forumThreads.slug,
        threadTitle: forumThreads.title,
        deletedAt: sql<string | null>`NULL`,
        isLocked: forumThreads.isLocked,
      })
      .from(forumThreads)
      .leftJoin(profiles, eq(profiles.id, forumThreads.authorId))
      .where(eq(forumThreads.id, itemId));
  }
  if (itemType === "reply") {
    return db
      .select({
        content: forumReplies.content,
        title: sql<string | null>`NULL`,
        authorName: profiles.displayName,
        threadSlug: forumThreads.slug,
        threadTitle: forumThreads.title,
        deletedAt: forumReplies.deletedAt,
        isLocked: forumThreads.isLocked,
      })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .leftJoin(profiles, eq(profiles.id, forumReplies.authorId))
      .where(eq(forumReplies.id, itemId));
  }
  return db
    .select({
      content: chatMessages.content,
      title: sql<string | null>`NULL`,
      authorName: profiles.displayName,
      threadSlug: sql<string | null>`NULL`,
      threadTitle: sql<string | null>`NULL`,
      deletedAt: chatMessages.deletedAt,
      isLocked: sql<boolean>`0`,
    })
    .from(chatMessages)
    .leftJoin(profiles, eq(profiles.id, chatMessages.authorId))
    .where(eq(chatMessages.id, itemId));
}

type ItemRow = Awaited<ReturnType<typeof itemRow>>[number];

function toItem(itemType: ReportItemType, itemId: string, row: ItemRow | undefined): ReportedItem | null {
  if (!row) return null;
  return {
    itemType,
    itemId,
    content: row.content,
    title: row.title,
    authorName: row.authorName,
    threadSlug: row.threadSlug,
    threadTitle: row.threadTitle,
    deleted: Boolean(row.deletedAt),
    isLocked: Boolean(row.isLocked),
  };
}

/** Several items, whichever tables hold them, in one round trip (none for none). */
async function findItems(db: Db, keys: readonly { itemType: ReportItemType; itemId: string }[]): Promise<(ReportedItem | null)[]> {
  if (keys.length === 0) return [];
  const [first, ...rest] = keys.map(({ itemType, itemId }) => itemRow(db, itemType, itemId));
  const rows = (await db.batch([first!, ...rest])) as ItemRow[][];
  return keys.map(({ itemType, itemId }, i) => toItem(itemType, itemId, rows[i]![0]));
}

export type ReportResult = "created" | "duplicate" | "not-found" | "limited";

/** The reported item exists and is not deleted (a statement a batch can hold). */
function reportable(db: Db, itemType: ReportItemType, itemId: string) {
  if (itemType === "thread") return exists(db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, itemId)));
  if (itemType === "reply")
    return exists(
      db
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, itemId), isNull(forumReplies.deletedAt))),
    );
  return exists(
    db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, itemId), isNull(chatMessages.deletedAt))),
  );
}

/**
 * One report per person per item; a second one changes nothing. Moderators are told live. The session,
 * the limit `report.account`, the insert and what decides the answer in one round trip (decision 0361):
 * a report of a missing item or a second report of the same item does not count against the reporter.
 */
export async function reportItem(
  db: Db,
  env: Env,
  writer: Writer,
  input: { itemType: ReportItemType; itemId: string; reason: ReportReason; details: string },
): Promise<ReportResult> {
  const now = new Date();
  const token = crypto.randomUUID();
  const { owner } = writer;
  const item = reportable(db, input.itemType, input.itemId);
  const earlier = db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, owner), eq(reports.itemType, input.itemType), eq(reports.itemId, input.itemId)));
  const counted = limitInBatch(db, "report.account", owner, token, { now, when: and(item, not(exists(earlier))) });
  // The row comes from the reporter's profile: none without a session, or when refused. Its fields in
  // the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${crypto.randomUUID()}`.as("id"),
      reporterId: profiles.id,
      itemType: sql<ReportItemType>`${input.itemType}`.as("item_type"),
      itemId: sql<string>`${input.itemId}`.as("item_id"),
      reason: sql<ReportReason>`${input.reason}`.as("reason"),
      details: sql<string | null>`${input.details || null}`.as("details"),
      status: sql<"open">`'open'`.as("status"),
      createdAt: sql<string>`${now.toISOString()}`.as("created_at"),
      settledAt: sql<null>`NULL`.as("settled_at"),
      settledBy: sql<null>`NULL`.as("settled_by"),
    })
    .from(profiles)
    .where(and(eq(profiles.id, owner), counted.held, item));
  const { results } = await writer.run([
    counted.count,
    db
      .insert(reports)
      .select(row)
      .onConflictDoNothing({ target: [reports.reporterId, reports.itemType, reports.itemId] })
      .returning({ id: reports.id }),
    db
      .select({ found: sql<number>`${item}`.as("found") })
      .from(profiles)
      .where(eq(profiles.id, owner)),
    earlier,
    // Whom to tell, read in the same round trip rather than after the answer.
    moderatorsQuery(db),
  ]);
  const [, inserted, [found], reported, moderators] = results;
  if (inserted.length > 0) {
    tellModerators(env, moderators);
    // Outside the app too, through the notices' queue, after the answer (issue 57, decision 0475).
    queueAfterAnswer(env, { job: "report", reportId: inserted[0]!.id });
    return "created";
  }
  if (!found?.found) return "not-found";
  // Reported before by this person (or twice at once): nothing new, and nothing counted.
  if (reported.length > 0) return "duplicate";
  return "limited";
}

const moderatorsQuery = (db: Db) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.role, ["moderator", "admin"]));

/** Each moderator's own room (user-{id}) hears that the queue changed; nobody else does. */
function tellModerators(env: Env, moderators: { id: string }[]) {
  for (const m of moderators) broadcast(env, "UserRoom", `user-${m.id}`, { type: "reports:changed" });
}

export type QueueEntry = ReportedItem & {
  reportCount: number;
  reasons: ReportReason[];
  details: string[];
  lastReportedAt: string;
};

function requireModeratorActor(actor: Actor) {
  assertRole(actor, "moderator");
}

/** Open reports grouped by item, most recently reported first (at most 50 items). */
export async function listQueue(db: Db, actor: Actor): Promise<QueueEntry[]> {
  requireModeratorActor(actor);
  const lastAt = sql<string>`max(${reports.createdAt})`;
  const groups = await db
    .select({
      itemType: reports.itemType,
      itemId: reports.itemId,
      reportCount: sql<number>`count(*)`,
      reasons: sql<string>`group_concat(${reports.reason})`,
      // Details are free text: joined by the unit separator, which no form lets through.
      details: sql<string | null>`group_concat(${reports.details}, char(31))`,
      lastAt,
    })
    .from(reports)
    .where(eq(reports.status, "open"))
    .groupBy(reports.itemType, reports.itemId)
    .orderBy(desc(lastAt))
    .limit(50);
  const items = await findItems(db, groups);
  const entries: QueueEntry[] = [];
  for (const [i, group] of groups.entries()) {
    const item = items[i] ?? {
      itemType: group.itemType,
      itemId: group.itemId,
      content: null,
      title: null,
      authorName: null,
      threadSlug: null,
      threadTitle: null,
      deleted: true,
      isLocked: false,
    };
    entries.push({
      ...item,
      reportCount: group.reportCount,
      reasons: [...new Set(group.reasons.split(",") as ReportReason[])],
      details: group.details ? group.details.split("\u001f").filter(Boolean) : [],
      lastReportedAt: group.lastAt,
    });
  }
  return entries;
}

/** How many items wait in the queue (the moderators' badge). */
export async function countQueue(db: Db, actor: Actor): Promise<number> {
  requireModeratorActor(actor);
  const row = await db
    .select({ n: countDistinct(sql`${reports.itemType} || ':' || ${reports.itemId}`) })
    .from(reports)
    .where(eq(reports.status, "open"))
    .get();
  return row?.n ?? 0;
}

/** Closes the item's open reports, as `owner`: the statement itself checks that they moderate. */
function settleStatement(db: Db, owner: SQL, itemType: ReportItemType, itemId: string, status: "ignored" | "resolved") {
  return db
    .update(reports)
    .set({ status, settledAt: new Date().toISOString(), settledBy: sql`${owner}` })
    .where(and(eq(reports.itemType, itemType), eq(reports.itemId, itemId), eq(reports.status, "open"), canModerateSql(owner)));
}

export type ModerationAction = "ignore" | "delete" | "lock";
export type ModerationResult = "ok" | "not-found" | "forbidden";

/**
 * A moderator's decision from the queue, by the session's `writer` (the 403 for anyone else, the login
 * page without a session). « Ignorer » closes the reports: one round trip with the session. « Supprimer »
 * and « Verrouiller » use the forum's and the chat's own changes, made as this moderator (the same rules,
 * decision 0443), and close the reports in the change's batch: a chat message in one round trip; a thread
 * or a reply in two, its thread's address read first with the session (issue 43 item 1).
 * `pages`: the public pages a deletion or a lock changes are named there, for the edge cache (decision 0160).
 */
export async function actOnReport(
  db: Db,
  env: Env,
  writer: Writer,
  itemType: ReportItemType,
  itemId: string,
  action: ModerationAction,
  pages: ChangedPages,
): Promise<ModerationResult> {
  // Whom to tell that the queue changed, read in the decision's own round trip.
  const moderators = moderatorsQuery(db);
  type Moderators = Awaited<typeof moderators>;
  if (action === "ignore" || (action === "delete" && itemType === "chat")) {
    const settled = settleStatement(db, writer.owner, itemType, itemId, action === "ignore" ? "ignored" : "resolved");
    if (action === "ignore") {
      const { user, results } = await writer.run([settled, moderators]);
      assertRole(user, "moderator");
      tellModerators(env, results[1]);
      return "ok";
    }
    // The session's user counts as the message's manager only when they moderate (not as its author): a
    // member's own message is not deleted from here. One round trip: the session, the change, the closing.
    let read: { user: SessionUser; told: Moderators } | undefined;
    const moderating: ChangeMaker = {
      owner: sql`(CASE WHEN ${canModerateSql(writer.owner)} THEN ${writer.owner} END)`,
      run: async (statements) => {
        const answer = await writer.run([...statements, settled, moderators] as unknown as typeof statements);
        const results = answer.results as unknown[];
        read = { user: answer.user, told: results[results.length - 1] as Moderators };
        return { results: results.slice(0, -2) as unknown as typeof answer.results };
      },
    };
    const result = await changeMessage(db, env, moderating, itemId, { deletedAt: new Date().toISOString() });
    assertRole(read?.user, "moderator");
    tellModerators(env, read!.told);
    return result;
  }
  const { user, results } = await writer.run([itemRow(db, itemType, itemId)]);
  assertRole(user, "moderator");
  const item = toItem(itemType, itemId, results[0][0]);
  const settled = settleStatement(db, sql`${user.id}`, itemType, itemId, "resolved");
  if (!item) {
    // Already gone (a deleted thread): nothing to do but close its reports.
    const [, told] = await db.batch([settled, moderators]);
    tellModerators(env, told);
    return "not-found";
  }
  // A chat message has no thread to lock (the queue offers no such button).
  if (!item.threadSlug) return "not-found";
  const change: PageChange =
    action === "lock"
      ? { on: "thread", set: { isLocked: true } }
      : itemType === "thread"
        ? { on: "thread", set: "delete" }
        : { on: "reply", replyId: itemId, set: { deletedAt: new Date().toISOString() } };
  // As this moderator, the reports closed in the change's own batch.
  const { outcome, after } = await changeOnThreadPage(db, env, asActor(db, user.id, [settled, moderators]), item.threadSlug, change, pages);
  tellModerators(env, after[1] as Moderators);
  // "forbidden" only for a moderator whose role was taken away meanwhile: then nothing was closed either.
  return outcome.ok ? "ok" : outcome.reason === "forbidden" ? "forbidden" : "not-found";
}

export type RecentDecision = {
  itemType: ReportItemType;
  itemId: string;
  /** What was done, read from the reports' status and the item as it is now. */
  done: "deleted" | "locked" | "ignored" | "resolved";
  settledAt: string;
  settledByName: string | null;
  excerpt: string | null;
};

/** The last items settled by the moderators, newest first: the queue shows what was done (issue 30). */
export async function listRecentDecisions(db: Db, actor: Actor, limit = 10): Promise<RecentDecision[]> {
  requireModeratorActor(actor);
  // SQLite gives the bare columns of the row holding MAX(settled_at): the latest decision on each item.
  const settledAt = sql<string>`max(${reports.settledAt})`;
  const rows = await db
    .select({
      itemType: reports.itemType,
      itemId: reports.itemId,
      status: reports.status,
      settledAt,
      settledByName: profiles.displayName,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.settledBy))
    .where(and(ne(reports.status, "open"), isNotNull(reports.settledAt)))
    .groupBy(reports.itemType, reports.itemId)
    .orderBy(desc(settledAt))
    .limit(limit);
  const items = await findItems(db, rows);
  const decisions: RecentDecision[] = [];
  for (const [i, row] of rows.entries()) {
    const item = items[i];
    const done: RecentDecision["done"] =
      row.status === "ignored"
        ? "ignored"
        : !item || item.deleted
          ? "deleted"
          : item.isLocked && row.itemType !== "chat"
            ? "locked"
            : "resolved";
    const text = item?.title ?? item?.content ?? null;
    decisions.push({
      itemType: row.itemType,
      itemId: row.itemId,
      done,
      settledAt: row.settledAt,
      settledByName: row.settledByName,
      excerpt: text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : null,
    });
  }
  return decisions;
}

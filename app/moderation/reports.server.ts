/**
 * Reports of community posts and the moderation queue. Every function that reads or settles the
 * queue takes a moderator: the permission is checked here, not only in the route.
 */
import { and, countDistinct, desc, eq, exists, inArray, isNotNull, isNull, ne, not, sql } from "drizzle-orm";
import { chatMessages, forumReplies, forumThreads, profiles, reports, type ReportItemType, type ReportReason, type Role } from "#db/schema";
import { afterAnswer, broadcast } from "../../party/broadcast.server";
import { changeMessage } from "~/chat/chat.server";
import { isModeratorRole } from "~/auth/permissions";
import { assertRole } from "~/auth/permissions.server";
import { changeOnThreadPage, type PageChange } from "~/forum/thread-changes.server";
import { asActor } from "~/auth/session-batch.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { limitInBatch } from "~/limits/limits.server";
import type { Writer } from "~/auth/session-batch.server";

type Actor = { id: string; role: Role };

/** The item a report points at, with what a moderator needs to judge it in context. */
export type ReportedItem = {
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
      .where(eq(forumThreads.id, itemId))
      .get();
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
      .where(eq(forumReplies.id, itemId))
      .get();
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
    .where(eq(chatMessages.id, itemId))
    .get();
}

async function findItem(db: Db, itemType: ReportItemType, itemId: string): Promise<ReportedItem | null> {
  const row = await itemRow(db, itemType, itemId);
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

/** The same, the list of moderators read after the answer, for the rooms alone (decision 0360). */
function notifyModerators(db: Db, env: Env) {
  afterAnswer(async () => tellModerators(env, await moderatorsQuery(db)));
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
  const entries: QueueEntry[] = [];
  for (const group of groups) {
    const item = (await findItem(db, group.itemType, group.itemId)) ?? {
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

async function settle(db: Db, env: Env, actor: Actor, itemType: ReportItemType, itemId: string, status: "ignored" | "resolved") {
  await db
    .update(reports)
    .set({ status, settledAt: new Date().toISOString(), settledBy: actor.id })
    .where(and(eq(reports.itemType, itemType), eq(reports.itemId, itemId), eq(reports.status, "open")));
  notifyModerators(db, env);
}

export type ModerationAction = "ignore" | "delete" | "lock";
export type ModerationResult = "ok" | "not-found" | "forbidden";

/** Ignorer closes the reports; Supprimer and Verrouiller use the forum's and chat's own actions, then close them. */
/** `pages`: the public pages a deletion or a lock changes are named there, for the edge cache (decision 0160). */
export async function actOnReport(
  db: Db,
  env: Env,
  actor: Actor,
  itemType: ReportItemType,
  itemId: string,
  action: ModerationAction,
  pages: ChangedPages,
): Promise<ModerationResult> {
  if (!isModeratorRole(actor.role)) return "forbidden";
  const item = await findItem(db, itemType, itemId);
  if (action === "ignore") {
    await settle(db, env, actor, itemType, itemId, "ignored");
    return "ok";
  }
  if (!item) {
    // Already gone (a deleted thread): nothing to do but close its reports.
    await settle(db, env, actor, itemType, itemId, "resolved");
    return "not-found";
  }
  let result: ModerationResult = "ok";
  // The forum's changes are the thread page's own, made as this moderator (the same rules, decision 0443).
  const onThread = async (change: PageChange): Promise<ModerationResult> => {
    if (!item.threadSlug) return "not-found";
    const { outcome } = await changeOnThreadPage(db, env, asActor(db, actor.id), item.threadSlug, change, pages);
    return outcome.ok ? "ok" : outcome.reason === "forbidden" ? "forbidden" : "not-found";
  };
  if (action === "delete") {
    if (itemType === "chat") result = await changeMessage(db, env, asActor(db, actor.id), itemId, { deletedAt: new Date().toISOString() });
    else if (itemType === "thread") result = await onThread({ on: "thread", set: "delete" });
    else result = await onThread({ on: "reply", replyId: itemId, set: { deletedAt: new Date().toISOString() } });
  } else {
    result = await onThread({ on: "thread", set: { isLocked: true } });
    if (result === "not-found") return result;
  }
  if (result !== "forbidden") await settle(db, env, actor, itemType, itemId, "resolved");
  return result;
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
  const decisions: RecentDecision[] = [];
  for (const row of rows) {
    const item = await findItem(db, row.itemType, row.itemId);
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

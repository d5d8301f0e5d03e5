/**
 * Reports of community posts and the moderation queue. Every function that reads or settles the
 * queue takes a moderator: the permission is checked here, not only in the route.
 */
import { sql } from "drizzle-orm";
import type { ReportItemType, ReportReason, Role } from "#db/schema";
import { broadcast } from "../../party/broadcast.server";
import { deleteMessage } from "~/chat/chat.server";
import { isModeratorRole } from "~/auth/permissions";
import { deleteThread, findThread, removeReply, setThreadFlag } from "~/forum/threads.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";

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

type ItemRow = {
  content: string | null;
  title: string | null;
  author_name: string | null;
  thread_slug: string | null;
  thread_title: string | null;
  deleted_at: string | null;
  is_locked: number | null;
};

async function findItem(db: Db, itemType: ReportItemType, itemId: string): Promise<ReportedItem | null> {
  let row: ItemRow | undefined;
  if (itemType === "thread") {
    row =
      await db.get<ItemRow>(sql`SELECT t.content, t.title, p.display_name AS author_name, t.slug AS thread_slug, t.title AS thread_title,
      NULL AS deleted_at, t.is_locked FROM forum_threads t LEFT JOIN profiles p ON p.id = t.author_id WHERE t.id = ${itemId}`);
  } else if (itemType === "reply") {
    row =
      await db.get<ItemRow>(sql`SELECT r.content, NULL AS title, p.display_name AS author_name, t.slug AS thread_slug, t.title AS thread_title,
      r.deleted_at, t.is_locked FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id
      LEFT JOIN profiles p ON p.id = r.author_id WHERE r.id = ${itemId}`);
  } else {
    row =
      await db.get<ItemRow>(sql`SELECT m.content, NULL AS title, p.display_name AS author_name, NULL AS thread_slug, NULL AS thread_title,
      m.deleted_at, NULL AS is_locked FROM chat_messages m LEFT JOIN profiles p ON p.id = m.author_id WHERE m.id = ${itemId}`);
  }
  if (!row) return null;
  return {
    itemType,
    itemId,
    content: row.content,
    title: row.title,
    authorName: row.author_name,
    threadSlug: row.thread_slug,
    threadTitle: row.thread_title,
    deleted: Boolean(row.deleted_at),
    isLocked: Boolean(row.is_locked),
  };
}

export type ReportResult = "created" | "duplicate" | "not-found";

/** One report per person per item; a second one changes nothing. Moderators are told live. */
export async function reportItem(
  db: Db,
  env: Env,
  reporter: { id: string },
  input: { itemType: ReportItemType; itemId: string; reason: ReportReason; details: string },
): Promise<ReportResult> {
  const item = await findItem(db, input.itemType, input.itemId);
  if (!item || item.deleted) return "not-found";
  const inserted = await db.all<{
    id: string;
  }>(sql`INSERT INTO reports (id, reporter_id, item_type, item_id, reason, details, status, created_at)
    VALUES (${crypto.randomUUID()}, ${reporter.id}, ${input.itemType}, ${input.itemId}, ${input.reason}, ${input.details || null}, 'open', ${new Date().toISOString()})
    ON CONFLICT (reporter_id, item_type, item_id) DO NOTHING RETURNING id`);
  if (inserted.length === 0) return "duplicate";
  await notifyModerators(db, env);
  return "created";
}

/** Each moderator's own room (user-{id}) hears that the queue changed; nobody else does. */
async function notifyModerators(db: Db, env: Env) {
  const moderators = await db.all<{ user_id: string }>(sql`SELECT id AS user_id FROM profiles WHERE role IN ('moderator', 'admin')`);
  await Promise.all(moderators.map((m) => broadcast(env, "UserRoom", `user-${m.user_id}`, { type: "reports:changed" })));
}

export type QueueEntry = ReportedItem & {
  reportCount: number;
  reasons: ReportReason[];
  details: string[];
  lastReportedAt: string;
};

function requireModeratorActor(actor: Actor) {
  if (!isModeratorRole(actor.role)) throw new Response("Accès réservé aux modérateurs.", { status: 403 });
}

/** Open reports grouped by item, most recently reported first (at most 50 items). */
export async function listQueue(db: Db, actor: Actor): Promise<QueueEntry[]> {
  requireModeratorActor(actor);
  const groups = await db.all<{
    item_type: ReportItemType;
    item_id: string;
    report_count: number;
    reasons: string;
    details: string | null;
    last_at: string;
  }>(
    sql`SELECT item_type, item_id, COUNT(*) AS report_count, group_concat(reason) AS reasons,
      group_concat(details, char(31)) AS details, MAX(created_at) AS last_at
      FROM reports WHERE status = 'open' GROUP BY item_type, item_id ORDER BY last_at DESC LIMIT 50`,
  );
  const entries: QueueEntry[] = [];
  for (const group of groups) {
    const item = (await findItem(db, group.item_type, group.item_id)) ?? {
      itemType: group.item_type,
      itemId: group.item_id,
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
      reportCount: group.report_count,
      reasons: [...new Set(group.reasons.split(",") as ReportReason[])],
      details: group.details ? group.details.split("\u001f").filter(Boolean) : [],
      lastReportedAt: group.last_at,
    });
  }
  return entries;
}

/** How many items wait in the queue (the moderators' badge). */
export async function countQueue(db: Db, actor: Actor): Promise<number> {
  requireModeratorActor(actor);
  const row = await db.get<{ n: number }>(sql`SELECT COUNT(DISTINCT item_type || ':' || item_id) AS n FROM reports WHERE status = 'open'`);
  return row?.n ?? 0;
}

async function settle(db: Db, env: Env, actor: Actor, itemType: ReportItemType, itemId: string, status: "ignored" | "resolved") {
  await db.run(sql`UPDATE reports SET status = ${status}, settled_at = ${new Date().toISOString()}, settled_by = ${actor.id}
    WHERE item_type = ${itemType} AND item_id = ${itemId} AND status = 'open'`);
  await notifyModerators(db, env);
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
  if (action === "delete") {
    if (itemType === "chat") result = await deleteMessage(db, env, actor, itemId);
    else {
      const thread = item.threadSlug ? await findThread(db, item.threadSlug) : null;
      if (!thread) result = "not-found";
      else if (itemType === "thread") result = (await deleteThread(db, env, actor, thread, pages)) ? "ok" : "forbidden";
      else {
        const removed = await removeReply(db, env, actor, thread, itemId, pages);
        result = removed.ok ? "ok" : removed.reason;
      }
    }
  } else {
    const thread = item.threadSlug ? await findThread(db, item.threadSlug) : null;
    if (!thread) return "not-found";
    result = (await setThreadFlag(db, env, actor, thread, "locked", true, pages)) ? "ok" : "forbidden";
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
  const rows = await db.all<{
    item_type: ReportItemType;
    item_id: string;
    status: string;
    settled_at: string;
    settled_by_name: string | null;
  }>(
    sql`SELECT r.item_type, r.item_id, r.status, MAX(r.settled_at) AS settled_at, p.display_name AS settled_by_name
      FROM reports r LEFT JOIN profiles p ON p.id = r.settled_by
      WHERE r.status != 'open' AND r.settled_at IS NOT NULL
      GROUP BY r.item_type, r.item_id ORDER BY settled_at DESC LIMIT ${limit}`,
  );
  const decisions: RecentDecision[] = [];
  for (const row of rows) {
    const item = await findItem(db, row.item_type, row.item_id);
    const done: RecentDecision["done"] =
      row.status === "ignored"
        ? "ignored"
        : !item || item.deleted
          ? "deleted"
          : item.isLocked && row.item_type !== "chat"
            ? "locked"
            : "resolved";
    const text = item?.title ?? item?.content ?? null;
    decisions.push({
      itemType: row.item_type,
      itemId: row.item_id,
      done,
      settledAt: row.settled_at,
      settledByName: row.settled_by_name,
      excerpt: text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : null,
    });
  }
  return decisions;
}

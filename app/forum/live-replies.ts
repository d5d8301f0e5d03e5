/**
 * How a thread page merges the replies its room's events carry (decision 0105), without any HTTP
 * request. Pure functions: the page keeps a small map of what arrived live and lays it over its
 * loader's data; once the loader's data is as new or newer, the live entry gives way. The list's
 * cards are merged by app/forum/live-cards.ts.
 */
import type { ThreadReplyData } from "../../party/protocol";

export type LiveReplies = Record<string, ThreadReplyData>;

/** How recent a reply's state is: a deletion is final, then the last edit, then its creation. */
function replyVersion(reply: ThreadReplyData): string {
  return reply.deleted ? "~" : (reply.editedAt ?? reply.createdAt);
}

const compareReplies = (a: ThreadReplyData, b: ThreadReplyData) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1);

/**
 * One page of replies as it now stands. A reply shown is replaced by a newer state of it; a new reply
 * is added at the end only on the last page while it has room (otherwise the pager shows the next page).
 */
export function mergeReplies(
  shown: ThreadReplyData[],
  live: LiveReplies,
  options: { lastPage: boolean; perPage: number },
): ThreadReplyData[] {
  const ids = Object.keys(live);
  if (ids.length === 0) return shown;
  const merged = shown.map((reply) => {
    const newer = live[reply.id];
    return newer && replyVersion(newer) >= replyVersion(reply) ? newer : reply;
  });
  if (!options.lastPage) return merged;
  const present = new Set(merged.map((reply) => reply.id));
  const newest = shown[shown.length - 1];
  const added = ids
    .map((id) => live[id]!)
    .filter((reply) => !present.has(reply.id) && (!newest || reply.createdAt >= newest.createdAt))
    .sort(compareReplies);
  return [...merged, ...added].slice(0, Math.max(options.perPage, shown.length));
}

/** Live replies the loader's data now holds in the same state or a newer one are dropped. */
export function pruneReplies(live: LiveReplies, shown: ThreadReplyData[]): LiveReplies {
  const byId = new Map(shown.map((reply) => [reply.id, reply]));
  let changed = false;
  const kept: LiveReplies = {};
  for (const [id, reply] of Object.entries(live)) {
    const loaded = byId.get(id);
    if (loaded && replyVersion(loaded) >= replyVersion(reply)) {
      changed = true;
      continue;
    }
    kept[id] = reply;
  }
  return changed ? kept : live;
}

/** The number of pages once `count` replies are known. */
export function pagesFor(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

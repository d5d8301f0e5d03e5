/**
 * How the forum's list merges the cards the forum room's events carry (decision 0105), without any
 * HTTP request. Pure functions: the list keeps a small map of what arrived live and lays it over its
 * loader's data; once the loader's data is newer (a reload after a gap, a navigation), the live entry
 * gives way. The thread page's replies are merged by app/forum/live-replies.ts (apart, so that each
 * page downloads only its own half: decision 0102).
 */
import type { ThreadCardData } from "../../party/protocol";

/** What arrived live for one thread of the list: its card, or null once it is deleted. */
export type LiveCards = Record<string, ThreadCardData | null>;

/** The list's order (spec 1 §7): pinned first, then most recently updated, then by id. */
function compareCards(a: ThreadCardData, b: ThreadCardData): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/**
 * The list as it now stands. A card already shown is replaced (or removed once deleted) and the list
 * re-sorted. A card not shown is added only when it belongs to the part of the list already loaded
 * (it sorts before the last card shown, or the list is complete) and when no search filters the list
 * (whether a new thread matches a search is the server's to say).
 */
export function mergeCards(shown: ThreadCardData[], live: LiveCards, options: { hasMore: boolean; search: string }): ThreadCardData[] {
  const ids = Object.keys(live);
  if (ids.length === 0) return shown;
  const last = shown[shown.length - 1];
  const byId = new Map(shown.map((card) => [card.id, card]));
  for (const id of ids) {
    const card = live[id];
    if (card === null || card === undefined) {
      byId.delete(id);
    } else if (byId.has(id)) {
      byId.set(id, card);
    } else if (!options.search && (!options.hasMore || !last || compareCards(card, last) < 0)) {
      byId.set(id, card);
    }
  }
  return [...byId.values()].sort(compareCards);
}

/** Live cards the loader's data now holds as new or newer are dropped (deletions are kept). */
export function pruneCards(live: LiveCards, shown: ThreadCardData[]): LiveCards {
  const byId = new Map(shown.map((card) => [card.id, card]));
  let changed = false;
  const kept: LiveCards = {};
  for (const [id, card] of Object.entries(live)) {
    const loaded = byId.get(id);
    if (card && loaded && loaded.updatedAt >= card.updatedAt) {
      changed = true;
      continue;
    }
    kept[id] = card;
  }
  return changed ? kept : live;
}

/** A list cursor in an address (`?apres=`): the last card's pin, date and id. */
export function cursorOf(card: Pick<ThreadCardData, "isPinned" | "updatedAt" | "id">): string {
  return `${card.isPinned ? 1 : 0}_${card.updatedAt}_${card.id}`;
}

export function parseCursor(raw: string | null): { pinned: boolean; updatedAt: string; id: string } | null {
  const match = raw?.match(/^([01])_(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/);
  return match ? { pinned: match[1] === "1", updatedAt: match[2]!, id: match[3]! } : null;
}

/** Cards read by cursor after the loader's pages: each once (the newest state), in the list's order. */
export function appendCards(shown: ThreadCardData[], more: ThreadCardData[]): ThreadCardData[] {
  if (more.length === 0) return shown;
  const byId = new Map(shown.map((card) => [card.id, card]));
  for (const card of more) {
    const known = byId.get(card.id);
    if (!known || card.updatedAt > known.updatedAt) byId.set(card.id, card);
  }
  return [...byId.values()].sort(compareCards);
}

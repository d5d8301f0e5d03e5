type Line = { id: string; createdAt: string };

/** The list's order, the same on every screen and in the database's reads: time, then id. */
function compareLines(a: Line, b: Line): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The messages shown: the page's list plus those that arrived live, each once, oldest first.
 * The page's copy wins (it carries edits and deletions).
 */
export function mergeMessages<T extends Line>(page: T[], arrived: T[]): T[] {
  if (arrived.length === 0) return page;
  const byId = new Map<string, T>();
  for (const message of arrived) byId.set(message.id, message);
  for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort(compareLines);
}

/**
 * After the page's list is read again, the live arrivals still worth keeping: those it does not hold
 * and that are not older than its oldest line. A message stamped just before the newest line but
 * written after the read (two sends a few milliseconds apart) is kept, so no line goes missing.
 */
export function keepArrived<T extends Line>(page: T[], arrived: T[]): T[] {
  if (page.length === 0) return arrived;
  const held = new Set(page.map((message) => message.id));
  const oldest = page[0];
  return arrived.filter((message) => !held.has(message.id) && compareLines(message, oldest) >= 0);
}

/** "Charger plus" with JavaScript: the older messages before the first line shown (`?avant=`). */
export function chatCursorOf(line: Line): string {
  return `${line.createdAt}_${line.id}`;
}

export function parseChatCursor(raw: string | null): { createdAt: string; id: string } | null {
  const match = raw?.match(/^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

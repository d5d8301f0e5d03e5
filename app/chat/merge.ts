type Line = { id: string; createdAt: string };

/**
 * The messages shown: the page's list plus those that arrived live, each once, oldest first.
 * The page's copy wins (it carries edits and deletions).
 */
export function mergeMessages<T extends Line>(page: T[], arrived: T[]): T[] {
  if (arrived.length === 0) return page;
  const byId = new Map<string, T>();
  for (const message of arrived) byId.set(message.id, message);
  for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1));
}

/** The address of a thread, on a given page of its replies (page 1 has no ?page=). */
export function threadPath(slug: string, page = 1): string {
  const path = `/forum/${encodeURIComponent(slug)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

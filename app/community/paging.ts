/** The page number of a forum or chat list (?page=N, "Charger plus…"), clamped to 1..maxPages. */
export function parsePage(raw: string | null, maxPages: number): number {
  const page = Number.parseInt(raw ?? "1", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, maxPages);
}

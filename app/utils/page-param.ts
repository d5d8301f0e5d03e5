/** A 1-based page number from a query or form value; anything odd means page 1. */
export function pageParam(value: string | null | undefined | FormDataEntryValue): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1;
}

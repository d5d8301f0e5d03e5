/**
 * The slug rule (spec 1, §5): lowercase, every character other than word characters, spaces
 * and hyphens removed, each run of whitespace turned into one hyphen. "Word characters" are
 * taken in the Unicode sense so that French titles keep their letters ("éveil" stays "éveil").
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** Slugs that name a page of the forum itself: /forum/nouveau is the new-thread form. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["nouveau", "suivis", "sans-reponse"]);

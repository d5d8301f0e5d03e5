/**
 * The one return-address rule (issue 41, decision 0310), used by the browser and the server: login's
 * `redirectTo`, sign-in links, `/signaler`, `/hors-ligne?de=`. The value is resolved the way a browser
 * resolves it, with the URL parser against the site's origin; it must keep that origin, and what comes
 * back is its path, query and fragment. A path the parser leaves starting with "//" ("/.//evil.example"
 * resolves to the path "//evil.example") would leave the site once written in a `Location` or an `href`,
 * so the result must resolve again, unchanged, to the same origin; anything else gives `fallback`.
 * No character is checked by hand: tabs, newlines, backslashes and dot segments are the parser's to read.
 */

/** Stands for the site's origin: only the comparison matters, and every address we return is relative. */
const SITE_ORIGIN = "https://rendez-vous-interieur.invalid";

const MAX_LENGTH = 2048;

/**
 * A path, query and fragment of this site, or `fallback`: the caller's home, the dashboard after a
 * sign-in unless the caller names another page (`/forum` after a report, `/` on the offline page).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  const first = sameOriginPath(target);
  if (first === null) return fallback;
  // The address we hand out must read the same on a second resolution ("//evil.example" would not).
  return sameOriginPath(first) === first ? first : fallback;
}

function sameOriginPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

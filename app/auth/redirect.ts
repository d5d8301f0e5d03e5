/** Where a sign-in may send someone afterwards: this site only (browser and server). */
const REDIRECT_BASE = "https://rendez-vous-interieur.invalid";

/**
 * A redirect target that stays on this site, or `fallback`. The target is resolved the way a
 * browser would (`new URL(target, origin)`) and must keep our origin; control characters,
 * whitespace and backslashes are refused outright, since browsers strip or reinterpret them
 * ("/\t/evil.test" is "//evil.test" to a browser).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Control characters are what this refuses.
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith("/") || /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/.test(target)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

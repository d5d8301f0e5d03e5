/**
 * French typography for authored text: a non-breaking space before ; : ! ? % and inside « », so a
 * mark never wraps alone onto the next line of a phone. Only spaces the author typed are replaced
 * (nothing is added), so URLs, times like 10:30 and HTML attributes are left as they are.
 */
export const NBSP = "\u00a0"; // before : and inside « » (espace insécable)
export const NNBSP = "\u202f"; // before ; ! ? and % (espace fine insécable)

export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${NNBSP}$1`)
    .replace(/(\d)[ \u00a0]+%/g, `$1${NNBSP}%`)
    .replace(/[ \u00a0\u202f]+(:)(?=\s|$|<)/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]+»/g, `${NBSP}»`);
}

/**
 * Applies frenchTypography to every string of a plain data structure (content as typed data, a
 * module's messages): strings, arrays, plain objects, and what its functions return. Anything else
 * (a React element, a class instance, a number) is left as it is.
 */
export function withFrenchTypography<T>(value: T): T {
  if (typeof value === "string") return frenchTypography(value) as T;
  if (typeof value === "function") {
    const fn = value as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => withFrenchTypography(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withFrenchTypography(item)) as T;
  if (isPlainData(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchTypography(item)])) as T;
  }
  return value;
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object" || "$$typeof" in value) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A value built on its first use, then kept: for `Intl` formatters. Building the first one of a page
 * loads the browser's locale data, a long task on a slow phone (about 200–700 ms under a 4× CPU
 * slowdown, decision 0370): built when a module is evaluated, every page paid it during its first load
 * even when it formats nothing. Built on first use, only the pages that format something pay, and later.
 * The same for a table a module would otherwise build when it loads (the distress lexicon's patterns).
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/**
 * Node's fetch reuses keep-alive sockets that wrangler dev may have closed while a test waited on
 * a database check; such a request fails before reaching the worker ("other side closed").
 * Retry it once on a fresh socket so those waits never make a test flaky.
 */
const originalFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  try {
    return await originalFetch(input, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET") throw error;
    return originalFetch(input, init);
  }
};

/** React separates adjacent text nodes with empty comments in server HTML. */
export const withoutTextSeparators = (html: string) => html.replace(/<!-- -->/g, "");

/**
 * `query()` blocks the event loop while `wrangler d1 execute` runs; meanwhile the worker may close an
 * idle keep-alive socket, and the next request would reuse it ("other side closed"). Letting the
 * loop turn once after each query lets the HTTP client see the close first.
 */
import { query as blockingQuery } from "../support/db";

export async function rows<T = Record<string, unknown>>(sqlText: string): Promise<T[]> {
  const result = blockingQuery<T>(sqlText);
  await new Promise((resolve) => setTimeout(resolve, 30));
  return result;
}

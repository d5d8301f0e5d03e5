import { Client } from "./client";

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor's read (a new client each time: no cookie at all), with the edge cache's answer. */
export async function visit(path: string) {
  const response = await new Client().request(path);
  return {
    state: response.headers.get("x-rvi-cache"),
    cacheControl: response.headers.get("Cache-Control"),
    csp: response.headers.get("Content-Security-Policy") ?? "",
    text: await response.text(),
  };
}

/** Reads until the page comes from the cache (the copy is stored in the background). */
export async function visitUntilCached(path: string) {
  for (let i = 0; i < 40; i++) {
    const page = await visit(path);
    if (page.state === "hit") return page;
    await wait(100);
  }
  throw new Error(`${path} never came from the cache`);
}

import { describe, expect, it } from "vitest";
import { canonicalPagePath, canonicalPath, isCacheableRequest } from "./edge-cache.server";
import { ChangedPages } from "./changed-pages";

describe("one cache key per page (decision 0160)", () => {
  it("decodes escaped unreserved characters and writes other escapes in upper case", () => {
    expect(canonicalPath("/forum/%62ienvenue")).toBe("/forum/bienvenue");
    expect(canonicalPath("/forum/%7e%2D%5f%2e")).toBe("/forum/~-_.");
    expect(canonicalPath("/forum/caf%c3%a9")).toBe("/forum/caf%C3%A9");
    expect(canonicalPath("/forum/caf%C3%A9")).toBe("/forum/caf%C3%A9");
    expect(canonicalPath("/forum/a%2Fb")).toBe("/forum/a%2Fb");
  });

  it("a non-canonical address is neither read from nor stored in the cache", () => {
    expect(isCacheableRequest(new Request("http://x/forum/bienvenue"))).toBe(true);
    expect(isCacheableRequest(new Request("http://x/forum/%62ienvenue"))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum/caf%c3%a9"))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum/café"))).toBe(true);
  });

  it("a named page is purged under the key a visitor's read uses", () => {
    const pages = new ChangedPages().thread("éveil-du-matin");
    const keys = [...pages.paths].map(canonicalPagePath);
    expect(keys).toEqual([new URL("http://x/forum/éveil-du-matin").pathname, "/forum"]);
    expect(canonicalPagePath("/entraide")).toBeNull();
    expect(canonicalPagePath("/forum/nouveau")).toBeNull();
  });
});

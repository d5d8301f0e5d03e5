import { describe, expect, it } from "vitest";
import {
  cacheCountry,
  canonicalPagePath,
  canonicalPath,
  isCacheableRequest,
  purgePages,
  readCachedPage,
  storePage,
} from "./edge-cache.server";
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
    // Each page is heard once, when first named: the Worker starts its purge then (server.ts).
    const heard: string[] = [];
    new ChangedPages((path) => heard.push(path)).thread("un-sujet").thread("un-sujet").forumList().thread("autre");
    expect(heard).toEqual(["/forum/un-sujet", "/forum", "/forum/autre"]);
    expect(canonicalPagePath("/forum/nouveau")).toBeNull();
  });
});

describe("a cached page and the visitor's help country (decision 0190)", () => {
  function memoryCache() {
    const store = new Map<string, Response>();
    return {
      store,
      async match(key: Request) {
        return store.get(key.url)?.clone();
      },
      async put(key: Request, response: Response) {
        store.set(key.url, new Response(await response.text(), { status: response.status, headers: response.headers }));
      },
      async delete(key: Request) {
        return store.delete(key.url);
      },
    };
  }
  const seenFrom = (country: string | null) => {
    const request = new Request("http://x/forum");
    if (country) Object.defineProperty(request, "cf", { value: { country } });
    return request;
  };
  const ctx = () => {
    const waits: Promise<unknown>[] = [];
    return { waits, waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} } as unknown as ExecutionContext & {
      waits: Promise<unknown>[];
    };
  };

  it("a page rendered for Belgium is served only to visitors seen in Belgium, and a purge reaches every country.s copy", async () => {
    const cache = memoryCache();
    (globalThis as { caches?: unknown }).caches = { default: cache };
    try {
      const c = ctx();
      const page = new Response("<p>0800 32 123</p>", { status: 200, headers: { "Content-Type": "text/html" } });
      await storePage(seenFrom("BE"), page, "v1", "n1", c, Date.now()).text();
      await Promise.all(c.waits);
      expect(await readCachedPage(seenFrom("BE"), "v1", "n2")).not.toBeNull();
      expect(await readCachedPage(seenFrom(null), "v1", "n2")).toBeNull();
      expect(await readCachedPage(seenFrom("FR"), "v1", "n2")).toBeNull();
      expect(await readCachedPage(seenFrom("CH"), "v1", "n2")).toBeNull();
      expect(cacheCountry(seenFrom("RE"))).toBe("FR");
      expect(cacheCountry(seenFrom("DE"))).toBe("FR");

      await purgePages(new ChangedPages().thread("un-sujet").paths, "v1");
      expect(await readCachedPage(seenFrom("BE"), "v1", "n3")).toBeNull();
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });

  it("a purge is one mark per page, and no copy whose reads began before it is served, whenever it was stored", async () => {
    const cache = memoryCache();
    (globalThis as { caches?: unknown }).caches = { default: cache };
    const html = () => new Response("<p>3114</p>", { status: 200, headers: { "Content-Type": "text/html" } });
    try {
      const before = Date.now() - 1000;
      for (const country of ["FR", "BE", "CH", "CA", "LU"]) {
        const c = ctx();
        await storePage(seenFrom(country), html(), "v1", "n1", c, before).text();
        await Promise.all(c.waits);
      }
      const copies = cache.store.size;
      await purgePages(new ChangedPages().thread("un-sujet").paths, "v1");
      // Two pages named (the thread and /forum): two marks, and not one delete per country.
      expect(cache.store.size).toBe(copies + 2);
      for (const country of ["FR", "BE", "CH", "CA", "LU"]) expect(await readCachedPage(seenFrom(country), "v1", "n2")).toBeNull();

      // A render that began before the purge and is stored after it: never served.
      const late = ctx();
      await storePage(seenFrom("FR"), html(), "v1", "n3", late, before).text();
      await Promise.all(late.waits);
      expect(await readCachedPage(seenFrom("FR"), "v1", "n4")).toBeNull();

      // A render that began after the purge: served, with its own nonce replaced.
      const fresh = ctx();
      await storePage(seenFrom("FR"), html(), "v1", "n5", fresh, Date.now() + 1).text();
      await Promise.all(fresh.waits);
      const hit = await readCachedPage(seenFrom("FR"), "v1", "n6");
      expect(hit?.headers.get("x-rvi-cache")).toBe("hit");
      expect(hit?.headers.has("x-rvi-read-at")).toBe(false);
      expect(await hit?.text()).toBe("<p>3114</p>");
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });
});

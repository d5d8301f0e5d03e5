import { describe, expect, it } from "vitest";
import { cacheCountry, pagesStaleAfter, purgeAfterWrite, readCachedPage, storePage } from "./edge-cache.server";

const post = (path: string) => new Request(`http://x${path}`, { method: "POST" });
const redirect = (to: string) => new Response(null, { status: 302, headers: { Location: to } });
const ok = () => new Response("{}", { status: 200 });

describe("pages a write makes stale (decision 0100)", () => {
  it("a forum write purges /forum and the thread written on, with or without JavaScript", () => {
    expect(pagesStaleAfter(post("/forum/un-sujet"), ok())).toEqual(["/forum", "/forum/un-sujet"]);
    expect(pagesStaleAfter(post("/forum/un-sujet.data"), ok())).toEqual(["/forum", "/forum/un-sujet"]);
    expect(pagesStaleAfter(post("/forum/nouveau"), redirect("/forum/nouveau-sujet"))).toEqual(["/forum", "/forum/nouveau-sujet"]);
  });

  it("moderation, a pseudo change and an account deletion purge /forum", () => {
    expect(pagesStaleAfter(post("/moderation"), ok())).toEqual(["/forum"]);
    expect(pagesStaleAfter(post("/auth/profile"), ok())).toEqual(["/forum"]);
    expect(pagesStaleAfter(post("/auth/mes-donnees"), redirect("/"))).toEqual(["/forum", "/"]);
  });

  it("a chat message turned into a thread purges the new thread's page", () => {
    expect(pagesStaleAfter(post("/entraide"), redirect("/forum/depuis-le-chat"))).toEqual(["/forum", "/forum/depuis-le-chat"]);
  });

  it("personal writes and chat messages purge nothing; nor do reads and refusals", () => {
    for (const path of ["/entraide", "/entraide.data", "/practice/peur/abc", "/acts", "/auth/login", "/dev/sql", "/forumx"]) {
      expect(pagesStaleAfter(post(path), ok())).toEqual([]);
    }
    expect(pagesStaleAfter(new Request("http://x/forum/un-sujet"), ok())).toEqual([]);
    expect(pagesStaleAfter(post("/forum/un-sujet"), new Response("non", { status: 400 }))).toEqual([]);
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
    return { waits, waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} } as unknown as ExecutionContext & { waits: Promise<unknown>[] };
  };

  it("a page rendered for Belgium is served only to visitors seen in Belgium, and a purge removes every country's copy", async () => {
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

      await purgeAfterWrite(post("/forum/un-sujet"), ok(), "v1");
      expect(await readCachedPage(seenFrom("BE"), "v1", "n3")).toBeNull();
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });
});

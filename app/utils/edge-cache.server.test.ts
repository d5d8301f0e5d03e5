import { describe, expect, it } from "vitest";
import { pagesStaleAfter } from "./edge-cache.server";

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

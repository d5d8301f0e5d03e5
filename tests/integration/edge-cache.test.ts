import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { isCacheableRequest, isCacheableResponse } from "../../app/utils/edge-cache.server";
import { visit, visitUntilCached, wait } from "../support/visitor";
import "./community-support";

const word = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";

describe("public pages at the edge", () => {
  it("a visitor's /forum is stored, then served from the cache with a fresh nonce", async () => {
    await visit("/forum");
    const first = await visit("/forum");
    const cached = await visitUntilCached("/forum");
    expect(cached.text).toContain("</html>");
    const nonce = nonceOf(cached.csp);
    expect(nonce).not.toBe("");
    expect(nonce).not.toBe(nonceOf(first.csp));
    // Every nonce in the page is the one its own header allows.
    const inPage = [...cached.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
  });

  it("the home page, /tools and /practice are cached too; a search is not", async () => {
    for (const path of ["/", "/tools", "/practice"]) await visitUntilCached(path);
    await visit("/forum?q=gratitude");
    expect((await visit("/forum?q=gratitude")).state).toBeNull();
  });

  it("a write makes the next visitor's read fresh: a new thread on /forum, a reply on its page", async () => {
    await visitUntilCached("/forum");
    const author = await signedIn(await createConfirmedUser("cache"));
    const title = `Cache ${word()}`;
    const created = await author.post("/forum/nouveau", { title, content: "Un contenu" });
    expect(created.status).toBe(302);
    const after = await visit("/forum");
    expect(after.state).not.toBe("hit");
    expect(after.text).toContain(title);

    const path = created.location!;
    await visitUntilCached(path);
    const reply = `Réponse ${word()}`;
    expect((await author.post(decodeURI(path), { intent: "reply", content: reply })).status).toBeLessThan(400);
    const fresh = await visit(path);
    expect(fresh.state).not.toBe("hit");
    expect(fresh.text).toContain(reply);
  });

  it("a visitor's page read before a reply and stored after its purge is never served", async () => {
    const author = await signedIn(await createConfirmedUser("cachecourse"));
    const created = await author.post("/forum/nouveau", { title: `Course ${word()}`, content: "Un contenu" });
    const path = created.location!;
    // A slow visitor: their page is read now, held, then sent and stored after the reply's purge.
    const slow = new Client({ "X-Test-Hold-Ms": "2500" }).request(path);
    await wait(1000);
    const reply = `Réponse ${word()}`;
    expect((await author.post(decodeURI(path), { intent: "reply", content: reply })).status).toBeLessThan(400);
    const slowText = await (await slow).text();
    expect(slowText).not.toContain(reply); // the race happened: that page is older than the reply
    await wait(500);
    for (let i = 0; i < 5; i++) {
      const page = await visit(path);
      expect(page.text).toContain(reply);
      await wait(100);
    }
    // Later visitors' pages are stored again.
    expect((await visitUntilCached(path)).text).toContain(reply);
  });

  it("a signed-in person never gets a cached page and sees their own post at once", async () => {
    await visitUntilCached("/forum");
    const member = await signedIn(await createConfirmedUser("cachemembre"));
    const response = await member.request("/forum");
    expect(response.headers.get("x-rvi-cache")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    await response.text();
  });

  it("never keeps a request with a cookie, nor an answer that sets one", () => {
    expect(isCacheableRequest(new Request("http://x/forum"))).toBe(true);
    expect(isCacheableRequest(new Request("http://x/forum", { headers: { Cookie: "rvi_session=abc" } }))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum", { headers: { Cookie: "autre=1" } }))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum", { method: "POST" }))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/dashboard"))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum/nouveau"))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/forum.data"))).toBe(false);
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(isCacheableResponse(new Response("x", { headers: html }))).toBe(true);
    expect(isCacheableResponse(new Response("x", { headers: { ...html, "Set-Cookie": "rvi_toast=1" } }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });
});

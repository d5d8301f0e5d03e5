/**
 * Reads near the reader (app/utils/db.server.ts, decisions 0270 and 0271): every request runs in one D1
 * session; a write leaves its bookmark in the `rvi_d1` cookie and the person's next read starts from it,
 * so they always read their own writes. Locally there is one database and no replica: what these tests
 * prove is that the bookmark is D1's own, that it reaches the next request's session (the local hook
 * `X-Test-D1-Session` names where the session started), and that no visitor's page ever gains a cookie.
 */
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "~/utils/db.server";
import { BASE_URL, Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { wait } from "../support/visitor";
import "./community-support";

const COUNT = { "X-Test-Count-D1": "1" };
const word = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** The bookmark cookie's Set-Cookie line of an answer, if any. */
const bookmarkLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));

/** A read with its D1 session's start and round trips (local hooks); the text decoded. */
async function counted(client: Client, path: string) {
  const response = await client.request(path, { headers: COUNT });
  return {
    status: response.status,
    start: response.headers.get("X-Test-D1-Session"),
    roundTrips: Number(response.headers.get("X-Test-D1-Round-Trips")),
    /** The answer's bookmark cookie lines (another cookie, such as a toast read once, may be cleared). */
    bookmarkSet: response.headers.getSetCookie().filter((line) => line.startsWith(`${BOOKMARK_COOKIE}=`)),
    anyCookie: response.headers.getSetCookie(),
    text: decodeHtml(await response.text()),
  };
}

describe("a person reads their own writes", () => {
  it("signing in leaves a bookmark: the next page starts its session from it, and sets no cookie", async () => {
    const identity = await createConfirmedUser("ryw");
    const client = new Client();
    const login = (await client.post("/auth/login", { identifier: identity.pseudo, password: identity.password })).response;
    expect(login.status).toBe(302);
    const line = bookmarkLine(login);
    expect(line).toBeDefined();
    // A small cookie for the whole site, out of scripts' reach, sent on same-site navigations; no Secure locally (http).
    expect(line).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax$`));
    const bookmark = client.cookies.get(BOOKMARK_COOKIE)!;

    const page = await counted(client, "/dashboard");
    expect(page.status).toBe(200);
    expect(page.start).toBe(bookmark);
    expect(page.text).toContain(identity.pseudo); // the new session, read from the bookmark on
    expect(page.bookmarkSet).toEqual([]);
  });

  it("a forum reply: the write moves the bookmark forward, and the next read starts from it and shows the reply", async () => {
    const author = await signedIn(await createConfirmedUser("rywa"));
    const title = `Lecture ${word()}`;
    const created = await author.post("/forum/nouveau", { title, content: "Un sujet pour relire ses mots." });
    expect(created.status).toBe(302);
    const afterThread = author.cookies.get(BOOKMARK_COOKIE)!;
    expect(bookmarkLine(created.response)).toBeDefined();
    const path = created.location!;

    // The new thread is on the author's next page, read from the write's bookmark.
    const thread = await counted(author, path);
    expect(thread.status).toBe(200);
    expect(thread.start).toBe(afterThread);
    expect(thread.text).toContain(title);

    const reply = `Ma réponse ${word()}`;
    const posted = await author.post(decodeURI(path), { intent: "reply", content: reply });
    expect(posted.status).toBeLessThan(400);
    const afterReply = author.cookies.get(BOOKMARK_COOKIE)!;
    // D1's bookmarks sort as time goes: the reply's is later than the thread's.
    expect(afterReply > afterThread).toBe(true);

    const reread = await counted(author, path);
    expect(reread.start).toBe(afterReply);
    expect(reread.text).toContain(reply);
    expect(reread.bookmarkSet).toEqual([]);
    // Still one round trip for the signed-in page, its session included.
    expect((await counted(author, path)).roundTrips).toBe(1);
  });

  it("a write starts at the primary; a read without a bookmark starts anywhere", async () => {
    const me = await signedIn(await createConfirmedUser("rywb"));
    me.cookies.delete(BOOKMARK_COOKIE);
    expect((await counted(me, "/dashboard")).start).toBe("first-unconstrained");
    const write = await me.request("/forum/nouveau", {
      method: "POST",
      headers: { ...COUNT, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ title: `Primaire ${word()}`, content: "Écrit au primaire." }).toString(),
    });
    expect(write.status).toBe(302);
    expect(write.headers.get("X-Test-D1-Session")).toBe("first-primary");
    expect(bookmarkLine(write)).toBeDefined();
  });

  it("a bookmark that is not one is ignored, and the page still answers", async () => {
    const me = await signedIn(await createConfirmedUser("rywc"));
    for (const forged of ["nonsense", "first-primary", "<b>", "0000-zzzz"]) {
      me.cookies.set(BOOKMARK_COOKIE, forged);
      const page = await counted(me, "/dashboard");
      expect(page.status, forged).toBe(200);
      expect(page.start, forged).toBe("first-unconstrained");
    }
  });
});

describe("visitors' pages stay cookie-free", () => {
  it("a public page is read at the primary, stored and served from the edge cache, never with a cookie", async () => {
    const read = await counted(new Client(), "/forum");
    expect(read.status).toBe(200);
    // The copy the edge cache keeps for everyone is never older than the last write's purge (decision 0271).
    expect(read.start).toBe("first-primary");
    expect(read.anyCookie).toEqual([]);

    let state: string | null = null;
    for (let i = 0; i < 40 && state !== "hit"; i++) {
      const response = await new Client().request("/forum");
      state = response.headers.get("x-rvi-cache");
      expect(response.headers.getSetCookie()).toEqual([]);
      await response.arrayBuffer();
      if (state !== "hit") await wait(100);
    }
    expect(state).toBe("hit");
  });

  it("a visitor's other reads start anywhere and set no cookie", async () => {
    const page = await counted(new Client(), "/forum?q=gratitude");
    expect(page.status).toBe(200);
    expect(page.start).toBe("first-unconstrained");
    expect(page.anyCookie).toEqual([]);
  });
});

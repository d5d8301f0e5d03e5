/**
 * Issue 31, items 1–4: what an outside probe found where the edge cache, the request's own headers
 * and the writes meet. Each test fails without its fix (decisions 0160, 0161).
 */
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, outboxFor, outboxGrown, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { visit, visitUntilCached, wait } from "../support/visitor";
import "./community-support";

const word = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** A raw HTTP request with a Host header of our choosing (fetch keeps the real one). */
function forged(path: string, host: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const base = new URL(BASE_URL);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, method: init.method ?? "GET", headers: { Host: host, ...init.headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

let author: Client;
let moderator: Client;

async function threadWithReply(reply: string) {
  const created = await author.post("/forum/nouveau", { title: `Sonde ${word()}`, content: "Un contenu calme." });
  expect(created.status).toBe(302);
  const path = created.location!;
  const slug = decodeURIComponent(path.replace(/^\/forum\//, ""));
  expect((await author.post(decodeURI(path), { intent: "reply", content: reply })).status).toBeLessThan(400);
  const [row] = query<{ reply_id: string }>(
    `SELECT r.id AS reply_id FROM forum_threads t JOIN forum_replies r ON r.thread_id = t.id WHERE t.slug = ${sqlString(slug)}`,
  );
  return { path, slug, replyId: row!.reply_id };
}

beforeAll(async () => {
  author = await signedIn(await createConfirmedUser("sonde"));
  moderator = await signedIn({ pseudo: "moderateur", password: "motdepasse-demo" });
});

describe("item 1: purges follow what was written", () => {
  it("a reply deleted from the moderation queue is gone from the visitor's thread page", async () => {
    const reply = `Réponse à retirer ${word()}`;
    const { path, replyId } = await threadWithReply(reply);
    await author.post("/signaler", { itemType: "reply", itemId: replyId, reason: "spam", redirectTo: path });
    expect((await visitUntilCached(path)).text).toContain(reply);
    const done = await moderator.post("/moderation", { intent: "delete", itemType: "reply", itemId: replyId, confirm: "oui" });
    expect(done.location).toBe("/moderation");
    const after = await visit(path);
    expect(after.state).not.toBe("hit");
    expect(after.text).not.toContain(reply);
  });

  it("a thread deleted from the queue leaves /forum, a thread locked there shows locked", async () => {
    const { path, slug } = await threadWithReply(`Réponse ${word()}`);
    const [thread] = query<{ id: string; title: string }>(`SELECT id, title FROM forum_threads WHERE slug = ${sqlString(slug)}`);
    expect((await visitUntilCached("/forum")).text).toContain(thread!.title);
    await visitUntilCached(path);
    await moderator.post("/moderation", { intent: "delete", itemType: "thread", itemId: thread!.id, confirm: "oui" });
    expect((await visit("/forum")).text).not.toContain(thread!.title);
    expect((await visit(path)).state).not.toBe("hit");
  });

  it("a reply deleted on the thread page by its author is gone for visitors", async () => {
    const reply = `Réponse effacée ${word()}`;
    const { path, replyId } = await threadWithReply(reply);
    expect((await visitUntilCached(path)).text).toContain(reply);
    expect((await author.post(decodeURI(path), { intent: "delete-reply", replyId })).status).toBeLessThan(400);
    expect((await visit(path)).text).not.toContain(reply);
  });

  it("« Transformer en sujet » from the chat shows the new thread on the visitor's /forum", async () => {
    await visitUntilCached("/forum");
    const text = `Un message du chat ${word()}`;
    await author.post("/entraide", { intent: "send", js: "1", content: text });
    const [message] = query<{ id: string }>(`SELECT id FROM chat_messages WHERE content = ${sqlString(text)}`);
    const title = `Depuis le chat ${word()}`;
    const done = await author.post("/entraide", { intent: "to-thread", messageId: message!.id, title, content: "" });
    expect(done.location).toBe("/entraide");
    const after = await visit("/forum");
    expect(after.state).not.toBe("hit");
    expect(after.text).toContain(title);
  });

  it("a new pseudo reaches the visitor's pages of the threads its owner wrote in", async () => {
    const identity = await createConfirmedUser("pseudo");
    const writer = await signedIn(identity);
    const created = await writer.post("/forum/nouveau", { title: `Pseudo ${word()}`, content: "Un contenu." });
    const path = created.location!;
    await visitUntilCached(path);
    const name = `Nom${word()}`;
    expect((await writer.post("/auth/profile", { displayName: name })).status).toBe(302);
    expect((await visit(path)).text).toContain(name);
  });
});

describe("item 2: one cache key per page", () => {
  it("a non-canonical address of a thread is never cached, and never shows a purged page", async () => {
    const { path } = await threadWithReply(`Réponse ${word()}`);
    // "/forum/sonde-…" with its first letter escaped: the same page for Remix.
    const odd = path.replace("/forum/s", "/forum/%73");
    expect(odd).not.toBe(path);
    await visit(odd);
    await wait(300);
    expect((await visit(odd)).state).toBeNull();
    const reply = `Nouvelle ${word()}`;
    await author.post(decodeURI(path), { intent: "reply", content: reply });
    expect((await visit(odd)).text).toContain(reply);
  });
});

describe("item 3: a refused write purges nothing", () => {
  it("an anonymous POST answered with the login page, and a member's refused reply, leave the page cached", async () => {
    const { path } = await threadWithReply(`Réponse ${word()}`);
    await visitUntilCached(path);
    await visitUntilCached("/forum");
    const anonymous = await new Client().post(decodeURI(path), { intent: "reply", content: "Bonjour" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\/login/);
    expect((await visit(path)).state).toBe("hit");
    expect((await visit("/forum")).state).toBe("hit");
    const refused = await author.post(decodeURI(path), { intent: "reply", content: "" });
    expect(refused.status).toBe(400);
    expect((await visit(path)).state).toBe("hit");
  });
});

describe("item 4: the Host header reaches no link and no cached header", () => {
  it("a recovery asked with a forged Host links to our own origin", async () => {
    const identity = await createConfirmedUser("hote");
    const before = (await outboxFor(identity.email)).length;
    const answer = await forged("/auth/forgot-password", "evil.example", {
      method: "POST",
      body: new URLSearchParams({ email: identity.email }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example" },
    });
    expect(answer.status).toBe(200);
    // The recovery e-mail leaves after the answer (decision 0302): wait for it, newest first.
    const [mail] = await outboxGrown(identity.email, before);
    expect(mail!.subject).not.toMatch(/Confirmez/);
    expect(`${mail!.text} ${mail!.html} ${mail!.links.join(" ")}`).not.toContain("evil.example");
    expect(mail!.links.some((link) => link.startsWith(`${BASE_URL}/auth/callback?`))).toBe(true);
  });

  it("a page rendered for a forged Host names our socket address and never enters the cache", async () => {
    for (let i = 0; i < 3; i++) {
      const page = await forged("/tools", "evil.example");
      expect(String(page.headers["content-security-policy"])).not.toContain("evil.example");
      expect(page.headers["x-rvi-cache"]).toBeUndefined();
      await wait(150);
    }
    const cached = await visitUntilCached("/tools");
    expect(cached.csp).not.toContain("evil.example");
    expect(cached.csp).toContain(BASE_URL.replace(/^http/, "ws"));
  });
});

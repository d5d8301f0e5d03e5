import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { forgetLimitsOf } from "../support/limits";
import { withoutTextSeparators } from "./community-support";
import WebSocket from "ws";

const DUPLICATE = "Un sujet avec ce titre existe déjà. Veuillez choisir un autre titre.";
const LOCKED = "Ce sujet est verrouillé et n'accepte plus de nouvelles réponses.";
const moderatorIdentity = { pseudo: "moderateur", password: "motdepasse-demo" };

/** Letters only, so the word survives slugs and the search tokenizer unchanged. */
function word(length = 10) {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
}

async function createThread(client: Client, title: string, content = "Un contenu de test.") {
  const result = await client.post("/forum/nouveau", { title, content });
  expect(result.status, result.text.slice(0, 300)).toBe(302);
  const slug = decodeURIComponent(result.location!.replace(/^\/forum\//, ""));
  return slug;
}

const threadPath = (slug: string) => `/forum/${encodeURIComponent(slug)}`;

function threadRow(slug: string) {
  return query<{ id: string; reply_count: number; updated_at: string; is_locked: number; is_pinned: number }>(
    `SELECT id, reply_count, updated_at, is_locked, is_pinned FROM forum_threads WHERE slug = ${sqlString(slug)}`,
  )[0]!;
}

/** The thread slugs of a list page, in display order. */
function listedSlugs(html: string): string[] {
  return [...html.matchAll(/data-testid="thread-card"[\s\S]*?href="\/forum\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
}

let author: Client;
let other: Client;
let moderator: Client;

let accounts: string[] = [];

beforeAll(async () => {
  const [a, b] = await Promise.all([createConfirmedUser("fa"), createConfirmedUser("fb")]);
  [author, other, moderator] = await Promise.all([signedIn(a), signedIn(b), signedIn(moderatorIdentity)]);
  accounts = [a.email, b.email];
});

// The file's two accounts write some thirty threads in a minute, more than the forum's limits allow a
// person (app/limits/table.ts); each test starts from fresh counters. The limits have their own tests.
beforeEach(() => forgetLimitsOf(accounts));

describe("new thread: the slug rule and a duplicate title", () => {
  it("derives the slug from the title (lowercase, punctuation removed, spaces to hyphens) and goes to its page with the toast", async () => {
    const token = word();
    const result = await author.post("/forum/nouveau", { title: `  Mon   Été, ${token} !  `, content: "Bonjour" });
    expect(result.status).toBe(302);
    expect(decodeURIComponent(result.location!)).toBe(`/forum/mon-été-${token}`);
    const page = await author.get(result.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Sujet créé");
    expect(page.text).toContain("Votre sujet a été publié avec succès.");
    expect(page.text).toContain(`Mon   Été, ${token} !`.trim());
  });

  it("refuses a title whose slug is already taken, with the spec's message, keeping what was typed", async () => {
    const token = word();
    await createThread(author, `Doublon ${token}`);
    const again = await other.post("/forum/nouveau", { title: `doublon ${token}!`, content: "Mon texte gardé" });
    expect(again.status).toBe(400);
    expect(again.text).toContain(DUPLICATE);
    expect(again.text).toContain("Mon texte gardé");
    expect(again.text).toContain(`doublon ${token}!`);
  });

  it("refuses « Nouveau ! »: its thread would sit at /forum/nouveau, the new-thread form's address", async () => {
    const result = await author.post("/forum/nouveau", { title: "Nouveau !", content: "Un contenu gardé" });
    expect(result.status).toBe(400);
    expect(result.text).toContain(DUPLICATE);
    expect(result.text).toContain("Un contenu gardé");
    expect(query(`SELECT id FROM forum_threads WHERE slug = 'nouveau'`)).toEqual([]);
  });

  it("refuses a title with no letter or digit (its slug would be empty)", async () => {
    const result = await author.post("/forum/nouveau", { title: "!!! ???", content: "Contenu" });
    expect(result.status).toBe(400);
    expect(result.text).toContain("Le titre doit contenir au moins une lettre ou un chiffre.");
  });

  it("answers 400, not 500, when the body is not a form", async () => {
    const response = await author.request("/forum/nouveau", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "x", content: "y" }),
    });
    expect(response.status).toBe(400);
  });

  it("sends a visitor to the login page instead of creating", async () => {
    const result = await new Client().post("/forum/nouveau", { title: `Visiteur ${word()}`, content: "x" });
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\/login\?redirectTo=/);
    const page = await new Client().get("/forum/nouveau");
    expect(page.text).toContain("Connectez-vous pour créer un sujet.");
  });
});

describe("limits at their edges", () => {
  it("accepts a 200-character title and 5000-character content, refuses 201 and 5001, and blank after trimming", async () => {
    const token = word(20);
    const title200 = `${token} ${"a".repeat(179)}`;
    expect(title200.length).toBe(200);
    await createThread(author, title200, "c".repeat(5000));

    const longTitle = await author.post("/forum/nouveau", { title: `${word(20)} ${"a".repeat(180)}`, content: "ok" });
    expect(longTitle.status).toBe(400);
    expect(longTitle.text).toContain("Le titre ne peut pas dépasser 200 caractères.");
    const longContent = await author.post("/forum/nouveau", { title: `Long ${word()}`, content: "c".repeat(5001) });
    expect(longContent.status).toBe(400);
    expect(longContent.text).toContain("Le contenu ne peut pas dépasser 5\u202f000 caractères.");
    const blank = await author.post("/forum/nouveau", { title: "   ", content: "  \n " });
    expect(blank.status).toBe(400);
    expect(blank.text).toContain("Le titre est requis.");
    expect(blank.text).toContain("Le contenu est requis.");
  });

  it("accepts a 3000-character reply (trimmed), refuses 3001 and an empty one", async () => {
    const slug = await createThread(author, `Réponses ${word()}`);
    const ok = await other.post(threadPath(slug), { intent: "reply", content: `  ${"r".repeat(3000)}  ` });
    expect(ok.status).toBe(302);
    const tooLong = await other.post(threadPath(slug), { intent: "reply", content: "r".repeat(3001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("La réponse ne peut pas dépasser 3000 caractères.");
    const empty = await other.post(threadPath(slug), { intent: "reply", content: " \n\t " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("La réponse ne peut pas être vide.");
    const row = threadRow(slug);
    const replies = query<{ len: number }>(`SELECT length(content) AS len FROM forum_replies WHERE thread_id = ${sqlString(row.id)}`);
    expect(replies).toEqual([{ len: 3000 }]);
    expect(row.reply_count).toBe(1);
  });
});

describe("replies", () => {
  it("a reply to a reply keeps its parent and says which reply it answers", async () => {
    const slug = await createThread(author, `Fil ${word()}`);
    await other.post(threadPath(slug), { intent: "reply", content: "Première réponse" });
    const { id } = threadRow(slug);
    const [first] = query<{ id: string }>(`SELECT id FROM forum_replies WHERE thread_id = ${sqlString(id)}`);
    const form = await author.get(`${threadPath(slug)}?repondre=${first!.id}`);
    expect(form.text).toContain("Répondre au commentaire");
    const answer = await author.post(threadPath(slug), { intent: "reply", content: "Réponse à la première", parentId: first!.id });
    expect(answer.status).toBe(302);
    const page = await author.get(threadPath(slug));
    expect(page.text).toContain("Ajouter une réponse");
    expect(withoutTextSeparators(page.text)).toMatch(
      /En réponse à <a href="#reponse-[^"]+"[^>]*>[^<]+<\/a>\u00a0: «\u00a0Première réponse\u00a0»/,
    );
  });

  it("a reply to a locked thread is refused on the server", async () => {
    const slug = await createThread(author, `Verrou ${word()}`);
    const notAllowed = await author.post(threadPath(slug), { intent: "lock" });
    expect(notAllowed.status).toBe(403);
    expect((await author.post(threadPath(slug), { intent: "pin" })).status).toBe(403);
    expect(threadRow(slug)).toMatchObject({ is_locked: 0, is_pinned: 0 });
    const locked = await moderator.post(threadPath(slug), { intent: "lock" });
    expect(locked.status).toBe(302);
    const refused = await author.post(threadPath(slug), { intent: "reply", content: "Encore un mot" });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(LOCKED);
    const page = await author.get(threadPath(slug));
    expect(page.text).toContain(LOCKED);
    expect(page.text).not.toContain("Ajouter une réponse");
    expect(threadRow(slug)).toMatchObject({ reply_count: 0, is_locked: 1 });
  });

  it("reply_count and updated_at stay exact after 20 concurrent replies", async () => {
    const slug = await createThread(author, `Affluence ${word()}`);
    const before = threadRow(slug);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? author : other).post(threadPath(slug), { intent: "reply", content: `Réponse ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(302));
    const after = threadRow(slug);
    const [{ n, last }] = query<{ n: number; last: string }>(
      `SELECT count(*) AS n, max(created_at) AS last FROM forum_replies WHERE thread_id = ${sqlString(after.id)}`,
    ) as [{ n: number; last: string }];
    expect(n).toBe(20);
    expect(after.reply_count).toBe(20);
    expect(after.updated_at).toBe(last);
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it("a long thread shows its replies 50 a page; a reply lands on the last page, a quoted reply is found on its own", async () => {
    const slug = await createThread(author, `Long fil ${word()}`);
    const { id: threadId } = threadRow(slug);
    const [{ id: userId }] = query<{ id: string }>(`SELECT id FROM users WHERE username_key = 'moderateur'`) as [{ id: string }];
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const ids = Array.from({ length: 120 }, () => crypto.randomUUID());
    const rows = ids.map((replyId, i) => {
      const parent = i === 70 ? sqlString(ids[10]!) : "NULL"; // reply 71 answers reply 11, two pages back
      const at = new Date(start + i * 1000).toISOString();
      return `(${sqlString(replyId)}, ${sqlString(threadId)}, ${sqlString(`Réponse numéro ${i + 1}`)}, ${sqlString(userId)}, ${parent}, ${sqlString(at)})`;
    });
    query(`INSERT INTO forum_replies (id, thread_id, content, author_id, parent_id, created_at) VALUES ${rows.join(", ")}`);
    query(`UPDATE forum_threads SET reply_count = 120 WHERE id = ${sqlString(threadId)}`);
    const shown = (html: string) => [...html.matchAll(/<p>Réponse numéro (\d+)<\/p>/g)].map((m) => Number(m[1]));

    const first = await new Client().get(threadPath(slug));
    expect(shown(first.text)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(withoutTextSeparators(first.text)).toContain("Page 1 sur 3");
    expect(first.text).toContain(`href="${threadPath(slug)}?page=2"`);
    const second = await new Client().get(`${threadPath(slug)}?page=2`);
    expect(shown(second.text)).toEqual(Array.from({ length: 50 }, (_, i) => i + 51));
    // Reply 71 quotes reply 11, which is on page 1: the link asks the server where it is.
    expect(withoutTextSeparators(second.text)).toContain(`href="${threadPath(slug)}?vers=${ids[10]}"`);
    expect(withoutTextSeparators(second.text)).toContain(frenchTypography("« Réponse numéro 11 »"));
    const found = await new Client().get(`${threadPath(slug)}?vers=${ids[10]}`);
    expect(found.location).toBe(`${threadPath(slug)}#reponse-${ids[10]}`);
    const foundLater = await new Client().get(`${threadPath(slug)}?vers=${ids[110]}`);
    expect(foundLater.location).toBe(`${threadPath(slug)}?page=3#reponse-${ids[110]}`);
    // A page past the end shows the last one; nonsense shows the first.
    expect(shown((await new Client().get(`${threadPath(slug)}?page=99`)).text)).toEqual(Array.from({ length: 20 }, (_, i) => i + 101));
    expect(shown((await new Client().get(`${threadPath(slug)}?page=abc`)).text)[0]).toBe(1);

    // A new reply goes to the last page, scrolled to it; an edit stays on the page it was made on.
    const posted = await other.post(`${threadPath(slug)}?page=1`, { intent: "reply", content: "Tout au bout du fil" });
    const [{ id: newest }] = query<{ id: string }>(
      `SELECT id FROM forum_replies WHERE thread_id = ${sqlString(threadId)} AND content = 'Tout au bout du fil'`,
    ) as [{ id: string }];
    expect(posted.location).toBe(`${threadPath(slug)}?page=3#reponse-${newest}`);
    const edited = await other.post(`${threadPath(slug)}?page=3`, {
      intent: "edit-reply",
      replyId: newest,
      content: "Tout au bout, modifié",
    });
    expect(edited.location).toBe(`${threadPath(slug)}?page=3`);
  });

  it("an unknown thread redirects to /forum with the spec's toast", async () => {
    const result = await new Client().get(`/forum/nexiste-pas-${word()}`);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/forum");
  });
});

describe("moderation", () => {
  it("a user editing or deleting another's reply is refused; a moderator is allowed; the author edits their own", async () => {
    const slug = await createThread(author, `Modération ${word()}`);
    await author.post(threadPath(slug), { intent: "reply", content: "Texte d'origine" });
    const { id } = threadRow(slug);
    const [reply] = query<{ id: string }>(`SELECT id FROM forum_replies WHERE thread_id = ${sqlString(id)}`);
    const replyId = reply!.id;

    const edit = await other.post(threadPath(slug), { intent: "edit-reply", replyId, content: "Piraté" });
    expect(edit.status).toBe(403);
    const remove = await other.post(threadPath(slug), { intent: "delete-reply", replyId });
    expect(remove.status).toBe(403);
    const editThread = await other.post(threadPath(slug), { intent: "edit-thread", title: "Piraté", content: "Piraté" });
    expect(editThread.status).toBe(403);
    const deleteThread = await other.post(threadPath(slug), { intent: "delete-thread" });
    expect(deleteThread.status).toBe(403);
    // The refusal is the statement's own (decision 0443): nothing was changed.
    expect(query(`SELECT content, deleted_at FROM forum_replies WHERE id = ${sqlString(replyId)}`)).toEqual([
      { content: "Texte d'origine", deleted_at: null },
    ]);
    expect(threadRow(slug)).toMatchObject({ id });
    expect(query(`SELECT title FROM forum_threads WHERE id = ${sqlString(id)}`)).toEqual([
      { title: expect.stringMatching(/^Modération /) },
    ]);

    expect((await author.post(threadPath(slug), { intent: "edit-reply", replyId, content: "Texte revu" })).status).toBe(302);
    expect((await moderator.post(threadPath(slug), { intent: "edit-reply", replyId, content: "Texte modéré" })).status).toBe(302);
    let page = await other.get(threadPath(slug));
    expect(page.text).toContain("Texte modéré");
    expect(page.text).toContain("(modifié)");

    expect((await moderator.post(threadPath(slug), { intent: "delete-reply", replyId })).status).toBe(302);
    page = await other.get(threadPath(slug));
    expect(page.text).toContain("Message supprimé");
    expect(page.text).not.toContain("Texte modéré");
    expect(query(`SELECT deleted_at FROM forum_replies WHERE id = ${sqlString(replyId)} AND deleted_at IS NOT NULL`)).toHaveLength(1);
  });

  it("the author edits and deletes their own thread; the slug stays", async () => {
    const slug = await createThread(author, `Mien ${word()}`);
    const edit = await author.post(threadPath(slug), { intent: "edit-thread", title: "Titre revu", content: "Contenu revu" });
    expect(edit.status).toBe(302);
    const page = await author.get(threadPath(slug));
    expect(page.text).toContain("Titre revu");
    expect(page.text).toContain("(modifié)");
    const removed = await author.post(threadPath(slug), { intent: "delete-thread" });
    expect(removed.location).toBe("/forum");
    expect((await author.get(threadPath(slug))).status).toBe(302);
  });
});

describe("search", () => {
  it("finds threads by title or content with and without accents (FTS5), in the list's order: pinned, then newest", async () => {
    const token = word(12);
    const titled = await createThread(author, `Éveil intérieur ${token}`, "Un texte.");
    const inContent = await createThread(author, `Autre sujet ${token}`, "Il y est question d'éveil en passant.");
    const unrelated = await createThread(author, `Sans rapport ${token}`, "Rien à voir.");
    for (const q of [`eveil ${token}`, `ÉVEIL ${token}`, `éveil ${token}`]) {
      const result = await new Client().get(`/forum?q=${encodeURIComponent(q)}`);
      expect(listedSlugs(result.text), q).toEqual([inContent, titled]);
    }
    expect(listedSlugs((await new Client().get(`/forum?q=${encodeURIComponent(`interieur ${token}`)}`)).text)).toEqual([titled]);
    // A pinned thread stays first in the results, as in the list (spec 1 §7).
    expect((await moderator.post(threadPath(titled), { intent: "pin" })).status).toBe(302);
    const pinned = await new Client().get(`/forum?q=${encodeURIComponent(`eveil ${token}`)}`);
    expect(listedSlugs(pinned.text)).toEqual([titled, inContent]);
    expect(listedSlugs(pinned.text)).not.toContain(unrelated);
    await moderator.post(threadPath(titled), { intent: "unpin" });
  });

  it("folds ligatures both ways: « soeur » finds « sœur », « cœur » finds « coeur » (issue 30)", async () => {
    const token = word(12);
    const sister = await createThread(author, `Ma sœur ${token}`, "Un texte.");
    const heart = await createThread(author, `Sujet ${token}`, "Du fond du coeur, merci.");
    expect(listedSlugs((await new Client().get(`/forum?q=${encodeURIComponent(`soeur ${token}`)}`)).text)).toEqual([sister]);
    expect(listedSlugs((await new Client().get(`/forum?q=${encodeURIComponent(`SOEUR ${token}`)}`)).text)).toEqual([sister]);
    expect(listedSlugs((await new Client().get(`/forum?q=${encodeURIComponent(`cœur ${token}`)}`)).text)).toEqual([heart]);
    expect(listedSlugs((await new Client().get(`/forum?q=${encodeURIComponent(`coeur ${token}`)}`)).text)).toEqual([heart]);
  });

  it("says so when nothing matches, and treats FTS syntax as plain text", async () => {
    for (const q of [`zzz${word()}`, '"unbalanced AND (', "*"]) {
      const result = await new Client().get(`/forum?q=${encodeURIComponent(q)}`);
      expect(result.status).toBe(200);
      expect(result.text).toContain("Aucun sujet trouvé pour cette recherche.");
    }
  });
});

describe("the list: pages of 10, pinned first, then most recently updated", () => {
  it("orders pinned threads first and pages by 10 with a link to the next page", async () => {
    const token = word();
    const slugs: string[] = [];
    for (let i = 0; i < 11; i++) slugs.push(await createThread(author, `Page ${token} ${i}`));
    // The oldest one gets pinned: it must come before every unpinned thread.
    expect((await moderator.post(threadPath(slugs[0]!), { intent: "pin" })).status).toBe(302);

    // Other test files write threads in parallel: read the page and the database until they agree.
    let first = await new Client().get("/forum");
    let page1: string[] = [];
    let rows: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      first = await new Client().get("/forum");
      page1 = listedSlugs(first.text);
      rows = query<{ slug: string }>(`SELECT slug FROM forum_threads ORDER BY is_pinned DESC, updated_at DESC, id DESC LIMIT 20`).map(
        (r) => r.slug,
      );
      if (JSON.stringify(page1) === JSON.stringify(rows.slice(0, 10))) break;
    }
    expect(page1).toHaveLength(10);
    expect(first.text).toContain('href="/forum?page=2"');
    expect(first.text).toContain("Charger plus de sujets");
    expect(page1).toEqual(rows.slice(0, 10));
    expect(page1).toContain(slugs[0]);
    const pinned = query<{ slug: string }>(`SELECT slug FROM forum_threads WHERE is_pinned = 1`).map((r) => r.slug);
    const firstUnpinned = page1.findIndex((s) => !pinned.includes(s));
    expect(page1.slice(firstUnpinned).some((s) => pinned.includes(s))).toBe(false);

    const second = await new Client().get("/forum?page=2");
    const page2 = listedSlugs(second.text);
    expect(page2.length).toBeGreaterThan(10);
    expect(page2.length).toBeLessThanOrEqual(20);
    // Page 2 continues page 1: the pinned thread is still first among its peers, nothing repeats.
    expect(new Set(page2).size).toBe(page2.length);
    expect(page2).toContain(slugs[0]);
  });
});

describe("no script ever runs from a post", () => {
  it("escapes titles, content and replies; raw HTML is shown as text; links are nofollow and javascript: links dropped", async () => {
    const token = word();
    const slug = await createThread(
      author,
      `<img src=x onerror=alert(1)> ${token}`,
      `<script>alert(1)</script>\n\n[clic](javascript:alert(1)) et [site](https://exemple.org)`,
    );
    await author.post(threadPath(slug), { intent: "reply", content: "<svg onload=alert(2)>" });
    const response = await author.request(threadPath(slug));
    const raw = await response.text();
    expect(raw).not.toMatch(/<script>alert/);
    expect(raw).not.toMatch(/<img src=x/);
    expect(raw).not.toMatch(/<svg onload/);
    expect(raw).not.toContain('href="javascript:');
    expect(raw).toContain('href="https://exemple.org/" rel="nofollow ugc noopener"');
    expect(raw).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("live events carry what the pages show (decision 0105)", () => {
  // The events as the test reads them: loosely, field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Event = Record<string, any>;
  /** A socket on a room that keeps every event it receives, raw. */
  async function listen(party: string, room: string) {
    const socket = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/parties/${party}/${room}`);
    const raw: string[] = [];
    socket.on("message", (data) => raw.push(String(data)));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const events = () => raw.map((text) => JSON.parse(text) as Event);
    const until = async (check: (event: Event) => boolean) => {
      for (let i = 0; i < 200 && !events().some(check); i++) await new Promise((r) => setTimeout(r, 50));
      const found = events().find(check);
      expect(found, `no such event among ${raw.join("\n")}`).toBeTruthy();
      return found!;
    };
    await until((event) => event.type === "room:hello");
    return { socket, raw, events, until };
  }

  it("a new thread, a reply, its edit and its deletion travel with their card or reply, numbered without a hole, escaped", async () => {
    const list = await listen("forum-room", "forum");
    const token = word();
    const slug = await createThread(author, `En direct ${token}`, "Le **contenu** du sujet");
    const { id } = threadRow(slug);
    const created = await list.until((event) => event.type === "thread:created" && event.threadId === id);
    expect(created.card).toMatchObject({ id, slug, title: `En direct ${token}`, replyCount: 0, isPinned: false, isLocked: false });
    expect(created.card.preview).toContain("Le **contenu** du sujet");
    expect(created.card.author.id).toBeTruthy();

    const thread = await listen("thread-room", `thread-${id}`);
    // With JavaScript the answer carries the reply (the page merges it); without, a redirect onto it.
    const sent = await other.post(threadPath(slug), { intent: "reply", js: "1", content: "<script>alert(1)</script>\n\n**bonjour**" });
    expect(sent.status).toBe(200);
    const reply = await thread.until((event) => event.type === "reply:created");
    expect(reply.replyCount).toBe(1);
    expect(reply.reply).toMatchObject({
      parentId: null,
      content: "<script>alert(1)</script>\n\n**bonjour**",
      deleted: false,
      editedAt: null,
      parent: null,
    });
    expect(reply.reply.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(reply.reply.html).toContain("<strong>bonjour</strong>");
    const bumped = await list.until((event) => event.type === "thread:updated" && event.threadId === id);
    expect(bumped.card).toMatchObject({ id, replyCount: 1 });
    expect(bumped.card.updatedAt >= created.card.updatedAt).toBe(true);

    const replyId = reply.replyId as string;
    expect((await other.post(threadPath(slug), { intent: "edit-reply", replyId, js: "1", content: "Texte revu" })).status).toBe(200);
    const edited = await thread.until((event) => event.type === "reply:updated" && event.reply.content === "Texte revu");
    expect(edited.reply.editedAt).toBeTruthy();
    expect(edited.reply.html).toContain("Texte revu");

    expect((await other.post(threadPath(slug), { intent: "delete-reply", replyId })).status).toBe(302);
    const deleted = await thread.until((event) => event.type === "reply:updated" && event.reply.deleted);
    expect(deleted.reply).toMatchObject({ id: replyId, content: "", html: "", deleted: true });

    // Nothing private travels (no e-mail), and each room numbers its events with no hole.
    for (const room of [list, thread]) {
      expect(room.raw.join("")).not.toContain("@");
      const numbers = room
        .events()
        .slice(1)
        .map((event) => event.seq as number);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    }
    const threadEvents = thread
      .events()
      .slice(1)
      .map((event) => event.type);
    expect(threadEvents).toEqual(["reply:created", "reply:updated", "reply:updated"]);

    // A deleted thread leaves the list: its card travels as null.
    expect((await author.post(threadPath(slug), { intent: "delete-thread" })).status).toBe(302);
    const gone = await list.until((event) => event.type === "thread:updated" && event.threadId === id && event.card === null);
    expect(gone.card).toBeNull();
    list.socket.close();
    thread.socket.close();
  });

  it("without JavaScript a reply, an edit and a deletion still answer with a redirect", async () => {
    const slug = await createThread(author, `Sans script ${word()}`);
    const sent = await other.post(threadPath(slug), { intent: "reply", content: "Réponse" });
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/#reponse-[0-9a-f-]{36}$/);
    const replyId = sent.location!.split("#reponse-")[1]!;
    expect((await other.post(threadPath(slug), { intent: "edit-reply", replyId, content: "Revu" })).status).toBe(302);
    expect((await other.post(threadPath(slug), { intent: "delete-reply", replyId })).status).toBe(302);
  });
});

describe("the list's next page by cursor (?apres=)", () => {
  it("reads only the cards after the cursor, in order, and ignores a malformed cursor", async () => {
    const token = word();
    for (let i = 0; i < 12; i++) await createThread(author, `Curseur ${token} ${i}`);
    const visitor = new Client();
    const first = listedSlugs((await visitor.get(`/forum?q=${token}`)).text);
    expect(first).toHaveLength(10);
    const [last] = query<{ id: string; updated_at: string; is_pinned: number }>(
      `SELECT id, updated_at, is_pinned FROM forum_threads WHERE slug = ${sqlString(first[9]!)}`,
    );
    const cursor = `${last!.is_pinned}_${last!.updated_at}_${last!.id}`;
    const next = listedSlugs((await visitor.get(`/forum?q=${token}&apres=${encodeURIComponent(cursor)}`)).text);
    expect(next).toHaveLength(2);
    expect(next.some((slug) => first.includes(slug))).toBe(false);
    const all = query<{ slug: string }>(
      `SELECT slug FROM forum_threads WHERE title LIKE ${sqlString(`Curseur ${token} %`)} ORDER BY is_pinned DESC, updated_at DESC, id DESC`,
    );
    expect([...first, ...next]).toEqual(all.map((row) => row.slug));
    expect(listedSlugs((await visitor.get(`/forum?q=${token}&apres=x' OR 1=1`)).text)).toEqual(first);
  });
});

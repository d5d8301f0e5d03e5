import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import "./community-support";

// Distress words, with curly apostrophes and accents as people type them on a phone.
const DISTRESS = "Ce soir je n’ai plus envie de vivre, je veux en finir.";
const CALM = "Aujourd'hui j'ai marché au bord de l'eau, c'était doux.";
const PANEL = 'data-testid="distress-panel"';

async function practiceJs(client: Client, tool: string, fields: Record<string, string>) {
  const result = await client.post(`/practice/${tool}/save`, fields);
  return { status: result.status, body: JSON.parse(result.text) as { sessionId?: string; distress?: boolean; ok?: boolean } };
}

/**
 * The author's page shows the panel once, from their own flash cookie (issue 30): never from the
 * address, which carries no mark; the same address read again, or by someone else, shows nothing.
 */
async function expectPanelOnceFor(author: Client, location: string, others: Client[] = []) {
  expect(location).not.toMatch(/soutien/);
  expect(author.cookies.has("rvi_soutien")).toBe(true);
  for (const other of others) expect((await other.get(location)).text).not.toContain(PANEL);
  const page = await author.get(location);
  expect(page.text).toContain(PANEL);
  expect(author.cookies.has("rvi_soutien")).toBe(false);
  expect((await author.get(location)).text).not.toContain(PANEL);
  return page;
}

let alice: { email: string; pseudo: string; password: string };
let aliceClient: Client;
let bobClient: Client;

beforeAll(async () => {
  alice = await createConfirmedUser("care");
  aliceClient = await signedIn(alice);
  bobClient = await signedIn(await createConfirmedUser("carb"));
});

describe("distress in a practice answer", () => {
  it("flags the author's answer and stores the text unchanged", async () => {
    const start = await practiceJs(aliceClient, "peur", { intent: "start", step: "1" });
    const sessionId = start.body.sessionId!;
    const saved = await practiceJs(aliceClient, "peur", { intent: "save", step: "1", text: DISTRESS, sessionId });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, distress: true });
    const stored = query<{ response_text: string }>(
      `SELECT response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)} AND step_number = 1`,
    );
    expect(stored).toEqual([{ response_text: DISTRESS }]);
  });

  it("does not flag a calm answer", async () => {
    const saved = await practiceJs(aliceClient, "peur", { intent: "save", step: "1", text: CALM });
    expect(saved.status).toBe(200);
    expect(saved.body.distress).toBeUndefined();
  });

  it("without JavaScript, the redirect sets the author's one-time flash and their page shows the panel once", async () => {
    const result = await aliceClient.post("/practice/critique", { intent: "save", step: "1", text: DISTRESS });
    expect(result.status).toBe(302);
    const page = await expectPanelOnceFor(aliceClient, result.location!, [bobClient, new Client()]);
    expect(page.text).toContain('href="tel:3114"');
  });

  it("flags a question saved after « Je bloque »", async () => {
    const question = await practiceJs(aliceClient, "peur", {
      intent: "question",
      step: "1",
      question: "Je veux mourir, à quoi bon continuer ?",
      blocked: "1",
    });
    expect(question.status).toBe(200);
    expect(question.body.distress).toBe(true);
    const [row] = query<{ question: string; is_blocked_practice: number }>(
      `SELECT question, is_blocked_practice FROM user_questions WHERE user_id = ${sqlString(userIdOf(alice.email))} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row).toEqual({ question: "Je veux mourir, à quoi bon continuer ?", is_blocked_practice: 1 });
  });
});

describe("distress in Mes questions and the love words", () => {
  it("a question added with a recording form (multipart) is stored and flagged", async () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set("text", "Pourquoi est-ce que j'ai des idées noires le soir ?");
    const result = await aliceClient.postMultipart("/questions", form);
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/questions/);
    await expectPanelOnceFor(aliceClient, result.location!);
    const [row] = query<{ question: string }>(
      `SELECT question FROM user_questions WHERE user_id = ${sqlString(userIdOf(alice.email))} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row!.question).toBe("Pourquoi est-ce que j'ai des idées noires le soir ?");
  });

  it("a love word is kept as written and flagged", async () => {
    const result = await aliceClient.post("/love-words", { intent: "create", title: "Pour moi", content: DISTRESS, ageCategory: "enfant" });
    expect(result.status).toBe(302);
    await expectPanelOnceFor(aliceClient, result.location!);
    const [row] = query<{ content: string }>(
      `SELECT content FROM love_words WHERE user_id = ${sqlString(userIdOf(alice.email))} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row!.content).toBe(DISTRESS);
  });
});

describe("distress in the forum", () => {
  it("a reply is published unchanged; only its author is sent to the panel", async () => {
    const created = await bobClient.post("/forum/nouveau", { title: `Un soir difficile ${Date.now().toString(36)}`, content: CALM });
    expect(created.status).toBe(302);
    expect(created.location).not.toMatch(/soutien/);
    const threadPath = created.location!;
    const reply = await aliceClient.post(threadPath, { intent: "reply", content: DISTRESS });
    expect(reply.status).toBe(302);
    expect(reply.location).not.toMatch(/soutien/);
    const [row] = query<{ content: string }>(
      `SELECT r.content FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id WHERE t.slug = ${sqlString(decodeURIComponent(threadPath.replace(/^\/forum\//, "")))}`,
    );
    expect(row!.content).toBe(DISTRESS);
    // Someone else reading the thread, even at the author's own address, sees the reply as written, and no panel.
    await expectPanelOnceFor(aliceClient, reply.location!, [bobClient]);
    const otherPage = await bobClient.get(threadPath);
    expect(otherPage.text).toContain(DISTRESS);
    expect(otherPage.text).not.toContain(PANEL);
  });
});

describe("distress in the chat", () => {
  it("the author's answer shows the panel; the message is stored and shown unchanged to others", async () => {
    const author = await signedIn(await createConfirmedUser("carc"));
    // Without JavaScript the send lands on the message, with the help panel asked for.
    const sent = await author.post("/entraide", { intent: "send", content: DISTRESS });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/entraide#message-[0-9a-f-]{36}$/);
    await expectPanelOnceFor(author, sent.location!, [bobClient]);
    const json = await author.post(`/entraide?_data=${encodeURIComponent("routes/entraide")}`, { intent: "send", js: "1", content: CALM });
    // The 3-second limit may refuse this one; either way a calm message is never flagged.
    expect(JSON.parse(json.text).distress).toBeUndefined();
    const [row] = query<{ content: string }>(
      `SELECT content FROM chat_messages WHERE content = ${sqlString(DISTRESS)} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row!.content).toBe(DISTRESS);
    const other = await bobClient.get("/entraide");
    expect(other.text).toContain(DISTRESS);
    expect(other.text).not.toContain(PANEL);
  });

  it("a chat message sent from the page's JavaScript gets distress: true in its JSON", async () => {
    const author = await signedIn(await createConfirmedUser("card"));
    const result = await author.post(`/entraide?_data=${encodeURIComponent("routes/entraide")}`, {
      intent: "send",
      js: "1",
      content: "j'ai envie de me faire du mal",
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ intent: "send", distress: true });
  });
});

describe("an address never opens the panel (issue 30)", () => {
  it("?soutien=1 on the chat, the forum, a thread or a practice shows nothing to a visitor or another member", async () => {
    const created = await bobClient.post("/forum/nouveau", { title: `Un jour gris ${Date.now().toString(36)}`, content: CALM });
    const thread = created.location!;
    for (const reader of [new Client(), bobClient]) {
      for (const path of [
        "/entraide?soutien=1",
        "/forum?soutien=1",
        `${thread}?soutien=1`,
        "/questions?soutien=1",
        "/history?soutien=1",
        "/practice/critique?soutien=1",
      ]) {
        const page = await reader.get(path);
        expect(page.text, path).not.toContain(PANEL);
      }
    }
  });

  it("a flash set for one page does not open the panel on another", async () => {
    const author = await signedIn(await createConfirmedUser("care"));
    const sent = await author.post("/entraide", { intent: "send", content: DISTRESS });
    expect((await author.get("/forum")).text).not.toContain(PANEL);
    // Still waiting for the page the redirect named.
    expect((await author.get(sent.location!)).text).toContain(PANEL);
  });
});

/**
 * Issue 42, « Finished stays finished, and opening is not writing » and « A caring answer to J'ai mal »:
 * - a run's session is written with its first answer, under the id its page chose, once however often
 *   that answer is sent; an id that is someone else's opens nothing;
 * - a finished practice reopens on its end screen;
 * - without JavaScript, the summary keeps every answer after the mood;
 * - « J'ai mal » at the end shows the lines of the person's own country, the forum and the chat.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { sqlString } from "../support/db";
import { rows } from "./practice-support";

type Json = { ok?: boolean; sessionId?: string | null; refusal?: { title: string } };

async function js(client: Client, tool: string, fields: Record<string, string>) {
  const result = await client.post(`/practice/${tool}/save`, fields);
  return { status: result.status, body: JSON.parse(result.text) as Json };
}

const sessionsOf = async (pseudo: string) =>
  rows<{ id: string; status: string }>(
    `SELECT id, status FROM practice_sessions WHERE user_id = (SELECT id FROM users WHERE username = ${sqlString(pseudo)})`,
  );

let alice: Client;
let alicePseudo: string;
let bob: Client;

beforeAll(async () => {
  const a = await createConfirmedUser("kwa");
  alicePseudo = a.pseudo;
  alice = await signedIn(a);
  bob = await signedIn(await createConfirmedUser("kwb"));
});

describe("opening a practice is not writing (issue 42, fault 5)", () => {
  it("opening the page writes no session; an empty save under the page's id writes none either", async () => {
    expect((await alice.get("/practice/mantra")).status).toBe(200);
    const runId = crypto.randomUUID();
    const empty = await js(alice, "mantra", { intent: "autosave", step: "1", text: "", sessionId: runId });
    expect(empty.status).toBe(200);
    expect(empty.body.sessionId).toBeNull();
    expect(await sessionsOf(alicePseudo)).toEqual([]);
  });

  it("the first answer writes the session under the page's id, once however often it is sent", async () => {
    const runId = crypto.randomUUID();
    const first = await js(alice, "peur", {
      intent: "autosave",
      step: "1",
      text: "J'ai peur du noir",
      sessionId: runId,
      moodBefore: "mal",
    });
    expect(first.body).toMatchObject({ ok: true, sessionId: runId });
    // The same answer again (a retry, or the offline queue): still one session, one answer.
    const again = await js(alice, "peur", { intent: "autosave", step: "1", text: "J'ai peur du noir", sessionId: runId });
    expect(again.body).toMatchObject({ ok: true, sessionId: runId });
    expect(await rows(`SELECT tool_id, mood_before FROM practice_sessions WHERE id = ${sqlString(runId)}`)).toEqual([
      { tool_id: "peur", mood_before: "mal" },
    ]);
    expect(await rows(`SELECT step_number FROM practice_responses WHERE session_id = ${sqlString(runId)}`)).toEqual([{ step_number: 1 }]);
  });

  it("an id that is another person's, or another practice's, opens nothing and writes nothing", async () => {
    const runId = crypto.randomUUID();
    await js(alice, "peur", { intent: "autosave", step: "1", text: "À moi", sessionId: runId });
    const intrusion = await js(bob, "peur", { intent: "save", step: "1", text: "intrusion", sessionId: runId });
    expect(intrusion.status).toBe(404);
    const otherTool = await js(alice, "critique", { intent: "save", step: "1", text: "ailleurs", sessionId: runId });
    expect(otherTool.status).toBe(404);
    expect(await rows(`SELECT response_text FROM practice_responses WHERE session_id = ${sqlString(runId)}`)).toEqual([
      { response_text: "À moi" },
    ]);
    // Not a UUID: never taken as a page's id.
    expect((await js(alice, "peur", { intent: "save", step: "1", text: "x", sessionId: "pas-un-id" })).status).toBe(404);
  });
});

describe("finished stays finished (issue 42, fault 4)", () => {
  it("a finished practice reloads on its end screen, with no « Session reprise » and nothing to finish again", async () => {
    const runId = crypto.randomUUID();
    await js(alice, "peur", { intent: "autosave", step: "1", text: "Un", sessionId: runId });
    await js(alice, "peur", { intent: "autosave", step: "2", text: "Deux", sessionId: runId });
    expect((await js(alice, "peur", { intent: "complete", step: "3", text: "Trois", sessionId: runId })).body.ok).toBe(true);
    const page = await alice.get(`/practice/peur?sessionId=${runId}`);
    expect(page.status).toBe(200);
    const text = decodeHtml(page.text);
    expect(text).toMatch(/Session terminée/);
    expect(text).not.toContain("Session reprise");
    expect(text).not.toContain("Terminer la session");
    expect(text).not.toMatch(/Étape \d+ sur 3/);
    for (const answer of ["Un", "Deux", "Trois"]) expect(text).toContain(`>${answer}<`);
  });
});

describe("without JavaScript, the summary keeps every answer after the mood (issue 42, fault 6)", () => {
  it("a visitor's last answer is still there once the mood is given", async () => {
    const visitor = new Client();
    const carried = { carried_1: "J'ai peur du noir", carried_2: "Il protège", carried_3: "Je suis là" };
    const mood = await visitor.post("/practice/peur?step=3&done=1", { intent: "feeling", step: "3", feeling: "va", ...carried });
    expect(mood.status).toBe(200);
    const text = decodeHtml(mood.text);
    expect(text).toContain("Résumé de vos réponses");
    for (const answer of Object.values(carried)) expect(text).toContain(`>${answer}<`);
  });
});

describe("« J'ai mal » after a practice (issue 42, fault 7)", () => {
  it("without JavaScript, a member who says « J'ai mal » is shown their own country's lines, the forum and the chat, and no install offer", async () => {
    const runId = crypto.randomUUID();
    await js(alice, "peur", { intent: "complete", step: "3", text: "Fini", sessionId: runId });
    const answer = await alice.post(`/practice/peur?sessionId=${runId}&step=3&done=1`, {
      intent: "feeling",
      step: "3",
      feeling: "mal",
      sessionId: runId,
    });
    expect(answer.status).toBe(302);
    const page = decodeHtml((await alice.get(answer.location!)).text);
    expect(page).toContain('data-testid="after-practice-care"');
    expect(page).toContain('href="tel:3114"');
    expect(page).toContain('href="/forum"');
    expect(page).toContain('href="/entraide"');
    expect(page).not.toContain("Et maintenant");
  });

  it("a visitor in Belgium gets Belgium's lines, not France's", async () => {
    const visitor = new Client();
    await visitor.post("/aide", { pays: "BE" });
    const page = decodeHtml(
      (await visitor.post("/practice/peur?step=3&done=1", { intent: "feeling", step: "3", feeling: "mal", carried_3: "Fini" })).text,
    );
    expect(page).toContain('data-testid="after-practice-care"');
    expect(page).toContain('href="tel:080032123"');
    expect(page).not.toContain('href="tel:3114"');
  });

  it("« Ça va » gets the thank-you and the next steps, no help panel", async () => {
    const visitor = new Client();
    const page = decodeHtml(
      (await visitor.post("/practice/peur?step=3&done=1", { intent: "feeling", step: "3", feeling: "va", carried_3: "Fini" })).text,
    );
    expect(page).not.toContain('data-testid="after-practice-care"');
    expect(page).toContain("Et maintenant");
  });
});

/**
 * When the database cannot be read, each screen says so in the spec's words (spec 2 §8, spec 3 §8)
 * instead of falling to the root error page. The failure is real: the worker's D1 binding refuses
 * every statement naming one table for that request (X-Test-Fail-Table, local development only).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { failingTable } from "../support/db";
import { insertPractice, userIdOf } from "../support/practices";

const ROOT_ERROR = "Erreur au chargement de l'application";
let me: Client;
let myId: string;

beforeAll(async () => {
  const identity = await createConfirmedUser("panneload");
  me = await signedIn(identity);
  myId = userIdOf(identity.email);
});

async function failing(path: string, table: string) {
  const response = await me.request(path, { headers: failingTable(table) });
  return { status: response.status, text: await response.text(), location: response.headers.get("Location") };
}

describe("a screen whose data cannot be read", () => {
  it.each([
    ["/questions", "user_questions", "Erreur: Impossible de charger vos questions."],
    ["/love-words", "love_words", "Impossible de charger vos mots d&#x27;amour"],
    ["/acts", "user_acts", "Impossible de charger vos actes"],
  ])("%s says the spec's message and offers to try again", async (path, table, message) => {
    const page = await failing(path, table);
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.text).toContain(message);
    expect(page.text).toContain("Réessayer");
    expect(page.text).not.toContain(ROOT_ERROR);
    // The same page reads normally once the database answers again.
    const again = await me.get(path);
    expect(again.status).toBe(200);
    expect(again.text).not.toContain("Réessayer");
  });

  it.each(["practice_sessions", "practice_responses"])(
    "a practice whose %s cannot be read sends back to the tool with 'Impossible de reprendre la session'",
    async (table) => {
      const sessionId = insertPractice(myId, { status: "in_progress", toolId: "peur", answers: ["Une réponse"] });
      const resume = await failing(`/practice/peur?sessionId=${sessionId}`, table);
      expect(resume.status).toBe(302);
      expect(resume.location).toBe("/practice/peur");
      expect((await me.get("/practice/peur")).text).toContain("Impossible de reprendre la session");
      // And the same link resumes once the database answers.
      expect((await me.get(`/practice/peur?sessionId=${sessionId}`)).status).toBe(200);
    },
  );

  it("a practice kept on the device is handed to the page, signed in or not", async () => {
    for (const client of [me, new Client()]) {
      const page = await client.get("/practice/peur?sessionId=local-1700000000000-abc");
      expect(page.status).toBe(200);
      expect(page.text).toContain("local-1700000000000-abc");
    }
  });
});

/**
 * Issue 30, item 1: the mood given at the end of a practice only adds the mood. Status and dates
 * never move backwards, for a signed-in person (server session) and for a visitor's practice
 * attached to a new account.
 */
import { describe, expect, it } from "vitest";
import { createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";

type Row = { status: string; completed_at: string | null; mood_after: string | null; current_step: number };
const sessionRow = (id: string) =>
  query<Row>(`SELECT status, completed_at, mood_after, current_step FROM practice_sessions WHERE id = ${sqlString(id)}`)[0]!;

describe("the closing mood of a signed-in person", () => {
  it("adds the mood; a late autosave or a second finish moves nothing back", async () => {
    const me = await signedIn(await createConfirmedUser("moodrule"));
    const save = async (fields: Record<string, string>) => {
      const result = await me.post("/practice/peur/save", fields);
      expect(result.status, result.text).toBe(200);
      return JSON.parse(result.text) as { sessionId: string };
    };
    const { sessionId } = await save({ intent: "start", step: "1" });
    await save({ intent: "autosave", step: "1", text: "J'ai peur de décevoir.", sessionId });
    await save({ intent: "complete", step: "3", text: "Je suis là pour moi.", sessionId });
    const finished = sessionRow(sessionId);
    expect(finished).toMatchObject({ status: "completed", current_step: 3 });
    expect(finished.completed_at).not.toBeNull();

    await save({ intent: "feeling", step: "3", feeling: "bien", sessionId });
    expect(sessionRow(sessionId)).toEqual({ ...finished, mood_after: "bien" });

    // The answer's autosave that arrives after the end, then a second finish: still completed, same date.
    await save({ intent: "autosave", step: "2", text: "Une dernière pensée.", sessionId });
    await save({ intent: "complete", step: "3", text: "Je suis là pour moi.", sessionId });
    const after = sessionRow(sessionId);
    expect(after.status).toBe("completed");
    expect(after.completed_at).toBe(finished.completed_at);
    expect(after.mood_after).toBe("bien");

    // Without JavaScript too: the feeling form only adds the mood.
    const noScript = await me.post(`/practice/peur?sessionId=${sessionId}`, { intent: "feeling", step: "3", feeling: "va", sessionId });
    expect(noScript.status).toBe(302);
    expect(sessionRow(sessionId)).toMatchObject({ status: "completed", completed_at: finished.completed_at, mood_after: "va" });
  });
});

describe("a visitor's finished practice attached to a new account", () => {
  it("counts as completed, with its closing mood and its dates", async () => {
    const identity = await createConfirmedUser("moodimp");
    const newcomer = await signedIn(identity);
    const response = await newcomer.request("/rattacher", {
      method: "POST",
      headers: { Origin: process.env.TEST_BASE_URL ?? "http://127.0.0.1:8790", "Content-Type": "application/json" },
      body: JSON.stringify({
        practices: [
          {
            id: "local-peur-mood",
            tool_id: "peur",
            tool_name: "La Peur",
            status: "completed",
            created_at: "2026-11-26T10:00:00.000Z",
            updated_at: "2026-11-26T10:09:00.000Z",
            completed_at: "2026-11-26T10:08:00.000Z",
            current_step: 3,
            mood_after: "bien",
            responses: [{ step_number: 1, step_title: "Étape 1", response_text: "J'ai peur de décevoir.", response_type: "text" }],
          },
        ],
        questions: [],
        acts: [],
      }),
    });
    expect(response.status).toBe(200);
    const [row] = query<Row>(
      `SELECT status, completed_at, mood_after, current_step FROM practice_sessions WHERE user_id = ${sqlString(userIdOf(identity.email))} AND tool_id = 'peur'`,
    );
    expect(row).toEqual({ status: "completed", completed_at: "2026-11-26T10:08:00.000Z", mood_after: "bien", current_step: 3 });
  });
});

/** The two wizards (issue 11): Actualité and Nommer sa Grandeur, against the real worker and local D1. */
import { beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";

let client: Client;
let other: Client;
let userId: string;
let otherId: string;

beforeAll(async () => {
  const identity = await createConfirmedUser("wiz");
  client = await signedIn(identity);
  userId = userIdOf(identity.email);
  const second = await createConfirmedUser("wizb");
  other = await signedIn(second);
  otherId = userIdOf(second.email);
});

const sessionOf = (location: string | null) => new URL(location ?? "", "http://x").searchParams.get("sessionId") ?? "";
const count = (sql: string) => Number((query(sql)[0] as { n: number }).n);

describe("Actualité", () => {
  const A = "/practice/actualite";

  it("refuses step 1 without a subject and step 2 without every rating, in the spec's words", async () => {
    const none = await client.post(A, { step: "1", intent: "next", draft: "", subject: "   " });
    expect(none.status).toBe(400);
    expect(none.text).toContain("Veuillez ajouter au moins un sujet d'actualité.");
    const draft = JSON.stringify({
      step: 2,
      subjects: [
        { id: "s1", text: "La guerre", rating: null },
        { id: "s2", text: "Le climat", rating: null },
      ],
      chosenId: null,
      answers: {},
    });
    const unrated = await client.post(A, { step: "2", intent: "next", draft, rating_s1: "6" });
    expect(unrated.status).toBe(400);
    expect(unrated.text).toContain("Veuillez noter tous les sujets avant de continuer.");
  });

  it("keeps the draft in one in-progress session, then writes one completed session and one act without session", async () => {
    const before = count(`SELECT count(*) AS n FROM user_acts WHERE user_id = ${sqlString(userId)}`);
    const first = await client.post(A, { step: "1", intent: "next", draft: "", subject: "Les élections" });
    expect(first.status).toBe(302);
    const sessionId = sessionOf(first.location);
    expect(sessionId).not.toBe("");
    const [row] = query(`SELECT status, current_step, tool_name, draft FROM practice_sessions WHERE id = ${sqlString(sessionId)}`) as Array<
      Record<string, unknown>
    >;
    expect(row).toMatchObject({ status: "in_progress", current_step: 2, tool_name: "Actualité" });
    expect(JSON.parse(String(row!.draft)).subjects[0].text).toBe("Les élections");

    // A reload shows the step and the subject from the session.
    const page = await client.get(first.location!);
    expect(page.text).toContain("Étape 2 sur 12");
    expect(page.text).toContain("Les élections");

    // Another person can neither read nor move it.
    const foreign = await other.get(first.location!);
    expect(foreign.status).toBe(302);
    expect(foreign.location).toBe(A);
    const last = {
      step: 12,
      subjects: [{ id: "s1", text: "Les élections", rating: 7 }],
      chosenId: "s1",
      answers: { "5": "De l'inquiétude", "11": "Voter", "12": "Au bureau de vote, dimanche, à pied" },
    };
    const stolen = await other.post(A, { step: "12", intent: "finish", draft: JSON.stringify(last), sessionId, answer: "Voter" });
    expect(stolen.status).toBe(302);
    expect(count(`SELECT count(*) AS n FROM practice_sessions WHERE user_id = ${sqlString(otherId)} AND tool_id = 'actualite'`)).toBe(0);
    expect(count(`SELECT count(*) AS n FROM practice_sessions WHERE id = ${sqlString(sessionId)} AND status = 'in_progress'`)).toBe(1);
    // Nor keep a step in it: the step is kept in the same statement that checks whose session it is.
    const draftOf = () => query(`SELECT current_step, draft FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)[0];
    const kept = draftOf();
    const moved = await other.post(A, { step: "2", intent: "next", draft: JSON.stringify(last), rating_s1: "3", sessionId });
    expect(moved.location).toBe(A);
    expect(draftOf()).toEqual(kept);

    const end = await client.post(A, {
      step: "12",
      intent: "finish",
      draft: JSON.stringify(last),
      sessionId,
      answer: "Au bureau de vote, dimanche, à pied",
    });
    expect(end.status).toBe(302);
    expect(end.location).toBe("/dashboard");
    const [done] = query(`SELECT status, completed_at, draft FROM practice_sessions WHERE id = ${sqlString(sessionId)}`) as Array<
      Record<string, unknown>
    >;
    expect(done).toMatchObject({ status: "completed", draft: null });
    expect(done!.completed_at).toBeTruthy();
    expect(count(`SELECT count(*) AS n FROM practice_sessions WHERE user_id = ${sqlString(userId)} AND tool_id = 'actualite'`)).toBe(1);
    const acts = query(`SELECT act_text, session_id FROM user_acts WHERE user_id = ${sqlString(userId)} ORDER BY created_at DESC`) as Array<
      Record<string, unknown>
    >;
    expect(acts.length).toBe(before + 1);
    expect(acts[0]).toEqual({
      act_text: frenchTypography("Actualité : Les élections\nVoter\nAu bureau de vote, dimanche, à pied"),
      session_id: null,
    });
    const steps = query(`SELECT step_number FROM practice_responses WHERE session_id = ${sqlString(sessionId)} ORDER BY step_number`).map(
      (r) => (r as { step_number: number }).step_number,
    );
    expect(steps).toEqual([2, 4, 5, 11, 12]);

    // Finished, it cannot be finished again.
    const again = await client.post(A, { step: "12", intent: "finish", draft: JSON.stringify(last), sessionId });
    expect(again.status).toBe(302);
    expect(again.location).toBe(A);
    expect(count(`SELECT count(*) AS n FROM user_acts WHERE user_id = ${sqlString(userId)}`)).toBe(before + 1);
  });

  it("a visitor's exploration is answered, never stored", async () => {
    const visitor = new Client();
    const sessions = count("SELECT count(*) AS n FROM practice_sessions");
    const moved = await visitor.post(A, { step: "1", intent: "add", draft: "", subject: "Le climat" });
    expect(moved.status).toBe(200);
    expect(moved.text).toContain("Le climat");
    const last = { step: 12, subjects: [{ id: "s1", text: "Le climat", rating: 4 }], chosenId: "s1", answers: { "11": "Prendre le vélo" } };
    const end = await visitor.post(A, { step: "12", intent: "finish", draft: JSON.stringify(last) });
    expect(end.status).toBe(200);
    expect(end.text).toContain(frenchTypography("Actualité : Le climat"));
    expect(end.text).toContain("Créer un compte pour garder cette pratique");
    expect(count("SELECT count(*) AS n FROM practice_sessions")).toBe(sessions);
  });
});

describe("Nommer sa Grandeur", () => {
  const G = "/practice/nommer-grandeur";

  it("opens a session, saves steps 1 and 2, and ends with one grandeur entry and one act", async () => {
    const start = await client.post(G, { intent: "start" });
    expect(start.status).toBe(302);
    const sessionId = sessionOf(start.location);
    expect(query(`SELECT status, current_step, tool_id FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)[0]).toEqual({
      status: "in_progress",
      current_step: 1,
      tool_id: "nommer_grandeur",
    });

    const empty = await client.post(G, { step: "1", intent: "next", sessionId, draft: "", grandeur: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Merci de nommer votre grandeur avant de continuer");

    const one = await client.post(G, { step: "1", intent: "next", sessionId, draft: "", grandeur: "Ma fidélité" });
    expect(one.status).toBe(302);
    const draft1 = JSON.stringify({ step: 2, answers: { grandeur: "Ma fidélité" } });
    const noMisere = await client.post(G, { step: "2", intent: "next", sessionId, draft: draft1, misere: "" });
    expect(noMisere.text).toContain("Merci de nommer la misère correspondante avant de continuer");
    const two = await client.post(G, { step: "2", intent: "next", sessionId, draft: draft1, misere: "L'abandon" });
    expect(two.status).toBe(302);
    const responses = query(
      `SELECT step_number, response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)} ORDER BY step_number`,
    );
    expect(responses).toEqual([
      { step_number: 1, response_text: "Ma fidélité" },
      { step_number: 2, response_text: "L'abandon" },
    ]);

    // Resuming reopens step 3 with the answers.
    const resumed = await client.get(`${G}?sessionId=${sessionId}`);
    expect(resumed.text).toContain("Savourer et agir");
    expect(resumed.text).toContain("Ma fidélité");

    const draft2 = JSON.stringify({ step: 3, answers: { grandeur: "Ma fidélité", misere: "L'abandon" } });
    const noAct = await client.post(G, { step: "3", intent: "finish", sessionId, draft: draft2, acte: "", ou: "", quand: "", comment: "" });
    expect(noAct.status).toBe(400);
    expect(noAct.text).toContain("Merci de renseigner au moins un champ de l'acte");

    // Another person cannot resume or finish it.
    expect((await other.get(`${G}?sessionId=${sessionId}`)).location).toBe(G);
    const stolen = await other.post(G, { step: "3", intent: "finish", sessionId, draft: draft2, acte: "Voler" });
    expect(stolen.location).toBe(G);
    expect(count(`SELECT count(*) AS n FROM grandeur_entries WHERE user_id = ${sqlString(otherId)}`)).toBe(0);
    // Nor keep a step, nor its answer, in it.
    const answers = () =>
      query(`SELECT step_number, response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)} ORDER BY step_number`);
    const written = answers();
    const foreignStep = await other.post(G, { step: "1", intent: "next", sessionId, draft: "", grandeur: "Volée" });
    expect(foreignStep.location).toBe(G);
    expect(answers()).toEqual(written);
    expect(query(`SELECT current_step FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)[0]).toEqual({ current_step: 3 });

    const end = await client.post(G, {
      step: "3",
      intent: "finish",
      sessionId,
      draft: draft2,
      acte: "Appeler Paul",
      ou: "",
      quand: "samedi",
      comment: "",
    });
    expect(end.status).toBe(302);
    expect(end.location).toBe("/cycles/grandeur-table");
    expect(query(`SELECT status, draft FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)[0]).toEqual({
      status: "completed",
      draft: null,
    });
    expect(query(`SELECT grandeur_name, corresponding_trauma FROM grandeur_entries WHERE user_id = ${sqlString(userId)}`)).toEqual([
      { grandeur_name: "Ma fidélité", corresponding_trauma: "L'abandon" },
    ]);
    expect(query(`SELECT act_text FROM user_acts WHERE session_id = ${sqlString(sessionId)}`)).toEqual([
      { act_text: frenchTypography("Appeler Paul\nQuand : samedi") },
    ]);
    expect(count(`SELECT count(*) AS n FROM practice_responses WHERE session_id = ${sqlString(sessionId)}`)).toBe(2);
    // Finished, a step sent again changes nothing: only an in-progress wizard keeps a step.
    const late = await client.post(G, { step: "1", intent: "next", sessionId, draft: "", grandeur: "Trop tard" });
    expect(late.location).toBe(G);
    expect(answers()).toEqual([
      { step_number: 1, response_text: "Ma fidélité" },
      { step_number: 2, response_text: "L'abandon" },
    ]);

    // The table shows the new row.
    const table = await client.get("/cycles/grandeur-table");
    expect(table.text).toContain("Ma fidélité");
  });

  it("without JavaScript, the first Suivant opens the session", async () => {
    const one = await client.post(G, { step: "1", intent: "next", draft: "", grandeur: "Ma patience" });
    expect(one.status).toBe(302);
    const sessionId = sessionOf(one.location);
    expect(
      query(`SELECT current_step FROM practice_sessions WHERE id = ${sqlString(sessionId)} AND user_id = ${sqlString(userId)}`),
    ).toEqual([{ current_step: 2 }]);
    expect(query(`SELECT response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)}`)).toEqual([
      { response_text: "Ma patience" },
    ]);
  });

  it("the history resumes an in-progress wizard with its session", async () => {
    const start = await client.post(G, { intent: "start" });
    const history = await client.get("/history");
    expect(history.text).toContain(`/practice/nommer-grandeur?sessionId=${sessionOf(start.location)}`);
  });
});

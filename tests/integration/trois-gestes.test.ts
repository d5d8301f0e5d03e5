/** Les 3 Gestes (issue 10): the written practice's steps and the bilan, against the real worker, D1 and R2. */
import { beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { webmBytes } from "../support/audio";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const voice = (fill: number) => new File([webmBytes(900, fill)], "voix.webm", { type: "audio/webm" });

let client: Client;
let other: Client;
let userId: string;

beforeAll(async () => {
  const identity = await createConfirmedUser("gestes");
  client = await signedIn(identity);
  userId = userIdOf(identity.email);
  other = await signedIn(await createConfirmedUser("gestesb"));
});

/** The first link of the « not kept » box that opens a new tab (an account, or a sign-in). */
const firstNewTabLink = (html: string) =>
  /<a href="([^"]+)" target="_blank"/.exec(html.slice(html.indexOf('data-testid="bilan-not-kept"')))?.[1];

describe("the written practice", () => {
  it("moves step by step and carries the answers, without JavaScript", async () => {
    const step2 = await client.post("/practice/trois-gestes-ecrit", { step: "1", intent: "next" });
    expect(step2.status).toBe(200);
    expect(step2.text).toContain("Choisir le geste du jour");
    const refused = await client.post("/practice/trois-gestes-ecrit", { step: "2", intent: "next" });
    expect(refused.text).toContain("Choisissez le geste du jour pour continuer.");
    const step3 = await client.post("/practice/trois-gestes-ecrit", { step: "2", intent: "next", selectedGesture: "rejet" });
    expect(step3.text).toContain(frenchTypography("Qui a rejeté, ou qui a été rejeté ?"));
    const step4 = await client.post("/practice/trois-gestes-ecrit", {
      step: "3",
      intent: "next",
      selectedGesture: "rejet",
      rejet_qui: "Ma sœur",
      rejet_situation: "Le repas de dimanche",
    });
    expect(step4.text).toContain('value="Ma sœur"');
    expect(step4.text).toContain("Qu'est-ce que vous pouvez accueillir aujourd'hui");
    const bilan = await client.post("/trois-gestes/bilan", {
      intent: "review",
      practiceType: "written",
      selectedGesture: "rejet",
      rejet_qui: "Ma sœur",
      rejet_situation: "Le repas de dimanche",
      misericorde_accueillir: "Ma peine",
      misericorde_amour: "",
    });
    expect(bilan.status).toBe(200);
    expect(bilan.text).toContain("Le rejet → La miséricorde");
    expect(bilan.text).toContain("Le repas de dimanche");
  });
});

describe("the bilan of a signed-in person", () => {
  it("refuses a bilan without any reflection, keeping what was typed", async () => {
    const before = query(`SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)}`).length;
    const result = await client.postMultipart(
      "/trois-gestes/bilan",
      form({ practiceType: "guided", acte_concret: "Marcher au parc", question_restante: "Et demain ?" }),
    );
    expect(result.status).toBe(400);
    expect(result.text).toContain("Réponses incomplètes");
    expect(result.text).toContain("Veuillez remplir au moins une des questions de réflexion.");
    expect(result.text).toContain("Marcher au parc");
    expect(query(`SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)}`)).toHaveLength(before);
  });

  it("accepts a reflection that is only spoken, and refuses a too long answer in French, keeping the others (decision 0137)", async () => {
    // Its own account: the other cases count this person's guided sessions.
    const someone = await signedIn(await createConfirmedUser("gestesvoix"));
    const spoken = await someone.postMultipart(
      "/trois-gestes/bilan",
      form({ practiceType: "guided", misere: "", audio_enseignement: voice(3) }),
    );
    expect(spoken.status).toBe(302);
    const long = await someone.postMultipart(
      "/trois-gestes/bilan",
      form({ practiceType: "guided", misere: "a".repeat(5001), acte_where: "Au parc" }),
    );
    expect(long.status).toBe(400);
    expect(long.text).toContain("Cette réponse est trop longue (5 000 caractères au plus).");
    expect(long.text).toContain("Au parc");
  });

  it("creates one completed session, its responses, one act and one question, with recordings that play only for their owner", async () => {
    const result = await client.postMultipart(
      "/trois-gestes/bilan",
      form({
        practiceType: "written",
        selectedGesture: "conflit",
        conflit_qui: "Mon voisin",
        conflit_cible: "Le bruit",
        conflit_situation: "Hier soir",
        paix_solution: "Lui écrire un mot calme",
        misere: "",
        beaute: "Ma patience",
        enseignement: "",
        acte_concret: "Écrire un mot",
        acte_where: "Chez moi",
        acte_when: "Demain matin",
        acte_how: "Avec calme",
        question_restante: "",
        audio_misere: voice(1),
        audio_question_restante: voice(2),
      }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/history");
    const sessions = query<{ id: string; tool_id: string; tool_name: string; status: string; completed_at: string | null }>(
      `SELECT id, tool_id, tool_name, status, completed_at FROM practice_sessions WHERE user_id = ${sqlString(userId)} AND tool_id = 'trois_gestes_written'`,
    );
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    expect(session).toMatchObject({ tool_name: "Les 3 Gestes", status: "completed" });
    expect(session.completed_at).not.toBeNull();

    const responses = query<{
      step_number: number;
      step_title: string;
      response_text: string | null;
      audio_url: string | null;
      response_type: string;
    }>(
      `SELECT step_number, step_title, response_text, audio_url, response_type FROM practice_responses WHERE session_id = ${sqlString(session.id)} ORDER BY step_number`,
    );
    expect(responses.map((r) => [r.step_number, r.step_title, r.response_type])).toEqual([
      [1, "Misère", "audio"],
      [2, "Beauté", "text"],
      [4, "Acte concret", "text"],
      [5, "Question restante", "audio"],
      [10, "Geste du jour", "text"],
      [11, frenchTypography("Avec qui ce conflit a-t-il lieu ?"), "text"],
      [12, frenchTypography("Sur quoi porte-t-il ? Qu'est-ce qui a été visé ou attaqué ?"), "text"],
      [13, frenchTypography("Dans quelle situation ? Racontez ce qui s'est passé, avec vos mots."), "text"],
      [14, frenchTypography("Quelle solution, quel pas intérieur apporterait un peu de paix dans cette situation ?"), "text"],
    ]);
    expect(responses[0]!.audio_url).toMatch(new RegExp(`^${userId}/${session.id}_bilan_misere_\\d+\\.webm$`));
    expect(responses[3]!.audio_url).toMatch(new RegExp(`^${userId}/${session.id}_question_restante_\\d+\\.webm$`));

    const acts = query<{ act_text: string; is_completed: number }>(
      `SELECT act_text, is_completed FROM user_acts WHERE session_id = ${sqlString(session.id)}`,
    );
    expect(acts).toEqual([
      { act_text: frenchTypography("Écrire un mot\nOù ? Chez moi\nQuand ? Demain matin\nComment ? Avec calme"), is_completed: 0 },
    ]);
    const questions = query<{
      question: string;
      question_audio_url: string | null;
      tool_id: string;
      has_response: number;
      practice_summary: string;
    }>(
      `SELECT question, question_audio_url, tool_id, has_response, practice_summary FROM user_questions WHERE practice_session_id = ${sqlString(session.id)}`,
    );
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ question: "Question vocale", tool_id: "trois_gestes_written", has_response: 0 });
    expect(questions[0]!.question_audio_url).toBe(responses[3]!.audio_url);
    expect(questions[0]!.practice_summary).toContain("Ma patience...");

    // The history shows it, with the toast; the recording plays for its owner only.
    const history = await client.get("/history");
    expect(history.text).toContain("Pratique sauvegardée");
    const key = responses[0]!.audio_url!;
    const signed = await client.get(`/audio/sign?key=${encodeURIComponent(key)}`);
    expect(signed.status).toBe(200);
    const played = await new Client().request((JSON.parse(signed.text) as { url: string }).url);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(webmBytes(900, 1));
    expect((await other.get(`/audio/sign?key=${encodeURIComponent(key)}`)).status).toBe(403);
    expect((await other.get(`/history/${session.id}`)).status).not.toBe(200);

    // Deleting the practice removes its recordings, but the question and its recording stay.
    const deleted = await client.post("/history", { intent: "delete", sessionId: session.id });
    expect(deleted.status).toBe(302);
    expect((await new Client().request((JSON.parse(signed.text) as { url: string }).url)).status).toBe(404);
    const kept = query<{ question_audio_url: string }>(
      `SELECT question_audio_url FROM user_questions WHERE question_audio_url = ${sqlString(responses[3]!.audio_url!)}`,
    );
    expect(kept).toHaveLength(1);
    const questionAudio = await client.get(`/audio/sign?key=${encodeURIComponent(responses[3]!.audio_url!)}`);
    expect((await new Client().request((JSON.parse(questionAudio.text) as { url: string }).url)).status).toBe(200);
  });

  it("saves the written answers even when a recording is not audio, and says so", async () => {
    const result = await client.postMultipart(
      "/trois-gestes/bilan",
      form({ practiceType: "guided", enseignement: "Ralentir", audio_beaute: new File(["<html>"], "x.webm", { type: "audio/webm" }) }),
    );
    expect(result.status).toBe(302);
    const page = await client.get("/history");
    expect(page.text).toContain("Un enregistrement n'a pas pu être gardé");
    const guided = query<{ id: string }>(
      `SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)} AND tool_id = 'trois-gestes'`,
    );
    expect(guided).toHaveLength(1);
    expect(query(`SELECT step_number FROM practice_responses WHERE session_id = ${sqlString(guided[0]!.id)}`)).toEqual([
      { step_number: 3 },
    ]);
  });

  it("gives back, unsaved, a bilan sent once its author's session has ended (decision 0463)", async () => {
    const identity = await createConfirmedUser("gestesfin");
    const me = await signedIn(identity);
    const id = userIdOf(identity.email);
    query(`DELETE FROM sessions WHERE user_id = ${sqlString(id)}`);
    // Written only (the session checked in the bilan's batch), then with a recording (read first).
    for (const fields of <Record<string, string | File>[]>[
      { practiceType: "guided", misere: "Une fatigue du soir" },
      { practiceType: "guided", misere: "Une fatigue du soir", audio_beaute: voice(4) },
    ]) {
      const result = await me.postMultipart("/trois-gestes/bilan", form(fields));
      expect(result.status).toBe(200);
      expect(result.text).toContain("Votre bilan n'a pas été gardé");
      // The truth for this person: their session ended (not "without JavaScript, without an account").
      expect(result.text).toContain(frenchTypography("Votre session a pris fin avant l'envoi : rien n'a été enregistré."));
      expect(result.text).not.toContain("Sans JavaScript");
      expect(result.text).toContain("Une fatigue du soir");
      // They have an account: signing in again is the first way offered, before creating one.
      expect(firstNewTabLink(result.text)).toBe("/auth/login");
    }
    expect(query(`SELECT id FROM practice_sessions WHERE user_id = ${sqlString(id)}`)).toEqual([]);
    expect(query(`SELECT id FROM user_acts WHERE user_id = ${sqlString(id)}`)).toEqual([]);
  });

  it("tells a visitor without JavaScript that the device cannot keep it, keeping every answer", async () => {
    const result = await new Client().postMultipart("/trois-gestes/bilan", form({ practiceType: "guided", misere: "Une fatigue" }));
    expect(result.status).toBe(200);
    expect(result.text).toContain("Votre bilan n'a pas été gardé");
    expect(result.text).not.toContain("Pratique sauvegardée");
    expect(result.text).toContain("Une fatigue");
    expect(result.text).toContain('data-testid="bilan-not-kept"');
    expect(result.text).toContain("Sans JavaScript");
    expect(firstNewTabLink(result.text)).toBe("/auth/signup");
  });

  it("checks a visitor's empty bilan first, in French, keeping what was typed (issue 30)", async () => {
    const result = await new Client().postMultipart("/trois-gestes/bilan", form({ practiceType: "guided", acte_concret: "Marcher" }));
    expect(result.status).toBe(400);
    expect(result.text).toContain("Veuillez remplir au moins une des questions de réflexion.");
    expect(result.text).toContain("Marcher");
    expect(result.text).not.toContain('data-testid="bilan-not-kept"');
  });
});

describe("a visitor's bilan attached to a new account", () => {
  it("arrives with its answers, the written practice and its recordings", async () => {
    const identity = await createConfirmedUser("gestesimp");
    const newcomer = await signedIn(identity);
    const newcomerId = userIdOf(identity.email);
    const audio = Buffer.from(webmBytes(700, 4)).toString("base64");
    const response = await newcomer.request("/rattacher", {
      method: "POST",
      headers: { Origin: process.env.TEST_BASE_URL ?? "http://127.0.0.1:8790", "Content-Type": "application/json" },
      body: JSON.stringify({
        practices: [
          {
            id: "local-bilan-1",
            tool_id: "trois_gestes_written",
            tool_name: "Les 3 Gestes",
            status: "completed",
            created_at: "2026-11-22T10:00:00.000Z",
            updated_at: "2026-11-22T10:20:00.000Z",
            completed_at: "2026-11-22T10:20:00.000Z",
            current_step: 4,
            responses: {
              misere: "La solitude",
              beaute: "",
              enseignement: "Demander de l'aide",
              acte_concret: "",
              acte_where: "",
              acte_when: "",
              acte_how: "",
              question_restante: "",
            },
            audioRecordings: { beaute: { base64: audio, type: "audio/webm" } },
            practiceData: {
              practiceType: "written",
              selectedGesture: "rejet",
              answers: { rejet_qui: "Mes amis", rejet_situation: "La fête" },
            },
          },
        ],
        questions: [],
        acts: [],
      }),
    });
    expect(response.status).toBe(200);
    const [session] = query<{ id: string; status: string; completed_at: string }>(
      `SELECT id, status, completed_at FROM practice_sessions WHERE user_id = ${sqlString(newcomerId)} AND tool_id = 'trois_gestes_written'`,
    );
    expect(session).toMatchObject({ status: "completed", completed_at: "2026-11-22T10:20:00.000Z" });
    const rows = query<{ step_number: number; step_title: string; response_text: string | null; audio_url: string | null }>(
      `SELECT step_number, step_title, response_text, audio_url FROM practice_responses WHERE session_id = ${sqlString(session!.id)} ORDER BY step_number`,
    );
    expect(rows.map((r) => [r.step_number, r.step_title, r.response_text])).toEqual([
      [1, "Misère", "La solitude"],
      [2, "Beauté", null],
      [3, "Enseignement", "Demander de l'aide"],
      [10, "Geste du jour", "Le rejet → La miséricorde"],
      [11, frenchTypography("Qui a rejeté, ou qui a été rejeté ?"), "Mes amis"],
      [12, frenchTypography("Dans quelle situation ? Que s'est-il passé ?"), "La fête"],
    ]);
    expect(rows[1]!.audio_url).toMatch(new RegExp(`^${newcomerId}/${session!.id}_bilan_beaute_\\d+\\.webm$`));
  });
});

describe("care in Les 3 Gestes", () => {
  it("a bilan with words of distress is saved unchanged and its author lands on the help panel", async () => {
    const identity = await createConfirmedUser("gestescare");
    const me = await signedIn(identity);
    const result = await me.postMultipart(
      "/trois-gestes/bilan",
      form({ practiceType: "guided", misere: "Je veux en finir, je n'en peux plus" }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/history");
    const [row] = query<{ response_text: string }>(
      `SELECT r.response_text FROM practice_responses r JOIN practice_sessions s ON s.id = r.session_id WHERE s.user_id = ${sqlString(userIdOf(identity.email))}`,
    );
    expect(row!.response_text).toBe("Je veux en finir, je n'en peux plus");
    const page = await me.get("/history");
    expect(page.text).toContain("3114");
    expect(page.text).toContain('data-testid="distress-panel"');
  });

  it("an answer of the written practice with words of distress flags its author", async () => {
    const step = await client.post("/practice/trois-gestes-ecrit", {
      step: "3",
      intent: "next",
      selectedGesture: "rejet",
      rejet_qui: "Moi",
      rejet_situation: "Je ne veux plus vivre",
    });
    expect(step.status).toBe(200);
    expect(step.text).toContain("3114");
  });
});

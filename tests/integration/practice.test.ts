import { beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { TEACHING_QUOTES } from "../../app/practice/content/teaching-quotes";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { sqlString } from "../support/db";
import { rows } from "./practice-support";

type Json = { ok?: boolean; sessionId?: string; refusal?: { title: string; message: string }; citation?: string; error?: string };

async function js(client: Client, tool: string, fields: Record<string, string>) {
  const result = await client.post(`/practice/${tool}/save`, fields);
  return { status: result.status, body: JSON.parse(result.text) as Json };
}

async function userId(pseudo: string) {
  return (await rows<{ id: string }>(`SELECT id FROM users WHERE username = ${sqlString(pseudo)}`))[0]!.id;
}

let alice: Client;
let aliceId: string;
let bob: Client;

beforeAll(async () => {
  const a = await createConfirmedUser("pra");
  const b = await createConfirmedUser("prb");
  alice = await signedIn(a);
  bob = await signedIn(b);
  aliceId = await userId(a.pseudo);
});

describe("one write per answer (upsert on session and step)", () => {
  it("keeps an earlier recording when only the text changes, clears the text of an emptied answer, and never creates an empty row", async () => {
    const start = await js(alice, "peur", { intent: "start", step: "1" });
    const sessionId = start.body.sessionId!;
    const audioKey = `${aliceId}/${sessionId}/step_1_1.webm`;
    const stepRow = async (step: number) =>
      rows(
        `SELECT response_text, audio_url, response_type FROM practice_responses WHERE session_id = ${sqlString(sessionId)} AND step_number = ${step}`,
      );
    const currentStep = async () =>
      (await rows<{ current_step: number }>(`SELECT current_step FROM practice_sessions WHERE id = ${sqlString(sessionId)}`))[0]!
        .current_step;

    await js(alice, "peur", { intent: "save", step: "1", text: "", audioKey, sessionId });
    expect(await stepRow(1)).toEqual([{ response_text: null, audio_url: audioKey, response_type: "audio" }]);
    await js(alice, "peur", { intent: "autosave", step: "1", text: "Et des mots", sessionId });
    expect(await stepRow(1)).toEqual([{ response_text: "Et des mots", audio_url: audioKey, response_type: "both" }]);
    // Emptied text (Previous from step 1 without JavaScript): the recording stays.
    await alice.post("/practice/peur", { intent: "prev", step: "1", text: "", sessionId });
    expect(await stepRow(1)).toEqual([{ response_text: null, audio_url: audioKey, response_type: "audio" }]);

    // An empty step that was never answered gets no row, and the session does not move to it.
    await alice.post("/practice/peur", { intent: "prev", step: "2", text: "  ", sessionId });
    expect(await stepRow(2)).toEqual([]);
    expect(await currentStep()).toBe(1);
    await js(alice, "peur", { intent: "save", step: "2", text: "Une réponse", sessionId });
    expect(await stepRow(2)).toEqual([{ response_text: "Une réponse", audio_url: null, response_type: "text" }]);
    expect(await currentStep()).toBe(2);
  });
});

describe("practice sessions", () => {
  it("are created in progress, saved step by step (one row per step), resumed and completed", async () => {
    const start = await js(alice, "peur", { intent: "start", step: "1" });
    expect(start.status).toBe(200);
    const sessionId = start.body.sessionId!;
    expect((await rows(`SELECT user_id, tool_id, tool_name, status FROM practice_sessions WHERE id = ${sqlString(sessionId)}`))[0]).toEqual(
      {
        user_id: aliceId,
        tool_id: "peur",
        tool_name: "La Peur",
        status: "in_progress",
      },
    );

    await js(alice, "peur", { intent: "save", step: "1", text: "Première version", sessionId });
    const saved = await js(alice, "peur", { intent: "save", step: "1", text: "J'ai peur du noir", sessionId });
    expect(saved.status).toBe(200);
    expect(
      await rows(
        `SELECT step_number, step_title, response_text, response_type FROM practice_responses WHERE session_id = ${sqlString(sessionId)}`,
      ),
    ).toEqual([{ step_number: 1, step_title: "Nommer la peur", response_text: "J'ai peur du noir", response_type: "text" }]);

    // Without JavaScript: a plain form post saves and moves on.
    const next = await alice.post("/practice/peur", { intent: "next", step: "2", text: "Elle protège mon besoin de sécurité", sessionId });
    expect(next.status).toBe(302);
    expect(next.location).toBe(`/practice/peur?sessionId=${sessionId}&step=3`);
    expect(
      (await rows<{ current_step: number }>(`SELECT current_step FROM practice_sessions WHERE id = ${sqlString(sessionId)}`))[0]!
        .current_step,
    ).toBe(2);

    const resumed = await alice.get(`/practice/peur?sessionId=${sessionId}`);
    expect(resumed.status).toBe(200);
    expect(resumed.text).toContain("Session reprise");
    expect(resumed.text).toContain("Étape 2 sur 3");
    expect(resumed.text).toContain("Elle protège mon besoin de sécurité");

    const finish = await alice.post("/practice/peur", { intent: "next", step: "3", text: "Je me rassure", sessionId });
    expect(finish.location).toBe(`/practice/peur?sessionId=${sessionId}&step=3&done=1`);
    const [done] = await rows<{ status: string; completed_at: string | null }>(
      `SELECT status, completed_at FROM practice_sessions WHERE id = ${sqlString(sessionId)}`,
    );
    expect(done!.status).toBe("completed");
    expect(done!.completed_at).not.toBeNull();
    const end = await alice.get(finish.location!);
    expect(end.text).toContain(frenchTypography("Session terminée !"));
    expect(end.text).toContain("Je me rassure");
  });

  it("refuses Next without an answer and an empty save, keeping the step", async () => {
    const next = await alice.post("/practice/critique", { intent: "next", step: "1", text: "  " });
    expect(next.status).toBe(400);
    expect(next.text).toContain("Réponse requise");
    expect(next.text).toContain("Ajoutez un texte ou un enregistrement pour continuer");
    const save = await js(alice, "critique", { intent: "save", step: "1", text: "" });
    expect(save.body.refusal).toEqual({
      title: "Réponse manquante",
      message: "Veuillez saisir une réponse ou enregistrer un message vocal",
    });
  });

  it("lets an exempt dialogue step pass empty", async () => {
    const next = await alice.post("/practice/dialogue", { intent: "next", step: "1", text: "" });
    expect(next.status).toBe(302);
    expect(next.location).toContain("step=2");
  });

  it("never resumes or writes into another user's session", async () => {
    const { body } = await js(alice, "mantra", { intent: "start", step: "1" });
    const resume = await bob.get(`/practice/mantra?sessionId=${body.sessionId}`);
    expect(resume.status).toBe(302);
    expect(resume.location).toBe("/practice/mantra");
    const toast = await bob.get("/practice/mantra");
    expect(toast.text).toContain("Session introuvable");
    const write = await js(bob, "mantra", { intent: "save", step: "1", text: "intrusion", sessionId: body.sessionId! });
    expect(write.status).toBe(404);
    expect(await rows(`SELECT id FROM practice_responses WHERE session_id = ${sqlString(body.sessionId!)}`)).toHaveLength(0);
    const anonymous = await new Client().get(`/practice/mantra?sessionId=${body.sessionId}`);
    expect(anonymous.status).toBe(302);
  });

  it("shows 'Outil non trouvé' for an unknown tool", async () => {
    const result = await new Client().get("/practice/inconnu");
    expect(result.status).toBe(404);
    expect(result.text).toContain("Outil non trouvé");
  });
});

describe("questions, acts and love words", () => {
  it("refuses an empty question and stores one with the practice summary", async () => {
    const { body } = await js(alice, "jalousie", { intent: "start", step: "1" });
    const sessionId = body.sessionId!;
    await js(alice, "jalousie", { intent: "save", step: "1", text: "x".repeat(250), sessionId });
    const empty = await js(alice, "jalousie", { intent: "question", step: "2", sessionId, question: " " });
    expect(empty.body.refusal).toEqual({
      title: "Question vide",
      message: "Veuillez écrire votre question ou enregistrer un message vocal.",
    });
    const ok = await js(alice, "jalousie", {
      intent: "question",
      step: "2",
      sessionId,
      text: "Deuxième",
      question: "Pourquoi cette envie ?",
      blocked: "1",
    });
    expect(ok.status).toBe(200);
    const [row] = await rows<Record<string, unknown>>(
      `SELECT question, tool_id, step_number, is_blocked_practice, practice_summary, has_response, user_id FROM user_questions WHERE practice_session_id = ${sqlString(sessionId)}`,
    );
    expect(row).toEqual({
      question: "Pourquoi cette envie ?",
      tool_id: "jalousie",
      step_number: 2,
      is_blocked_practice: 1,
      practice_summary: `${"x".repeat(200)}...\nDeuxième...`,
      has_response: 0,
      user_id: aliceId,
    });
  });

  it("turns a committed answer into an act and completes the session", async () => {
    const { body } = await js(alice, "ecriture_libre", { intent: "start", step: "1" });
    const sessionId = body.sessionId!;
    const incomplete = await js(alice, "ecriture_libre", {
      intent: "act",
      step: "3",
      sessionId,
      text: "Écrire à mon frère",
      where: "Chez moi",
      when: " ",
      how: "Par lettre",
    });
    expect(incomplete.status).toBe(400);
    const act = await js(alice, "ecriture_libre", {
      intent: "act",
      step: "3",
      sessionId,
      text: "Écrire à mon frère",
      where: "Chez moi",
      when: "Dimanche",
      how: "Par lettre",
    });
    expect(act.status).toBe(200);
    expect(await rows(`SELECT act_text, is_completed, user_id FROM user_acts WHERE session_id = ${sqlString(sessionId)}`)).toEqual([
      {
        act_text: frenchTypography("Écrire à mon frère\nOù ? Chez moi\nQuand ? Dimanche\nComment ? Par lettre"),
        is_completed: 0,
        user_id: aliceId,
      },
    ]);
    expect((await rows<{ status: string }>(`SELECT status FROM practice_sessions WHERE id = ${sqlString(sessionId)}`))[0]!.status).toBe(
      "completed",
    );
  });

  it("saves homme_apocalypse's last answer as an act too", async () => {
    const { body } = await js(alice, "homme_apocalypse", { intent: "start", step: "1" });
    const complete = await js(alice, "homme_apocalypse", {
      intent: "complete",
      step: "9",
      text: "Me lever chaque matin avec confiance",
      sessionId: body.sessionId!,
    });
    // The screen shows 'Acte enregistré' when the answer says an act was written.
    expect(complete.body).toMatchObject({ ok: true, actSaved: true });
    expect(await rows(`SELECT act_text FROM user_acts WHERE session_id = ${sqlString(body.sessionId!)}`)).toEqual([
      { act_text: "Me lever chaque matin avec confiance" },
    ]);
  });

  it("says 'Acte enregistré' when homme_apocalypse ends without JavaScript, and only then", async () => {
    const { body } = await js(alice, "homme_apocalypse", { intent: "start", step: "1" });
    const sessionId = body.sessionId!;
    const finish = await alice.post("/practice/homme_apocalypse", {
      intent: "next",
      step: "9",
      text: "  Accueillir le jour nouveau  ",
      sessionId,
    });
    expect(finish.location).toBe(`/practice/homme_apocalypse?sessionId=${sessionId}&step=9&done=1`);
    const end = await alice.get(finish.location!);
    expect(end.text).toContain(frenchTypography("Session terminée !"));
    expect(end.text).toContain("Acte enregistré");
    expect(await rows(`SELECT act_text FROM user_acts WHERE session_id = ${sqlString(sessionId)}`)).toEqual([
      { act_text: "Accueillir le jour nouveau" },
    ]);

    const other = await js(alice, "peur", { intent: "start", step: "1" });
    const plain = await js(alice, "peur", { intent: "complete", step: "3", text: "Je respire", sessionId: other.body.sessionId! });
    expect(plain.body).toMatchObject({ ok: true, actSaved: false });
    expect(await rows(`SELECT id FROM user_acts WHERE session_id = ${sqlString(other.body.sessionId!)}`)).toEqual([]);
  });

  it("requires every love-word field and stores it for the user", async () => {
    const missing = await alice.post("/practice/responsable", {
      intent: "love-word",
      step: "9",
      text: "Je t'aime",
      title: "Pour toi",
      content: "",
      ageCategory: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Champs manquants");
    expect(missing.text).toContain("Merci de remplir tous les champs et de sélectionner une catégorie");
    const saved = await alice.post("/practice/responsable", {
      intent: "love-word",
      step: "9",
      text: "Je t'aime",
      title: "Pour la petite",
      content: "Tu es aimée",
      ageCategory: "petit_enfant",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toContain("loveWord=1");
    expect(await rows(`SELECT title, content, age_category FROM love_words WHERE user_id = ${sqlString(aliceId)}`)).toEqual([
      { title: "Pour la petite", content: "Tu es aimée", age_category: "petit_enfant" },
    ]);
    const anonymous = await new Client().post("/practice/responsable", {
      intent: "love-word",
      step: "9",
      title: "a",
      content: "b",
      ageCategory: "enfant",
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toContain("Connectez-vous pour continuer.");
  });

  it("asks the peace question on responsable step 5 and follows the answer", async () => {
    const { body } = await js(alice, "responsable", { intent: "start", step: "1" });
    const sessionId = body.sessionId!;
    const asked = await alice.post("/practice/responsable", { intent: "next", step: "5", text: "Je vois la douleur", sessionId });
    expect(asked.location).toContain("peace=1");
    const page = await alice.get(asked.location!);
    expect(page.text).toContain(frenchTypography("Comment vous sentez-vous maintenant ?"));
    const pain = await alice.post("/practice/responsable", { intent: "peace", step: "5", answer: "no", sessionId });
    expect(pain.location).toContain("step=6");
    expect(page.text).toContain("Je suis en paix");
    expect(page.text).not.toContain("Oui en paix");
    // Step 10 asks the same question; its peace answer reads 'Oui en paix'.
    const asked10 = await alice.get(`/practice/responsable?sessionId=${sessionId}&step=10&peace=1`);
    expect(asked10.text).toContain(frenchTypography("Comment vous sentez-vous maintenant ?"));
    expect(asked10.text).toContain("Oui en paix");
    expect(asked10.text).not.toContain("Je suis en paix");
    const peace = await alice.post("/practice/responsable", { intent: "peace", step: "10", answer: "yes", sessionId });
    expect(peace.location).toContain("done=1");
    expect((await rows<{ status: string }>(`SELECT status FROM practice_sessions WHERE id = ${sqlString(sessionId)}`))[0]!.status).toBe(
      "completed",
    );
  });
});

describe("before and after (issue 17)", () => {
  it("keeps the chooser's mood when the session opens and the closing feeling of its owner only", async () => {
    const start = await js(alice, "mantra", { intent: "start", step: "1", moodBefore: "mal" });
    const sessionId = start.body.sessionId!;
    await js(alice, "mantra", { intent: "complete", step: "1", text: "Je suis là", sessionId });
    const moods = async () =>
      (
        await rows<{ mood_before: string | null; mood_after: string | null }>(
          `SELECT mood_before, mood_after FROM practice_sessions WHERE id = ${sqlString(sessionId)}`,
        )
      )[0];
    expect(await moods()).toEqual({ mood_before: "mal", mood_after: null });

    // Another person cannot set it; an unknown value is refused in French.
    const foreign = await js(bob, "mantra", { intent: "feeling", feeling: "bien", sessionId });
    expect(foreign.status).toBe(404);
    const odd = await js(alice, "mantra", { intent: "feeling", feeling: "euphorique", sessionId });
    expect(odd.status).toBe(400);
    expect(odd.body.refusal?.message).toBe("Impossible d'enregistrer votre ressenti. Vous pouvez réessayer.");
    expect(await moods()).toEqual({ mood_before: "mal", mood_after: null });

    expect((await js(alice, "mantra", { intent: "feeling", feeling: "va", sessionId })).body.ok).toBe(true);
    expect(await moods()).toEqual({ mood_before: "mal", mood_after: "va" });

    // The dashboard's chart shows it to its owner only.
    expect((await alice.get("/dashboard")).text).toContain("Avant et après vos pratiques");
    expect((await bob.get("/dashboard")).text).not.toContain("Avant et après vos pratiques");
  });

  it("the page carries only a known mood from the address", async () => {
    expect((await alice.get("/practice/mantra?humeur=mal")).text).toContain('name="moodBefore" value="mal"');
    expect((await alice.get("/practice/mantra?humeur=%3Cscript%3E")).text).not.toContain('name="moodBefore"');
  });

  it("an unknown mood from the address is not kept", async () => {
    const start = await js(alice, "mantra", { intent: "start", step: "1", moodBefore: "<script>" });
    expect((await rows(`SELECT mood_before FROM practice_sessions WHERE id = ${sqlString(start.body.sessionId!)}`))[0]).toEqual({
      mood_before: null,
    });
  });
});

describe("a visitor without JavaScript (issue 17)", () => {
  it("gets every answer carried back with the state, and nothing is stored", async () => {
    const visitor = new Client();
    const before = (await rows<{ n: number }>("SELECT count(*) AS n FROM practice_sessions"))[0]!.n;
    const step2 = await visitor.post("/practice/peur", { intent: "next", step: "1", text: "J'ai peur du noir" });
    expect(step2.status).toBe(200);
    expect(step2.text).toContain("Étape 2 sur 3");
    expect(step2.text).toContain('name="carried_1" value="J\'ai peur du noir"');
    const step3 = await visitor.post("/practice/peur?step=2", {
      intent: "next",
      step: "2",
      text: "Il protège",
      carried_1: "J'ai peur du noir",
    });
    expect(step3.text).toContain('name="carried_2" value="Il protège"');
    const end = await visitor.post("/practice/peur?step=3", {
      intent: "next",
      step: "3",
      text: "Je suis là",
      carried_1: "J'ai peur du noir",
      carried_2: "Il protège",
    });
    expect(end.text).toContain(frenchTypography("Session terminée !"));
    for (const answer of ["J'ai peur du noir", "Il protège", "Je suis là"]) expect(end.text).toContain(answer);
    expect(end.text).toContain("Créer un compte pour garder cette pratique");
    expect((await rows<{ n: number }>("SELECT count(*) AS n FROM practice_sessions"))[0]!.n).toBe(before);
  });

  it("carries no more steps than the tool has, nor longer answers than allowed", async () => {
    const visitor = new Client();
    const page = await visitor.post("/practice/peur", {
      intent: "next",
      step: "1",
      text: "a",
      carried_9: "hors de la pratique",
      carried_2: "x".repeat(30_000),
    });
    expect(page.text).not.toContain("carried_9");
    expect(page.text).not.toContain("x".repeat(20_001));
  });
});

describe("chooser and catalogue", () => {
  it("opens a tool through /practice?toolId= and follows the decision path without JavaScript", async () => {
    const client = new Client();
    expect((await client.get("/practice?toolId=respiration")).location).toBe("/trois-gestes/introduction");
    expect((await client.get("/practice?toolId=nommer_grandeur")).location).toBe("/practice/nommer-grandeur");
    const end = await client.get("/practice?node=outil_peur&from=mal_diffus");
    expect(end.text).toContain("Commencer cette pratique");
    expect(end.text).toContain('href="/practice/peur"');
    expect(end.text).toContain("Choisir un autre outil");
    expect(end.text).toContain("Recommencer");
  });

  it("describes the two end nodes the catalogue does not list, and keeps 14 catalogue entries", async () => {
    const client = new Client();
    const hygiene = await client.get("/practice?node=outil_hygiene_psychique&from=ca_va_mieux");
    expect(hygiene.text).toContain("Exercices d'Hygiène Psychique");
    expect(hygiene.text).toContain("vider la tête de ce qui l'encombre");
    expect(hygiene.text).toContain("10-15 min");
    const table = await client.get("/practice?node=outil_table_meilleur_homme&from=ca_va_elevation");
    expect(table.text).toContain("Table du Meilleur de l'Homme");
    expect(table.text).toContain("incarnent pour vous le meilleur de l'être humain");
    expect(table.text).toContain("14 outils disponibles");
  });

  it("searches the catalogue case- and accent-insensitively with ?q=", async () => {
    const found = await new Client().get("/tools?q=REGRET");
    expect(found.text).toContain("1 outil disponible");
    expect(found.text).toContain("LE REGRET");
    const none = await new Client().get("/tools?q=xyzxyz");
    expect(none.text).toContain("Aucun outil trouvé");
    expect(none.text).toContain("Voir tous les outils");
    const all = await new Client().get("/tools");
    expect(all.text).toContain("14 outils disponibles");
    expect(all.text.match(/Découvrir cet outil/g)!.length).toBeGreaterThanOrEqual(14);
  });
});

describe("bonbon d'enseignement", () => {
  async function bonbon(client: Client, body: Record<string, unknown>) {
    const response = await client.request("/practice/bonbon", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  it("answers from the offline bank, never the same quote twice in a row", async () => {
    const client = await signedIn(await createConfirmedUser("bon"));
    let previous: string | undefined;
    for (let i = 0; i < 5; i++) {
      const { status, body } = await bonbon(client, { toolId: "critique", previous });
      expect(status).toBe(200);
      expect(TEACHING_QUOTES.critique).toContain(body.citation);
      expect(body.citation).not.toBe(previous);
      previous = body.citation;
    }
    expect((await bonbon(client, { toolId: "mantra" })).status).toBe(404);
  });

  it("limits each user per day with a 429", async () => {
    const client = await signedIn(await createConfirmedUser("lim"));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await bonbon(client, { toolId: "peur" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("bad input", () => {
  it("is refused in French, never with a 500", async () => {
    const long = await alice.post("/practice/peur", { intent: "save", step: "1", text: "x".repeat(20_001) });
    expect(long.status).toBe(400);
    expect(long.text).toContain("Impossible de sauvegarder la réponse");
    const raw = await alice.request("/practice/peur", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(raw.status).toBe(400);
    const act = await alice.post("/practice/critique", {
      intent: "act",
      step: "3",
      text: "a",
      where: "x".repeat(600),
      when: "b",
      how: "c",
    });
    expect(act.status).toBe(400);
  });
});

import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { weekBounds } from "~/dashboard/stats";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";
import { webmBytes } from "../support/audio";
import { fetcherData } from "../support/single-fetch";

/** A fetcher's request (single fetch: `.data`, a turbo-stream answer) rather than a document request. */
const GRANDEUR_FETCH = "/cycles/grandeur-table.data";

type Account = { id: string; client: Client };

async function account(prefix: string): Promise<Account> {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  return { id: row!.id, client };
}

const uuid = () => crypto.randomUUID();
const iso = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

function insertCompletedSessions(userId: string, n: number, toolName = "LA PEUR") {
  const values = Array.from(
    { length: n },
    () => `(${q(uuid())}, ${q(userId)}, 'peur', ${q(toolName)}, 'completed', ${q(iso(1000))}, ${q(iso(1000))}, ${q(iso(500))})`,
  );
  query(
    `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES ${values.join(", ")}`,
  );
}

describe("chaque personne ne voit et ne touche que ses propres données", () => {
  let a: Account;
  let b: Account;
  const ids = { act: uuid(), love: uuid(), grandeur: uuid(), reward: uuid(), session: uuid(), question: uuid() };
  const secret = {
    act: "Acte secret de A",
    love: "Lettre secrète de A",
    grandeur: "Grandeur secrète de A",
    answer: "Réponse intime écrite par A",
    question: "Question intime posée par A",
  };
  let audioKey = "";

  beforeAll(async () => {
    [a, b] = await Promise.all([account("ra"), account("rb")]);
    const week = weekBounds(new Date()).weekStart;
    query(
      `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(ids.act)}, ${q(a.id)}, ${q(secret.act)}, 0, ${q(iso())}, ${q(iso())});
       INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(ids.love)}, ${q(a.id)}, ${q(secret.love)}, 'Contenu', 'enfant', ${q(iso())});
       INSERT INTO grandeur_entries (id, user_id, grandeur_name, corresponding_trauma, created_at, updated_at) VALUES (${q(ids.grandeur)}, ${q(a.id)}, ${q(secret.grandeur)}, 'Trauma A', ${q(iso())}, ${q(iso())});
       INSERT INTO weekly_rewards (id, user_id, reward_level, week_start, claimed_at) VALUES (${q(ids.reward)}, ${q(a.id)}, 1, ${q(week)}, ${q(iso())});
       INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, current_step, created_at, updated_at) VALUES (${q(ids.session)}, ${q(a.id)}, 'peur', 'La Peur', 'in_progress', 1, ${q(iso())}, ${q(iso())});
       INSERT INTO user_questions (id, user_id, question, practice_session_id, is_blocked_practice, has_response, created_at) VALUES (${q(ids.question)}, ${q(a.id)}, ${q(secret.question)}, ${q(ids.session)}, 1, 0, ${q(iso())});`,
    );
    // A's recording goes to R2 the way the app stores it, then A's answer points at it.
    const upload = await a.client.request(`/audio/upload?sessionId=${ids.session}&step=1`, {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "audio/webm" },
      body: webmBytes(800, 3),
    });
    audioKey = ((await upload.json()) as { key: string }).key;
    query(
      `INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, audio_url, response_type, created_at, updated_at) VALUES (${q(uuid())}, ${q(ids.session)}, 1, 'Accueillir', ${q(secret.answer)}, ${q(audioKey)}, 'both', ${q(iso())}, ${q(iso())})`,
    );
  });

  const multipart = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return form;
  };

  const state = () =>
    query<Record<string, unknown>>(
      `SELECT (SELECT act_text || '|' || is_completed FROM user_acts WHERE id = ${q(ids.act)}) AS act,
              (SELECT title FROM love_words WHERE id = ${q(ids.love)}) AS love,
              (SELECT grandeur_name || '|' || corresponding_trauma FROM grandeur_entries WHERE id = ${q(ids.grandeur)}) AS grandeur,
              (SELECT count(*) FROM weekly_rewards WHERE user_id = ${q(a.id)}) AS rewards,
              (SELECT count(*) FROM weekly_rewards WHERE user_id = ${q(b.id)}) AS rewardsOfB,
              (SELECT status || '|' || current_step FROM practice_sessions WHERE id = ${q(ids.session)}) AS session,
              (SELECT group_concat(coalesce(response_text, '') || '|' || coalesce(audio_url, ''), ';') FROM practice_responses WHERE session_id = ${q(ids.session)}) AS responses,
              (SELECT question || '|' || has_response FROM user_questions WHERE id = ${q(ids.question)}) AS question,
              (SELECT count(*) FROM user_questions WHERE user_id = ${q(b.id)}) AS questionsOfB`,
    )[0];

  type Case = { name: string; run: () => Promise<{ status: number; text: string }>; status: number; hidden?: string };
  const cases: Case[] = [
    { name: "lire l'acte (détail)", run: () => b.client.get(`/acts?acte=${ids.act}`), status: 200, hidden: secret.act },
    { name: "cocher l'acte", run: () => b.client.post("/acts", { intent: "toggle", id: ids.act, completed: "true" }), status: 404 },
    { name: "supprimer l'acte", run: () => b.client.post("/acts", { intent: "delete", id: ids.act }), status: 404 },
    { name: "modifier l'acte", run: () => b.client.post("/acts", { intent: "edit", id: ids.act, actText: "Réécrit par B" }), status: 404 },
    {
      name: "modifier le mot d'amour",
      run: () =>
        b.client.post(`/love-words?id=${ids.love}&modifier=1`, {
          intent: "update",
          id: ids.love,
          title: "Volé",
          content: "B",
          ageCategory: "enfant",
        }),
      status: 404,
    },
    {
      name: "modifier une réponse passée",
      // The write is refused (404), then the page's loader sends B away as for any unknown practice.
      run: () => b.client.post(`/history/${ids.session}?modifier=1`, { step: "1", text: "Réécrite par B" }),
      status: 302,
      hidden: secret.answer,
    },
    { name: "lire le mot d'amour", run: () => b.client.get(`/love-words?id=${ids.love}`), status: 404, hidden: secret.love },
    { name: "lister les mots d'amour", run: () => b.client.get("/love-words"), status: 200, hidden: secret.love },
    { name: "supprimer le mot d'amour", run: () => b.client.post("/love-words", { intent: "delete", id: ids.love }), status: 404 },
    { name: "lire la table des grandeurs", run: () => b.client.get("/cycles/grandeur-table"), status: 200, hidden: secret.grandeur },
    {
      name: "écrire un champ de la grandeur",
      run: () => b.client.post(GRANDEUR_FETCH, { intent: "field", mode: "fetch", id: ids.grandeur, field: "grandeurName", value: "Volée" }),
      status: 404,
    },
    {
      name: "modifier la ligne de grandeur (sans JS)",
      run: () =>
        b.client.post("/cycles/grandeur-table", { intent: "update", id: ids.grandeur, grandeurName: "Volée", correspondingTrauma: "x" }),
      status: 404,
    },
    {
      name: "supprimer la grandeur",
      run: () => b.client.post(GRANDEUR_FETCH, { intent: "delete", mode: "fetch", id: ids.grandeur }),
      status: 404,
    },
    { name: "voir la récompense (tableau de bord)", run: () => b.client.get("/dashboard"), status: 200, hidden: "réclamée" },
    { name: "réclamer une récompense non gagnée", run: () => b.client.post("/dashboard", { intent: "claim", level: "1" }), status: 400 },
    { name: "voir la pratique dans l'historique", run: () => b.client.get("/history"), status: 200, hidden: "Réponse intime" },
    {
      name: "lire le détail de la pratique et ses réponses",
      run: () => b.client.get(`/history/${ids.session}`),
      status: 302,
      hidden: secret.answer,
    },
    {
      name: "supprimer la pratique",
      run: () => b.client.post("/history?index", { intent: "delete", sessionId: ids.session }),
      status: 302,
    },
    {
      name: "reprendre la pratique",
      run: () => b.client.get(`/practice/peur?sessionId=${ids.session}`),
      status: 302,
      hidden: secret.answer,
    },
    {
      name: "écrire une réponse dans la pratique",
      run: () => b.client.post("/practice/peur", { intent: "save", sessionId: ids.session, step: "1", text: "Réécrite par B" }),
      status: 302,
    },
    { name: "lire la question", run: () => b.client.get("/questions"), status: 200, hidden: secret.question },
    {
      name: "répondre à la question",
      run: () => b.client.postMultipart("/questions", multipart({ intent: "answer", questionId: ids.question, text: "Réponse de B" })),
      status: 404,
    },
    { name: "supprimer la question", run: () => b.client.post("/questions", { intent: "delete", questionId: ids.question }), status: 302 },
    {
      name: "obtenir une URL d'écoute de l'enregistrement",
      run: async () => {
        const response = await b.client.request(`/audio/sign?key=${encodeURIComponent(audioKey)}`);
        return { status: response.status, text: await response.text() };
      },
      status: 403,
    },
    {
      name: "déposer un enregistrement dans la pratique",
      run: async () => {
        const response = await b.client.request(`/audio/upload?sessionId=${ids.session}&step=2`, {
          method: "POST",
          headers: { Origin: BASE_URL, "Content-Type": "audio/webm" },
          body: webmBytes(100),
        });
        return { status: response.status, text: await response.text() };
      },
      status: 403,
    },
    {
      name: "reprendre l'enregistrement dans une question à soi",
      run: () => b.client.postMultipart("/questions", multipart({ intent: "add", text: "", audioKey })),
      status: 400,
    },
  ];

  it.each(cases)("B ne peut pas $name de A", async ({ run, status, hidden }) => {
    const before = state();
    const result = await run();
    expect(result.status).toBe(status);
    if (hidden) expect(result.text).not.toContain(hidden);
    expect(state()).toEqual(before);
    expect(before).toMatchObject({
      act: `${secret.act}|0`,
      love: secret.love,
      grandeur: `${secret.grandeur}|Trauma A`,
      rewards: 1,
      rewardsOfB: 0,
      session: "in_progress|1",
      responses: `${secret.answer}|${audioKey}`,
      question: `${secret.question}|0`,
      questionsOfB: 0,
    });
  });

  it("A, lui, voit bien ses données", async () => {
    expect((await a.client.get(`/acts?acte=${ids.act}`)).text).toContain(secret.act);
    expect((await a.client.get(`/love-words?id=${ids.love}`)).text).toContain(secret.love);
    expect((await a.client.get("/cycles/grandeur-table")).text).toContain(secret.grandeur);
    expect((await a.client.get(`/history/${ids.session}`)).text).toContain(secret.answer);
    expect((await a.client.get("/questions")).text).toContain(secret.question);
    const signed = await a.client.request(`/audio/sign?key=${encodeURIComponent(audioKey)}`);
    expect(signed.status).toBe(200);
    const { url } = (await signed.json()) as { url: string };
    expect((await a.client.request(url)).status).toBe(200);
  });
});

describe("Mes actes", () => {
  it("liste les actes avec compteurs et nom de l'outil, coche, décoche et supprime", async () => {
    const me = await account("act");
    const empty = await me.client.get("/acts");
    expect(empty.text).toContain("Aucun acte pour le moment");

    const sessionId = uuid();
    const actId = uuid();
    query(
      `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES (${q(sessionId)}, ${q(me.id)}, 'peur', 'LA PEUR', 'completed', ${q(iso())}, ${q(iso())}, ${q(iso())});
       INSERT INTO user_acts (id, user_id, session_id, act_text, is_completed, created_at, updated_at) VALUES (${q(actId)}, ${q(me.id)}, ${q(sessionId)}, 'Appeler ma sœur', 0, ${q(iso(1000))}, ${q(iso(1000))}), (${q(uuid())}, ${q(me.id)}, NULL, 'Marcher', 1, ${q(iso())}, ${q(iso())});`,
    );
    const page = await me.client.get("/acts");
    expect(page.text).toContain("Appeler ma sœur");
    expect(page.text).toContain("LA PEUR");
    expect(page.text).toMatch(/data-testid="acts-total">2</);
    expect(page.text).toMatch(/data-testid="acts-done">1</);
    expect(page.text).toMatch(/data-testid="acts-todo">1</);
    // Newest first.
    expect(page.text.indexOf("Marcher")).toBeLessThan(page.text.indexOf("Appeler ma sœur"));

    const done = await me.client.post("/acts", { intent: "toggle", id: actId, completed: "true" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/acts");
    expect(query(`SELECT is_completed FROM user_acts WHERE id = ${q(actId)}`)[0]).toEqual({ is_completed: 1 });
    expect((await me.client.get("/acts")).text).toContain("Acte marqué comme fait");

    await me.client.post("/acts", { intent: "toggle", id: actId, completed: "false" });
    expect(query(`SELECT is_completed FROM user_acts WHERE id = ${q(actId)}`)[0]).toEqual({ is_completed: 0 });
    expect((await me.client.get("/acts")).text).toContain("Acte marqué comme non fait");

    const bad = await me.client.post("/acts", { intent: "toggle", id: actId, completed: "peut-être" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Impossible de mettre à jour l'acte");

    const confirm = await me.client.get(`/acts?supprimer=${actId}`);
    expect(confirm.text).toContain(frenchTypography("Supprimer définitivement cet acte ?"));
    const deleted = await me.client.post("/acts", { intent: "delete", id: actId });
    expect(deleted.status).toBe(302);
    expect(query(`SELECT id FROM user_acts WHERE id = ${q(actId)}`)).toHaveLength(0);
    expect((await me.client.get("/acts")).text).toContain("Acte supprimé avec succès");
  });

  it("/dev/test-acts crée un acte d'exemple ; le formulaire d'acte du tableau de bord exige les quatre champs", async () => {
    const me = await account("tst");
    expect((await me.client.post("/dev/test-acts", {})).location).toBe("/acts");
    expect(query(`SELECT count(*) AS n FROM user_acts WHERE user_id = ${q(me.id)}`)[0]).toEqual({ n: 1 });

    const refused = await me.client.post("/dashboard", { intent: "reward-act", description: "Danser", where: "Salon", when: "", how: "" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Champs requis");
    expect(refused.text).toContain("Veuillez remplir tous les champs");
    expect(refused.text).toContain('value="Danser"');
    const saved = await me.client.post("/dashboard", {
      intent: "reward-act",
      description: "Danser",
      where: "Salon",
      when: "Ce soir",
      how: "En musique",
    });
    expect(saved.status).toBe(302);
    const [act] = query<{ act_text: string; is_completed: number; session_id: string | null }>(
      `SELECT act_text, is_completed, session_id FROM user_acts WHERE user_id = ${q(me.id)} AND act_text LIKE 'Danser%'`,
    );
    expect(act).toEqual({
      act_text: frenchTypography("Danser\nOù ? Salon\nQuand ? Ce soir\nComment ? En musique"),
      is_completed: 0,
      session_id: null,
    });
    expect((await me.client.get("/dashboard")).text).toMatch(/data-testid="open-acts">2 actes à faire/);
  });
});

describe("Ma boîte aux lettres", () => {
  it("renvoie une personne déconnectée vers la page de connexion (/auth/login, où mène /login) avec le message de la spec", async () => {
    const visitor = new Client();
    const result = await visitor.get("/love-words");
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\/login\?redirectTo=/);
    const login = await visitor.get(result.location!);
    expect(login.text).toContain("Connectez-vous pour voir vos mots d'amour");
  });

  it("refuse un mot incomplet en gardant la saisie, enregistre, filtre et supprime", async () => {
    const me = await account("love");
    expect((await me.client.get("/love-words")).text).toContain("Commencer une pratique");
    const missing = await me.client.post("/love-words?nouveau=1", { intent: "create", title: "À toi petit", content: "Je suis là" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Champs manquants");
    expect(missing.text).toContain("Merci de remplir tous les champs et de sélectionner une catégorie");
    expect(missing.text).toContain('value="À toi petit"');
    expect(query(`SELECT id FROM love_words WHERE user_id = ${q(me.id)}`)).toHaveLength(0);

    const saved = await me.client.post("/love-words?nouveau=1", {
      intent: "create",
      title: "À toi petit",
      content: "Je suis là",
      ageCategory: "petit_enfant",
    });
    expect(saved.status).toBe(302);
    const [row] = query<{ id: string; age_category: string }>(`SELECT id, age_category FROM love_words WHERE user_id = ${q(me.id)}`);
    expect(row!.age_category).toBe("petit_enfant");
    expect(saved.location).toBe(`/love-words?id=${row!.id}`);

    expect((await me.client.get("/love-words?categorie=petit_enfant")).text).toContain("À toi petit");
    expect((await me.client.get("/love-words?categorie=adolescent")).text).not.toContain("À toi petit");

    const deleted = await me.client.post("/love-words", { intent: "delete", id: row!.id });
    expect(deleted.status).toBe(302);
    expect(query(`SELECT id FROM love_words WHERE id = ${q(row!.id)}`)).toHaveLength(0);
    expect((await me.client.get("/love-words")).text).toContain("Mot d'amour supprimé");
  });
});

describe("Table des grandeurs", () => {
  it("crée une ligne, puis l'écrit champ par champ ; un nom vide est refusé", async () => {
    const me = await account("gr");
    const created = await me.client.post(GRANDEUR_FETCH, {
      intent: "create",
      mode: "fetch",
      grandeurName: "Courage",
      correspondingTrauma: "",
    });
    expect(created.status).toBe(200);
    const { entry } = await fetcherData<{ entry: { id: string } }>(created.text);
    expect(entry.id).not.toMatch(/^temp-/);

    const field = await me.client.post(GRANDEUR_FETCH, {
      intent: "field",
      mode: "fetch",
      id: entry.id,
      field: "correspondingTrauma",
      value: "Abandon",
    });
    expect(await fetcherData(field.text)).toMatchObject({ ok: true, title: "Sauvegardé" });
    expect(query(`SELECT grandeur_name, corresponding_trauma FROM grandeur_entries WHERE id = ${q(entry.id)}`)[0]).toEqual({
      grandeur_name: "Courage",
      corresponding_trauma: "Abandon",
    });

    const empty = await me.client.post(GRANDEUR_FETCH, {
      intent: "field",
      mode: "fetch",
      id: entry.id,
      field: "grandeurName",
      value: "  ",
    });
    expect(empty.status).toBe(400);
    expect(await fetcherData(empty.text)).toMatchObject({
      problem: { title: "Attention", description: "Le nom de la grandeur ne peut pas être vide" },
    });
    const unknownField = await me.client.post(GRANDEUR_FETCH, {
      intent: "field",
      mode: "fetch",
      id: entry.id,
      field: "user_id",
      value: "x",
    });
    expect(unknownField.status).toBe(400);
    expect(query(`SELECT grandeur_name FROM grandeur_entries WHERE id = ${q(entry.id)}`)[0]).toEqual({ grandeur_name: "Courage" });

    // Without JavaScript: a redirect with the toast.
    const noJs = await me.client.post("/cycles/grandeur-table", {
      intent: "update",
      id: entry.id,
      grandeurName: "Courage tranquille",
      correspondingTrauma: "Abandon",
    });
    expect(noJs.status).toBe(302);
    expect((await me.client.get("/cycles/grandeur-table")).text).toContain("Sauvegardé");
    const deleted = await me.client.post(GRANDEUR_FETCH, { intent: "delete", mode: "fetch", id: entry.id });
    expect(await fetcherData(deleted.text)).toMatchObject({ ok: true, title: "Supprimé" });
    expect(query(`SELECT id FROM grandeur_entries WHERE id = ${q(entry.id)}`)).toHaveLength(0);
  });

  it("sans JavaScript : un nom vide est refusé en français à côté du champ, ce qui était écrit revient ; vider le cycle est permis", async () => {
    const me = await account("grnojs");
    for (const grandeurName of ["", "   "]) {
      const refused = await me.client.post("/cycles/grandeur-table?nouvelle=1", {
        intent: "create",
        grandeurName,
        correspondingTrauma: "Mon cycle tapé",
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Le nom de la grandeur ne peut pas être vide");
      expect(refused.text).toContain("Mon cycle tapé");
      expect(refused.text).toContain('aria-invalid="true"');
      expect(refused.text).not.toContain("Required");
    }
    expect(query(`SELECT id FROM grandeur_entries WHERE user_id = ${q(me.id)}`)).toHaveLength(0);

    const created = await me.client.post(GRANDEUR_FETCH, {
      intent: "create",
      mode: "fetch",
      grandeurName: "Douceur",
      correspondingTrauma: "Dureté",
    });
    const { entry } = await fetcherData<{ entry: { id: string } }>(created.text);
    const cleared = await me.client.post(GRANDEUR_FETCH, {
      intent: "field",
      mode: "fetch",
      id: entry.id,
      field: "correspondingTrauma",
      value: "",
    });
    expect(await fetcherData(cleared.text)).toMatchObject({ ok: true, title: "Sauvegardé" });
    expect(query(`SELECT corresponding_trauma AS t FROM grandeur_entries WHERE id = ${q(entry.id)}`)).toEqual([{ t: "" }]);
    const emptied = await me.client.post("/cycles/grandeur-table", {
      intent: "update",
      id: entry.id,
      grandeurName: "",
      correspondingTrauma: "Revu",
    });
    expect(emptied.status).toBe(400);
    expect(emptied.text).toContain("Le nom de la grandeur ne peut pas être vide");
    expect(emptied.text).toContain("Revu");
    expect(query(`SELECT grandeur_name AS n FROM grandeur_entries WHERE id = ${q(entry.id)}`)).toEqual([{ n: "Douceur" }]);
  });
});

describe("Tableau de bord et récompenses", () => {
  it("une récompense ne se réclame qu'une fois gagnée (7 pratiques terminées), et une seule fois", async () => {
    const me = await account("rew");
    insertCompletedSessions(me.id, 6);
    const early = await me.client.post("/dashboard", { intent: "claim", level: "1" });
    expect(early.status).toBe(400);
    expect(early.text).toContain("Cette récompense n'est pas encore gagnée");
    expect(query(`SELECT id FROM weekly_rewards WHERE user_id = ${q(me.id)}`)).toHaveLength(0);

    insertCompletedSessions(me.id, 1, "LA CRITIQUE");
    const page = await me.client.get("/dashboard");
    expect(page.text).toMatch(/data-testid="figure-week">7</);
    expect(page.text).toMatch(/data-testid="figure-tools">2</);
    expect(page.text).toContain("Réclamer ma récompense · 7 pratiques");

    const claimed = await me.client.post("/dashboard", { intent: "claim", level: "1" });
    expect(claimed.status).toBe(302);
    expect((await me.client.get("/dashboard")).text).toContain("Récompense réclamée");
    const rows = query<{ reward_level: number; week_start: string }>(
      `SELECT reward_level, week_start FROM weekly_rewards WHERE user_id = ${q(me.id)}`,
    );
    expect(rows).toEqual([{ reward_level: 1, week_start: weekBounds(new Date()).weekStart }]);

    const again = await me.client.post("/dashboard", { intent: "claim", level: "1" });
    expect(again.status).toBe(409);
    expect((await me.client.post("/dashboard", { intent: "claim", level: "2" })).status).toBe(400);
    expect(query(`SELECT id FROM weekly_rewards WHERE user_id = ${q(me.id)}`)).toHaveLength(1);
    const after = await me.client.get("/dashboard");
    expect(after.text).toContain("Niveau 1 · 7 pratiques · réclamée");
    expect(after.text).not.toContain("Réclamer ma récompense");
  });

  it("les pratiques en cours depuis plus d'une heure deviennent abandonnées ; seules les terminées comptent", async () => {
    const me = await account("ab");
    const old = uuid();
    const recent = uuid();
    query(
      `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at) VALUES
        (${q(old)}, ${q(me.id)}, 'peur', 'LA PEUR', 'in_progress', ${q(iso(2 * 3600_000))}, ${q(iso(2 * 3600_000))}),
        (${q(recent)}, ${q(me.id)}, 'peur', 'LA PEUR', 'in_progress', ${q(iso(10 * 60_000))}, ${q(iso(10 * 60_000))})`,
    );
    const page = await me.client.get("/dashboard");
    // Nothing completed: a sentence instead of a row of zeros (issue 17).
    expect(page.text).toContain('data-testid="figures-empty"');
    expect(page.text).not.toContain('data-testid="figure-week"');
    const statuses = query<{ id: string; status: string }>(
      `SELECT id, status FROM practice_sessions WHERE user_id = ${q(me.id)} ORDER BY created_at`,
    );
    expect(statuses).toEqual([
      { id: old, status: "abandoned" },
      { id: recent, status: "in_progress" },
    ]);
  });
});

describe("Mes données : export et suppression du compte", () => {
  it("l'export contient exactement les données de la personne ; la suppression n'en laisse rien", async () => {
    const [me, other] = await Promise.all([account("exp"), account("oth")]);
    const ids = { session: uuid(), act: uuid(), thread: uuid() };
    query(
      `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES (${q(ids.session)}, ${q(me.id)}, 'peur', 'LA PEUR', 'completed', ${q(iso())}, ${q(iso())}, ${q(iso())})`,
    );
    // The recording goes to R2 the way the app stores it.
    const upload = await me.client.request(`/audio/upload?sessionId=${ids.session}&step=1`, {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "audio/webm" },
      body: webmBytes(1200, 5),
    });
    expect(upload.status).toBe(201);
    const { key: audioKey, url: audioUrl } = (await upload.json()) as { key: string; url: string };
    expect((await me.client.request(audioUrl)).status).toBe(200);
    query(
      `INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, audio_url, response_type, created_at, updated_at) VALUES (${q(uuid())}, ${q(ids.session)}, 1, 'La misère', 'Ma réponse', ${q(audioKey)}, 'both', ${q(iso())}, ${q(iso())});
       INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(ids.act)}, ${q(me.id)}, 'Mon acte', 0, ${q(iso())}, ${q(iso())}), (${q(uuid())}, ${q(other.id)}, 'Acte de l''autre', 0, ${q(iso())}, ${q(iso())});
       INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(uuid())}, ${q(me.id)}, 'Mot', 'Contenu', 'enfant', ${q(iso())});
       INSERT INTO grandeur_entries (id, user_id, grandeur_name, corresponding_trauma, created_at, updated_at) VALUES (${q(uuid())}, ${q(me.id)}, 'Force', '', ${q(iso())}, ${q(iso())});
       INSERT INTO weekly_rewards (id, user_id, reward_level, week_start, claimed_at) VALUES (${q(uuid())}, ${q(me.id)}, 1, '2026-01-05', ${q(iso())});
       INSERT INTO forum_threads (id, title, slug, content, author_id, created_at, updated_at) VALUES (${q(ids.thread)}, 'Mon fil', ${q(`fil-${ids.thread}`)}, 'Bonjour', ${q(me.id)}, ${q(iso())}, ${q(iso())});`,
    );

    const exported = await me.client.request("/auth/mes-donnees/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Type")).toBe("application/zip");
    expect(exported.headers.get("Content-Disposition")).toMatch(/^attachment; filename="rendez-vous-interieur-.*\.zip"$/);
    const archive = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(Object.keys(archive).sort()).toEqual(["donnees.json", `enregistrements/${audioKey.slice(me.id.length + 1)}`, "mes-donnees.md"]);
    // The readable document: the same writings in French, never another person's.
    const readable = strFromU8(archive["mes-donnees.md"]!);
    expect(readable).toContain("# Mes données · Rendez-vous intérieur");
    expect(readable).toContain("### LA PEUR — ");
    expect(readable).toContain("**Étape 1 · La misère**");
    expect(readable).toContain("> Ma réponse");
    expect(readable).toContain(frenchTypography(`Réponse vocale : \`enregistrements/${audioKey.slice(me.id.length + 1)}\``));
    expect(readable).toContain("> Mon acte");
    expect(readable).toContain("### Mot");
    expect(readable).toMatch(/\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u);
    expect(readable).not.toContain("Acte de l'autre");
    expect(archive[`enregistrements/${audioKey.slice(me.id.length + 1)}`]).toEqual(webmBytes(1200, 5));
    const exportedText = strFromU8(archive["donnees.json"]!);
    const data = JSON.parse(exportedText);
    expect(data.account).toMatchObject({ id: me.id });
    expect(data.acts.map((a: { id: string }) => a.id)).toEqual([ids.act]);
    expect(data.practiceSessions).toHaveLength(1);
    expect(data.practiceResponses).toHaveLength(1);
    expect(data.loveWords).toHaveLength(1);
    expect(data.grandeurEntries).toHaveLength(1);
    expect(data.weeklyRewards).toHaveLength(1);
    expect(data.forumThreads).toHaveLength(1);
    expect(data.audioKeys).toEqual([audioKey]);
    expect(exportedText).not.toContain("Acte de l'autre");
    expect(exportedText).not.toContain("pbkdf2");

    const wrong = await me.client.post("/auth/mes-donnees", { confirmation: "pas-moi" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Le pseudo ne correspond pas.");
    expect(query(`SELECT id FROM users WHERE id = ${q(me.id)}`)).toHaveLength(1);

    const pseudo = query<{ username: string }>(`SELECT username FROM users WHERE id = ${q(me.id)}`)[0]!.username;
    const deleted = await me.client.post("/auth/mes-donnees", { confirmation: pseudo });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/");
    const [left] = query<Record<string, number | string | null>>(
      `SELECT (SELECT count(*) FROM users WHERE id = ${q(me.id)}) +
              (SELECT count(*) FROM profiles WHERE id = ${q(me.id)}) +
              (SELECT count(*) FROM sessions WHERE user_id = ${q(me.id)}) +
              (SELECT count(*) FROM practice_sessions WHERE user_id = ${q(me.id)}) +
              (SELECT count(*) FROM practice_responses WHERE session_id = ${q(ids.session)}) +
              (SELECT count(*) FROM user_acts WHERE user_id = ${q(me.id)}) +
              (SELECT count(*) FROM love_words WHERE user_id = ${q(me.id)}) +
              (SELECT count(*) FROM grandeur_entries WHERE user_id = ${q(me.id)}) +
              (SELECT count(*) FROM weekly_rewards WHERE user_id = ${q(me.id)}) AS rows_left,
              (SELECT author_id FROM forum_threads WHERE id = ${q(ids.thread)}) AS thread_author,
              (SELECT count(*) FROM forum_threads WHERE id = ${q(ids.thread)}) AS thread_kept,
              (SELECT count(*) FROM user_acts WHERE user_id = ${q(other.id)}) AS other_acts`,
    );
    expect(left).toEqual({ rows_left: 0, thread_author: null, thread_kept: 1, other_acts: 1 });
    expect((await new Client().request(audioUrl)).status).toBe(404);
    expect((await me.client.get("/auth/profile")).status).toBe(302);
  });
});

describe("a failed write says so in the spec's words, never with an error page", () => {
  it("acts and love words: update and delete refused by the database", async () => {
    const me = await account("panne");
    const ids = { act: uuid(), love: uuid() };
    query(
      `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(ids.act)}, ${q(me.id)}, 'Respirer', 0, ${q(iso())}, ${q(iso())});
       INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(ids.love)}, ${q(me.id)}, 'Pour toi', 'Contenu', 'enfant', ${q(iso())})`,
    );
    // Triggers that fail every write of this one person only, so nothing else is disturbed.
    const guard = `WHEN OLD.user_id = ${q(me.id)} BEGIN SELECT RAISE(ABORT, 'échec voulu'); END`;
    query(
      `CREATE TRIGGER test_fail_act_update BEFORE UPDATE ON user_acts ${guard};
       CREATE TRIGGER test_fail_act_delete BEFORE DELETE ON user_acts ${guard};
       CREATE TRIGGER test_fail_love_delete BEFORE DELETE ON love_words ${guard}`,
    );
    try {
      const toggled = await me.client.post("/acts", { intent: "toggle", id: ids.act, completed: "true" });
      expect(toggled.status).toBe(500);
      expect(toggled.text).toContain("Impossible de mettre à jour l'acte");
      const removed = await me.client.post("/acts", { intent: "delete", id: ids.act });
      expect(removed.status).toBe(500);
      expect(removed.text).toContain("Impossible de supprimer l'acte");
      const letter = await me.client.post("/love-words", { intent: "delete", id: ids.love });
      expect(letter.status).toBe(500);
      expect(letter.text).toContain("Impossible de supprimer le mot d'amour");
      for (const answer of [toggled, removed, letter]) expect(answer.text).not.toContain("Erreur au chargement de l'application");
    } finally {
      query(
        `DROP TRIGGER IF EXISTS test_fail_act_update; DROP TRIGGER IF EXISTS test_fail_act_delete; DROP TRIGGER IF EXISTS test_fail_love_delete`,
      );
    }
    expect(query(`SELECT is_completed FROM user_acts WHERE id = ${q(ids.act)}`)).toEqual([{ is_completed: 0 }]);
  });
});

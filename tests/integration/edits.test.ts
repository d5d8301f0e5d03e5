import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";

/** Editing one's own records (issue 17 §8): a past answer, a love word, an act. B's attempts are in records.test.ts. */
const DISTRESS = "Ce soir je n’ai plus envie de vivre, je veux en finir.";
const uuid = () => crypto.randomUUID();
const iso = () => new Date().toISOString();

let me: { id: string; client: Client };
const ids = { act: uuid(), love: uuid(), session: uuid() };

beforeAll(async () => {
  const identity = await createConfirmedUser("edit");
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  me = { id: row!.id, client };
  query(
    `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(ids.act)}, ${q(me.id)}, 'Appeler ma sœur', 1, ${q(iso())}, ${q(iso())});
     INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(ids.love)}, ${q(me.id)}, 'À toi', 'Premier jet', 'enfant', ${q(iso())});
     INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, current_step, created_at, updated_at, completed_at) VALUES (${q(ids.session)}, ${q(me.id)}, 'peur', 'La Peur', 'completed', 2, ${q(iso())}, ${q(iso())}, ${q(iso())});
     INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, response_type, created_at, updated_at) VALUES (${q(uuid())}, ${q(ids.session)}, 1, 'Accueillir', 'Réponse d''origine', 'text', ${q(iso())}, ${q(iso())});`,
  );
});

describe("modifier un mot d'amour", () => {
  it("montre le formulaire prérempli, refuse un champ vide en gardant la saisie, puis enregistre", async () => {
    const form = await me.client.get(`/love-words?id=${ids.love}&modifier=1`);
    expect(form.status).toBe(200);
    expect(form.text).toContain("Modifier ce mot d'amour");
    expect(form.text).toContain("Premier jet");

    const missing = await me.client.post(`/love-words?id=${ids.love}&modifier=1`, {
      intent: "update",
      id: ids.love,
      title: "",
      content: "Nouveau",
      ageCategory: "enfant",
    });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Merci de remplir tous les champs et de sélectionner une catégorie");
    expect(missing.text).toContain("Nouveau");
    expect(query(`SELECT title FROM love_words WHERE id = ${q(ids.love)}`)).toEqual([{ title: "À toi" }]);

    const saved = await me.client.post(`/love-words?id=${ids.love}&modifier=1`, {
      intent: "update",
      id: ids.love,
      title: "À toi, petit",
      content: "Deuxième jet",
      ageCategory: "adolescent",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/love-words?id=${ids.love}`);
    expect(query(`SELECT title, content, age_category FROM love_words WHERE id = ${q(ids.love)}`)).toEqual([
      { title: "À toi, petit", content: "Deuxième jet", age_category: "adolescent" },
    ]);
    expect((await me.client.get(saved.location!)).text).toContain("Mot d'amour modifié");
  });

  it("un mot de détresse est gardé tel quel et la personne est orientée vers de l'aide", async () => {
    const saved = await me.client.post(`/love-words?id=${ids.love}&modifier=1`, {
      intent: "update",
      id: ids.love,
      title: "Ce soir",
      content: DISTRESS,
      ageCategory: "enfant",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).not.toContain("soutien");
    expect(me.client.cookies.has("rvi_soutien")).toBe(true);
    expect(query(`SELECT content FROM love_words WHERE id = ${q(ids.love)}`)).toEqual([{ content: DISTRESS }]);
    expect((await me.client.get(saved.location!)).text).toContain('data-testid="distress-panel"');
  });
});

describe("modifier un acte", () => {
  it("refuse un texte vide en français, puis réécrit le texte sans toucher au statut", async () => {
    const form = await me.client.get(`/acts?modifier=${ids.act}`);
    expect(form.text).toContain("Texte de l'acte");
    const empty = await me.client.post("/acts", { intent: "edit", id: ids.act, actText: "   " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Veuillez remplir tous les champs");
    const saved = await me.client.post("/acts", { intent: "edit", id: ids.act, actText: "Appeler ma sœur dimanche\nOù ? Chez moi" });
    expect(saved.status).toBe(302);
    expect(query(`SELECT act_text, is_completed FROM user_acts WHERE id = ${q(ids.act)}`)).toEqual([
      { act_text: "Appeler ma sœur dimanche\nOù ? Chez moi", is_completed: 1 },
    ]);
    expect((await me.client.get(saved.location!)).text).toContain("Acte modifié");
  });
});

describe("modifier une réponse passée", () => {
  it("sans JavaScript : le lien ouvre le formulaire, un texte vide est refusé, un texte est enregistré", async () => {
    const detail = await me.client.get(`/history/${ids.session}`);
    expect(detail.text).toContain(`/history/${ids.session}?modifier=1`);
    const form = await me.client.get(`/history/${ids.session}?modifier=1`);
    expect(form.text).toContain("Votre réponse");
    expect(form.text).toContain("Réponse d'origine");

    const empty = await me.client.post(`/history/${ids.session}?modifier=1`, { step: "1", text: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Merci d'écrire votre réponse avant d'enregistrer.");

    const missingStep = await me.client.post(`/history/${ids.session}?modifier=7`, { step: "7", text: "Une étape jamais répondue" });
    expect(missingStep.status).toBe(404);
    expect(missingStep.text).toContain("Impossible de modifier la réponse");

    const saved = await me.client.post(`/history/${ids.session}?modifier=1`, { step: "1", text: "Réponse relue et complétée" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/history/${ids.session}`);
    expect(query(`SELECT response_text FROM practice_responses WHERE session_id = ${q(ids.session)}`)).toEqual([
      { response_text: "Réponse relue et complétée" },
    ]);
    const after = await me.client.get(saved.location!);
    expect(after.text).toContain("Réponse relue et complétée");
    expect(after.text).toContain("Réponse modifiée");
  });

  it("un texte de détresse est gardé et la page montre où trouver de l'aide", async () => {
    const saved = await me.client.post(`/history/${ids.session}?modifier=1`, { step: "1", text: DISTRESS });
    expect(saved.status).toBe(302);
    expect(saved.location).not.toContain("soutien");
    expect((await me.client.get(saved.location!)).text).toContain('data-testid="distress-panel"');
  });
});

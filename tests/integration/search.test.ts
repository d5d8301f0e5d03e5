import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { failingTable, query, sqlString as q } from "../support/db";

/** Issue 17 §8: search in one's own answers, questions and letters; another person's never appear. */
const uuid = () => crypto.randomUUID();
const iso = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

type Account = { id: string; client: Client };
async function account(prefix: string): Promise<Account> {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  return { id: row!.id, client };
}

let a: Account;
let b: Account;
const word = `Éveilcolibri${Date.now().toString(36)}`;
const session = { a: uuid(), b: uuid() };

beforeAll(async () => {
  [a, b] = await Promise.all([account("sra"), account("srb")]);
  query(
    `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at) VALUES (${q(session.a)}, ${q(a.id)}, 'peur', 'La Peur', 'completed', ${q(iso())}, ${q(iso())}), (${q(session.b)}, ${q(b.id)}, 'peur', 'La Peur', 'completed', ${q(iso())}, ${q(iso())});
     INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, response_type, created_at, updated_at) VALUES (${q(uuid())}, ${q(session.a)}, 1, 'Accueillir', ${q(`Réponse de A : ${word} au matin`)}, 'text', ${q(iso(3000))}, ${q(iso(3000))}), (${q(uuid())}, ${q(session.b)}, 1, 'Accueillir', ${q(`Secret de B : ${word} au soir`)}, 'text', ${q(iso())}, ${q(iso())});
     INSERT INTO user_questions (id, user_id, question, has_response, created_at) VALUES (${q(uuid())}, ${q(a.id)}, ${q(`Question de A sur ${word} ?`)}, 0, ${q(iso(2000))}), (${q(uuid())}, ${q(b.id)}, ${q(`Question secrète de B sur ${word} ?`)}, 0, ${q(iso())});
     INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(uuid())}, ${q(a.id)}, 'Lettre de A', ${q(`Mon petit ${word}`)}, 'enfant', ${q(iso(1000))}), (${q(uuid())}, ${q(b.id)}, 'Lettre secrète de B', ${q(`Mon grand ${word}`)}, 'adolescent', ${q(iso())});`,
  );
});

describe("rechercher dans ses écrits", () => {
  it("trouve les réponses, questions et lettres de la personne, sans accents ni majuscules, et jamais celles d'une autre", async () => {
    const folded = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const result = await a.client.get(`/recherche?q=${encodeURIComponent(folded)}`);
    expect(result.status).toBe(200);
    expect(result.text).toContain(`Réponse de A : ${word} au matin`);
    expect(result.text).toContain(`Question de A sur ${word} ?`);
    expect(result.text).toContain("Lettre de A");
    expect(result.text).toContain("Réponse de pratique");
    expect(result.text).toContain("Mot d'amour");
    expect(result.text).not.toContain("Secret de B");
    expect(result.text).not.toContain("secrète de B");
    // The newest first: the letter (1 s ago) before the question (2 s) before the answer (3 s).
    const order = ["Lettre de A", "Question de A", "Réponse de A"].map((s) => result.text.indexOf(s));
    expect(order).toEqual([...order].sort((x, y) => x - y));

    const forB = await b.client.get(`/recherche?q=${encodeURIComponent(word)}`);
    expect(forB.text).toContain("Secret de B");
    expect(forB.text).not.toContain("Réponse de A");
    expect(forB.text).not.toContain("Lettre de A");
    expect(forB.text).not.toContain("Question de A");
  });

  it("plie les ligatures dans les deux sens : « soeur » trouve « sœur », « coeur » trouve « cœur » (issue 30)", async () => {
    const tag = `Ligature${Date.now().toString(36)}`;
    query(
      `INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(uuid())}, ${q(a.id)}, ${q(`Lettre à ma sœur ${tag}`)}, ${q(`De tout mon cœur ${tag}`)}, 'enfant', ${q(iso())});
       INSERT INTO user_questions (id, user_id, question, has_response, created_at) VALUES (${q(uuid())}, ${q(a.id)}, ${q(`Que dit mon coeur ${tag}`)}, 0, ${q(iso())});`,
    );
    const sister = decodeHtml((await a.client.get(`/recherche?q=${encodeURIComponent(`soeur ${tag}`)}`)).text);
    expect(sister).toContain(`Lettre à ma sœur ${tag}`);
    const heart = decodeHtml((await a.client.get(`/recherche?q=${encodeURIComponent(`coeur ${tag}`)}`)).text);
    expect(heart).toContain(`Lettre à ma sœur ${tag}`);
    expect(heart).toContain(`Que dit mon coeur ${tag}`);
    const ligatured = decodeHtml((await a.client.get(`/recherche?q=${encodeURIComponent(`cœur ${tag}`)}`)).text);
    expect(ligatured).toContain(`Que dit mon coeur ${tag}`);
    expect(ligatured).toContain(`Lettre à ma sœur ${tag}`);
  });

  it("une modification est aussitôt trouvable, l'ancien texte ne l'est plus", async () => {
    const fresh = `Ruisseau${Date.now().toString(36)}`;
    const saved = await a.client.post(`/history/${session.a}?modifier=1`, { step: "1", text: `Réécrite : ${fresh}` });
    expect(saved.status).toBe(302);
    expect((await a.client.get(`/recherche?q=${fresh}`)).text).toContain(`Réécrite : ${fresh}`);
    expect((await a.client.get(`/recherche?q=${encodeURIComponent(word)}`)).text).not.toContain("Réponse de A");
  });

  it("les opérateurs tapés restent du texte ; une recherche vide ou sans résultat le dit en français", async () => {
    const odd = await a.client.get(`/recherche?q=${encodeURIComponent('") OR * NEAR(')}`);
    expect(odd.status).toBe(200);
    expect(odd.text).toContain("Aucun écrit ne contient ces mots.");
    const punctuation = await a.client.get(`/recherche?q=${encodeURIComponent('"*()')}`);
    expect(punctuation.text).toContain("Écrivez au moins un mot à chercher.");
    const none = await a.client.get("/recherche?q=introuvablexyz");
    expect(none.text).toContain("Aucun écrit ne contient ces mots.");
  });

  it("pagine par 20", async () => {
    const many = `Page${Date.now().toString(36)}`;
    const values = Array.from(
      { length: 23 },
      (_, i) => `(${q(uuid())}, ${q(a.id)}, ${q(`Lettre ${i}`)}, ${q(`${many} numéro ${i}`)}, 'enfant', ${q(iso(i * 1000))})`,
    );
    query(`INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES ${values.join(", ")}`);
    const first = await a.client.get(`/recherche?q=${many}`);
    expect(first.text.match(/data-testid="search-hit"/g)).toHaveLength(20);
    expect(first.text).toContain("Résultats suivants");
    const second = await a.client.get(`/recherche?q=${many}&page=2`);
    expect(second.text.match(/data-testid="search-hit"/g)).toHaveLength(3);
    expect(second.text).toContain("Résultats précédents");
  });

  it("quand la base refuse, le message de la page et la recherche gardée, jamais la page d'erreur", async () => {
    const response = await a.client.request(`/recherche?q=${encodeURIComponent(word)}`, { headers: failingTable("love_words") });
    const text = decodeHtml(await response.text());
    expect(response.status).toBe(500);
    expect(text).toContain("Impossible de lancer la recherche pour le moment");
    expect(text).toContain(`value="${word}"`); // what was typed stays in the field
    expect(text).toContain('href="/auth/profile"'); // still signed in (the root's own lookup)
  });

  it("une personne déconnectée est envoyée vers la connexion", async () => {
    const result = await new Client().get("/recherche?q=x");
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\/login\?redirectTo=/);
  });
});

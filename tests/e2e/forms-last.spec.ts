/**
 * Issue 8 item 4, the last forms: the grandeur table's rows and a past answer's edit are declared once
 * (conform + one zod schema). With JavaScript the browser refuses before any POST, with the server's
 * French words beside the field; without JavaScript the server refuses with the same words and keeps
 * what was typed.
 */
import { query, sqlString as q } from "../support/db";
import { expect, test } from "./fixtures";
import { postsTo, signedIn } from "./signed-in";
import { userIdOf as userId } from "../support/practices";

test.describe.configure({ timeout: 90_000 });

const EMPTY_NAME = "Le nom de la grandeur ne peut pas être vide";
const EMPTY_ANSWER = "Merci d'écrire votre réponse avant d'enregistrer.";
const iso = () => new Date().toISOString();

function seedAnswer(owner: string): string {
  const session = crypto.randomUUID();
  query(
    `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES (${q(session)}, ${q(owner)}, 'peur', 'La Peur', 'completed', ${q(iso())}, ${q(iso())}, ${q(iso())});
     INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, response_type, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(session)}, 1, 'Accueillir', 'Réponse d''origine', 'text', ${q(iso())}, ${q(iso())});`,
  );
  return session;
}

function seedGrandeur(owner: string, name: string) {
  query(
    `INSERT INTO grandeur_entries (id, user_id, grandeur_name, corresponding_trauma, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(owner)}, ${q(name)}, 'Manque', ${q(iso())}, ${q(iso())})`,
  );
}

test.describe("derniers formulaires, avec JavaScript : refusés avant tout envoi", () => {
  test("une ligne de la table des grandeurs et une réponse passée", async ({ browser, request, baseURL }) => {
    const { me, page, context } = await signedIn(browser, request, baseURL!, true, "lastjs");
    const owner = userId(me.email);
    const session = seedAnswer(owner);

    // Table des grandeurs: a new row with a name of spaces.
    const grandeurPosts = postsTo(page, "/cycles/grandeur-table", { under: true });
    await page.goto("/cycles/grandeur-table");
    await page.getByRole("button", { name: "+ Ajouter une ligne" }).click();
    const name = page.getByLabel("Nommer ma grandeur (ligne 1)");
    await name.fill("   ");
    await page.getByLabel("Cycle traumatique correspondant ? (ligne 1)").fill("L'abandon");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText(EMPTY_NAME)).toHaveCount(1);
    await expect(page.getByText(EMPTY_NAME)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Cycle traumatique correspondant ? (ligne 1)")).toHaveValue("L'abandon");
    expect(grandeurPosts).toEqual([]);
    await page.screenshot({ path: "test-results/screens/forms-last-grandeur-1280.png", fullPage: true });
    // Corrected as it is typed, then saved.
    await name.fill("Ma patience");
    await expect(page.getByText(EMPTY_NAME)).toHaveCount(0);
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText("Sauvegardé").first()).toBeVisible();
    await expect
      .poll(() => query(`SELECT grandeur_name AS n, corresponding_trauma AS t FROM grandeur_entries WHERE user_id = ${q(owner)}`))
      .toEqual([{ n: "Ma patience", t: "L'abandon" }]);

    // Historique: a past answer emptied to spaces.
    const answerPosts = postsTo(page, `/history/${session}`, { under: true });
    await page.goto(`/history/${session}`);
    await page.getByRole("link", { name: "Modifier la réponse de l'étape 1" }).click();
    const answer = page.getByLabel("Votre réponse");
    await answer.fill("   ");
    await answer.blur();
    await expect(page.getByText(EMPTY_ANSWER)).toBeVisible();
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(EMPTY_ANSWER)).toBeVisible();
    expect(answerPosts).toEqual([]);
    await answer.fill("Relue ce matin");
    await expect(page.getByText(EMPTY_ANSWER)).toHaveCount(0);
    await context.close();
  });
});

test.describe("derniers formulaires, sans JavaScript : le serveur refuse avec les mêmes mots", () => {
  test("une ligne de la table des grandeurs (nouvelle et enregistrée) et une réponse passée", async ({ browser, request, baseURL }) => {
    const { me, page, context } = await signedIn(browser, request, baseURL!, false, "lastnojs");
    const owner = userId(me.email);
    const session = seedAnswer(owner);
    seedGrandeur(owner, "Générosité");

    // A new row with a name of spaces: refused beside the name, the trauma kept.
    await page.goto("/cycles/grandeur-table");
    await page.getByRole("link", { name: "+ Ajouter une ligne" }).click();
    await page.getByLabel("Nommer ma grandeur (ligne 2)").fill("  ");
    await page.getByLabel("Cycle traumatique correspondant ? (ligne 2)").fill("L'urgence");
    await page.getByRole("button", { name: "Enregistrer la ligne 2" }).click();
    await expect(page.getByText(EMPTY_NAME)).toHaveCount(1);
    await expect(page.getByLabel("Nommer ma grandeur (ligne 2)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Cycle traumatique correspondant ? (ligne 2)")).toHaveValue("L'urgence");
    await expect(page.getByLabel("Nommer ma grandeur (ligne 1)")).not.toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: "test-results/screens/forms-last-grandeur-nojs-390.png", fullPage: true });
    // Corrected and saved.
    await page.getByLabel("Nommer ma grandeur (ligne 2)").fill("Ma constance");
    await page.getByRole("button", { name: "Enregistrer la ligne 2" }).click();
    await expect(page.getByText("Sauvegardé")).toBeVisible();
    expect(query(`SELECT count(*) AS n FROM grandeur_entries WHERE user_id = ${q(owner)}`)[0]).toEqual({ n: 2 });

    // A saved row emptied: refused beside its name, what was typed in its trauma kept, nothing written.
    await page.getByLabel("Nommer ma grandeur (ligne 1)").fill(" ");
    await page.getByLabel("Cycle traumatique correspondant ? (ligne 1)").fill("Le manque, relu");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText(EMPTY_NAME)).toHaveCount(1);
    await expect(page.getByLabel("Nommer ma grandeur (ligne 1)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Cycle traumatique correspondant ? (ligne 1)")).toHaveValue("Le manque, relu");
    expect(
      query(`SELECT corresponding_trauma AS t FROM grandeur_entries WHERE grandeur_name = 'Générosité' AND user_id = ${q(owner)}`),
    ).toEqual([{ t: "Manque" }]);
    expect(await page.content()).not.toContain(">Required<");

    // A past answer emptied to spaces: the server's words beside the text, the spaces kept.
    await page.goto(`/history/${session}?modifier=1`);
    await page.getByLabel("Votre réponse").fill("   ");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(EMPTY_ANSWER)).toBeVisible();
    await expect(page.getByLabel("Votre réponse")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Votre réponse")).toHaveValue("   ");
    await page.getByLabel("Votre réponse").fill("Relue sans JavaScript");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Réponse modifiée")).toBeVisible();
    expect(query(`SELECT response_text AS t FROM practice_responses WHERE session_id = ${q(session)}`)).toEqual([
      { t: "Relue sans JavaScript" },
    ]);
    await context.close();
  });
});

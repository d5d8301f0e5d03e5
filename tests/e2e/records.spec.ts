import type { Page } from "@playwright/test";
import { query, sqlString as q } from "../support/db";
import { userIdOf as userId } from "../support/practices";
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test, FRENCH_BROWSER } from "./fixtures";

function insertCompletedSessions(id: string, n: number) {
  const now = new Date().toISOString();
  const rows = Array.from(
    { length: n },
    () => `(${q(crypto.randomUUID())}, ${q(id)}, 'peur', 'LA PEUR', 'completed', ${q(now)}, ${q(now)}, ${q(now)})`,
  );
  query(
    `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES ${rows.join(", ")}`,
  );
}

/** Opens a page and waits until its user-{id} socket is open, so live events cannot be missed. */
async function openLive(page: Page, path: string) {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().includes("/parties/user-room/"));
  await page.goto(path);
  const ws = await socket;
  await expect.poll(() => ws.isClosed()).toBe(false);
  await page.waitForTimeout(300);
}

test.describe("Mes actes en direct", () => {
  test("un acte créé dans un onglet apparaît dans l'autre, et sa case cochée aussi", async ({ browser, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "acts");
    const first = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    const second = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    await login(first, me.pseudo, me.password);
    await login(second, me.pseudo, me.password);

    await openLive(second, "/acts");
    await expect(second.getByText("Aucun acte pour le moment")).toBeVisible();

    await first.goto("/dev/test-acts");
    await first.getByRole("button", { name: "Créer un acte test" }).click();
    await expect(first).toHaveURL(/\/acts$/);

    const liveAct = second.getByTestId("act");
    await expect(liveAct).toHaveCount(1, { timeout: 10_000 });
    await expect(second.getByTestId("acts-todo")).toHaveText("1");

    await first.getByRole("checkbox", { name: /^Fait\s:/ }).click();
    await expect(first.getByText("Acte marqué comme fait")).toBeVisible();
    await expect(second.getByRole("checkbox", { name: /^Fait\s:/ })).toHaveAttribute("aria-checked", "true", { timeout: 10_000 });
    await expect(second.getByTestId("acts-done")).toHaveText("1");

    // Delete with confirmation, then back to the empty state in both tabs.
    await first.getByRole("link", { name: "Supprimer" }).click();
    await first.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(first.getByText("Acte supprimé avec succès")).toBeVisible();
    await expect(second.getByText("Aucun acte pour le moment")).toBeVisible({ timeout: 10_000 });
    await first.getByRole("link", { name: "Tableau de bord" }).click();
    await expect(first).toHaveURL(/\/dashboard$/);
  });
});

test.describe("Ma boîte aux lettres", () => {
  test("écrire un mot d'amour, le lire, filtrer puis le supprimer", async ({ page, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "love");
    await login(page, me.pseudo, me.password);
    await page.goto("/love-words");
    await expect(page.getByRole("link", { name: "Commencer une pratique" })).toHaveAttribute("href", "/practice");
    await page.getByRole("link", { name: "Nouveau mot d'amour" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Merci de remplir tous les champs et de sélectionner une catégorie")).toBeVisible();

    await page.getByLabel("Titre").fill("À toi, mon petit");
    await page.getByLabel("Votre mot d'amour").fill("Tu n'as jamais été seul. Je suis là maintenant.");
    await page.getByLabel("Petit enfant").check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("heading", { name: "À toi, mon petit" })).toBeVisible();
    await expect(page.getByText(/\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u)).toBeVisible();

    await page.getByRole("link", { name: "← Toutes mes lettres" }).click();
    await expect(page.getByTestId("love-word-card")).toHaveCount(1);
    await page.getByRole("link", { name: "Adolescent" }).click();
    await expect(page.getByTestId("love-word-card")).toHaveCount(0);
    await page.getByRole("link", { name: "Petit enfant" }).click();
    await page.getByTestId("love-word-card").click();
    await page.getByRole("link", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText("Mot d'amour supprimé")).toBeVisible();
    await expect(page.getByTestId("love-word-card")).toHaveCount(0);
  });

  test("une personne déconnectée est renvoyée vers /login", async ({ page }) => {
    await page.goto("/love-words");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText("Connectez-vous pour voir vos mots d'amour")).toBeVisible();
  });
});

test.describe("Table des grandeurs", () => {
  test("ajouter une ligne, l'enregistrer, la modifier champ par champ, refuser un nom vide, supprimer", async ({
    page,
    request,
    baseURL,
  }) => {
    const me = await createConfirmedUser(request, baseURL!, "gr");
    await login(page, me.pseudo, me.password);
    await page.goto("/cycles/grandeur-table");
    await expect(page.getByRole("columnheader", { name: "Nommer ma grandeur" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Cycle traumatique correspondant ?" })).toBeVisible();

    await page.getByRole("button", { name: "+ Ajouter une ligne" }).click();
    const row = page.getByTestId("grandeur-row").first();
    await expect(row).toHaveAttribute("data-temporary", "true");
    await row.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText("Le nom de la grandeur ne peut pas être vide")).toBeVisible();

    await page.getByLabel("Nommer ma grandeur (ligne 1)").fill("Courage");
    await row.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText("Sauvegardé").first()).toBeVisible();
    await expect(row).not.toHaveAttribute("data-temporary", "true");

    const trauma = page.getByLabel("Cycle traumatique correspondant ? (ligne 1)");
    // Written as one types, without leaving the field (spec 3 §4: "at once, field by field").
    await trauma.pressSequentially("Abandon");
    await expect
      .poll(() => query(`SELECT corresponding_trauma AS t FROM grandeur_entries WHERE user_id = ${q(userId(me.email))}`)[0]?.t)
      .toBe("Abandon");
    await expect(trauma).toBeFocused();

    const name = page.getByLabel("Nommer ma grandeur (ligne 1)");
    await name.fill("");
    await name.blur();
    await expect(page.getByText("Attention", { exact: true }).last()).toBeVisible();
    await expect(name).toHaveValue("Courage");

    await page.reload();
    await expect(page.getByLabel("Cycle traumatique correspondant ? (ligne 1)")).toHaveValue("Abandon");
    await expect(page.getByRole("link", { name: "Voir le cycle de la grandeur" })).toHaveAttribute("href", "/cycles/grandeur");
    await page.getByRole("button", { name: "Supprimer la ligne 1" }).click();
    await expect(page.getByText("Supprimé", { exact: true })).toBeVisible();
    await expect(page.getByTestId("grandeur-row")).toHaveCount(0);
  });
});

test.describe("Tableau de bord et récompenses", () => {
  test("7 pratiques terminées : les chiffres montent, la récompense se réclame et l'autre onglet suit", async ({
    browser,
    request,
    baseURL,
  }) => {
    const me = await createConfirmedUser(request, baseURL!, "rew");
    const id = userId(me.email);
    insertCompletedSessions(id, 6);
    const page = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    const other = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    await login(page, me.pseudo, me.password);
    await login(other, me.pseudo, me.password);
    await expect(page.getByTestId("figure-week")).toHaveText("6");
    await expect(page.getByTestId("reward-progress")).toHaveText("6/7");
    await expect(page.getByRole("button", { name: /Réclamer/ })).toHaveCount(0);

    insertCompletedSessions(id, 1);
    await page.reload();
    await expect(page.getByTestId("figure-week")).toHaveText("7");
    await expect(page.getByTestId("figure-month")).toHaveText("7");
    await expect(page.getByTestId("reward-progress")).toHaveText("0/7");
    await expect(page.getByTestId("practice-chart").locator("rect[data-count='7']")).toHaveCount(1);

    await openLive(other, "/dashboard");
    await expect(other.getByTestId("figure-week")).toHaveText("7");
    await page.getByRole("button", { name: "Réclamer ma récompense · 7 pratiques" }).click();
    await expect(page.getByText("Récompense réclamée")).toBeVisible();
    await expect(page.getByTestId("claimed-level")).toHaveText(/Niveau 1 · 7 pratiques · réclamée/);
    // The other tab refreshes through user-{id}.
    await expect(other.getByTestId("claimed-level")).toBeVisible({ timeout: 10_000 });
    await expect(other.getByRole("button", { name: /Réclamer/ })).toHaveCount(0);

    // The reward-act form: four required fields, then the act counts on the acts card, live too.
    await page.getByLabel("Quel acte allez-vous vous offrir ?").fill("Un bain chaud");
    await page.getByLabel("Où ?").fill("À la maison");
    await page.getByRole("button", { name: "Enregistrer cet acte" }).click();
    await expect(page.getByText("Champs requis")).toBeVisible();
    await page.getByLabel("Quand ?").fill("Ce soir");
    await page.getByLabel("Comment ?").fill("Avec de la musique douce");
    await page.getByRole("button", { name: "Enregistrer cet acte" }).click();
    // The flash toast survives the live reload that the same act triggers (useLiveReload waits).
    await expect(page.getByText("Acte enregistré")).toBeVisible();
    await expect(page.getByTestId("open-acts")).toHaveText("1 acte à faire");
    await expect(other.getByTestId("open-acts")).toHaveText("1 acte à faire", { timeout: 10_000 });
    await expect(page.getByLabel("Quel acte allez-vous vous offrir ?")).toHaveValue("");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("actes, mots d'amour, grandeurs et acte de récompense fonctionnent en formulaires simples", async ({ page, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "nojs");
    await login(page, me.pseudo, me.password);

    await page.goto("/dev/test-acts");
    await page.getByRole("button", { name: "Créer un acte test" }).click();
    await expect(page).toHaveURL(/\/acts$/);
    await page.getByRole("checkbox", { name: /^Fait\s:/ }).click();
    await expect(page.getByText("Acte marqué comme fait")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Fait\s:/ })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("link", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText("Acte supprimé avec succès")).toBeVisible();

    await page.goto("/love-words");
    await page.getByRole("link", { name: "Nouveau mot d'amour" }).click();
    await page.getByLabel("Titre").fill("Pour l'ado que j'étais");
    await page.getByLabel("Votre mot d'amour").fill("Tu avais le droit d'être en colère.");
    await page.getByLabel("Adolescent").check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("heading", { name: "Pour l'ado que j'étais" })).toBeVisible();
    await page.getByRole("link", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText("Mot d'amour supprimé")).toBeVisible();

    await page.goto("/cycles/grandeur-table");
    await page.getByRole("link", { name: "+ Ajouter une ligne" }).click();
    await page.getByLabel("Nommer ma grandeur (ligne 1)").fill("Patience");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText("Sauvegardé")).toBeVisible();
    await page.getByLabel("Cycle traumatique correspondant ? (ligne 1)").fill("Urgence");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByLabel("Cycle traumatique correspondant ? (ligne 1)")).toHaveValue("Urgence");
    await page.getByLabel("Nommer ma grandeur (ligne 1)").fill(" ");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByText("Le nom de la grandeur ne peut pas être vide")).toBeVisible();

    await page.goto("/dashboard");
    await page.getByLabel("Quel acte allez-vous vous offrir ?").fill("Marcher en forêt");
    await page.getByLabel("Où ?").fill("Fontainebleau");
    await page.getByLabel("Quand ?").fill("Samedi");
    await page.getByLabel("Comment ?").fill("Sans téléphone");
    await page.getByRole("button", { name: "Enregistrer cet acte" }).click();
    await expect(page.getByText("Acte enregistré")).toBeVisible();
    await expect(page.getByTestId("open-acts")).toHaveText("1 acte à faire");
  });
});

test.describe("accessibilité et téléphone", () => {
  for (const viewport of [
    { name: "ordinateur", width: 1280, height: 800 },
    { name: "téléphone", width: 390, height: 844 },
  ]) {
    test(`axe sans violation sérieuse et sans débordement (${viewport.name})`, async ({ page, request, baseURL }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const me = await createConfirmedUser(request, baseURL!, "axe");
      const id = userId(me.email);
      const now = new Date().toISOString();
      insertCompletedSessions(id, 3);
      query(
        `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(id)}, 'Appeler ma grand-mère\nOù ? Chez moi\nQuand ? Dimanche\nComment ? Avec le cœur', 0, ${q(now)}, ${q(now)});
         INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(crypto.randomUUID())}, ${q(id)}, 'À l''enfant', 'Tu es aimé tel que tu es.', 'enfant', ${q(now)});
         INSERT INTO grandeur_entries (id, user_id, grandeur_name, corresponding_trauma, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(id)}, 'Générosité', 'Manque', ${q(now)}, ${q(now)});`,
      );
      await login(page, me.pseudo, me.password);
      for (const path of ["/dashboard", "/acts", "/love-words", "/cycles/grandeur-table"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoSeriousAxeViolation(page, path);
        await page.screenshot({ path: `test-results/screens/records${path.replace(/\//g, "-")}-${viewport.width}.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} overflows`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});

import { query, sqlString } from "../support/db";
import { insertPractice, userIdOf } from "../support/practices";
import { finishPeur } from "./practice-steps";
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";

test.describe("l'historique", () => {
  test("voir ses pratiques, ouvrir le détail, supprimer avec confirmation", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "hist");
    const userId = userIdOf(identity.email);
    insertPractice(userId, { toolName: "La Peur", answers: ["J'ai eu très peur hier soir en rentrant", "Mon cœur battait vite et fort"] });
    insertPractice(userId, {
      toolId: "critique",
      toolName: "La Critique",
      status: "in_progress",
      answers: ["Une critique entendue au travail"],
    });
    await login(page, identity.pseudo, identity.password);
    await page.goto("/history");
    await expect(page.getByText("J'ai eu très peur… • Mon cœur battait vite…")).toBeVisible();
    await expect(page.getByText("En cours")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/history-desktop.png", fullPage: true });

    const critique = page.getByRole("listitem").filter({ hasText: "La Critique" });
    await critique.getByRole("link", { name: "Voir le détail" }).click();
    await expect(page.getByText("Une critique entendue au travail")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reprendre cette pratique" })).toHaveAttribute("href", /\/practice\/critique\?sessionId=/);
    await page.getByRole("link", { name: "← Historique" }).click();

    await page.getByRole("listitem").filter({ hasText: "La Critique" }).getByRole("link", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Pratique supprimée avec succès" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "La Critique" })).toHaveCount(0);
  });

  test("sur téléphone, sans débordement", async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const identity = await createConfirmedUser(request, baseURL!, "histtel");
    insertPractice(userIdOf(identity.email), { toolName: "Palais de Justesse", answers: ["Une salle des faits bien remplie aujourd'hui"] });
    await login(page, identity.pseudo, identity.password);
    await page.goto("/history");
    await page.screenshot({ path: "test-results/screens/history-phone.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolation(page);
  });

  test("un visiteur voit les pratiques gardées sur l'appareil", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "local_practices",
        JSON.stringify([
          {
            id: "local-123",
            tool_id: "peur",
            tool_name: "La Peur",
            status: "completed",
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            current_step: 3,
            responses: [
              { step_number: 1, step_title: "Accueillir la peur", response_text: "Une peur sourde depuis ce matin", response_type: "text" },
              {
                step_number: 2,
                step_title: "Écouter",
                response_text: "",
                response_type: "audio",
                has_audio: true,
                audio_data: { base64: "GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKChHdlYm0=", type: "audio/webm" },
              },
            ],
          },
        ]),
      ),
    );
    await page.goto("/history");
    await expect(page.getByRole("heading", { name: "Sur cet appareil" })).toBeVisible();
    await page.getByRole("link", { name: "Voir le détail" }).click();
    await expect(page).toHaveURL(/\/history\/local-123$/);
    await expect(page.getByText("Une peur sourde depuis ce matin")).toBeVisible();
    // The device recording plays from its base64 copy.
    await expect(page.locator('audio[src^="data:audio/webm;base64,"]')).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Écouter · Réponse vocale, étape 2" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Télécharger/ })).toHaveAttribute("href", /^data:audio\/webm;base64,/);
    await page.screenshot({ path: "test-results/screens/history-device-detail.png", fullPage: true });
  });
});

test.describe("l'historique sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("supprimer une pratique avec confirmation", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "histnojs");
    insertPractice(userIdOf(identity.email), { toolName: "Le Regret", answers: ["Un regret ancien qui revient"] });
    await login(page, identity.pseudo, identity.password);
    await page.goto("/history");
    await page.getByRole("link", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText("Pratique supprimée avec succès")).toBeVisible();
    await expect(page.getByText("Aucune pratique enregistrée pour le moment.")).toBeVisible();
  });
});

test("les minutes de pratique sont vraies : une pratique faite vite n'en compte pas 10, une d'une minute en compte une (issue 58)", async ({
  page,
  request,
  baseURL,
}) => {
  const identity = await createConfirmedUser(request, baseURL!, "histmin");
  const userId = userIdOf(identity.email);
  await login(page, identity.pseudo, identity.password);
  // React's errors in the console (#421, a Suspense boundary updated before it hydrated: issue 58 item 7).
  const reactErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /React error|Minified React/.test(message.text())) reactErrors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/React error|Minified React/.test(error.message)) reactErrors.push(error.message);
  });
  await finishPeur(page);
  await page.goto("/history");
  expect(reactErrors).toEqual([]);
  // A practice left « En cours » counts nothing.
  insertPractice(userId, { toolId: "critique", toolName: "La Critique", status: "in_progress", answers: ["Commencée, laissée là"] });
  const minutes = page.locator("dt", { hasText: "Minutes de pratique" }).locator("xpath=following-sibling::dd");
  await page.goto("/history");
  await expect(minutes).toHaveText("0");
  // The same practice, as if its first step had been opened a minute before its end: one minute.
  query(
    `UPDATE practice_sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', completed_at, '-60 seconds') WHERE user_id = ${sqlString(userId)} AND status = 'completed'`,
  );
  await page.reload();
  await expect(minutes).toHaveText("1");
});

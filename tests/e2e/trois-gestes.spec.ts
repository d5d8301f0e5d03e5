/** Les 3 Gestes (issue 10): written and guided, to the bilan and the history, signed in or not, with and without JavaScript. */
import type { Page } from "@playwright/test";
import {
  createConfirmedUser,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolation,
  login,
  signUpInBrowser,
  test,
  FRENCH_BROWSER,
} from "./fixtures";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** From the introduction, through the four written steps, to the bilan. */
async function writtenPractice(page: Page, javascript = true) {
  await page.goto("/trois-gestes/introduction");
  await page.getByRole("link", { name: "Commencer" }).click();
  await page.getByRole("link", { name: /Pratique Écrite/ }).click();
  await expect(page.getByRole("heading", { name: "Saluer le Chercheur" })).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/Le conflit → La paix/).check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel("Avec qui ce conflit a-t-il lieu ?").fill("Mon voisin");
  await page.getByLabel(/Dans quelle situation/).fill("La musique tard le soir");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/Quelle solution/).fill("Lui écrire un mot calme");
  if (javascript) {
    // A refresh loses nothing: the step and the answers come back from this tab's draft.
    await page.reload();
    await expect(page.getByLabel(/Quelle solution/)).toHaveValue("Lui écrire un mot calme");
  }
  await page.getByRole("button", { name: "Faire le bilan" }).click();
  await expect(page).toHaveURL(/\/trois-gestes\/bilan/);
  await expect(page.getByText("Le conflit → La paix")).toBeVisible();
  await expect(page.getByText("La musique tard le soir")).toBeVisible();
}

async function fillBilan(page: Page) {
  await page.getByLabel("Quelle misère cette pratique a-t-elle touchée en vous ?", { exact: true }).fill("La colère qui monte");
  await page.getByLabel("Votre acte concret", { exact: true }).fill("Écrire le mot");
  await page.getByLabel("Où ?").fill("À la maison");
  await page.getByLabel("Quand ?").fill("Demain matin");
  await page.getByLabel("Comment ?").fill("Avec des mots doux");
  await page.getByLabel("Quelle question reste en vous ?", { exact: true }).fill("Comment garder mon calme ?");
}

test.describe("Les 3 Gestes, connecté", () => {
  test("pratique écrite, bilan avec une réponse vocale, puis l'historique, l'acte et la question", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "gestes");
    await login(page, identity.pseudo, identity.password);
    await writtenPractice(page);
    await expectNoSeriousAxeViolation(page, "bilan");

    // Nothing in the reflections: the spec's refusal, and nothing is lost.
    await page.getByLabel("Votre acte concret", { exact: true }).fill("Écrire le mot");
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    // Shown by the form, not as a toast (issue 17).
    await expect(page.getByRole("main").getByText("Réponses incomplètes")).toBeVisible();
    await expect(toast(page, "Réponses incomplètes")).toHaveCount(0);
    await expect(page.getByLabel("Votre acte concret", { exact: true })).toHaveValue("Écrire le mot");

    await fillBilan(page);
    const beauty = page.getByRole("group", { name: /Quelle beauté/ });
    await beauty.getByRole("button", { name: "Répondre à voix haute" }).click();
    await page.waitForTimeout(1200);
    await beauty.getByRole("button", { name: "Arrêter" }).click();
    await expect(beauty.getByTestId("recording-ready")).toBeVisible();
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(toast(page, "Pratique sauvegardée")).toContainText("Votre pratique a été enregistrée avec succès");
    await page.getByRole("listitem").filter({ hasText: "Les 3 Gestes" }).getByRole("link", { name: "Voir le détail" }).first().click();
    await expect(page.getByText("La colère qui monte")).toBeVisible();
    await expect(page.getByText("Le conflit → La paix")).toBeVisible();
    await expect(page.locator('audio[src*="/audio/play?"]')).toHaveCount(1);

    await page.goto("/acts");
    await expect(page.getByText("Écrire le mot")).toBeVisible();
    await page.goto("/questions");
    await expect(page.getByText("Comment garder mon calme ?")).toBeVisible();
  });

  test("sans JavaScript : les quatre étapes et le bilan sont de simples formulaires", async ({ browser, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "gestesnojs");
    const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page, identity.pseudo, identity.password);
    await writtenPractice(page, false);
    await fillBilan(page);
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText("Pratique sauvegardée").first()).toBeVisible();
    await expect(page.getByText("Les 3 Gestes").first()).toBeVisible();
    await context.close();
  });
});

test.describe("Les 3 Gestes, sans compte", () => {
  test("le bilan reste sur l'appareil, puis rejoint le compte créé ensuite, avec l'enregistrement", async ({ page, request }) => {
    await writtenPractice(page);
    await fillBilan(page);
    const question = page.getByRole("group", { name: /Quelle question reste en vous/ });
    await question.getByRole("button", { name: "Répondre à voix haute" }).click();
    await page.waitForTimeout(1200);
    await question.getByRole("button", { name: "Arrêter" }).click();
    await expect(question.getByTestId("recording-ready")).toBeVisible();
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(toast(page, "Votre pratique a été sauvegardée localement")).toBeVisible();
    await expect(toast(page, "Acte enregistré localement")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("local_practices") ?? "[]"));
    expect(stored[0]).toMatchObject({
      tool_id: "trois_gestes_written",
      status: "completed",
      responses: { misere: "La colère qui monte", acte_where: "À la maison" },
    });
    expect(stored[0].audioRecordings.question_restante.base64.length).toBeGreaterThan(100);

    // The device detail shows the answers by their titles, and the recording.
    await page.getByRole("listitem").filter({ hasText: "Les 3 Gestes" }).getByRole("link", { name: "Voir le détail" }).first().click();
    // The written answers first, then the bilan, as the person gave them (issue 30 item 10).
    await expect(page.getByText("Étape 5 · Misère")).toBeVisible();
    await expect(page.getByText("La colère qui monte")).toBeVisible();
    await expect(page.locator('audio[src^="data:audio/webm;base64,"]')).toHaveCount(1);
    await page.goto("/questions");
    await expect(page.getByText("Comment garder mon calme ?")).toBeVisible();

    await signUpInBrowser(page, request, "gestesrat");
    const offer = page.getByRole("region", { name: "Des pratiques vous attendent sur cet appareil" });
    await offer.getByRole("button", { name: "Rattacher à mon compte" }).click();
    await expect(toast(page, "Données rattachées")).toBeVisible();
    await page.goto("/history");
    await page.getByRole("listitem").filter({ hasText: "Les 3 Gestes" }).getByRole("link", { name: "Voir le détail" }).first().click();
    await expect(page.getByText("La colère qui monte")).toBeVisible();
    await expect(page.getByText("Mon voisin")).toBeVisible();
    await page.goto("/questions");
    await expect(page.getByText("Comment garder mon calme ?")).toBeVisible();
  });
});

test.describe("Les 3 Gestes, pratique guidée", () => {
  test("une étape passe à la suivante quand elle se termine, et « Faire le bilan » ouvre le bilan", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/practice/trois-gestes");
    await expectNoSeriousAxeViolation(page, "choix");
    await page.getByRole("link", { name: /Pratique Guidée/ }).click();
    await expect(page.getByRole("heading", { name: "Les 7 étapes" })).toBeVisible();
    await expect(page.getByTestId("step-title")).toHaveText("Saluer le Chercheur");
    await expect(page.getByRole("button", { name: /Étape précédente/ })).toBeDisabled();
    await expect(page.getByTestId("transcript")).toContainText("le Chercheur");
    await expect(page.getByTestId("complete-audio-clock")).toHaveText(/\/ 8:5\d/);
    // The step's audio ends: the next step comes by itself.
    await page.getByTestId("step-audio").evaluate((audio: HTMLAudioElement) => audio.dispatchEvent(new Event("ended")));
    await expect(page.getByTestId("step-title")).toHaveText("Laisser venir une douleur");
    await expect(page).toHaveURL(/etape=2/);
    await page.getByRole("link", { name: /Saluer et faire le Bilan/ }).click();
    await expect(page.getByRole("button", { name: /Étape suivante/ })).toBeDisabled();
    await expectNoSeriousAxeViolation(page, "guidée");
    await expectNoHorizontalOverflow(page, "guidée");
    await page.getByRole("link", { name: "Faire le bilan", exact: true }).click();
    await expect(page).toHaveURL(/\/trois-gestes\/bilan\?type=guided$/);
    await expect(page.getByText("Vous avez suivi la pratique guidée des 3 Gestes.")).toBeVisible();
    await expectNoHorizontalOverflow(page, "bilan");
  });

  test("l'introduction et la pratique écrite passent axe, sur téléphone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/trois-gestes/introduction");
    await expect(page.getByRole("img", { name: /le conflit se transforme en paix/ })).toBeVisible();
    await expectNoSeriousAxeViolation(page, "introduction");
    await expectNoHorizontalOverflow(page, "introduction");
    await page.goto("/practice/trois-gestes-ecrit");
    await expectNoSeriousAxeViolation(page, "écrite");
  });
});

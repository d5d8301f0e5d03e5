/** The 3 Gestes bilan declared once (issue 8, decision 0137): the same zod schema refuses a bilan without any reflection in the browser and on the server. */
import { createConfirmedUser, expect, login, test, FRENCH_BROWSER } from "./fixtures";

const INCOMPLETE = "Veuillez remplir au moins une des questions de réflexion.";

test("bilan : le navigateur refuse un bilan sans réflexion avant tout envoi, puis l'accepte une fois une réflexion écrite", async ({
  page,
  request,
  baseURL,
}) => {
  const identity = await createConfirmedUser(request, baseURL!, "bilanform");
  await login(page, identity.pseudo, identity.password);
  await page.goto("/trois-gestes/bilan");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.getByLabel("Votre acte concret", { exact: true }).fill("Marcher au parc");
  await page.getByLabel("Quelle question reste en vous ?", { exact: true }).fill("Et demain ?");
  await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
  const alert = page.getByRole("main").getByRole("alert").filter({ hasText: "Réponses incomplètes" });
  await expect(alert).toContainText(INCOMPLETE);
  await expect(alert).toBeInViewport();
  expect(posts.filter((url) => url.includes("/trois-gestes/bilan"))).toEqual([]);
  await expect(page.getByLabel("Votre acte concret", { exact: true })).toHaveValue("Marcher au parc");

  // One reflection is enough: the refusal goes as it is typed, and the bilan is saved.
  await page.getByLabel("Quel enseignement emportez-vous pour les jours qui viennent ?", { exact: true }).fill("Prendre le temps");
  await expect(page.getByText(INCOMPLETE)).toHaveCount(0);
  await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
  await expect(page).toHaveURL(/\/history$/);
});

test("bilan sans JavaScript : le serveur refuse avec les mêmes mots et garde chaque réponse", async ({ browser, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "bilanformnojs");
  const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page, identity.pseudo, identity.password);
  await page.goto("/trois-gestes/bilan");
  await page.getByLabel("Votre acte concret", { exact: true }).fill("Marcher au parc");
  await page.getByLabel("Où ?").fill("Au parc");
  await page.getByLabel("Quelle question reste en vous ?", { exact: true }).fill("Et demain ?");
  await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
  await expect(page.getByRole("main").getByText("Réponses incomplètes")).toBeVisible();
  await expect(page.getByRole("main").getByText(INCOMPLETE)).toBeVisible();
  await expect(page.getByLabel("Votre acte concret", { exact: true })).toHaveValue("Marcher au parc");
  await expect(page.getByLabel("Où ?")).toHaveValue("Au parc");
  await expect(page.getByLabel("Quelle question reste en vous ?", { exact: true })).toHaveValue("Et demain ?");
  await context.close();
});

test("bilan sans compte : une réflexion seulement enregistrée à voix haute suffit", async ({ page }) => {
  await page.goto("/trois-gestes/bilan");
  const beauty = page.getByRole("group", { name: /Quelle beauté/ });
  await beauty.getByRole("button", { name: "Répondre à voix haute" }).click();
  await page.waitForTimeout(1200);
  await beauty.getByRole("button", { name: "Arrêter" }).click();
  await expect(beauty.getByTestId("recording-ready")).toBeVisible();
  await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText(INCOMPLETE)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("local_practices") ?? "[]"));
  expect(stored[0].audioRecordings.beaute.base64.length).toBeGreaterThan(100);
});

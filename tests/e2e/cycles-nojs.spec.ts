import type { Browser, Locator, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { createConfirmedUser, expect, login, test, FRENCH_BROWSER } from "./fixtures";

/**
 * axe cannot run in a page without JavaScript: the same page is opened in a context that has it, with
 * the same cookies, but its scripts removed from the HTML, so what is checked is the page as served.
 */
async function expectNoSeriousAxeViolationWithoutScripts(page: Page, browser: Browser, label: string) {
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    javaScriptEnabled: true,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const copy = await context.newPage();
  await copy.route(page.url(), async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link[^>]+rel="modulepreload"[^>]*>/g, "");
    await route.fulfill({ response, body: html });
  });
  await copy.goto(page.url());
  const results = await new AxeBuilder({ page: copy }).analyze();
  await context.close();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const PERIOD = "/cycles/petitesse?periode=6-12";

/**
 * A word's place in its drawing, from the drawing's corner: a page reloaded after a form (no JavaScript)
 * may open scrolled elsewhere, so places read from the viewport are not comparable from one load to the next.
 */
async function placeInDrawing(word: Locator) {
  const drawing = word.locator("xpath=ancestor::*[@role='group'][1]");
  const [w, d] = [(await word.boundingBox())!, (await drawing.boundingBox())!];
  return { x: w.x - d.x, y: w.y - d.y };
}

/**
 * The answer's toast, then the page's `load`: a form sent without JavaScript loads a new page, and a
 * position measured before its stylesheet applies is the unstyled layout's (the words one under the
 * other), as a run on a loaded machine showed.
 */
async function toast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
  await page.waitForLoadState("load");
}

test.describe("les éditeurs de cycles sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("un visiteur apprend ce qu'il lui faut : se connecter", async ({ page }) => {
    await page.goto(PERIOD);
    await expect(
      page.getByText("Sans JavaScript, cette page ne peut pas lire ni garder les cycles de cet appareil", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      /redirectTo=%2Fcycles%2Fpetitesse%3Fperiode%3D6-12/,
    );
  });

  test("connecté : ajouter, modifier, placer, supprimer des mots et des cycles avec des formulaires", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "cycform");
    await login(page, identity.pseudo, identity.password);
    await page.goto(PERIOD);
    // The drag-only controls are hidden; the forms are there.
    await expect(page.getByRole("button", { name: "+ Ajouter un mot" })).toBeHidden();
    await expectNoSeriousAxeViolationWithoutScripts(page, browser, "petitesse sans JS");

    await page.getByLabel("Misère centrale").fill("La honte");
    await page.getByRole("button", { name: "Enregistrer : misère centrale" }).click();
    await toast(page, "Données sauvegardées");
    await expect(page.getByLabel("Misère centrale")).toHaveValue("La honte");

    await page.getByLabel("Nouveau mot").fill("colère");
    await page.getByLabel("Place dans le cercle").selectOption({ label: "2-POUR" });
    await page.getByRole("button", { name: "Ajouter ce mot" }).click();
    await toast(page, "Nouveau mot ajouté");
    const word = page.getByRole("link", { name: "Modifier ou déplacer le mot « colère »" });
    await expect(word).toBeVisible();

    await page.getByLabel("Mot 1").fill("rage");
    await page.getByLabel("Place dans le cercle").first().selectOption({ label: "regret" });
    await page.getByRole("button", { name: "Enregistrer le mot 1" }).click();
    await toast(page, "Données sauvegardées");
    const moved = page.getByRole("link", { name: "Modifier ou déplacer le mot « rage »" });
    await expect(moved).toBeVisible();
    await expect(page.getByLabel("Place dans le cercle").first()).toHaveValue("entre-4");
    await page.screenshot({ path: "test-results/screens/cycles-forms-nojs-desktop.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/screens/cycles-forms-nojs-390.png", fullPage: true });

    await page.getByRole("button", { name: "Supprimer ce cycle" }).click();
    await toast(page, "Vous devez garder au moins un cycle");
    await page.getByRole("button", { name: "+ Ajouter un cycle" }).click();
    await toast(page, "Nouveau cycle ajouté");
    await expect(page.getByRole("heading", { name: "Cycle 2" })).toBeVisible();
    await page.getByRole("button", { name: "Supprimer ce cycle" }).nth(1).click();
    await toast(page, "Cycle supprimé");
    await expect(page.getByRole("heading", { name: "Cycle 2" })).toHaveCount(0);

    await page.getByRole("button", { name: "Supprimer le mot 1" }).click();
    await toast(page, "Mot supprimé");
    await expect(page.getByRole("link", { name: /le mot « rage »/ })).toHaveCount(0);
    await expect(page.getByLabel("Misère centrale")).toHaveValue("La honte");
  });

  test("le cycle transformé aussi, avec ses lieux nommés « entre … et … »", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "cycformg");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/cycles/grandeur?periode=meilleur-12-18");
    await page.getByLabel("Nouveau mot").fill("confiance");
    await page.getByLabel("Place dans le cercle").selectOption({ label: "entre BIEN-ÊTRE et DON DE SOI" });
    await page.getByRole("button", { name: "Ajouter ce mot" }).click();
    await toast(page, "Nouveau mot ajouté");
    await expect(page.getByRole("link", { name: "Modifier ou déplacer le mot « confiance »" })).toBeVisible();
  });

  test("les mots du dessin marchent sans JavaScript : « × » supprime, le mot mène à son formulaire pour le déplacer, et deux nouveaux mots ne se couvrent pas", async ({
    page,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "cycdraw");
    await login(page, identity.pseudo, identity.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PERIOD);
    for (const text of ["peur", "honte"]) {
      await page.getByLabel("Nouveau mot").fill(text);
      await page.getByLabel("Place dans le cercle").last().selectOption({ label: "1-LOIN" });
      await page.getByRole("button", { name: "Ajouter ce mot" }).click();
      await toast(page, "Nouveau mot ajouté");
    }
    // Sent to the same place, the two words land apart.
    const peur = page.getByRole("link", { name: "Modifier ou déplacer le mot « peur »" });
    const honte = page.getByRole("link", { name: "Modifier ou déplacer le mot « honte »" });
    const a = (await peur.boundingBox())!;
    const b = (await honte.boundingBox())!;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await page.screenshot({ path: "test-results/screens/cycles-drawing-nojs-390.png" });

    // The word leads to its form, where a select moves it.
    await honte.click();
    await expect(page).toHaveURL(/#.*-sansjs-mot-1-form$/);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Enregistrer le mot 2" }) });
    await form.getByLabel("Place dans le cercle").selectOption({ label: "3-CONTRE" });
    await form.getByRole("button", { name: "Enregistrer le mot 2" }).click();
    await toast(page, "Données sauvegardées");
    const before = await placeInDrawing(peur);
    const moved = await placeInDrawing(page.getByRole("link", { name: "Modifier ou déplacer le mot « honte »" }));
    expect(moved.y).toBeGreaterThan(before.y + 100);

    // The drawing's « × » removes the word.
    await page.getByRole("button", { name: "Supprimer le mot « peur »" }).click();
    await toast(page, "Mot supprimé");
    await expect(page.getByRole("link", { name: /le mot « peur »/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Modifier ou déplacer le mot « honte »" })).toBeVisible();
  });
});

test.describe("Se situer dans mon cycle, visiteur sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("il va jusqu'au bout, voit tout son cycle, et la page dit ce qui n'est pas gardé", async ({ page }) => {
    await page.goto("/cycles-v2");
    await expect(page.getByText("Sans JavaScript, vos réponses voyagent avec la page", { exact: false })).toBeVisible();
    await page.getByLabel("Ma misère", { exact: true }).fill("La solitude");
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Non").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Oui").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Ce que j'ai fait par amour", { exact: true }).fill("Je dis toujours oui");
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Une peur").check();
    await page.getByLabel("Ma peur ou mon envie", { exact: true }).fill("Être rejeté");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Étape 6 sur 6")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer mon cycle" }).click();
    const result = page.getByRole("region", { name: "Votre cycle" });
    await expect(result).toBeVisible();
    for (const text of ["La solitude", "Je dis toujours oui", "Peur : Être rejeté"]) await expect(result.getByText(text)).toBeVisible();
    await expect(result.getByText("ne peut être gardé ni sur cet appareil ni en ligne", { exact: false })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/cycles-v2-visitor-result-nojs.png", fullPage: true });

    await page.getByRole("button", { name: "Revenir au résumé" }).click();
    await expect(page.getByRole("textbox", { name: "Ce que j'ai fait par amour" })).toHaveValue("Je dis toujours oui");
  });
});

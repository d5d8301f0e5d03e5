import { DEMO_PASSWORD, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolation, login, test } from "./fixtures";
import { secondBrowser, signInFresh, toast, uniqueWord } from "./community";

test.describe.configure({ timeout: 90_000 });
const LIVE = { timeout: 20_000 };

test.describe("signaler et modérer", () => {
  test("une réponse signalée apparaît en direct chez le modérateur, qui la supprime", async ({ page, browser, request, baseURL }) => {
    // Three people sign in, and two axe runs and three full-page captures: on a two-core machine running
    // the whole suite each step takes seconds (a trace of a 90 s timeout showed no step waiting on the app).
    test.setTimeout(180_000);
    // The moderator's queue is open before the report is made.
    const moderation = await secondBrowser(browser, request, baseURL!, "x", false);
    await login(moderation.page, "moderateur", DEMO_PASSWORD);
    await moderation.page.goto("/moderation");
    await expect(moderation.page.getByRole("heading", { level: 1, name: "Modération" })).toBeVisible();

    const author = await secondBrowser(browser, request, baseURL!, "auteur");
    const title = `Besoin d'écoute ${uniqueWord()}`;
    await author.page.goto("/forum/nouveau");
    await author.page.getByLabel("Titre").fill(title);
    await author.page.getByLabel("Contenu").fill("Un contenu calme.");
    await author.page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const hurtful = `Tu es ridicule ${uniqueWord()}`;
    await author.page.getByLabel("Votre réponse").fill(hurtful);
    await author.page
      .getByRole("button", { name: /Répondre|Publier/ })
      .last()
      .click();
    await expect(author.page.getByTestId("reply").filter({ hasText: hurtful })).toBeVisible();

    await signInFresh(page, request, baseURL!, "signale");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(author.page.url());
    await expect(page.getByTestId("charter")).toHaveCount(0); // the charter is on the lists, not on each thread
    const reply = page.getByTestId("reply").filter({ hasText: hurtful });
    await reply.getByText("Signaler", { exact: true }).click();
    await reply.getByLabel("Harcèlement ou attaque personnelle").check();
    await reply.getByLabel("Précisions (facultatif)").fill("Une attaque personnelle.");
    await page.screenshot({ path: "test-results/screens/report-form-390.png", fullPage: true });
    await reply.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(toast(page, "Signalement envoyé")).toBeVisible();

    const entry = moderation.page.getByTestId("queue-entry").filter({ hasText: hurtful });
    await expect(entry).toBeVisible(LIVE);
    await expect(moderation.page.getByTestId("moderation-badge").filter({ visible: true })).toBeVisible(LIVE);
    await expect(entry).toContainText("Harcèlement ou attaque personnelle");
    await expect(entry).toContainText(title);
    await moderation.page.screenshot({ path: "test-results/screens/moderation.png", fullPage: true });
    await expectNoSeriousAxeViolation(moderation.page, "/moderation");
    await moderation.page.setViewportSize({ width: 390, height: 844 });
    await moderation.page.screenshot({ path: "test-results/screens/moderation-390.png", fullPage: true });
    await expectNoHorizontalOverflow(moderation.page, "/moderation");
    await moderation.page.setViewportSize({ width: 1280, height: 800 });

    moderation.page.once("dialog", (dialog) => dialog.accept());
    await entry.getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(moderation.page, "Message supprimé")).toBeVisible();
    await expect(moderation.page.getByTestId("queue-entry").filter({ hasText: hurtful })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("reply").filter({ hasText: hurtful })).toHaveCount(0);

    await author.context.close();
    await moderation.context.close();
  });

  test("la charte est en haut du forum et du chat ; une personne sans rôle n'ouvre pas /moderation", async ({ page, request, baseURL }) => {
    await page.goto("/forum");
    await expect(page.getByTestId("charter")).toContainText("Notre charte");
    await page.goto("/entraide");
    await expect(page.getByTestId("charter")).toContainText("Notre charte");
    await signInFresh(page, request, baseURL!, "sansrole");
    const response = await page.goto("/moderation");
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId("moderation-link")).toHaveCount(0);
  });

  test("le lien de modération n'est téléchargé que par les modérateurs", async ({ page, request, baseURL }) => {
    // Loaded apart (decision 0290): a member's pages never fetch its code.
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/moderation-link-/.test(r.url())) fetched.push(r.url());
    });
    await signInFresh(page, request, baseURL!, "membre");
    await page.goto("/forum");
    await expect(page.getByRole("heading", { level: 1, name: "Forum d'entraide" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await page.context().clearCookies();
    await login(page, "moderateur", DEMO_PASSWORD);
    await expect(page.getByTestId("moderation-link").filter({ visible: true })).toHaveAttribute("href", "/moderation");
    expect(fetched.length).toBeGreaterThan(0);
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("le serveur écrit le lien de modération à sa place", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("E-mail ou pseudo").fill("moderateur");
    await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const link = page.getByTestId("moderation-link").filter({ visible: true });
    await expect(link).toHaveAttribute("href", "/moderation");
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Modération" })).toBeVisible();
  });
});

import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolation, test } from "./fixtures";
import { secondBrowser, signInFresh, uniqueWord } from "./community";

test.describe("la page /aide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("s'ouvre depuis le pied de page sur un téléphone et donne les numéros en liens tel:", async ({ page }) => {
    await page.goto("/forum");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Besoin d'aide maintenant/ })
      .click();
    await expect(page).toHaveURL(/\/aide$/);
    await expect(page.getByRole("heading", { level: 1, name: "Trouver de l'aide" })).toBeVisible();
    for (const [number, tel] of [
      ["3114", "3114"],
      ["15", "15"],
      ["112", "112"],
      ["09 72 39 40 50", "0972394050"],
      ["3919", "3919"],
      ["119", "119"],
      ["17", "17"],
    ]) {
      // (The footer also names the first lines of the person's country: the page's own list is in <main>.)
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^Appeler le ${number},`) })).toHaveAttribute(
        "href",
        `tel:${tel}`,
      );
    }
    await expectNoHorizontalOverflow(page, "/aide");
    await page.screenshot({ path: "test-results/screens/aide-390.png", fullPage: true });
  });

  test("l'en-tête mène aussi à /aide", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-help").filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/aide$/);
    await expect(page.getByTestId("header-help").filter({ visible: true })).toHaveAttribute("aria-current", "page");
  });

  test("aucune violation sérieuse ou critique (axe)", async ({ page }) => {
    await page.goto("/aide");
    await expectNoSeriousAxeViolation(page);
  });
});

test.describe("détresse dans le chat", () => {
  test.describe.configure({ timeout: 90_000 });

  test("l'auteur voit le panneau d'aide ; un second navigateur voit le message tel quel, sans panneau", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "aide");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/entraide");
    const other = await secondBrowser(browser, request, baseURL!, "temoin");
    await other.page.goto("/entraide");

    const text = `Je n'en peux plus, je veux mourir ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    const panel = page.getByTestId("distress-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Appeler le 3114/ })).toHaveAttribute("href", "tel:3114");
    await expect(page.getByTestId("chat-content").filter({ hasText: text })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/distress-panel-chat-390.png" });
    await expectNoSeriousAxeViolation(page, "panneau");

    await expect(other.page.getByTestId("chat-content").filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
    await expect(other.page.getByTestId("distress-panel")).toHaveCount(0);

    await panel.getByRole("link", { name: "Fermer" }).click();
    await expect(page.getByTestId("distress-panel")).toHaveCount(0);
    await other.context.close();
  });
});

test.describe("la ligne « ne remplace pas l'accompagnement d'un professionnel »", () => {
  test("sur la branche J'AI MAL, l'ouverture d'un outil douloureux et le panneau Je bloque", async ({ page }) => {
    await page.goto("/practice");
    await expect(page.getByTestId("professional-help-note")).toHaveCount(0);
    await page.getByRole("link", { name: "J'AI MAL" }).click();
    const note = page.getByTestId("professional-help-note");
    await expect(note).toContainText("Cette pratique ne remplace pas l'accompagnement d'un professionnel");
    await expect(note.getByRole("link")).toHaveAttribute("href", "/aide");

    await page.goto("/practice/peur");
    // The bonbon dialog holds one too, hidden until it opens.
    const visibleNotes = page.getByTestId("professional-help-note").filter({ visible: true });
    await expect(visibleNotes).toHaveCount(1);
    await page.getByRole("button", { name: /Je bloque/ }).click();
    await expect(page.getByTestId("encouragement")).toBeVisible();
    await expect(visibleNotes).toHaveCount(2);
    await page.screenshot({ path: "test-results/screens/je-bloque-help-note.png", fullPage: true });
  });

  test("dans la boîte du bonbon d'enseignement", async ({ page }) => {
    await page.goto("/practice/peur");
    await page.getByRole("button", { name: "Donnez-moi un bonbon d'enseignement" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("bonbon-citation")).toBeVisible();
    await expect(dialog.getByTestId("professional-help-note").getByRole("link")).toHaveAttribute("href", "/aide");
  });
});

test.describe("détresse dans une pratique gardée sur l'appareil", () => {
  test("sans compte, la réponse reste sur l'appareil et le même détecteur ouvre le panneau", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/practice/")) posts.push(request.postData() ?? "");
    });
    await page.goto("/practice/peur");
    // The step form takes `novalidate` once the page runs: typed before that, React would not see it.
    await expect(page.locator("form[novalidate]").filter({ has: page.getByLabel("Votre réponse") })).toHaveCount(1, { timeout: 20_000 });
    await page.getByLabel("Votre réponse").fill("J'ai peur de tout, j'ai des idées noires le soir");
    await expect(page.getByTestId("distress-panel")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("distress-panel").getByRole("link", { name: /^Appeler le 3114/ })).toBeVisible();
    // The answer never left the device.
    expect(posts.filter((body) => body.includes("idées noires") || body.includes("id%C3%A9es"))).toEqual([]);
    const stored = await page.evaluate(() => window.localStorage.getItem("local_practices") ?? "");
    expect(stored).toContain("idées noires");
  });
});

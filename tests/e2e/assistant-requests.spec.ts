import { createConfirmedUser, expect, login, test } from "./fixtures";

/** Issue 30, item 6: the three kinds of request the greeting promises, and where the panel opens. */
test.describe("l'assistant hors ligne tient les promesses de son accueil", () => {
  test("une pratique par son nom, une phrase d'enseignement, un ressenti ; sur un ordinateur, l'en-tête reste visible", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const me = await createConfirmedUser(request, baseURL!, "iareq");
    await login(page, me.pseudo, me.password);
    const toggle = page.getByRole("button", { name: /Assistant IA/ });
    await toggle.click();
    const input = page.getByTestId("assistant-input");
    const last = () => page.getByTestId("assistant-ai").last();

    await input.fill("Explique-moi Les 3 Gestes");
    await input.press("Enter");
    await expect(last()).toContainText("le conflit devient paix");
    await expect(last().getByRole("link", { name: "Les 3 Gestes" }).first()).toHaveAttribute("href", "/trois-gestes/introduction");

    await input.fill("Donne-moi une phrase d'enseignement");
    await input.press("Enter");
    await expect(last()).toContainText("Voici une phrase d'enseignement");
    await expect(last()).toContainText("«");

    await input.fill("Je suis fatigué, que me conseilles-tu ?");
    await input.press("Enter");
    await expect(last()).toContainText("La fatigue");
    await expect(last().getByRole("link", { name: "Rappel / Mantra" })).toHaveAttribute("href", "/practice/mantra");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("17 messages restants aujourd'hui");

    // The open panel leaves the person's name and « Déconnexion » in sight (1280 × 720, Playwright's default).
    const panel = await page.getByTestId("assistant-panel").boundingBox();
    for (const control of [page.getByTestId("header-name"), page.getByRole("button", { name: "Déconnexion" })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(panel!.y);
    }
    await page.screenshot({ path: "test-results/screens/assistant-requests-1280.png" });
  });

  test("sur un téléphone, il s'ouvre en feuille avec un bouton Fermer, et le focus revient au bouton", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await createConfirmedUser(request, baseURL!, "iasheet");
    await login(page, me.pseudo, me.password);
    const toggle = page.getByRole("button", { name: /Assistant IA/ });
    await toggle.click();
    const sheet = page.getByTestId("assistant-sheet");
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.y).toBeGreaterThan(100);
    const close = sheet.getByRole("button", { name: "Fermer" });
    await expect(close).toBeFocused();
    await page.getByTestId("assistant-input").fill("Je me sens seule ce soir");
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByTestId("assistant-ai").last().getByRole("link", { name: "Le Dialogue" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/assistant-sheet-390.png" });
    await close.click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("une détresse reçoit les numéros du pays choisi, en « vous »", async ({ page, context, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "iabe");
    await context.addCookies([{ name: "rvi_pays", value: "BE", url: baseURL! }]);
    await login(page, me.pseudo, me.password);
    await page.getByRole("button", { name: /Assistant IA/ }).click();
    await page.getByTestId("assistant-input").fill("je veux mourir, je n'en peux plus");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-ai").last();
    await expect(answer).toContainText("0800 32 123");
    await expect(answer.getByRole("link", { name: /^Appeler le 0800 32 123,/ })).toBeVisible();
    await expect(answer.getByRole("link", { name: /^Appeler le 112,/ })).toBeVisible();
    await expect(answer).toContainText("Si vous pensez au suicide");
    await expect(answer).not.toContainText(/\btu\b|\bte\b|\btoi\b/);
  });
});

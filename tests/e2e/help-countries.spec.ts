import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolation, test } from "./fixtures";

/** Issue 30, item 4: a person from Paris, Liège, Lausanne or Montréal gets their own country's lines. */
test.describe("les numéros d'aide du pays de la personne", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe("sans JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/aide liste chaque pays, le sien d'abord ; choisir la Belgique est retenu", async ({ page, context }) => {
      await page.goto("/aide");
      const countries = page.getByTestId("help-country");
      await expect(countries).toHaveCount(5);
      // Locally there is no cf.country: France first, then the others.
      expect(await countries.evaluateAll((els) => els.map((el) => el.getAttribute("data-country")))).toEqual([
        "FR",
        "BE",
        "CH",
        "CA",
        "LU",
      ]);
      await expect(page.getByRole("heading", { level: 2, name: "Numéros d'aide en France" })).toBeVisible();
      for (const where of ["en Belgique", "en Suisse", "au Canada", "au Luxembourg"]) {
        await expect(page.getByText(`Numéros d'aide ${where}`)).toBeVisible();
      }
      await expect(page.getByText(/départements d'outre-mer/).first()).toBeVisible();

      await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("BE");
      await page.getByRole("button", { name: "Afficher ses numéros" }).click();
      await expect(page).toHaveURL(/\/aide$/);
      expect(await countries.evaluateAll((els) => els.map((el) => el.getAttribute("data-country")))).toEqual([
        "BE",
        "FR",
        "CH",
        "CA",
        "LU",
      ]);
      await expect(page.getByRole("heading", { level: 2, name: "Numéros d'aide en Belgique" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /^Appeler le 0800 32 123,/ })).toHaveAttribute("href", "tel:080032123");
      await expect(page.getByTestId("help-now")).toContainText("0800 32 123");
      // A line that listens, beside the emergency numbers (issue 58 item 3).
      await expect(page.getByRole("main").getByRole("link", { name: /^Appeler le 107, Télé-Accueil/ })).toHaveAttribute("href", "tel:107");
      await expect(page.getByTestId("footer-lines")).toHaveAttribute("data-country", "BE");
      await expect(page.getByTestId("footer-lines").getByRole("link", { name: /^Appeler le 0800 32 123,/ })).toBeVisible();

      const cookie = (await context.cookies()).find((c) => c.name === "rvi_pays");
      expect(cookie?.value).toBe("BE");
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);

      await page.goto("/forum");
      await expect(page.getByTestId("footer-lines")).toHaveAttribute("data-country", "BE");
      await page.goto("/aide");
      await expect(page.getByLabel(/Vous êtes dans un autre pays/)).toHaveValue("BE");
      await expectNoHorizontalOverflow(page, "/aide Belgique");
      await page.screenshot({ path: "test-results/screens/aide-belgique-390.png", fullPage: true });
    });
  });

  test("choisie avec JavaScript, la Belgique donne ses numéros au panneau de détresse", async ({ page }) => {
    await page.goto("/aide");
    await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("BE");
    await page.getByRole("button", { name: "Afficher ses numéros" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Numéros d'aide en Belgique" })).toBeVisible();
    await expect(page.getByTestId("footer-lines")).toHaveAttribute("data-country", "BE");
    await expectNoSeriousAxeViolation(page, "/aide Belgique");

    await page.goto("/practice/peur");
    await expect(page.locator("form[novalidate]").filter({ has: page.getByLabel("Votre réponse") })).toHaveCount(1, { timeout: 20_000 });
    await page.getByLabel("Votre réponse").fill("J'ai peur de tout, j'ai des idées noires le soir");
    const panel = page.getByTestId("distress-panel");
    await expect(panel).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole("link", { name: /^Appeler le 0800 32 123,/ })).toHaveAttribute("href", "tel:080032123");
    await expect(panel.getByRole("link", { name: /^Appeler le 112,/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Appeler le 3114/ })).toHaveCount(0);
    await expect(panel).toContainText("Numéros d'aide en Belgique");
    await page.screenshot({ path: "test-results/screens/distress-panel-belgique-390.png" });
  });

  for (const [code, where, number, tel] of [
    ["CH", "en Suisse", "143", "143"],
    ["CA", "au Canada", "9-8-8", "988"],
    ["LU", "au Luxembourg", "454545", "454545"],
    ["FR", "en France", "3114", "3114"],
  ] as const) {
    test(`${where} : /aide et le pied de page donnent d'abord ses numéros`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "rvi_pays", value: code, url: baseURL! }]);
      await page.goto("/aide");
      await expect(page.getByTestId("help-country").first()).toHaveAttribute("data-country", code);
      await expect(page.getByRole("heading", { level: 2, name: `Numéros d'aide ${where}` })).toBeVisible();
      await expect(
        page
          .getByTestId("help-country")
          .first()
          .getByRole("link", { name: new RegExp(`^Appeler le ${number},`) }),
      ).toHaveAttribute("href", `tel:${tel}`);
      await expect(page.getByTestId("footer-lines").getByRole("link", { name: new RegExp(`^Appeler le ${number},`) })).toBeVisible();
    });
  }
});

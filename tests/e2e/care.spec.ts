import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolation, test } from "./fixtures";

test.describe("la page /aide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("s'ouvre depuis le pied de page sur un téléphone et donne les numéros en liens tel:", async ({ page }) => {
    await page.goto("/forum");
    await page.getByRole("contentinfo").getByRole("link", { name: /Besoin d'aide maintenant/ }).click();
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
      await expect(page.getByRole("link", { name: new RegExp(`^Appeler le ${number},`) })).toHaveAttribute("href", `tel:${tel}`);
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

import { DEMO_PASSWORD, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";

test.describe("la page 404", () => {
  test("affiche « Oops! Page not found » et « Return to Home »", async ({ page }) => {
    const response = await page.goto("/une-page-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const viewport of [
  { name: "ordinateur", width: 1280, height: 800 },
  { name: "téléphone", width: 390, height: 844 },
]) {
  test.describe(`en-tête sur ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("déconnecté : Connexion, et les liens du forum et du chat", async ({ page }) => {
      await page.goto("/forum");
      await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
      const nav = page.getByRole("navigation").filter({ visible: true });
      await expect(nav).toHaveCount(1);
      await expect(nav.getByRole("link", { name: "Forum d'entraide" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Chat" })).not.toHaveAttribute("aria-current", "page");
      await page.screenshot({ path: `test-results/screens/header-signed-out-${viewport.width}.png`, fullPage: true });
    });

    test("connecté : avatar, nom, badge de rôle et Déconnexion", async ({ page }) => {
      await login(page, "moderateur", DEMO_PASSWORD);
      await expect(page.getByRole("link", { name: /Mon profil : Modérateur/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Déconnexion" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Mon profil/ }).getByText("Modérateur", { exact: true }).last()).toBeVisible();
      await page.goto("/entraide");
      const nav = page.getByRole("navigation").filter({ visible: true });
      await expect(nav.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");
      await page.screenshot({ path: `test-results/screens/header-signed-in-${viewport.width}.png`, fullPage: true });
      // Nothing overflows sideways, even on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("link", { name: /Rendez.vous intérieur/ }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test("le pied de page affiche la version et la date", async ({ page }) => {
  await page.goto("/");
  const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "Europe/Paris" }).format(new Date());
  await expect(page.getByText(`Version 1.0.0 • Build ${date}`)).toBeVisible();
});

test.describe("accessibilité (axe)", () => {
  for (const path of ["/", "/auth/login", "/auth/signup", "/auth/magic-link", "/auth/forgot-password", "/n-existe-pas"]) {
    test(`aucune violation sérieuse ou critique sur ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousAxeViolation(page);
    });
  }

  test("aucune violation sérieuse ou critique sur le profil", async ({ page }) => {
    await login(page, "camille", DEMO_PASSWORD);
    await page.goto("/auth/profile");
    await expectNoSeriousAxeViolation(page);
  });
});

import { DEMO_PASSWORD, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";

test.describe("la page 404", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("en français sur un téléphone : « Page introuvable », une phrase calme et « Retour à l'accueil »", async ({ page }) => {
    const response = await page.goto("/une-page-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await expect(page.getByText(/Rien de grave/)).toBeVisible();
    await expect(page.getByText(/Oops|not found|Return to Home/i)).toHaveCount(0);
    await expect(page).toHaveTitle(/Page introuvable/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/screens/not-found-390.png", fullPage: true });
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const viewport of [
  { name: "ordinateur", width: 1280, height: 800 },
  { name: "téléphone", width: 390, height: 844 },
]) {
  test.describe(`en-tête sur ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("déconnecté : Connexion, et les quatre lieux : Pratiquer, Mon espace, Forum d'entraide, Chat", async ({ page }) => {
      await page.goto("/forum");
      await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
      const nav = page.getByRole("navigation").filter({ visible: true });
      await expect(nav).toHaveCount(1);
      // The desktop reads the spec's full name; the phone's bar shows "Forum", named in full for a screen reader.
      const forumText = viewport.width >= 640 ? "Forum d'entraide" : "Forum";
      await expect(nav.getByRole("link")).toHaveText(
        ["Pratiquer", "Mon espace", forumText, "Chat"].map((t) => new RegExp(`^\\W*${t}$`)),
        { useInnerText: true },
      );
      // A visitor's own space is what the device keeps, never the login page.
      await expect(nav.getByRole("link", { name: "Mon espace" })).toHaveAttribute("href", "/history");
      await expect(nav.getByRole("link", { name: "Forum d'entraide", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Chat" })).not.toHaveAttribute("aria-current", "page");
      await page.screenshot({ path: `test-results/screens/header-signed-out-${viewport.width}.png`, fullPage: true });
    });

    test("connecté : avatar, nom, badge de rôle et Déconnexion", async ({ page }) => {
      await login(page, "moderateur", DEMO_PASSWORD);
      await expect(page.getByRole("link", { name: /Mon profil\s: Modérateur/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Déconnexion" })).toBeVisible();
      await expect(
        page
          .getByRole("link", { name: /Mon profil/ })
          .getByText("Modérateur", { exact: true })
          .last(),
      ).toBeVisible();
      await page.goto("/entraide");
      const nav = page.getByRole("navigation").filter({ visible: true });
      await expect(nav.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Mon espace" })).toHaveAttribute("href", "/dashboard");
      await page.screenshot({ path: `test-results/screens/header-signed-in-${viewport.width}.png`, fullPage: true });
      // Nothing overflows sideways, even on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("link", { name: /Rendez.vous intérieur/ }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test.describe("la barre du bas sur un téléphone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("quatre lieux à portée de pouce, qui ne cachent ni le contenu ni les notifications", async ({ page }) => {
    await login(page, "camille", DEMO_PASSWORD);
    const bar = page.getByTestId("bottom-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Mon espace" })).toHaveAttribute("aria-current", "page");
    // A short label under the thumb, the full name for a screen reader.
    const forum = bar.getByRole("link", { name: "Forum d'entraide", exact: true });
    await expect(forum).toHaveText(/^\W*Forum$/);
    await expect(forum).toHaveAttribute("href", "/forum");
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    for (const link of await bar.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await bar.getByRole("link", { name: "Pratiquer" }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(bar.getByRole("link", { name: "Pratiquer" })).toHaveAttribute("aria-current", "page");
    // The end of the page (the footer's help line) scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const help = page.getByRole("contentinfo").getByRole("link").first();
    expect((await help.boundingBox())!.y + (await help.boundingBox())!.height).toBeLessThanOrEqual(box.y);
    await expectNoSeriousAxeViolation(page, "barre du bas");
    await page.screenshot({ path: "test-results/screens/bottom-bar-390.png" });
  });

  test("au-delà de 640 px, la barre laisse place aux mêmes entrées dans l'en-tête", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/practice");
    await expect(page.getByTestId("bottom-bar")).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Navigation principale", exact: true }).getByRole("link", { name: "Pratiquer" }),
    ).toBeVisible();
    // From 768 px the header reads the spec's « Forum d'entraide »; between 640 and 768 px, « Forum », named in full.
    const forum = page
      .getByRole("navigation", { name: "Navigation principale", exact: true })
      .getByRole("link", { name: "Forum d'entraide", exact: true });
    expect(await forum.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("Forum d'entraide");
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(forum).toBeVisible();
    expect(await forum.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("Forum");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  });
});

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

import {
  createConfirmedUser,
  DEMO_PASSWORD,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolation,
  login,
  test,
} from "./fixtures";

const PHONE = { width: 390, height: 844 };

test.describe("formulaires et notifications (issue 17)", () => {
  test("un refus s'affiche près du formulaire, jamais une seconde fois en notification", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("E-mail ou pseudo").fill("camille");
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("main").getByText("E-mail ou mot de passe incorrect", { exact: false })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByTestId("toast")).toHaveCount(0);

    await page.goto("/auth/signup");
    await page.getByLabel("Pseudo").fill("camille");
    await page.getByLabel("E-mail", { exact: true }).fill(`autre${Date.now()}@exemple.test`);
    await page.getByLabel("Mot de passe").fill("un-secret-solide");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Ce pseudo est déjà utilisé", { exact: false }).first()).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("un succès efface la notification d'erreur d'avant", async ({ page }) => {
    await page.goto("/cycles/petitesse?periode=12-18");
    await page.getByRole("button", { name: "Supprimer ce cycle" }).click();
    const refusal = page.getByTestId("toast").filter({ hasText: "Vous devez garder au moins un cycle" });
    await expect(refusal).toBeVisible();
    await page.getByRole("button", { name: "+ Ajouter un cycle" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Nouveau cycle ajouté" })).toBeVisible();
    await expect(refusal).toHaveCount(0);
  });
});

test.describe("des écrans vides sans compteurs à zéro", () => {
  test("tableau de bord, actes et historique d'un nouveau compte", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "calme");
    await login(page, identity.pseudo, identity.password);
    await expect(page.getByTestId("figures-empty")).toHaveText(/Vos chiffres apparaîtront ici après votre première pratique terminée/);
    await expect(page.getByTestId("figure-week")).toHaveCount(0);
    await expect(page.getByTestId("open-acts")).toHaveCount(0);
    await expect(page.getByText("0 acte")).toHaveCount(0);
    await expect(page.getByTestId("reward-progress")).toHaveCount(0);
    await expectNoSeriousAxeViolation(page, "tableau de bord vide");
    await page.screenshot({ path: "test-results/screens/dashboard-empty-desktop.png", fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: "test-results/screens/dashboard-empty-390.png", fullPage: true });

    await page.goto("/acts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Compteurs")).toHaveCount(0);
    await expectNoSeriousAxeViolation(page, "actes vides");

    await page.goto("/history");
    await expect(page.getByText("Aucune pratique enregistrée pour le moment.")).toBeVisible();
    await expect(page.getByText("Minutes de pratique")).toHaveCount(0);
    await expect(page.getByText("Cette semaine")).toHaveCount(0);
    await expectNoSeriousAxeViolation(page, "historique vide");
    await page.screenshot({ path: "test-results/screens/history-empty-390.png", fullPage: true });
  });

  test("le badge des actes est neutre quand il y en a", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "badge");
    await login(page, identity.pseudo, identity.password);
    await page.getByLabel("Quel acte allez-vous vous offrir ?").fill("Marcher au soleil");
    await page.getByLabel("Où ?").fill("Au parc");
    await page.getByLabel("Quand ?").fill("Demain");
    await page.getByLabel("Comment ?").fill("Sans me presser");
    await page.getByRole("button", { name: "Enregistrer cet acte" }).click();
    const badge = page.getByTestId("open-acts");
    await expect(badge).toHaveText("1 acte à faire");
    const color = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    // Not a red alarm: a pale, nearly neutral background.
    expect(r! - b!).toBeLessThan(40);
    expect(g).toBeGreaterThan(200);
    await expectNoSeriousAxeViolation(page, "badge des actes");
  });
});

test.describe("la table des grandeurs sur un téléphone", () => {
  test.use({ viewport: PHONE });
  test("chaque ligne devient une carte, ses champs l'un sous l'autre, sans défilement de côté", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "gcarte");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/cycles/grandeur-table");
    await page.getByRole("button", { name: /Ajouter une ligne/ }).click();
    await page.getByLabel("Nommer ma grandeur (ligne 1)").fill("La douceur");
    await page.getByLabel("Cycle traumatique correspondant ? (ligne 1)").fill("La dureté reçue");
    await page.getByRole("button", { name: "Enregistrer la ligne 1" }).click();
    await expect(page.getByTestId("toast").first()).toBeVisible();
    const name = (await page.getByLabel("Nommer ma grandeur (ligne 1)").boundingBox())!;
    const trauma = (await page.getByLabel("Cycle traumatique correspondant ? (ligne 1)").boundingBox())!;
    expect(trauma.y).toBeGreaterThan(name.y + name.height - 1);
    expect(name.width).toBeGreaterThan(250);
    const card = (await page.getByTestId("grandeur-row").first().boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("columnheader")).toHaveCount(0);
    await expectNoHorizontalOverflow(page, "table des grandeurs");
    await expectNoSeriousAxeViolation(page, "table des grandeurs, téléphone");
    await page.screenshot({ path: "test-results/screens/grandeur-table-390.png", fullPage: true });
  });
});

test.describe("des retours qui mènent quelque part", () => {
  test("un visiteur revient du catalogue vers l'accueil, pas vers la connexion", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/tools");
    await expectNoSeriousAxeViolation(page, "catalogue");
  });
});

test.describe("écrans changés, sur téléphone et ordinateur", () => {
  for (const path of ["/cycles/grandeur-table", "/history", "/acts", "/dashboard", "/cycles"]) {
    test(`axe et captures : ${path}`, async ({ page }) => {
      await login(page, "camille", DEMO_PASSWORD);
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSeriousAxeViolation(page, path);
      const name = path.replace(/\W+/g, "-");
      await page.screenshot({ path: `test-results/screens/ux${name}-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await expectNoHorizontalOverflow(page, path);
      await page.screenshot({ path: `test-results/screens/ux${name}-390.png`, fullPage: true });
    });
  }
});

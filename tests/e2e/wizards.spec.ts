/** The two wizards (issue 11): Actualité and Nommer sa Grandeur, signed in or not, with and without JavaScript, on a phone. */
import type { Page } from "@playwright/test";
import {
  createConfirmedUser,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolation,
  login,
  test,
  FRENCH_BROWSER,
} from "./fixtures";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const stepIs = (page: Page, n: number, of = 12) => expect(page.getByText(`Étape ${n} sur ${of}`).first()).toBeAttached();

async function next(page: Page, to: number) {
  await page.getByRole("button", { name: "Suivant" }).click();
  await stepIs(page, to);
}

/** Steps 1 to 4 of Actualité: three subjects (Enter and the button), the refusals, the ratings, a quick choice. */
async function actualiteToStep5(page: Page, { javascript = true } = {}) {
  await page.goto("/practice/actualite");
  await stepIs(page, 1);
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Veuillez ajouter au moins un sujet d'actualité.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Précédent" })).toBeDisabled();
  const subject = page.getByLabel("Un sujet d'actualité");
  await subject.fill("La guerre");
  await subject.press("Enter");
  await expect(page.getByTestId("subjects").getByText("La guerre")).toBeVisible();
  await page.getByLabel("Un sujet d'actualité").fill("   ");
  await page.getByLabel("Un sujet d'actualité").press("Enter");
  await page.getByLabel("Un sujet d'actualité").fill("Les élections");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByTestId("subjects").getByText("Les élections")).toBeVisible();
  await page.getByLabel("Un sujet d'actualité").fill("Le climat");
  await page.getByLabel("Un sujet d'actualité").press("Enter");
  await expect(page.getByTestId("subjects").getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Retirer « Les élections »" }).click();
  await expect(page.getByTestId("subjects").getByRole("listitem")).toHaveCount(2);
  await next(page, 2);

  await expect(page.getByText("1 : ce sujet me touche à peine")).toBeVisible();
  await page.getByRole("group", { name: "La guerre" }).getByText("9", { exact: true }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Veuillez noter tous les sujets avant de continuer.")).toBeVisible();
  await expect(page.getByRole("group", { name: "La guerre" }).getByRole("radio", { name: "9" })).toBeChecked();
  await page.getByRole("group", { name: "Le climat" }).getByText("4", { exact: true }).click();
  await next(page, 3);
  if (javascript) await expectNoSeriousAxeViolation(page, "actualité classement");

  const quick = page.getByTestId("quick-choices");
  await expect(quick.getByText("Le plus lourd")).toBeVisible();
  await expect(quick.getByText("Le plus accessible")).toBeVisible();
  await expect(page.getByTestId("ranking").getByRole("listitem").first()).toContainText("La guerre");
  await quick.getByRole("button", { name: "Choisir ce sujet : Le climat" }).click();
  await stepIs(page, 5);
  await expect(page.getByText("Sujet choisi : Le climat")).toBeVisible();
}

async function actualiteFreeSteps(page: Page, { reload = false } = {}) {
  await page.getByLabel("Ce que ce sujet réveille en moi").fill("De l'inquiétude pour mes enfants");
  await next(page, 6);
  if (reload) {
    await page.reload();
    await stepIs(page, 6);
    await page.getByRole("button", { name: "Précédent" }).click();
    await stepIs(page, 5);
    await expect(page.getByLabel("Ce que ce sujet réveille en moi")).toHaveValue("De l'inquiétude pour mes enfants");
    await next(page, 6);
  }
  for (const step of [7, 8, 9, 10, 11]) await next(page, step);
  await page.getByLabel("L'acte que je vais poser").fill("Prendre le vélo pour aller travailler");
  await next(page, 12);
  await page.getByLabel("Où, quand et comment je le poserai").fill("Dès lundi, avec le vélo de ma sœur");
  await page.getByRole("button", { name: "Terminer l'exploration" }).click();
}

test.describe("Actualité", () => {
  test("connecté : douze étapes, une relecture en cours de route, l'acte et le tableau de bord", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "actu");
    await login(page, identity.pseudo, identity.password);
    await actualiteToStep5(page);
    await expect(page).toHaveURL(/sessionId=/);
    await actualiteFreeSteps(page, { reload: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, "Exploration terminée")).toBeVisible();
    await page.goto("/acts");
    await expect(page.getByText("Actualité : Le climat").first()).toBeVisible();
    await page.goto("/history");
    await expect(page.getByText("Actualité", { exact: true }).first()).toBeVisible();
  });

  test("visiteur : le brouillon reste sur l'appareil et l'acte est enregistré localement", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await actualiteToStep5(page);
    await expectNoHorizontalOverflow(page, "actualité sur téléphone");
    await page.getByLabel("Ce que ce sujet réveille en moi").fill("Une lourdeur");
    await next(page, 6);
    await page.reload();
    await stepIs(page, 6);
    await expect(page.getByText("Sujet choisi : Le climat")).toBeVisible();
    await page.getByRole("button", { name: "Précédent" }).click();
    await expect(page.getByLabel("Ce que ce sujet réveille en moi")).toHaveValue("Une lourdeur");
    await next(page, 6);
    for (const step of [7, 8, 9, 10, 11, 12]) await next(page, step);
    await page.getByRole("button", { name: "Terminer l'exploration" }).click();
    await expect(toast(page, "Acte enregistré localement")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Exploration terminée" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Créer un compte pour garder cette pratique" })).toBeVisible();
    await page.getByRole("link", { name: "Voir mes actes" }).click();
    await expect(page.getByText("Actualité : Le climat").first()).toBeVisible();
  });

  test("sans JavaScript : toutes les étapes, puis l'acte à copier et l'offre de créer un compte", async ({ browser }) => {
    const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
    const page = await context.newPage();
    await actualiteToStep5(page, { javascript: false });
    // A browser without JavaScript shows <noscript>; Playwright's switch only stops the scripts, so read the markup.
    expect(await page.content()).toContain("Sans JavaScript, cette page ne peut rien garder sur votre appareil");
    await actualiteFreeSteps(page);
    await expect(page.getByTestId("act-text")).toContainText("Actualité : Le climat");
    await expect(page.getByTestId("act-text")).toContainText("Prendre le vélo pour aller travailler");
    await expect(page.getByRole("link", { name: "Créer un compte pour garder cette pratique" })).toBeVisible();
    await context.close();
  });
});

/** The three steps of Nommer sa Grandeur with their refusals. */
async function grandeurSteps(page: Page) {
  await expect(page.getByRole("heading", { name: "Nommer votre grandeur" })).toBeVisible();
  await page.getByLabel("Ma grandeur").fill("");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Merci de nommer votre grandeur avant de continuer")).toBeVisible();
  await page.getByLabel("Ma grandeur").fill("Ma fidélité");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Merci de nommer la misère correspondante avant de continuer")).toBeVisible();
  await page.getByLabel("La misère à laquelle elle répond").fill("L'abandon pendant la séparation");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("heading", { name: "Savourer et agir" })).toBeVisible();
  await page.getByRole("button", { name: "Précédent" }).click();
  await expect(page.getByLabel("La misère à laquelle elle répond")).toHaveValue("L'abandon pendant la séparation");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByRole("button", { name: "Terminer" }).click();
  await expect(page.getByText("Merci de renseigner au moins un champ de l'acte")).toBeVisible();
  await page.getByLabel("L'acte que je vais poser").fill("Rendre visite à Paul");
  await page.getByLabel("Quand ?").fill("samedi");
}

test.describe("Nommer sa Grandeur", () => {
  test("connecté : la session s'ouvre, une relecture garde les réponses, la fin ouvre la table des grandeurs", async ({
    page,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "grand");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/practice/nommer-grandeur");
    // The session opens as the wizard is shown.
    await expect(page).toHaveURL(/sessionId=/);
    await expectNoSeriousAxeViolation(page, "nommer sa grandeur");
    await page.getByLabel("Ma grandeur").fill("Ma fidélité");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
    await page.getByRole("button", { name: "Précédent" }).click();
    await grandeurSteps(page);
    await page.getByRole("button", { name: "Terminer" }).click();
    await expect(page).toHaveURL(/\/cycles\/grandeur-table$/);
    await expect(toast(page, "Bravo !")).toBeVisible();
    await expect(page.getByText("Ma fidélité").first()).toBeVisible();
    await page.goto("/acts");
    await expect(page.getByText("Rendre visite à Paul").first()).toBeVisible();
  });

  test("visiteur sur téléphone : la pratique et l'acte restent sur l'appareil, avec l'invitation à créer un compte", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/practice/nommer-grandeur");
    await page.getByLabel("Ma grandeur").fill("Ma tendresse");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
    await page.getByRole("button", { name: "Précédent" }).click();
    await expect(page.getByLabel("Ma grandeur")).toHaveValue("Ma tendresse");
    await grandeurSteps(page);
    await expectNoHorizontalOverflow(page, "nommer sa grandeur sur téléphone");
    await page.getByRole("button", { name: "Terminer" }).click();
    await expect(toast(page, "Acte enregistré localement")).toBeVisible();
    await expect(page.getByText("Créez un compte pour garder aussi votre grandeur")).toBeVisible();
    await expectNoSeriousAxeViolation(page, "fin de nommer sa grandeur");
    await page.getByRole("link", { name: "Voir mes actes" }).click();
    await expect(page.getByText("Rendre visite à Paul").first()).toBeVisible();
  });

  test("sans JavaScript, connecté : les trois étapes et la table des grandeurs", async ({ browser, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "grandnojs");
    const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page, identity.pseudo, identity.password);
    await page.goto("/practice/nommer-grandeur");
    await grandeurSteps(page);
    await page.getByRole("button", { name: "Terminer" }).click();
    await expect(page).toHaveURL(/\/cycles\/grandeur-table$/);
    await expect(page.getByText("Ma fidélité").first()).toBeVisible();
    await context.close();
  });
});

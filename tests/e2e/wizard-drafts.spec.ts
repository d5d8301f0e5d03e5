/**
 * Issue 30 item 9: in both wizards, what is typed or rated in the current step and not yet sent stays
 * on the device through a reload, for a visitor and a signed-in person, and goes once the step is sent.
 */
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, login, test } from "./fixtures";

const stepIs = (page: Page, n: number, of = 12) => expect(page.getByText(`Étape ${n} sur ${of}`).first()).toBeAttached();
/** The draft kept under `name` in the device store, whoever owns it (`rvi:<owner>:<name>`). */
const stored = (page: Page, name: string) =>
  page.evaluate((wanted) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("rvi:") && k.endsWith(`:${wanted}`));
    return key ? localStorage.getItem(key) : null;
  }, name);

test("Actualité, visiteur : un sujet tapé, une note et une réponse non envoyées survivent à un rechargement", async ({ page }) => {
  await page.goto("/practice/actualite");
  await stepIs(page, 1);
  // Step 1: a subject typed but not added yet.
  await page.getByLabel("Un sujet d'actualité").fill("La guerre");
  await page.getByLabel("Un sujet d'actualité").press("Enter");
  await expect(page.getByTestId("subjects").getByText("La guerre")).toBeVisible();
  await page.getByLabel("Un sujet d'actualité").fill("Le climat");
  await page.reload();
  await expect(page.getByLabel("Un sujet d'actualité")).toHaveValue("Le climat");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByTestId("subjects").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Un sujet d'actualité")).toHaveValue("");
  await page.getByRole("button", { name: "Suivant" }).click();
  await stepIs(page, 2);

  // Step 2: a rating given but not sent.
  await page.getByRole("group", { name: "La guerre" }).getByText("9", { exact: true }).click();
  await page.reload();
  await stepIs(page, 2);
  await expect(page.getByRole("group", { name: "La guerre" }).getByRole("radio", { name: "9" })).toBeChecked();
  await page.getByRole("group", { name: "Le climat" }).getByText("4", { exact: true }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await stepIs(page, 3);
  await page.getByTestId("quick-choices").getByRole("button", { name: "Choisir ce sujet : Le climat" }).click();
  await stepIs(page, 5);

  // Step 5: a text typed but not sent.
  await page.getByLabel("Ce que ce sujet réveille en moi").fill("De l'inquiétude pour mes enfants");
  await page.reload();
  await stepIs(page, 5);
  await expect(page.getByLabel("Ce que ce sujet réveille en moi")).toHaveValue("De l'inquiétude pour mes enfants");
  // Sent: the step's draft is gone, the answer is in the wizard's own draft.
  await page.getByRole("button", { name: "Suivant" }).click();
  await stepIs(page, 6);
  await expect.poll(() => stored(page, "actualite_step_draft")).toBeNull();
  await page.getByRole("button", { name: "Précédent" }).click();
  await stepIs(page, 5);
  await expect(page.getByLabel("Ce que ce sujet réveille en moi")).toHaveValue("De l'inquiétude pour mes enfants");
});

test("Nommer sa Grandeur, connecté : le texte de l'étape survit à un rechargement, puis part avec l'étape", async ({
  page,
  request,
  baseURL,
}) => {
  const identity = await createConfirmedUser(request, baseURL!, "grdraft");
  await login(page, identity.pseudo, identity.password);
  await page.goto("/practice/nommer-grandeur");
  await expect(page).toHaveURL(/sessionId=/);
  await page.getByLabel("Ma grandeur").fill("Ma fidélité");
  await page.reload();
  await expect(page.getByLabel("Ma grandeur")).toHaveValue("Ma fidélité");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
  await expect.poll(() => stored(page, "nommer_grandeur_step_draft")).toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
  await page.getByRole("button", { name: "Précédent" }).click();
  await expect(page.getByLabel("Ma grandeur")).toHaveValue("Ma fidélité");
});

test("Nommer sa Grandeur, visiteur : le texte de l'étape survit à un rechargement", async ({ page }) => {
  await page.goto("/practice/nommer-grandeur");
  await page.getByLabel("Ma grandeur").fill("Ma patience");
  await page.reload();
  await expect(page.getByLabel("Ma grandeur")).toHaveValue("Ma patience");
});

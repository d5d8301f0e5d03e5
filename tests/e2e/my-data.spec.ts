import { unzipSync, strFromU8 } from "fflate";
import { readFileSync } from "node:fs";
import { insertPractice, userIdOf } from "../support/practices";
import { createConfirmedUser, expect, login, test } from "./fixtures";

test("exporter toutes ses données puis supprimer son compte", async ({ page, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "donnees");
  insertPractice(userIdOf(identity.email), { toolName: "La Peur", answers: ["Ma réponse à emporter avec moi"] });
  await login(page, identity.pseudo, identity.password);
  await page.goto("/auth/profile");
  await page.getByRole("link", { name: "Gérer mes données" }).click();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger toutes mes données (ZIP)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^rendez-vous-interieur-.*\.zip$/);
  const archive = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(archive["donnees.json"]!));
  expect(data.account.username).toBe(identity.pseudo);
  expect(JSON.stringify(data.practiceResponses)).toContain("Ma réponse à emporter avec moi");

  await page.getByLabel(/Pour confirmer, tapez votre pseudo/).fill("pas-le-bon");
  await page.getByRole("button", { name: /Supprimer/ }).click();
  await expect(page.getByText("Le pseudo ne correspond pas.")).toBeVisible();
  await page.getByLabel(/Pour confirmer, tapez votre pseudo/).fill(identity.pseudo);
  await page.getByRole("button", { name: /Supprimer/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();

  await page.goto("/auth/login");
  await page.getByLabel("E-mail ou pseudo").fill(identity.pseudo);
  await page.getByLabel("Mot de passe").fill(identity.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByTestId("form-alert")).toContainText("E-mail ou mot de passe incorrect");
});

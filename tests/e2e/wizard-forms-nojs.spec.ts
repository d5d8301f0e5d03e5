/**
 * The wizards read their forms through conform (issue 32): without JavaScript, a refused step shows the
 * server's French message beside its field (conform's field errors, wired to the field for screen
 * readers), and nothing typed is lost. One journey per wizard, on a phone.
 */
import { createConfirmedUser, expect, login, test } from "./fixtures";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test("Nommer sa Grandeur : la misère manquante est signalée sous son champ, la grandeur écrite reste", async ({ page }) => {
  await page.goto("/practice/nommer-grandeur");
  await page.getByLabel("Ma grandeur").fill("Ma patience");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("heading", { name: "Relier à la misère" })).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  const misere = page.getByLabel("La misère à laquelle elle répond");
  await expect(misere).toHaveAttribute("aria-invalid", "true");
  await expect(misere).toHaveAccessibleDescription("Merci de nommer la misère correspondante avant de continuer");
  await page.screenshot({ path: "test-results/screens/phone-nommer-grandeur-refus.png", fullPage: true });
  await page.getByRole("button", { name: "Précédent" }).click();
  await expect(page.getByLabel("Ma grandeur")).toHaveValue("Ma patience");
  // The act's "at least one field" is the fieldset's message.
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel("La misère à laquelle elle répond").fill("L'attente");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByRole("button", { name: "Terminer" }).click();
  await expect(page.getByRole("group", { name: "Remplissez au moins un de ces quatre champs." })).toHaveAccessibleDescription(
    "Merci de renseigner au moins un champ de l'acte",
  );
});

test("Actualité : un sujet en double est refusé sous son champ, le texte tapé reste", async ({ page }) => {
  await page.goto("/practice/actualite");
  const subject = page.getByLabel("Un sujet d'actualité");
  await subject.fill("La guerre");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByTestId("subjects").getByText("La guerre")).toBeVisible();
  await expect(page.getByLabel("Un sujet d'actualité")).toHaveValue("");
  await page.getByLabel("Un sujet d'actualité").fill("la guerre");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByLabel("Un sujet d'actualité")).toHaveValue("la guerre");
  await expect(page.getByLabel("Un sujet d'actualité")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Ce sujet est déjà dans votre liste.")).toBeVisible();
  await expect(page.getByTestId("subjects").getByRole("listitem")).toHaveCount(1);
});

test("3 Gestes écrit : le geste manquant est signalé, les réponses écrites restent", async ({ page }) => {
  await page.goto("/practice/trois-gestes-ecrit");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("group", { name: "Le geste du jour" })).toHaveAccessibleDescription(
    "Choisissez le geste du jour pour continuer.",
  );
  await page.getByLabel(/Le rejet → La miséricorde/).check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel("Dans quelle situation ? Que s'est-il passé ?").fill("Le repas de dimanche");
  await page.getByRole("button", { name: "Précédent" }).click();
  await expect(page.getByLabel(/Le rejet → La miséricorde/)).toBeChecked();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByLabel("Dans quelle situation ? Que s'est-il passé ?")).toHaveValue("Le repas de dimanche");
});

test("une pratique : l'engagement incomplet est refusé champ par champ, ce qui est écrit reste", async ({ page, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "engnojs");
  await login(page, identity.pseudo, identity.password);
  await page.goto("/practice/critique");
  for (const text of ["Une remarque de ma collègue", "Un vieux doute"]) {
    await page.getByLabel("Votre réponse").fill(text);
    await page.getByRole("button", { name: "Étape suivante" }).click();
  }
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 3 sur 3");
  await page.getByLabel("Votre réponse").fill("Lui parler calmement");
  await page.getByRole("button", { name: "Sauvegarder ma pratique" }).click();
  await page.getByLabel("Où ?").fill("Au bureau");
  await page.getByRole("button", { name: "Je m'engage à le faire" }).click();
  await expect(page.getByLabel("Où ?")).toHaveValue("Au bureau");
  await expect(page.getByLabel("Quand ?")).toHaveAccessibleDescription("Veuillez remplir tous les champs");
});

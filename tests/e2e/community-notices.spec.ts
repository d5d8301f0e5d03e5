/**
 * Issue 57 (decision 0475) in Chromium: « Mes notifications » without JavaScript on a phone — each kind on
 * each channel, « Je veille » with quiet hours, a refusal that keeps what was typed, « Je ne veille plus ».
 */
import { expect, test } from "./fixtures";
import { signedIn } from "./signed-in";

test("« Mes notifications » sans JavaScript : les choix, la veille et ses heures", async ({ browser, request, baseURL }) => {
  const { page, context } = await signedIn(browser, request, baseURL!, false, "notifnojs");
  await page.goto("/rendez-vous");
  await page.getByRole("link", { name: /Mes notifications/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes notifications" })).toBeVisible();
  const replies = page.getByRole("group", { name: "Réponses aux sujets que je suis" });
  await expect(replies.getByRole("checkbox", { name: "Sur mes appareils" })).toBeChecked();
  // Replies by e-mail off: saved, and still off after the page comes back.
  await replies.getByRole("checkbox", { name: "Par e-mail" }).uncheck();
  await page.getByRole("button", { name: "Enregistrer mes choix" }).click();
  await expect(page.getByText("Vos choix sont enregistrés.")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Réponses aux sujets que je suis" }).getByRole("checkbox", { name: "Par e-mail" }),
  ).not.toBeChecked();
  // No veille yet: its row is not offered.
  await expect(page.getByRole("group", { name: "Sujets restés sans réponse (veille)" })).toHaveCount(0);

  // « Je veille », with quiet hours that are one and the same time: refused in French, the typing kept.
  const veille = page.locator("#veille");
  await veille.getByRole("radio", { name: "veilleuse" }).check();
  await veille.getByLabel("De").fill("22:00");
  await veille.getByLabel("Jusqu'à").fill("22:00");
  await veille.getByRole("button", { name: "Je veille" }).click();
  await expect(page.locator("#veille").getByText("Indiquez deux heures différentes")).toBeVisible();
  await expect(page.locator("#veille").getByLabel("De")).toHaveValue("22:00");
  await page.locator("#veille").getByLabel("Jusqu'à").fill("07:00");
  await page.locator("#veille").getByRole("button", { name: "Je veille" }).click();
  await expect(page.getByText("Merci de veiller.")).toBeVisible();
  await expect(page.getByText("Vous êtes veilleuse. Merci.")).toBeVisible();
  // Now the veille's row is offered.
  await expect(page.getByRole("group", { name: "Sujets restés sans réponse (veille)" })).toBeVisible();
  await page.screenshot({ path: "test-results/notifications-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Je ne veille plus" }).click();
  await expect(page.getByText("Vous ne veillez plus.")).toBeVisible();
  await context.close();
});

/**
 * Issue 57 (decision 0475) in Chromium: « Mes notifications » without JavaScript on a phone — each kind on
 * each channel, « Je veille » with quiet hours, a refusal that keeps what was typed, « Je ne veille plus »;
 * the header's count of followed topics rising live in one browser when another answers, read away.
 */
import { greeted, secondBrowser, signInFresh, uniqueWord } from "./community";
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

test("le compteur des sujets suivis monte en direct quand quelqu'un répond, et la lecture l'efface", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signInFresh(page, request, baseURL!, "suivie");
  // The author starts a topic: they follow it.
  await page.goto("/forum/nouveau");
  const title = `Une nuit longue ${uniqueWord()}`;
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Contenu").fill("Est-ce que quelqu'un est là ce soir ?");
  await page.getByRole("button", { name: "Publier le sujet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const topicUrl = page.url();
  // Elsewhere in the app, their own room open.
  const userRoom = greeted(page, "user-room");
  await page.goto("/forum");
  await userRoom;
  await expect(page.getByTestId("follows-badge")).toHaveCount(0);

  // Someone answers, from another browser.
  const other = await secondBrowser(browser, request, baseURL!, "repond");
  await other.page.goto(topicUrl);
  await other.page.getByLabel("Votre réponse").fill("Je suis là, je vous lis.");
  await other.page.getByRole("button", { name: "Répondre", exact: true }).click();
  await expect(other.page.getByLabel("Votre réponse")).toHaveValue("");

  // The author's header says so, live, with no reload; opening the topic clears it.
  await expect(page.getByTestId("follows-badge")).toHaveText("1");
  await expect(page.getByTestId("follows-link")).toHaveAttribute("aria-label", /1 sujet a de nouvelles réponses/);
  await page.getByTestId("follows-link").click();
  await expect(page).toHaveURL(/\/forum\/suivis$/);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText("Je suis là, je vous lis.")).toBeVisible();
  await expect(page.getByTestId("follows-badge")).toHaveCount(0);
  await other.context.close();
});

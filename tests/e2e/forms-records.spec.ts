import type { Page } from "@playwright/test";
/**
 * Issue 8 item 4: the records' and the community's forms are declared once (conform + one zod schema).
 * With JavaScript the browser refuses before any POST, with the server's French words beside the field;
 * without JavaScript the server refuses with the same words and keeps what was typed.
 */
import { query, sqlString as q } from "../support/db";
import { expect, test } from "./fixtures";
import { postsTo, signedIn } from "./signed-in";
import { userIdOf as userId } from "../support/practices";

test.describe.configure({ timeout: 90_000 });

const MESSAGES = {
  act: "Veuillez remplir tous les champs",
  loveTitle: "Donnez un titre à votre mot d'amour.",
  loveSummary: "Merci de remplir tous les champs et de sélectionner une catégorie",
  question: "Veuillez écrire votre question ou enregistrer un message vocal.",
  reply: "La réponse ne peut pas être vide.",
  chat: "Le message ne peut pas être vide.",
} as const;

function seedAct(owner: string, text: string) {
  const now = new Date().toISOString();
  query(
    `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(owner)}, ${q(text)}, 0, ${q(now)}, ${q(now)})`,
  );
}

/** A thread to reply to, posted through the form's own action. */
async function newThread(page: Page, baseURL: string) {
  const title = `Garder le cap ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const posted = await page.request.post("/forum/nouveau", {
    form: { title, content: "Un sujet pour répondre." },
    headers: { Origin: baseURL },
  });
  expect(posted.ok()).toBe(true);
  return new URL(posted.url()).pathname;
}

test.describe("formulaires des écrits et de la communauté, avec JavaScript : refusés avant tout envoi", () => {
  test("un acte, un mot d'amour, une question, une réponse au forum et un message du chat", async ({ browser, request, baseURL }) => {
    const { me, page, context } = await signedIn(browser, request, baseURL!, true, "formjs");
    seedAct(userId(me.email), "Appeler ma sœur");

    // Mes actes: editing an act down to spaces.
    const actPosts = postsTo(page, "/acts");
    await page.goto("/acts");
    await page.getByRole("link", { name: "Modifier : Appeler ma sœur" }).click();
    const actText = page.getByLabel("Texte de l'acte");
    await actText.fill("   ");
    await actText.blur();
    await expect(page.getByText(MESSAGES.act)).toBeVisible();
    await expect(actText).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(MESSAGES.act)).toBeVisible();
    expect(actPosts).toEqual([]);
    // Corrected as it is typed.
    await actText.fill("Appeler ma sœur ce soir");
    await expect(page.getByText(MESSAGES.act)).toHaveCount(0);

    // Ma boîte aux lettres: a letter without a title nor an age.
    const lovePosts = postsTo(page, "/love-words");
    await page.goto("/love-words?nouveau=1");
    await page.getByLabel("Votre mot d'amour").fill("Je suis là, maintenant.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(MESSAGES.loveTitle)).toBeVisible();
    await expect(page.getByText(MESSAGES.loveSummary)).toBeVisible();
    await expect(page.getByLabel("Titre")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Votre mot d'amour")).toHaveValue("Je suis là, maintenant.");
    expect(lovePosts).toEqual([]);
    await page.screenshot({ path: "test-results/screens/forms-records-love-word-1280.png", fullPage: true });

    // Mes questions: spaces only, no recording.
    const questionPosts = postsTo(page, "/questions");
    await page.goto("/questions");
    const question = page.getByLabel("Votre question");
    await question.fill("   ");
    await question.blur();
    await expect(page.getByText(MESSAGES.question)).toBeVisible();
    await expect(question).toHaveAttribute("aria-invalid", "true");
    expect(questionPosts).toEqual([]);

    // Forum: an empty reply.
    const thread = await newThread(page, baseURL!);
    const replyPosts = postsTo(page, thread);
    await page.goto(thread);
    const reply = page.getByLabel("Votre réponse");
    await reply.fill("   ");
    await page.getByRole("button", { name: "Répondre" }).last().click();
    await expect(page.getByText(MESSAGES.reply)).toBeVisible();
    await expect(reply).toHaveAttribute("aria-invalid", "true");
    // The counter still counts what is typed.
    await expect(page.getByTestId("content-count")).toHaveText(/^3\/3.000 caractères$/);
    expect(replyPosts).toEqual([]);

    // Chat: an empty message, sent with Enter.
    const chatPosts = postsTo(page, "/entraide");
    await page.goto("/entraide");
    const message = page.getByLabel("Votre message");
    await message.fill("  ");
    await message.press("Enter");
    await expect(page.getByText(MESSAGES.chat)).toBeVisible();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    expect(chatPosts).toEqual([]);
    await page.screenshot({ path: "test-results/screens/forms-records-chat-1280.png" });
    await context.close();
  });
});

test.describe("formulaires des écrits et de la communauté, sans JavaScript : le serveur refuse avec les mêmes mots", () => {
  test("un acte, un mot d'amour, une question, une réponse au forum et un message du chat", async ({ browser, request, baseURL }) => {
    const { me, page, context } = await signedIn(browser, request, baseURL!, false, "formnojs");
    seedAct(userId(me.email), "Appeler ma sœur");

    await page.goto("/acts");
    await page.getByRole("link", { name: "Modifier : Appeler ma sœur" }).click();
    await page.getByLabel("Texte de l'acte").fill("   ");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(MESSAGES.act)).toBeVisible();
    await expect(page.getByLabel("Texte de l'acte")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Texte de l'acte")).toHaveValue("   ");

    // Spaces pass the browser's own `required` check: the server refuses, and keeps the letter.
    await page.goto("/love-words?nouveau=1");
    await page.getByLabel("Titre").fill("   ");
    await page.getByLabel("Votre mot d'amour").fill("Je suis là, maintenant.");
    await page.getByLabel("Enfant", { exact: true }).check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText(MESSAGES.loveTitle)).toBeVisible();
    await expect(page.getByText(MESSAGES.loveSummary)).toBeVisible();
    await expect(page.getByLabel("Votre mot d'amour")).toHaveValue("Je suis là, maintenant.");
    await expect(page.getByLabel("Enfant", { exact: true })).toBeChecked();
    await page.screenshot({ path: "test-results/screens/forms-records-love-word-nojs-390.png", fullPage: true });

    await page.goto("/questions");
    await page.getByLabel("Votre question").fill("   ");
    await page.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(page.getByText(MESSAGES.question)).toBeVisible();
    await expect(page.getByLabel("Votre question")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Votre question")).toHaveValue("   ");

    const thread = await newThread(page, baseURL!);
    await page.goto(thread);
    await page.getByLabel("Votre réponse").fill("   ");
    await page.getByRole("button", { name: "Répondre" }).last().click();
    await expect(page.getByText(MESSAGES.reply)).toBeVisible();
    await expect(page.getByLabel("Votre réponse")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Votre réponse")).toHaveValue("   ");
    await page.locator("#repondre").screenshot({ path: "test-results/screens/forms-records-reply-nojs-390.png" });

    await page.goto("/entraide");
    await page.getByLabel("Votre message").fill("  ");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText(MESSAGES.chat)).toBeVisible();
    await expect(page.getByLabel("Votre message")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Votre message")).toHaveValue("  ");

    // A new thread whose title has no letter: both fields come back as typed, the message beside the title.
    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill("???");
    await page.getByLabel("Contenu").fill("Mon contenu gardé.");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByText("Le titre doit contenir au moins une lettre ou un chiffre.")).toBeVisible();
    await expect(page.getByLabel("Titre")).toHaveValue("???");
    await expect(page.getByLabel("Contenu")).toHaveValue("Mon contenu gardé.");
    await context.close();
  });
});

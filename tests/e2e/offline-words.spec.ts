/**
 * Issue 42: help follows the chosen country offline, and words written offline are kept and sent once.
 * Phone viewport (390 × 844), the service worker running where a page must come from its cache, the
 * network cut at the browser (`context.setOffline(true)`).
 */
import type { Page } from "@playwright/test";
import { query, sqlString as q } from "../support/db";
import { offline, phone, workerActive } from "../support/offline";
import { secondBrowser, uniqueWord } from "./community";
import { createConfirmedUser, expect, login, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const LIVE = { timeout: 20_000 };
const ERROR_SCREEN = "Erreur au chargement de l'application";
const LOST = "Connexion perdue, nouvelle tentative…";

/** The footer's lines: the country it names and its numbers. */
const footer = (page: Page) => page.getByTestId("footer-lines");

test("hors ligne, le pays choisi (Belgique) : /aide, le pied de page de chaque page, et choisir la Suisse sans réseau", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/aide");
  await workerActive(page);
  // Belgium, chosen with the network: the cookie, and the device store's visitor key.
  await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("BE");
  await page.getByRole("button", { name: "Afficher ses numéros" }).click();
  await expect(page.getByRole("heading", { name: "Numéros d'aide en Belgique" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rvi:visiteur:pays"))).toBe("BE");

  await offline(context, page);
  // /aide from the cache (rendered for a visitor: France first): Belgium's lines first, and in the footer.
  await page.goto("/aide");
  const own = page.getByTestId("help-country").first();
  await expect(own).toHaveAttribute("data-country", "BE");
  await expect(own.getByRole("heading", { name: "Numéros d'aide en Belgique" })).toBeVisible();
  await expect(own.locator('a[href="tel:080032123"]')).toBeVisible();
  await expect(page.getByTestId("help-now")).toContainText("Centre de Prévention du Suicide");
  await expect(footer(page)).toHaveAttribute("data-country", "BE");
  await expect(footer(page)).toContainText("Belgique");
  await expect(footer(page)).not.toContainText("3114");
  // Every page served from the cache, and the offline page.
  for (const path of ["/", "/practice/peur", "/practice", "/forum"]) {
    await page.goto(path);
    await expect(footer(page), path).toHaveAttribute("data-country", "BE");
    await expect(footer(page), path).toContainText("Belgique");
  }
  await page.screenshot({ path: "test-results/screens/offline-footer-belgique.png", fullPage: true });

  // Suisse, chosen with no network: shown at once, on /aide and in the footer, and kept.
  await page.goto("/aide");
  // The page runs (the device's Belgium is drawn after hydration) before the choice is made.
  await expect(page.getByTestId("help-country").first()).toHaveAttribute("data-country", "BE");
  await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("CH");
  await page.getByRole("button", { name: "Afficher ses numéros" }).click();
  await expect(page.getByTestId("help-country").first()).toHaveAttribute("data-country", "CH");
  await expect(page.getByRole("heading", { name: "Numéros d'aide en Suisse" })).toBeVisible();
  await expect(footer(page)).toHaveAttribute("data-country", "CH");
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/offline-aide-suisse.png", fullPage: true });
  await page.goto("/practice/jalousie");
  await expect(footer(page)).toHaveAttribute("data-country", "CH");

  // The network returns: the choice reaches the server's cookie, and the server's pages say Suisse.
  await context.setOffline(false);
  await page.goto("/");
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "rvi_pays")?.value, LIVE).toBe("CH");
  await page.reload();
  await expect(footer(page)).toHaveAttribute("data-country", "CH");
  await context.close();
});

test("/hors-ligne, servie par le cache avec « ?de= » ou par le serveur, n'écrit aucune erreur dans la console", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/hors-ligne?de=%2Fforum");
  await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute("href", "/forum");
  await workerActive(page);
  await offline(context, page);
  await page.goto("/forum");
  await expect(page).toHaveURL(/\/hors-ligne\?de=%2Fforum$/);
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute("href", "/forum");
  expect(errors).toEqual([]);
  await context.close();
});

test("chat : des messages écrits sans réseau attendent « En attente d'envoi », puis sont enregistrés et montrés une fois", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const author = await createConfirmedUser(request, baseURL!, "horsch");
  await login(page, author.pseudo, author.password);
  const other = await secondBrowser(browser, request, baseURL!, "voitch");
  await other.page.goto("/entraide");
  await page.goto("/entraide");
  await expect(page.getByRole("heading", { name: "Chat d'entraide" })).toBeVisible();

  // « Connexion perdue » as soon as the browser says it is offline.
  await context.setOffline(true);
  await expect(page.getByText(LOST)).toBeVisible({ timeout: 3_000 });

  const first = `Écrit dans le train ${uniqueWord()}`;
  const second = `Et un deuxième ${uniqueWord()}`;
  for (const text of [first, second]) {
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("waiting-post").filter({ hasText: text })).toContainText("En attente d'envoi");
    await expect(page.getByLabel("Votre message")).toHaveValue("");
  }
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/chat-en-attente.png", fullPage: true });
  // On the device, under its author; nothing on the server yet.
  const stored = (text: string) =>
    query<{ n: number }>(
      `SELECT count(*) AS n FROM chat_messages m JOIN users u ON u.id = m.author_id WHERE u.username = ${q(author.pseudo)} AND m.content = ${q(text)}`,
    )[0]!.n;
  expect(stored(first)).toBe(0);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(":waiting_posts")));
  expect(kept).toHaveLength(1);
  expect(kept[0]).not.toContain("visiteur");

  // The network returns: both are stored once, in order, and shown once, here and in the other browser.
  await context.setOffline(false);
  await expect(page.getByTestId("waiting-post")).toHaveCount(0, LIVE);
  await expect.poll(() => [stored(first), stored(second)], LIVE).toEqual([1, 1]);
  for (const text of [first, second]) {
    await expect(page.getByTestId("chat-content").filter({ hasText: text })).toHaveCount(1, LIVE);
    await expect(other.page.getByTestId("chat-content").filter({ hasText: text })).toHaveCount(1, LIVE);
  }
  await expect(page.getByText(LOST)).toHaveCount(0, LIVE);
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  // Sent again (the same key), nothing more is stored.
  await page.reload();
  await expect(page.getByTestId("chat-content").filter({ hasText: first })).toHaveCount(1);
  expect(stored(first)).toBe(1);
  await other.context.close();
  await context.close();
});

test("forum : un sujet puis une réponse écrits sans réseau attendent, puis sont publiés une fois", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const author = await createConfirmedUser(request, baseURL!, "horsfo");
  await login(page, author.pseudo, author.password);
  const title = `Dans le train sans réseau ${uniqueWord()}`;
  const threads = () => query<{ id: string; slug: string }>(`SELECT id, slug FROM forum_threads WHERE title = ${q(title)}`);

  // A new topic.
  await page.goto("/forum/nouveau");
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Contenu").fill("Je l'écris sans réseau, il partira plus tard.");
  await offline(context, page);
  await page.getByRole("button", { name: "Publier le sujet" }).click();
  await expect(page.getByTestId("waiting-post").filter({ hasText: title })).toContainText("En attente d'envoi");
  await expect(page.getByLabel("Titre")).toHaveValue("");
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  await expect(page).toHaveURL(/\/forum\/nouveau$/);
  await page.screenshot({ path: "test-results/screens/sujet-en-attente.png", fullPage: true });
  expect(threads()).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByText("Votre sujet gardé sur cet appareil est publié.")).toBeVisible(LIVE);
  await expect(page.getByTestId("waiting-post")).toHaveCount(0);
  await expect.poll(() => threads().length, LIVE).toBe(1);
  const [thread] = threads();

  // A reply, with a second browser reading the topic.
  const other = await secondBrowser(browser, request, baseURL!, "voitfo");
  await other.page.goto(`/forum/${thread!.slug}`);
  await page.goto(`/forum/${thread!.slug}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const reply = `Une réponse écrite hors ligne ${uniqueWord()}`;
  await page.getByLabel("Votre réponse").fill(reply);
  await context.setOffline(true);
  await expect(page.getByText(LOST)).toBeVisible({ timeout: 3_000 });
  await page.getByRole("button", { name: "Répondre", exact: true }).click();
  await expect(page.getByTestId("waiting-post").filter({ hasText: reply })).toContainText("En attente d'envoi");
  await expect(page.getByLabel("Votre réponse")).toHaveValue("");
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  const replies = () => query<{ n: number }>(`SELECT count(*) AS n FROM forum_replies WHERE content = ${q(reply)}`)[0]!.n;
  expect(replies()).toBe(0);
  await context.setOffline(false);
  await expect.poll(replies, LIVE).toBe(1);
  await expect(page.getByTestId("waiting-post")).toHaveCount(0, LIVE);
  await expect(page.getByText(reply)).toHaveCount(1, LIVE);
  await expect(other.page.getByText(reply)).toHaveCount(1, LIVE);
  const count = query<{ reply_count: number }>(`SELECT reply_count FROM forum_threads WHERE id = ${q(thread!.id)}`)[0]!;
  expect(count.reply_count).toBe(1);
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  await other.context.close();
  await context.close();
});

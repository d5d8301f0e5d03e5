/**
 * Issue 44 item 4 on a phone (390 px): a letter written to oneself and sealed until a day shows only its
 * date; once its day has come (brought forward in the test database) it waits in Ma boîte aux lettres
 * and on the dashboard, opens, and is marked opened. With JavaScript (the browser's zone, Montréal) and
 * without it (Europe/Paris, the server's refusals).
 */
import type { Browser, Page } from "@playwright/test";
import { query, sqlString as q } from "../support/db";
import { createConfirmedUser, expect, login, test, FRENCH_BROWSER } from "./fixtures";
import { postsTo } from "./signed-in";
import { dayIn, openingRange } from "~/letters/opening-day";

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

async function onPhone(browser: Browser, request: Parameters<typeof createConfirmedUser>[0], baseURL: string, javaScriptEnabled: boolean) {
  const me = await createConfirmedUser(request, baseURL, javaScriptEnabled ? "lettrejs" : "lettrenojs");
  const timezoneId = javaScriptEnabled ? "America/Montreal" : "Europe/Paris";
  const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled, baseURL, viewport: PHONE, timezoneId, locale: "fr-FR" });
  const page = await context.newPage();
  await login(page, me.pseudo, me.password);
  return { me, page, context };
}

const letterId = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;
const row = (id: string) =>
  query<{ time_zone: string; opens_on: string; opened_at: string | null }>(
    `SELECT time_zone, opens_on, opened_at FROM sealed_letters WHERE id = ${q(id)}`,
  )[0]!;
const bringDayForward = (id: string) =>
  query(`UPDATE sealed_letters SET opens_at = ${q(new Date(Date.now() - 60_000).toISOString())} WHERE id = ${q(id)}`);

async function sealedPageShowsOnlyTheDate(page: Page, words: string) {
  await expect(page.getByTestId("sealed-letter")).toHaveAttribute("data-state", "sealed");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Scellée jusqu'au");
  await expect(page.getByText(words)).toHaveCount(0);
  expect(await page.content()).not.toContain(words);
}

async function openOnItsDay(page: Page, id: string, words: string, shot: string) {
  bringDayForward(id);
  await page.goto("/dashboard");
  await expect(page.getByTestId("waiting-letter")).toContainText("Une lettre vous attend");
  await page.screenshot({ path: `test-results/screens/letter-dashboard-${shot}.png` });
  await page.getByTestId("waiting-letter").click();
  await expect(page).toHaveURL(new RegExp(`/love-words/lettres/${id}$`));
  await expect(page.getByRole("heading", { name: "Une lettre vous attend" })).toBeVisible();
  expect(await page.content()).not.toContain(words);
  await page.screenshot({ path: `test-results/screens/letter-waiting-${shot}.png`, fullPage: true });
  await page.getByRole("button", { name: "Ouvrir ma lettre" }).click();
  await expect(page.getByTestId("sealed-letter-words")).toHaveText(words);
  await expect(page.getByTestId("sealed-letter")).toHaveAttribute("data-state", "opened");
  expect(row(id).opened_at).not.toBeNull();
  await page.screenshot({ path: `test-results/screens/letter-opened-${shot}.png`, fullPage: true });
}

test("avec JavaScript, sur un téléphone à Montréal : écrire, sceller, ne voir que la date, puis l'ouvrir le jour venu", async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, context } = await onPhone(browser, request, baseURL!, true);
  const words = `Chère moi de Montréal ${crypto.randomUUID().slice(0, 8)}, tu as tenu bon.`;
  await page.goto("/love-words");
  await page.getByTestId("sealed-letters-corner").getByRole("link", { name: "Écrire une lettre à ouvrir plus tard" }).click();
  await expect(page).toHaveURL(/\/love-words\/lettres$/);

  // The browser refuses an empty letter before any POST, in French, beside each field.
  const posts = postsTo(page, "/love-words/lettres", { under: true });
  await page.getByRole("button", { name: "Sceller ma lettre" }).click();
  await expect(page.getByText("Écrivez votre lettre.")).toBeVisible();
  expect(posts).toEqual([]);

  // The days offered are Montréal's; the zone posted is the browser's.
  const tomorrow = openingRange("America/Montreal", new Date()).first;
  await expect(page.getByLabel("À ouvrir le")).toHaveAttribute("min", tomorrow);
  await page.getByLabel("Votre lettre").fill(words);
  await page.getByLabel("À ouvrir le").fill(tomorrow);
  await page.screenshot({ path: "test-results/screens/letter-write-390.png", fullPage: true });
  await page.getByRole("button", { name: "Sceller ma lettre" }).click();
  await expect(page).toHaveURL(/\/love-words\/lettres\/[0-9a-f-]{36}$/);
  const id = letterId(page);
  await sealedPageShowsOnlyTheDate(page, words);
  // The browser's own name for the zone (Chromium says America/Toronto for Montréal's), not Paris's.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(["America/Montreal", "America/Toronto"]).toContain(browserZone);
  expect(row(id)).toMatchObject({ time_zone: browserZone, opens_on: tomorrow, opened_at: null });
  await page.screenshot({ path: "test-results/screens/letter-sealed-390.png", fullPage: true });

  // The list shows its day, never its words.
  await page.goto("/love-words/lettres");
  await expect(page.getByTestId("sealed-letter-card")).toHaveAttribute("data-state", "sealed");
  expect(await page.content()).not.toContain(words);

  await openOnItsDay(page, id, words, "390");
  await context.close();
});

test("sans JavaScript, sur un téléphone : le serveur refuse aujourd'hui en gardant la lettre, la scelle pour demain, puis elle s'ouvre le jour venu", async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, context } = await onPhone(browser, request, baseURL!, false);
  const words = `Chère moi sans script ${crypto.randomUUID().slice(0, 8)}, respire.`;
  await page.goto("/love-words/lettres");
  await page.getByLabel("Votre lettre").fill(words);
  await page.getByLabel("À ouvrir le").fill(dayIn("Europe/Paris", new Date()));
  await page.getByRole("button", { name: "Sceller ma lettre" }).click();
  await expect(page.getByText("Choisissez un jour à partir de demain.")).toBeVisible();
  await expect(page.getByLabel("Votre lettre")).toHaveValue(words);
  await page.screenshot({ path: "test-results/screens/letter-refused-nojs-390.png", fullPage: true });

  const tomorrow = openingRange("Europe/Paris", new Date()).first;
  await page.getByLabel("À ouvrir le").fill(tomorrow);
  await page.getByRole("button", { name: "Sceller ma lettre" }).click();
  await expect(page).toHaveURL(/\/love-words\/lettres\/[0-9a-f-]{36}$/);
  const id = letterId(page);
  await sealedPageShowsOnlyTheDate(page, words);
  expect(row(id)).toMatchObject({ time_zone: "Europe/Paris", opens_on: tomorrow });

  // Its day come, it waits in Ma boîte aux lettres too.
  bringDayForward(id);
  await page.goto("/love-words");
  const corner = page.getByTestId("sealed-letters-corner");
  await expect(corner.getByTestId("sealed-letter-card")).toHaveAttribute("data-state", "waiting");
  await expect(corner.getByTestId("sealed-letter-card")).toContainText("Une lettre vous attend");
  await page.screenshot({ path: "test-results/screens/letter-box-waiting-nojs-390.png", fullPage: true });
  await openOnItsDay(page, id, words, "nojs-390");
  await context.close();
});

/**
 * Issue 42, on a phone: the app keeps its word after every practice.
 * - opening a practice and leaving writes nothing;
 * - a finished practice reloads on its end screen, and leaving it asks nothing;
 * - without JavaScript, the summary keeps every answer after the mood;
 * - « J'ai mal » at the end gets the lines of the person's own country, the forum and the chat, and no
 *   install offer, with and without JavaScript;
 * - every page reads as one careful editor's: no ordinary space before « ; : ! ? », no « ... », no « tu ».
 */
import type { Browser, Page } from "@playwright/test";
import { query, sqlString } from "../support/db";
import { finishPeur } from "./practice-steps";
import { createConfirmedUser, expect, login, test, FRENCH_BROWSER } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, baseURL: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, viewport: PHONE, javaScriptEnabled, locale: "fr-FR" });
  return { context, page: await context.newPage() };
}

const sessionsOf = (pseudo: string) =>
  query<{ id: string; status: string; tool_id: string }>(
    `SELECT s.id, s.status, s.tool_id FROM practice_sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ${sqlString(pseudo)}`,
  );

test("une pratique ouverte puis quittée n'écrit rien dans l'historique", async ({ browser, baseURL, request }) => {
  const { context, page } = await phone(browser, baseURL!);
  const me = await createConfirmedUser(request, baseURL!, "ouvre");
  await login(page, me.pseudo, me.password);
  for (const tool of ["mantra", "table_paix"]) {
    await page.goto(`/practice/${tool}`);
    await page.waitForLoadState("networkidle");
    // Long enough for any write the page would make on its own (the autosave waits 2 s).
    await page.waitForTimeout(2500);
  }
  await page.goto("/history");
  await expect(page.getByText("En cours", { exact: true })).toHaveCount(0);
  expect(sessionsOf(me.pseudo)).toEqual([]);
  // The first answer writes it, once.
  await page.goto("/practice/peur");
  await expect(page.locator("form[novalidate]").filter({ has: page.getByLabel("Votre réponse") })).toHaveCount(1, { timeout: 20_000 });
  await page.getByLabel("Votre réponse").fill("Une première réponse");
  await expect(page.getByTestId("save-status")).toContainText("Enregistré", { timeout: 15_000 });
  await expect.poll(() => sessionsOf(me.pseudo)).toEqual([expect.objectContaining({ tool_id: "peur", status: "in_progress" })]);
  await context.close();
});

test("une pratique finie, rechargée, s'ouvre sur sa fin et se quitte sans question", async ({ browser, baseURL, request }) => {
  const { context, page } = await phone(browser, baseURL!);
  const me = await createConfirmedUser(request, baseURL!, "finie");
  await login(page, me.pseudo, me.password);
  await finishPeur(page, true);
  await expect(page).toHaveURL(/sessionId=/);
  await expect.poll(() => sessionsOf(me.pseudo)[0]?.status).toBe("completed");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
  await expect(page.getByTestId("session-summary")).toContainText("Je me dis que je suis là pour moi.");
  await expect(page.getByText("Session reprise")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Terminer la session" })).toHaveCount(0);
  await expect(page.getByTestId("step-counter")).toHaveCount(0);
  // Leaving asks nothing: the practice is over.
  let asked = false;
  page.on("dialog", (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toBe(false);
  await page.screenshot({ path: "test-results/screens/keeps-its-word-finished-390.png", fullPage: true });
  await context.close();
});

test("sans JavaScript, le résumé garde chaque réponse après l'humeur", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL!, false);
  await finishPeur(page, false);
  await page.getByTestId("feeling").getByRole("button", { name: "Ça va", exact: true }).click();
  const summary = page.getByTestId("session-summary");
  for (const answer of ["J'ai peur de décevoir.", "Elle protège mon besoin d'être aimée.", "Je me dis que je suis là pour moi."])
    await expect(summary).toContainText(answer);
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`« J'ai mal » après une pratique : les numéros de son pays, le forum et le chat, rien d'autre (${javaScriptEnabled ? "avec" : "sans"} JavaScript)`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL!, javaScriptEnabled);
    await context.addCookies([{ name: "rvi_pays", value: "BE", url: baseURL! }]);
    await finishPeur(page, javaScriptEnabled);
    await page.getByTestId("feeling").getByRole("button", { name: "J'ai mal" }).click();
    const care = page.getByTestId("after-practice-care");
    await expect(care).toBeVisible();
    await expect(care.getByRole("link", { name: /^Appeler le 0800 32 123,/ })).toBeVisible();
    await expect(care.getByRole("link", { name: /^Appeler le 112,/ })).toBeVisible();
    await expect(care.locator('a[href="tel:3114"]')).toHaveCount(0);
    await expect(care.getByRole("link", { name: "le forum d'entraide" })).toHaveAttribute("href", "/forum");
    await expect(care.getByRole("link", { name: "le chat d'entraide" })).toHaveAttribute("href", "/entraide");
    // Care first (issue 58 item 6): the help comes before the thanks, never under it.
    const thanks = page.getByText(/^Merci(,| pour) votre réponse/);
    await expect(thanks).toHaveCount(1);
    const [careTop, thanksTop] = await Promise.all([care.boundingBox(), thanks.boundingBox()]);
    expect(careTop!.y).toBeLessThan(thanksTop!.y);
    // Nothing competes with it: no install offer, no next steps.
    await expect(page.getByText("Et maintenant")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Installer/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/jai-mal-${javaScriptEnabled ? "js" : "nojs"}-390.png`, fullPage: true });
    await context.close();
  });
}

/** An ordinary space before ; : ! ? or « … » written as three dots, in what a page shows. */
const TYPO = / [;:!?](?=\s|$)|\p{L}\.\.\./u;
/** The « tu » form, outside the spec's own two strings (decision 0330). */
const TU = /(^|[^\p{L}'’])(tu|te|toi|ton|ta|tes)(?=[^\p{L}]|$)|(^|[^\p{L}'’])t['’](?=[aeiouyéèêh])/iu;

/**
 * What the app itself says on a page: the words people wrote (titles, posts, messages, names) are marked
 * `data-authored` and left out, as an editor answers for the app's copy, not for what members type.
 */
async function shownText(page: Page, path: string) {
  await page.goto(path);
  // Hidden, not removed: a removed node would make React render the page again and bring it back.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("[data-authored]").forEach((node) => (node.style.display = "none")));
  return (await page.locator("body").innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

test("chaque page se lit comme celle d'un seul éditeur attentif", async ({ browser, baseURL, request }) => {
  const { context, page } = await phone(browser, baseURL!);
  const faults: string[] = [];
  const scan = async (path: string) => {
    for (const line of await shownText(page, path)) {
      if (TYPO.test(line)) faults.push(`${path} — typographie : ${line}`);
      if (TU.test(line)) faults.push(`${path} — « tu » : ${line}`);
    }
  };
  for (const path of [
    "/",
    "/aide",
    "/practice",
    "/practice/peur",
    "/practice/trois-gestes",
    "/tools",
    "/forum",
    "/entraide",
    "/auth/login",
    "/auth/signup",
    "/hors-ligne",
  ])
    await scan(path);
  const me = await createConfirmedUser(request, baseURL!, "copie");
  await login(page, me.pseudo, me.password);
  for (const path of [
    "/dashboard",
    "/history",
    "/questions",
    "/acts",
    "/love-words",
    "/love-words/lettres",
    "/cycles",
    "/forum/nouveau",
    "/auth/profile",
    "/auth/mes-donnees",
  ])
    await scan(path);
  // The assistant, opened: its greeting and its labels.
  await page.goto("/dashboard/assistant");
  await scan("/dashboard/assistant");
  expect(faults).toEqual([]);
  await context.close();
});

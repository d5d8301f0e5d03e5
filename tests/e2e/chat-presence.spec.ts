/**
 * Issue 57 item 3 (decision 0476): the chat says who is there. Two people in two browsers both read
 * « 2 personnes ici »; one types, the other reads « Quelqu'un écrit… » and never the words, which never
 * reach the other browser; alone with Belgium chosen, the note gives Belgium's lines (read from the
 * countries' table) and the forum. Without JavaScript, none of it.
 *
 * The chat is one room for the whole run: this file's tests run in order, each closing its browsers, and
 * each waits for the count it needs rather than for a duration.
 */
import type { Page } from "@playwright/test";
import { HELP_COUNTRIES } from "~/care/countries";
import { linesOf } from "~/care/country-codes";
import { expect, test, FRENCH_BROWSER } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolation, greeted, secondBrowser, signInFresh, uniqueWord } from "./community";

test.describe.configure({ timeout: 90_000 });
const LIVE = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/** Every frame the room sent this page's chat socket. */
function framesOf(page: Page) {
  const frames: string[] = [];
  page.on("websocket", (socket) => {
    if (socket.url().includes("/parties/chat-room/")) socket.on("framereceived", (frame) => frames.push(String(frame.payload)));
  });
  return frames;
}

async function openChat(page: Page) {
  const ready = greeted(page, "chat-room");
  await page.goto("/entraide");
  await ready;
}

test.describe("le chat dit qui est là", () => {
  test("deux personnes voient « 2 personnes ici » ; l'une écrit, l'autre lit « Quelqu'un écrit… », jamais ses mots", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "ici");
    const other = await secondBrowser(browser, request, baseURL!, "ici");
    const otherFrames = framesOf(other.page);
    await openChat(page);
    await openChat(other.page);

    for (const each of [page, other.page]) await expect(each.getByTestId("chat-here")).toHaveText("2 personnes ici", LIVE);
    // A second tab of the same person: still two people (its own greeting counts it with its first tab).
    const secondTab = await page.context().newPage();
    await openChat(secondTab);
    await expect(secondTab.getByTestId("chat-here")).toHaveText("2 personnes ici", LIVE);
    await secondTab.close();
    // Nobody is alone: no note of help pushed at them.
    for (const each of [page, other.page]) await expect(each.getByTestId("chat-alone")).toHaveCount(0);

    const words = `Je cherche mes mots ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(words);
    await expect(other.page.getByTestId("chat-typing")).toHaveText("Quelqu'un écrit…", LIVE);
    await expect(page.getByTestId("chat-typing")).toHaveText("");
    await expect(other.page.locator("body")).not.toContainText(words);
    expect(otherFrames.some((frame) => frame.includes(words))).toBe(false);
    await other.page.getByTestId("chat-presence").scrollIntoViewIfNeeded();
    await other.page.screenshot({ path: "test-results/screens/chat-presence-typing-desktop.png" });
    await other.page.setViewportSize(PHONE);
    await other.page.getByTestId("chat-presence").scrollIntoViewIfNeeded();
    await other.page.screenshot({ path: "test-results/screens/chat-presence-typing-390.png" });

    // Once the message arrives, whoever was typing has written: the note goes.
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(other.page.getByTestId("chat-content").filter({ hasText: words })).toBeVisible(LIVE);
    await expect(other.page.getByTestId("chat-typing")).toHaveText("");

    // One leaves: the other is told, and now alone, gets the note.
    await other.context.close();
    await expect(page.getByTestId("chat-here")).toHaveText("1 personne ici", LIVE);
    await expect(page.getByTestId("chat-alone")).toBeVisible();
  });

  test("seule dans le chat, la Belgique choisie : la note donne les numéros belges et le forum", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/aide");
    await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("BE");
    await page.getByRole("button", { name: "Afficher ses numéros" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Numéros d'aide en Belgique" })).toBeVisible();

    await openChat(page);
    await expect(page.getByTestId("chat-here")).toHaveText("1 personne ici", LIVE);
    // A visitor's second tab: the same browser, still one person (the random id it keeps).
    const secondTab = await context.newPage();
    await openChat(secondTab);
    await expect(secondTab.getByTestId("chat-here")).toHaveText("1 personne ici", LIVE);
    await secondTab.close();
    const note = page.getByTestId("chat-alone");
    await expect(note).toBeVisible();
    await expect(note).toContainText("Personne d'autre n'est là pour le moment");
    await expect(note.getByRole("heading", { name: "Numéros d'aide en Belgique" })).toBeVisible();
    const belgium = HELP_COUNTRIES.find((country) => country.code === "BE")!;
    const lines = linesOf(belgium, ["suicide", "urgence", "ecoute"]);
    expect(lines.map((line) => line.name)).toContain("Centre de Prévention du Suicide");
    for (const line of lines)
      await expect(note.getByRole("link", { name: `Appeler le ${line.number}, ${line.name}` })).toHaveAttribute("href", `tel:${line.tel}`);
    // France's lines are not Belgium's.
    const france = HELP_COUNTRIES.find((country) => country.code === "FR")!;
    for (const line of linesOf(france, ["suicide"]))
      await expect(note.getByRole("link", { name: new RegExp(`^Appeler le ${line.number},`) })).toHaveCount(0);
    await expect(note.getByRole("link", { name: "Écrire sur le forum" })).toHaveAttribute("href", "/forum/nouveau");
    await expect(note).toContainText("veilleurs et veilleuses de garde");

    await expectNoHorizontalOverflow(page, "/entraide seule, Belgique");
    await expectNoSeriousAxeViolation(page, "/entraide seule, Belgique");
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screens/chat-alone-belgique-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/screens/chat-alone-belgique-desktop.png", fullPage: true });
    await context.close();
  });

  test("sans JavaScript, rien de tout cela : ni compte, ni « Quelqu'un écrit… », ni note", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/entraide");
    await expect(page.getByRole("heading", { level: 1, name: "Chat d'entraide" })).toBeVisible();
    await expect(page.getByTestId("chat-here")).toHaveText("");
    await expect(page.getByTestId("chat-typing")).toHaveText("");
    await expect(page.getByTestId("chat-alone")).toHaveCount(0);
    await context.close();
  });
});

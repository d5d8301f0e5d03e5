import type { BrowserContext } from "@playwright/test";
import { expect, test, FRENCH_BROWSER } from "./fixtures";
import { signedIn } from "./signed-in";
import { uniqueWord } from "./community";

/**
 * Reads near the reader in a real browser (decision 0270): a write leaves D1's bookmark in a small
 * HttpOnly cookie, the person's next pages show what they wrote, and a visitor's browser gets no cookie.
 */
const bookmarkOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "rvi_d1");

for (const javaScriptEnabled of [false, true]) {
  test(`une réponse écrite se relit aussitôt, le signet gardé dans un petit cookie (JavaScript ${javaScriptEnabled ? "actif" : "coupé"})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { page, context } = await signedIn(browser, request, baseURL!, javaScriptEnabled, "signet");
    // Signing in wrote the session: its bookmark is kept, for this site only, out of scripts' reach.
    const afterLogin = await bookmarkOf(context);
    expect(afterLogin).toBeDefined();
    expect(afterLogin!.httpOnly).toBe(true);
    expect(afterLogin!.sameSite).toBe("Lax");
    expect(afterLogin!.path).toBe("/");
    expect(afterLogin!.value).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    expect(afterLogin!.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(afterLogin!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    if (javaScriptEnabled) expect(await page.evaluate(() => document.cookie)).not.toContain("rvi_d1");

    const title = `Relire ses mots ${uniqueWord()}`;
    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Contenu").fill("Un sujet pour relire ce que j'écris.");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const afterThread = await bookmarkOf(context);
    expect(afterThread!.value > afterLogin!.value).toBe(true);

    const reply = `Ma réponse ${uniqueWord()}`;
    await page.getByLabel("Votre réponse").fill(reply);
    await page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(page.getByTestId("reply").filter({ hasText: reply })).toBeVisible();
    // With JavaScript the reply can show (the thread's room tells the page, which reads it again) before
    // the action's own answer, which carries the cookie, has been handled: wait for that answer.
    await expect.poll(async () => ((await bookmarkOf(context))?.value ?? "") > afterThread!.value).toBe(true);
    const afterReply = await bookmarkOf(context);

    // A fresh load of the page, from the reply's bookmark: the reply is there; reading moved no cookie.
    await page.reload();
    await expect(page.getByTestId("reply").filter({ hasText: reply })).toBeVisible();
    expect((await bookmarkOf(context))!.value).toBe(afterReply!.value);
    await context.close();
  });
}

test("un visiteur parcourt les pages publiques sans recevoir aucun cookie", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/", "/forum", "/forum", "/tools", "/aide"]) await page.goto(path);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

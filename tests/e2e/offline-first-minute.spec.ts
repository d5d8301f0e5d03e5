/**
 * Issue 58 item 1: a hard day from the first minute. A visitor opens /practice on a phone, the signal
 * drops a few seconds later, before any service worker could keep anything (workers are blocked here,
 * the worst case), and taps « J'AI MAL ». The app goes on, or says the network failed and gives the lines
 * of the person's country: never « Erreur au chargement de l'application », never « de notre côté ».
 */
import { expect, FRENCH_BROWSER, test } from "./fixtures";

test("hors ligne 4 s après la première visite, « J'AI MAL » continue ou donne les numéros du pays, jamais l'écran d'erreur", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await context.addCookies([{ name: "rvi_pays", value: "BE", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/practice");
  await expect(page.getByTestId("chooser").getByRole("link", { name: "J'AI MAL" })).toBeVisible();
  await page.waitForTimeout(4_000); // the moment of the fault: the page is there, nothing kept yet
  await context.setOffline(true);
  await page.getByTestId("chooser").getByRole("link", { name: "J'AI MAL" }).click();
  const goesOn = page.getByTestId("chooser").getByRole("heading", { name: /D'où vient ce mal/ });
  const lines = page.getByTestId("network-failure-lines");
  await expect(goesOn.or(lines)).toBeVisible();
  if (await lines.isVisible()) {
    await expect(lines).toHaveAttribute("data-country", "BE");
    await expect(lines.getByRole("link", { name: "107" })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByText("La connexion ne répond pas")).toBeVisible();
  }
  await expect(page.getByText("Erreur au chargement de l'application")).toHaveCount(0);
  await expect(page.getByText(/de notre côté/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/offline-first-minute-390.png", fullPage: true });
  await context.close();
});

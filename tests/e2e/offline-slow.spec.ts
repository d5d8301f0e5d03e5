/**
 * Decision 0458: a page the service worker could not bring in 8 s gets the same help as with no network
 * (the crisis lines at once, what works on the device, « Réessayer »), but the page says the network is
 * slow, not that the person is offline. The worker's own fetch of the page is held 9 s here (Playwright
 * routes a service worker's requests in Chromium); with the network cut, offline.spec.ts still sees
 * « Vous êtes hors ligne ».
 */
import { expectEveryCrisisLine, phone, workerActive } from "../support/offline";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("un réseau trop lent n'est pas « hors ligne » : l'aide tout de suite, et les mots justes", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/aide");
  await workerActive(page);
  let held = 0;
  await context.route(/\/questions$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await route.continue().catch(() => undefined);
  });

  await page.goto("/questions", { timeout: 30_000 });
  await expect(page).toHaveURL(/\/hors-ligne\?de=%2Fquestions&lent=1$/);
  await expect(page.getByRole("heading", { name: "La connexion est trop lente" })).toBeVisible();
  await expect(page).toHaveTitle("La connexion est trop lente · Rendez-vous intérieur");
  await expect(page.getByText("le réseau est très lent en ce moment")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vous êtes hors ligne" })).toHaveCount(0);
  await expectEveryCrisisLine(page);
  await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute("href", "/questions");
  expect(held).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/screens/offline-slow-390.png", fullPage: true });
  await context.close();
});

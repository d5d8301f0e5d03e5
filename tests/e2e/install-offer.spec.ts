/**
 * Issue 33: the calm offer to install the app, once, after a completed practice (decision 0243). A
 * headless browser never gets a real `beforeinstallprompt`: the test fires one of its own, with a
 * `prompt()` that counts its calls.
 */
import type { Page } from "@playwright/test";
import { answerAndNext } from "../support/offline";
import { expect, test, FRENCH_BROWSER } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** Fires the browser's install offer; true when the page held it back (its own banner never shows). */
function offerInstall(page: Page) {
  return page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const counted = window as unknown as { prompted: number };
    counted.prompted = 0;
    event.prompt = async () => {
      counted.prompted += 1;
    };
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

async function finishPeur(page: Page, check?: () => Promise<void>) {
  await answerAndNext(page, "J'ai peur de ne pas y arriver.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  await check?.();
  await answerAndNext(page, "Elle me protège.");
  await answerAndNext(page, "Je respire.", "Terminer la session");
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
}

test("l'offre d'installation : seulement à la fin d'une pratique, le bouton ouvre celle du navigateur, une fois", async ({ page }) => {
  // Never on the help page, even when the browser offers it.
  await page.goto("/aide");
  expect(await offerInstall(page)).toBe(true);
  await expect(page.getByTestId("install-offer")).toHaveCount(0);

  await page.goto("/practice/peur");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 1 sur 3");
  expect(await offerInstall(page)).toBe(true);
  // Never in the middle of a practice.
  await finishPeur(page, () => expect(page.getByTestId("install-offer")).toHaveCount(0));
  const offer = page.getByTestId("install-offer");
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("Garder Rendez-vous intérieur à portée de main\u202f?");
  await offer.getByRole("button", { name: "Ajouter à l'écran d'accueil" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  await expect(offer).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rvi_install_offer"))).toBe("accepted");
});

test("l'offre d'installation refusée ne revient pas, même après un rechargement ; rien sans offre du navigateur", async ({ page }) => {
  // The browser gives no offer (Safari, Firefox, or not yet): nothing is shown.
  await page.goto("/practice/peur");
  await finishPeur(page);
  await expect(page.getByTestId("feeling")).toBeVisible();
  await expect(page.getByTestId("install-offer")).toHaveCount(0);

  await page.goto("/practice/critique");
  expect(await offerInstall(page)).toBe(true);
  await answerAndNext(page, "Une critique.");
  await answerAndNext(page, "Ce qu'elle cache.");
  await answerAndNext(page, "Ce que je garde.", "Terminer la session");
  const offer = page.getByTestId("install-offer");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Non merci" }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(0);

  // Reloaded, and another practice completed with the browser's offer: not offered again.
  await page.reload();
  await page.goto("/practice/peur");
  expect(await offerInstall(page)).toBe(true);
  await finishPeur(page);
  await expect(page.getByTestId("feeling")).toBeVisible();
  await expect(page.getByTestId("install-offer")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("rvi_install_offer"))).toBe("dismissed");
});

test("sur iPhone, Safari ne fait pas d'offre : une seule ligne dit où ajouter l'application, une fois", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "fr-FR",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await page.goto("/practice/peur");
  await finishPeur(page);
  const offer = page.getByTestId("install-offer");
  await expect(offer).toContainText("touchez le bouton Partager de Safari, puis «\u00a0Sur l'écran d'accueil\u00a0»");
  await expect(offer.getByRole("button", { name: "Ajouter à l'écran d'accueil" })).toHaveCount(0);
  await offer.getByRole("button", { name: "Compris" }).click();
  await expect(offer).toHaveCount(0);
  await page.goto("/practice/critique");
  await answerAndNext(page, "Une critique.");
  await answerAndNext(page, "Ce qu'elle cache.");
  await answerAndNext(page, "Ce que je garde.", "Terminer la session");
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
  await expect(page.getByTestId("install-offer")).toHaveCount(0);
  await context.close();
});

/** What the browser tests of issue 33 share: a phone whose service worker runs, and the network cut at the browser. */
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CRISIS_RESOURCES } from "~/care/resources";
import { KEEP_LATER } from "~/offline/protocol";

/** A new browser context in which the service worker may run, on a phone's screen. */
export async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "allow", viewport: { width: 390, height: 844 }, locale: "fr-FR" });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the worker is active (the hard-day path kept, decision 0478) and controls the page; then,
 * unless `rest` is false, until it has kept the rest of the build and the other public pages too.
 */
export async function workerActive(page: Page, { rest = true } = {}) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe("activated");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  if (!rest) return;
  const allKept = () =>
    page.evaluate(
      (type) =>
        new Promise<boolean>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<{ all?: boolean }>) => resolve(event.data.all === true);
          navigator.serviceWorker.controller!.postMessage({ type }, [channel.port2]);
        }),
      KEEP_LATER,
    );
  await expect.poll(allKept, { timeout: 60_000 }).toBe(true);
}

export async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function expectEveryCrisisLine(page: Page) {
  for (const line of CRISIS_RESOURCES) await expect(page.locator(`a[href="tel:${line.tel}"]`).first()).toBeVisible();
}

export async function answerAndNext(page: Page, text: string, button = "Étape suivante") {
  await page.getByLabel("Votre réponse").fill(text);
  await page.getByRole("button", { name: button }).click();
}

/**
 * What the device store keeps under `name` for the person signed in on the page (`rvi:<user id>:<name>`,
 * app/device/device-store.ts), or null.
 */
export async function ownedItem(page: Page, name: string): Promise<string | null> {
  return page.evaluate((wanted) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("rvi:") && !k.startsWith("rvi:visiteur:") && k.endsWith(`:${wanted}`));
    return key ? localStorage.getItem(key) : null;
  }, name);
}

/** Every value this tab's two storages hold, as one text to search (what the device keeps for someone). */
export const everythingKept = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join("\n"),
  );

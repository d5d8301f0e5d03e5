/** Helpers of the forum and chat browser tests. */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createConfirmedUser, expect, login } from "./fixtures";

/** A second browser (own cookies), signed in as a fresh confirmed user, or a visitor when `signIn` is false. */
export async function secondBrowser(browser: Browser, request: APIRequestContext, baseURL: string, prefix = "deux", signIn = true) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  if (signIn) {
    const identity = await createConfirmedUser(request, baseURL, prefix);
    await login(page, identity.pseudo, identity.password);
  }
  return { context, page };
}

export async function signInFresh(page: Page, request: APIRequestContext, baseURL: string, prefix: string) {
  const identity = await createConfirmedUser(request, baseURL, prefix);
  await login(page, identity.pseudo, identity.password);
  return identity;
}

export function uniqueWord() {
  return Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
}

export async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Helpers of the forum and chat browser tests. */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createConfirmedUser, expect, login, newIdentity } from "./fixtures";

export { createConfirmedUser, expectNoHorizontalOverflow, expectNoSeriousAxeViolation } from "./fixtures";

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

export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

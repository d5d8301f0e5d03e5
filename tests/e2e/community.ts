/** Helpers of the forum and chat browser tests. */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, login, newIdentity } from "./fixtures";

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

/**
 * Like the fixtures' createConfirmedUser, with a longer wait for the e-mail: the machines running
 * these tests are shared and a sign-up (PBKDF2) can take seconds under load.
 */
export async function createConfirmedUser(request: APIRequestContext, baseURL: string, prefix: string) {
  const identity = newIdentity(prefix);
  const signup = await request.post("/auth/signup", { form: identity, headers: { Origin: baseURL }, timeout: 30_000 });
  expect(signup.status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get("/dev/outbox.json")).json()) as { to: string; subject: string; links: string[] }[];
        link = all.find((m) => m.to === identity.email && /Confirmez/.test(m.subject))?.links.find((l) => l.includes("/auth/callback"));
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const params = new URL(link!).searchParams;
  await request.post("/auth/callback", { form: { token: params.get("token")!, type: params.get("type")! }, headers: { Origin: baseURL } });
  return identity;
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

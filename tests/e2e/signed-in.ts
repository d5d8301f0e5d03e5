import type { Browser, Page } from "@playwright/test";
import { createConfirmedUser, login, FRENCH_BROWSER } from "./fixtures";

/**
 * A new account signed in through the login form in its own browser context: with JavaScript on a
 * computer's width, without it on a phone's; in French and in Paris's time, as playwright.config.ts's own
 * contexts (a context made by hand does not inherit them: the pages' times read « 07:40 », not « 07:40 AM »).
 */
export async function signedIn(
  browser: Browser,
  request: Parameters<typeof createConfirmedUser>[0],
  baseURL: string,
  javaScriptEnabled: boolean,
  prefix: string,
) {
  const me = await createConfirmedUser(request, baseURL, prefix);
  const viewport = javaScriptEnabled ? { width: 1280, height: 900 } : { width: 390, height: 844 };
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    javaScriptEnabled,
    baseURL,
    viewport,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  const page = await context.newPage();
  await login(page, me.pseudo, me.password);
  return { me, page, context };
}

/**
 * Every POST the page sends to `path` (or, with `under`, to any address beginning with it, a fetcher's
 * `.data` included): a refusal made in the browser must leave it empty.
 */
export function postsTo(page: Page, path: string, { under = false } = {}) {
  const posts: string[] = [];
  page.on("request", (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.method() === "POST" && (under ? pathname.startsWith(path) : pathname === path)) posts.push(request.url());
  });
  return posts;
}

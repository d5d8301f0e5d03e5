/** Helpers of the forum and chat browser tests. */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createConfirmedUser, login, FRENCH_BROWSER } from "./fixtures";

export { expectNoHorizontalOverflow, expectNoSeriousAxeViolation } from "./fixtures";

/** A second browser (own cookies), signed in as a fresh confirmed user, or a visitor when `signIn` is false. */
export async function secondBrowser(browser: Browser, request: APIRequestContext, baseURL: string, prefix = "deux", signIn = true) {
  const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL });
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

/** Resolves once the page's socket on `party` has been greeted by its room (its sequence is known). */
export function greeted(page: Page, party: string) {
  return new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes(`/parties/${party}/`)) return;
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes("room:hello")) resolve();
      });
    });
  });
}

/**
 * Holds the page's socket on `party` back until `release()`: the room's events go by meanwhile, and its
 * greeting is then the page's only clue that it missed one.
 */
export async function holdRoomSocket(page: Page, party: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(new RegExp(`/parties/${party}/`), async (ws) => {
    await held;
    ws.connectToServer();
  });
  return release;
}

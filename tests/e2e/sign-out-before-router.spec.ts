/**
 * Decision 0461: a sign-out sent in a page's first moments, before React and the router run, still
 * forgets what the device kept for the person. The page's work is held (React's scheduler posts
 * through a MessageChannel, whose messages wait here) so that the click happens with the entry's
 * listener alone, as on a slow phone just after the page appears.
 */
import { createConfirmedUser, expect, login, test } from "./fixtures";
import { everythingKept } from "../support/offline";

const DRAFT = "Grandeur tapée juste avant de partir";

test("une déconnexion envoyée avant que la page ne s'anime oublie quand même ce que l'appareil gardait", async ({
  page,
  request,
  baseURL,
}) => {
  const a = await createConfirmedUser(request, baseURL!, "avant");
  await login(page, a.pseudo, a.password);
  // A wizard step typed and not sent: kept on the device for this person.
  await page.goto("/practice/nommer-grandeur");
  await expect(page).toHaveURL(/sessionId=/);
  await page.getByLabel("Ma grandeur").fill(DRAFT);
  await expect.poll(() => everythingKept(page)).toContain(DRAFT);

  // The dashboard, whose scripts load but whose React never gets its turn: no hydration, no router.
  await page.addInitScript(() => {
    if (location.pathname !== "/dashboard") return;
    const Native = window.MessageChannel;
    window.MessageChannel = class {
      port1: MessagePort;
      port2: MessagePort;
      constructor() {
        const channel = new Native();
        this.port1 = channel.port1;
        this.port2 = channel.port2;
        this.port2.postMessage = () => undefined;
      }
    } as unknown as typeof MessageChannel;
  });
  await page.goto("/dashboard");
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  await page.getByRole("button", { name: "Déconnexion" }).first().click();
  await expect(page.getByRole("link", { name: "Connexion" }).first()).toBeVisible();
  expect(await everythingKept(page)).not.toContain(DRAFT);
});

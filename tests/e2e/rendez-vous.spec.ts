/**
 * Issue 44, « Mes rendez-vous » in Chromium: the service worker's push handler, driven through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`), shows the private-safe words whatever the payload
 * carries, and its notification opens the right page; the page's form works without JavaScript on a phone.
 */
import type { BrowserContext } from "@playwright/test";
import { STOP_ACTION } from "~/offline/notice-view";
import { createConfirmedUser, expect, login, test, FRENCH_BROWSER } from "./fixtures";
import { workerActive } from "../support/offline";
import { signedIn } from "./signed-in";

test("a pushed rendez-vous shows only the app's words, and opens what it is for", async ({ browser, request, baseURL }) => {
  const me = await createConfirmedUser(request, baseURL!, "rdvsw");
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    serviceWorkers: "allow",
    viewport: { width: 390, height: 844 },
  });
  await context.grantPermissions(["notifications"], { origin: new URL(baseURL!).origin });
  const page = await context.newPage();
  await login(page, me.pseudo, me.password);
  await page.goto("/rendez-vous");
  await workerActive(page);

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(baseURL!).origin;
  const registration = () => registrations.findLast((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
  await expect.poll(() => registration()).toBeTruthy();
  const deliver = (data: object) =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration()!.registrationId, data: JSON.stringify(data) });
  const readShown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })),
    );
  // A push that lands while the worker is still starting can be lost; the same push again replaces its
  // notice (one tag per kind), so it is sent again until it shows, and it shows once.
  const deliveredUntilShown = async (data: object, shows: (shown: Awaited<ReturnType<typeof readShown>>) => boolean) => {
    await deliver(data);
    await expect
      .poll(async () => {
        const shown = await readShown();
        if (!shows(shown)) await deliver(data);
        return shows(shown);
      })
      .toBe(true);
  };
  // A payload that carries more than it should: the notification must still show only the app's words.
  const url = `/rendez-vous/ouvert?vers=${encodeURIComponent("/practice/peur")}`;
  await deliveredUntilShown({ kind: "reminder", url, title: "Mon secret", body: "ce que j'ai écrit hier" }, (shown) => shown.length > 0);
  expect(await readShown()).toHaveLength(1);
  const [shown] = await readShown();
  expect(shown).toEqual({ title: "Rendez-vous intérieur", body: "Votre rendez-vous intérieur vous attend", data: { url } });

  // A push naming another site's page opens « Mes rendez-vous » instead.
  await deliveredUntilShown({ kind: "letter", url: "https://ailleurs.example/piege" }, (notices) =>
    notices.map((n) => n.data.url).includes("/rendez-vous"),
  );

  // A tap on the first notice: Chromium has no DevTools call that clicks a notification, so the worker is
  // handed a synthetic `notificationclick` for it (its `waitUntil` throws: an untrusted event). The open page
  // goes to the address, which notes the rendez-vous as opened and lands on the tool.
  await tapNotification(context, url);
  await expect(page).toHaveURL(/\/practice\/peur$/);

  // « Arrêter mes rendez-vous », the notification's action: everything stops, as the page then says.
  await page.goto("/rendez-vous");
  await expect(page.getByTestId("rdv-stopped")).toHaveCount(0);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: registrations[0]!.registrationId,
    data: JSON.stringify({ kind: "reminder", url }),
  });
  await expect.poll(async () => (await readShown()).map((n) => n.data.url)).toContain(url);
  await tapNotification(context, url, STOP_ACTION);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("rdv-stopped")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: "test-results/screens/rendez-vous-stopped-from-notification-390.png", fullPage: true });
  await context.close();
});

/**
 * Dispatches `notificationclick` (with `action`, or a plain tap) for the shown notification whose data
 * names `url`, inside the service worker, as the browser does when the person taps it.
 */
async function tapNotification(context: BrowserContext, url: string, action = "") {
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  const dispatched = await worker!.evaluate(
    async ({ url, action }) => {
      // The worker's own globals (this file is typed for pages).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const notifications = await scope.registration.getNotifications();
      const notification = notifications.find((n) => (n.data as { url?: string } | null)?.url === url);
      if (!notification) return false;
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification, action }));
      return true;
    },
    { url, action },
  );
  expect(dispatched).toBe(true);
}

test("« Mes rendez-vous » without JavaScript on a phone: create, refuse in French, edit, stop", async ({ browser, request, baseURL }) => {
  const { page, context } = await signedIn(browser, request, baseURL!, false, "rdvnojs");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Mes rendez-vous" }).click();
  await expect(page.getByRole("heading", { name: "Mes rendez-vous", level: 1 })).toBeVisible();
  await expect(page.getByTestId("rdv-time-zone")).toHaveText("heure de Paris");

  // Nothing ticked: refused in French, the typed time kept.
  for (const day of ["lundi", "mardi", "mercredi", "jeudi", "vendredi"])
    await page.getByRole("checkbox", { name: day, exact: true }).uncheck();
  await page.getByLabel("L'heure").fill("07:40");
  await page.getByRole("button", { name: "Enregistrer ce rendez-vous" }).click();
  await expect(page.getByText("Choisissez au moins un jour.")).toBeVisible();
  await expect(page.getByLabel("L'heure")).toHaveValue("07:40");
  await page.screenshot({ path: "test-results/screens/rendez-vous-refused-390.png", fullPage: true });

  await page.getByRole("checkbox", { name: "samedi", exact: true }).check();
  await page.getByRole("checkbox", { name: "dimanche", exact: true }).check();
  await page.getByRole("radio", { name: "Un outil précis" }).check();
  await page.getByLabel("L'outil").selectOption({ label: "LA PEUR" });
  await page.getByRole("button", { name: "Enregistrer ce rendez-vous" }).click();
  await expect(page.getByTestId("reminder")).toHaveCount(1);
  await expect(page.getByTestId("reminder")).toContainText("07:40, le samedi et le dimanche");
  await page.screenshot({ path: "test-results/screens/rendez-vous-390.png", fullPage: true });

  await page.getByRole("link", { name: "Modifier" }).click();
  await expect(page.getByRole("heading", { name: "Modifier ce rendez-vous" })).toBeVisible();
  await page.getByLabel("L'heure").fill("18:05");
  await page.getByRole("button", { name: "Enregistrer ce rendez-vous" }).click();
  await expect(page.getByTestId("reminder")).toContainText("18:05");

  await page.getByRole("button", { name: "Arrêter tous mes rendez-vous" }).click();
  await expect(page.getByTestId("rdv-stopped")).toBeVisible();
  await page.getByRole("button", { name: "Reprendre mes rendez-vous" }).click();
  await expect(page.getByTestId("rdv-stopped")).toHaveCount(0);
  await context.close();
});

test("with JavaScript, a time inside the quiet hours is said under the form as it is typed, and the form is empty after a save", async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, context } = await signedIn(browser, request, baseURL!, true, "rdvcalmejs");
  await page.goto("/rendez-vous");
  await page.getByLabel("Début").fill("22:00");
  await page.getByLabel("Fin").fill("07:00");
  await page.getByRole("button", { name: "Enregistrer ces choix" }).click();
  await expect(page.getByText("Vos choix sont enregistrés").first()).toBeVisible();
  await expect(page.getByLabel("Début")).toHaveValue("22:00");

  const note = page.getByTestId("rdv-save-note");
  await page.getByLabel("L'heure").fill("23:30");
  await expect(note).toContainText("Cette heure tombe dans vos heures calmes (de 22:00 à 07:00)");
  await expect(note.getByRole("link", { name: "Changer mes heures calmes" })).toHaveAttribute("href", "#rdv-settings");
  await page.getByLabel("L'heure").fill("12:15");
  await expect(note).toBeEmpty();
  await page.getByRole("button", { name: "Enregistrer ce rendez-vous" }).click();
  await expect(page.getByTestId("reminder")).toContainText("12:15");
  await expect(page.getByLabel("L'heure")).toHaveValue("08:00");
  await context.close();
});

/**
 * Decision 0430: /entraide's send form loads apart from the page (a visitor never downloads it, nor
 * conform and zod), and is never late for a signed-in person: the page hydrates only once its code is
 * there, and a page reached from another one shows the form's place until then, then the form.
 */
import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInFresh, uniqueWord } from "./community";

test.describe.configure({ timeout: 90_000 });

const SEND_FORM_CHUNK = /\/assets\/send-form-[^/]*\.js$/;
const ZOD = /ZodObject|ZodError/;

test("un visiteur ne télécharge ni le formulaire d'envoi ni zod", async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: "" }),
        ),
      );
  });
  await page.goto("/entraide", { waitUntil: "networkidle" });
  await expect(page.getByText("Connectez-vous pour participer au chat.").first()).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => SEND_FORM_CHUNK.test(script.url)).map((script) => script.url)).toEqual([]);
  expect(loaded.filter((script) => ZOD.test(script.body)).map((script) => script.url)).toEqual([]);
});

test("connecté, le code du formulaire est là avant que la page ne s'anime : un message vide envoyé avec Entrée est refusé en français", async ({
  page,
  request,
  baseURL,
}) => {
  await signInFresh(page, request, baseURL!, "apart");
  // The form's chunk notes, when it runs, whether the page had started running (Remix's router exists then).
  let served = 0;
  await page.route(SEND_FORM_CHUNK, async (route) => {
    const response = await route.fetch();
    served++;
    await route.fulfill({
      response,
      body: `window.__sendFormRanBeforeThePage = !("__remixRouter" in window);\n${await response.text()}`,
    });
  });
  await page.goto("/entraide");
  await expect(page.locator('[data-part="chat-send"] input[name="js"]')).toHaveCount(1);
  expect(served).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __sendFormRanBeforeThePage?: boolean }).__sendFormRanBeforeThePage)).toBe(true);
  const message = page.getByLabel("Votre message");
  await message.press("Enter");
  await expect(page.getByText("Le message ne peut pas être vide.")).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
});

test("arrivé d'une autre page, la place du formulaire reste occupée le temps qu'il arrive, puis il envoie", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFresh(page, request, baseURL!, "apartnav");
  await expect(page).toHaveURL(/\/dashboard$/);
  // The form's code waits until the test lets it through: its place shows meanwhile.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND_FORM_CHUNK, async (route: Route) => {
    await gate;
    await route.continue();
  });
  // Reached the way the header's « Chat » reaches it, once the dashboard runs: a navigation in the page.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/entraide"),
  );
  await expect(page).toHaveURL(/\/entraide$/);
  const waiting = page.getByTestId("send-form-waiting");
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole("textbox")).toBeDisabled();
  await expect(waiting.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  await expect(waiting.getByRole("status")).toHaveText("Le formulaire arrive…");
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/chat-send-form-waiting-390.png" });
  release();
  const message = page.getByLabel("Votre message");
  await expect(message).toBeEnabled();
  await expect(waiting).toHaveCount(0);
  await message.press("Enter");
  await expect(page.getByText("Le message ne peut pas être vide.")).toBeVisible();
  const text = `Arrivée par le menu ${uniqueWord()}`;
  await message.fill(text);
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByTestId("chat-content").filter({ hasText: text })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/chat-send-form-arrived-390.png" });
});

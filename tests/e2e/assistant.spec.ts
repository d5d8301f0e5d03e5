import { assistantQuotaKey } from "~/assistant/quota";
import { query, sqlString as q } from "../support/db";
import { userIdOf as userId } from "../support/practices";
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";

test.describe("l'assistant du tableau de bord", () => {
  test("s'ouvre au clavier, envoie avec Entrée, répond hors ligne, garde la conversation, crée une image, puis atteint la limite", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const me = await createConfirmedUser(request, baseURL!, "ia");
    await login(page, me.pseudo, me.password);
    const toggle = page.getByRole("button", { name: /Assistant IA/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("assistant-input")).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const input = page.getByTestId("assistant-input");
    await expect(input).toHaveAttribute("rows", "3");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("20 messages restants aujourd'hui");

    // Enter on an empty box sends nothing; Shift+Enter makes a new line.
    await input.press("Enter");
    await expect(page.getByTestId("assistant-user")).toHaveCount(0);
    await input.fill("J'ai peur de parler en public");
    await input.press("Shift+Enter");
    await input.pressSequentially("et ça m'angoisse");
    await expect(input).toHaveValue("J'ai peur de parler en public\net ça m'angoisse");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-ai").last()).toContainText("La Peur");
    await expect(page.getByTestId("assistant-ai").last().getByRole("link", { name: "La Peur" })).toHaveAttribute("href", "/practice/peur");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("19 messages restants aujourd'hui");
    await expect(input).toHaveValue("");

    await page.reload();
    await page.getByRole("button", { name: /Assistant IA/ }).click();
    await expect(page.getByTestId("assistant-user").first()).toContainText("J'ai peur de parler en public");

    await page.getByLabel("Créer une image").check();
    await page.getByTestId("assistant-input").fill("Un lac calme au lever du soleil");
    await page.getByRole("button", { name: "Envoyer" }).click();
    const image = page.getByTestId("assistant-ai").last().getByRole("img");
    await expect(image).toBeVisible();
    // The picture is visible as soon as its element is; its bytes may still be on their way.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId("assistant-remaining")).toHaveText("17 messages restants aujourd'hui");
    await expectNoSeriousAxeViolation(page, "assistant ouvert");
    await page.screenshot({ path: "test-results/screens/assistant-open-1280.png" });

    query(`UPDATE rate_limits SET count = 20 WHERE key = ${q(assistantQuotaKey(userId(me.email)))}`);
    await page.getByTestId("assistant-input").fill("Encore une question");
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByTestId("assistant-error")).toContainText("Limite atteinte");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("0 message restant aujourd'hui");

    // Escape closes it again from the header.
    await page.getByRole("button", { name: /Assistant IA/ }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /Assistant IA/ })).toHaveAttribute("aria-expanded", "false");
  });

  test("en pleine page, la boîte se vide après l'envoi et le compteur baisse", async ({ page, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "iapage");
    await login(page, me.pseudo, me.password);
    await page.goto("/dashboard/assistant");
    const input = page.getByTestId("assistant-input");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("20 messages restants aujourd'hui");
    await input.fill("J'ai peur de parler en public");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("assistant-ai").last()).toContainText("La Peur");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("19 messages restants aujourd'hui");
    await expect(input).toHaveValue("");
  });

  test("un message de détresse reçoit les numéros d'aide", async ({ page, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "iad");
    await login(page, me.pseudo, me.password);
    await page.getByRole("button", { name: /Assistant IA/ }).click();
    await page.getByTestId("assistant-input").fill("je veux mourir, je n'en peux plus");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-ai").last();
    await expect(answer.getByRole("link", { name: /Appeler le 3114/ })).toBeVisible();
    await expect(answer.getByRole("link", { name: /Appeler le 15,/ })).toBeVisible();
    await expect(answer.getByRole("link", { name: /Appeler le 112/ })).toBeVisible();
  });

  test("sur un ordinateur, le panneau replié ne couvre aucun champ d'« Offrez-vous un acte »", async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const me = await createConfirmedUser(request, baseURL!, "iadesk");
    await login(page, me.pseudo, me.password);
    const panel = page.getByTestId("assistant-panel");
    const form = page.getByRole("form", { name: "Offrez-vous un acte" });
    const overlaps = async (field: import("@playwright/test").Locator) => {
      const [a, b] = [await field.boundingBox(), await panel.boundingBox()];
      return a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    };
    // At the bottom of the page, and for each field reached with the keyboard.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const field of await form.getByRole("textbox").all()) expect(await overlaps(field)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const field of await form.getByRole("textbox").all()) {
      await field.focus();
      expect(await overlaps(field)).toBe(false);
    }
  });

  test("sur un téléphone, le panneau ne couvre pas le tableau de bord", async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await createConfirmedUser(request, baseURL!, "iap");
    await login(page, me.pseudo, me.password);
    const panel = page.getByTestId("assistant-panel");
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    await page.getByRole("button", { name: /Assistant IA/ }).click();
    await expect(page.getByTestId("assistant-input")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolation(page, "assistant téléphone");
    await page.screenshot({ path: "test-results/screens/assistant-open-390.png", fullPage: true });
  });

  test("sans connexion, la saisie est désactivée avec les mots de la spécification", async ({ page }) => {
    await page.goto("/dashboard/assistant");
    await expect(page.getByText("Connexion requise")).toBeVisible();
    await expect(page.getByText("Connectez-vous pour utiliser l'assistant IA.")).toBeVisible();
    await expect(page.getByLabel("Votre message")).toBeDisabled();
    await expectNoSeriousAxeViolation(page, "assistant déconnecté");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("l'en-tête mène à un formulaire simple qui envoie et montre la réponse", async ({ page, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "ianojs");
    await login(page, me.pseudo, me.password);
    await page.getByRole("link", { name: /Assistant IA/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/assistant$/);
    await page.getByLabel("Votre message").fill("Je suis jalouse de ma sœur");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("assistant-ai").last()).toContainText("La Jalousie");
    await expect(page.getByTestId("assistant-remaining")).toHaveText("19 messages restants aujourd'hui");
    // (axe needs JavaScript; the same page is scanned signed out, and the panel with JavaScript on.)
    await page.screenshot({ path: "test-results/screens/assistant-nojs-1280.png", fullPage: true });
  });
});

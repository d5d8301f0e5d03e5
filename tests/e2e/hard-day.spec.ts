/**
 * Issue 30 (items 1, 2, 3, 11), on a phone: a person who comes on a hard day, with or without
 * JavaScript, is never told something untrue and never has their distress shown to someone else.
 */
import type { Browser } from "@playwright/test";
import { query, sqlString } from "../support/db";
import { finishPeur } from "./practice-steps";
import { createConfirmedUser, DEMO_PASSWORD, expect, login, signUpInBrowser, test, FRENCH_BROWSER } from "./fixtures";
import { toast, uniqueWord } from "./community";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };
const DISTRESS = "Ce soir je n’ai plus envie de vivre, je veux en finir.";

function sessionsOf(pseudo: string, toolId: string) {
  return query<{ status: string; completed_at: string | null; mood_after: string | null }>(
    `SELECT s.status, s.completed_at, s.mood_after FROM practice_sessions s JOIN users u ON u.id = s.user_id
     WHERE u.username = ${sqlString(pseudo)} AND s.tool_id = ${sqlString(toolId)}`,
  );
}

async function newPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    baseURL,
    viewport: PHONE,
    javaScriptEnabled,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  return { context, page: await context.newPage() };
}

test.describe("item 1 : l'humeur de fin n'ajoute que l'humeur", () => {
  test("un visiteur termine La Peur, répond « Comment vous sentez-vous maintenant ? », puis rattache la pratique à un nouveau compte", async ({
    page,
    request,
  }) => {
    await finishPeur(page);
    // A visitor has no dashboard: nothing promises one.
    expect(await page.content()).not.toContain("tableau de bord vous montre");
    await page.getByTestId("feeling").getByRole("button", { name: "Ça va bien" }).click();
    await expect(page.getByTestId("feeling").getByRole("button", { name: "Ça va bien" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Merci, votre réponse est gardée sur cet appareil avec cette pratique.")).toBeVisible();
    // The last answer's autosave fires 2 s after typing: give it that time to (wrongly) write, then read the device.
    await page.waitForTimeout(2500);
    const record = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("local_practices") ?? "[]") as Array<Record<string, unknown>>).find((p) => p.tool_id === "peur"),
    );
    expect(record).toMatchObject({ status: "completed", mood_after: "bien" });
    expect(record!.completed_at).not.toBeNull();
    await page.screenshot({ path: "test-results/screens/hard-day-mood-visitor-390.png", fullPage: true });

    await page.goto("/history");
    const local = page.getByRole("heading", { name: "Sur cet appareil" });
    await expect(local).toBeVisible();
    await expect(page.getByText("Terminée").first()).toBeVisible();
    await expect(page.getByText("En cours", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Reprendre/ })).toHaveCount(0);

    const identity = await signUpInBrowser(page, request, "humeur");
    const offer = page.getByRole("region", { name: "Des pratiques vous attendent sur cet appareil" });
    await offer.getByRole("button", { name: "Rattacher à mon compte" }).click();
    await expect(toast(page, "Données rattachées")).toBeVisible();
    const [session] = sessionsOf(identity.pseudo, "peur");
    expect(session).toMatchObject({ status: "completed", mood_after: "bien" });
    expect(session!.completed_at).toBe(record!.completed_at);
  });

  test("une personne connectée : l'humeur s'ajoute, la pratique reste terminée", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "humeurc");
    await login(page, identity.pseudo, identity.password);
    await finishPeur(page);
    const [finished] = sessionsOf(identity.pseudo, "peur");
    expect(finished!.status).toBe("completed");
    await page.getByTestId("feeling").getByRole("button", { name: "Ça va", exact: true }).click();
    await expect.poll(() => sessionsOf(identity.pseudo, "peur")[0]?.mood_after).toBe("va");
    await page.waitForTimeout(2500);
    expect(sessionsOf(identity.pseudo, "peur")).toEqual([{ status: "completed", completed_at: finished!.completed_at, mood_after: "va" }]);
  });

  test("sans JavaScript, un visiteur n'entend pas « Merci, c'est noté. » à côté de « rien n'a pu être gardé »", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL!, false);
    await finishPeur(page, false);
    await expect(page.getByText("rien n'a pu être gardé sur cet appareil")).toBeVisible();
    await page.getByTestId("feeling").getByRole("button", { name: "Ça va bien" }).click();
    await expect(page.getByTestId("feeling").getByRole("button", { name: "Ça va bien" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Elle n'est pas gardée", { exact: false })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("Merci, c'est noté");
    expect(html).not.toContain("tableau de bord vous montre");
    await page.screenshot({ path: "test-results/screens/hard-day-mood-nojs-390.png", fullPage: true });
    await context.close();
  });
});

test.describe("item 2 : le panneau d'aide n'est qu'à son auteur", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`un sujet écrit un soir difficile, JavaScript ${javaScriptEnabled ? "activé" : "désactivé"}`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const author = await createConfirmedUser(request, baseURL!, "soutien");
      const { context, page } = await newPage(browser, baseURL!, javaScriptEnabled);
      await login(page, author.pseudo, author.password);
      const title = `Un soir difficile ${uniqueWord()}`;
      await page.goto("/forum/nouveau");
      await page.getByLabel("Titre").fill(title);
      await page.getByLabel("Contenu").fill(DISTRESS);
      await page.getByRole("button", { name: "Publier le sujet" }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const panel = page.getByTestId("distress-panel");
      await expect(panel).toBeVisible();
      await expect(panel).toContainText("Ce que vous venez d'écrire");
      // Nothing in the address tells of it.
      expect(page.url()).not.toContain("soutien");
      const threadUrl = page.url();

      // The toast "Sujet créé" is shown, and covers none of the crisis numbers.
      const created = toast(page, "Sujet créé");
      await expect(created).toBeVisible();
      const toastBox = (await created.boundingBox())!;
      for (const link of await panel.getByRole("link", { name: /^Appeler le/ }).all()) {
        const box = await link.boundingBox();
        if (!box) continue;
        const overlaps =
          box.x < toastBox.x + toastBox.width &&
          toastBox.x < box.x + box.width &&
          box.y < toastBox.y + toastBox.height &&
          toastBox.y < box.y + box.height;
        expect(overlaps, `${await link.textContent()} is under the toast`).toBe(false);
      }
      await page.screenshot({ path: `test-results/screens/hard-day-panel-${javaScriptEnabled ? "js" : "nojs"}-390.png` });

      // Read again, the page no longer opens it.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(panel).toHaveCount(0);

      // A visitor and another member, at every address that used to open it, see nothing.
      const other = await createConfirmedUser(request, baseURL!, "autre");
      const visitor = await newPage(browser, baseURL!, javaScriptEnabled);
      const member = await newPage(browser, baseURL!, javaScriptEnabled);
      await login(member.page, other.pseudo, other.password);
      for (const reader of [visitor.page, member.page]) {
        for (const address of [`${threadUrl}?soutien=1`, "/forum?soutien=1", "/entraide?soutien=1", threadUrl]) {
          await reader.goto(address);
          await expect(reader.getByRole("main")).toBeVisible();
          await expect(reader.getByTestId("distress-panel"), address).toHaveCount(0);
          expect(await reader.content()).not.toContain("Ce que vous venez d'écrire");
        }
      }
      await visitor.context.close();
      await member.context.close();
      await context.close();
    });
  }
});

test.describe("item 3 : le bilan des 3 Gestes d'un visiteur sans JavaScript", () => {
  test("vide : le message de validation, rien de perdu ; rempli : « pas gardé », les réponses et les moyens de les garder", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL!, false);
    await page.goto("/trois-gestes/bilan");
    await page.getByLabel("Votre acte concret", { exact: true }).fill("Marcher au parc");
    await page.getByLabel("Quelle question reste en vous ?", { exact: true }).fill("Et demain ?");
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    await expect(page.getByText("Veuillez remplir au moins une des questions de réflexion.").first()).toBeVisible();
    await expect(page.getByText("Pratique sauvegardée")).toHaveCount(0);
    await expect(page.getByLabel("Votre acte concret", { exact: true })).toHaveValue("Marcher au parc");
    await expect(page.getByLabel("Quelle question reste en vous ?", { exact: true })).toHaveValue("Et demain ?");

    await page.getByLabel("Quelle misère cette pratique a-t-elle touchée en vous ?", { exact: true }).fill("Une grande fatigue");
    await page.getByRole("button", { name: "Sauvegarder le bilan" }).click();
    const box = page.getByTestId("bilan-not-kept");
    await expect(box).toBeVisible();
    await expect(box.getByRole("heading", { name: "Votre bilan n'a pas été gardé" })).toBeVisible();
    await expect(page.getByText("Pratique sauvegardée")).toHaveCount(0);
    await expect(page.getByLabel("Quelle misère cette pratique a-t-elle touchée en vous ?", { exact: true })).toHaveValue(
      "Une grande fatigue",
    );
    await expect(page.getByLabel("Votre acte concret", { exact: true })).toHaveValue("Marcher au parc");
    await expect(box.getByLabel("Vos réponses, à copier")).toHaveValue(/Une grande fatigue[^]*Marcher au parc[^]*Et demain \?/);
    await expect(box.getByRole("link", { name: "Créer un compte (nouvel onglet)" })).toHaveAttribute("target", "_blank");
    await expect(box.getByRole("link", { name: "Se connecter (nouvel onglet)" })).toHaveAttribute("href", "/auth/login");
    await page.screenshot({ path: "test-results/screens/hard-day-bilan-nojs-390.png", fullPage: true });
    await context.close();
  });
});

test.describe("item 11 : modérer sans JavaScript", () => {
  test("« Supprimer » demande confirmation, puis la file montre ce qui a été fait", async ({ browser, request, baseURL }) => {
    const author = await createConfirmedUser(request, baseURL!, "modauteur");
    const writer = await newPage(browser, baseURL!, true);
    await login(writer.page, author.pseudo, author.password);
    const title = `Sujet à modérer ${uniqueWord()}`;
    await writer.page.goto("/forum/nouveau");
    await writer.page.getByLabel("Titre").fill(title);
    await writer.page.getByLabel("Contenu").fill("Un contenu calme.");
    await writer.page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(writer.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const hurtful = `Tu es ridicule ${uniqueWord()}`;
    await writer.page.getByLabel("Votre réponse").fill(hurtful);
    await writer.page
      .getByRole("button", { name: /Répondre|Publier/ })
      .last()
      .click();
    await expect(writer.page.getByTestId("reply").filter({ hasText: hurtful })).toBeVisible();
    const [reply] = query<{ id: string }>(`SELECT id FROM forum_replies WHERE content = ${sqlString(hurtful)}`);

    const reporter = await createConfirmedUser(request, baseURL!, "modsignal");
    const reporting = await newPage(browser, baseURL!, true);
    await login(reporting.page, reporter.pseudo, reporter.password);
    const sent = await reporting.page.request.post("/signaler", {
      form: { itemType: "reply", itemId: reply!.id, reason: "harassment", details: "" },
      headers: { Origin: baseURL! },
    });
    expect(sent.status()).toBeLessThan(400);

    const { context, page } = await newPage(browser, baseURL!, false);
    await login(page, "moderateur", DEMO_PASSWORD);
    await page.goto("/moderation");
    const entry = page.getByTestId("queue-entry").filter({ hasText: hurtful });
    await expect(entry).toBeVisible();
    await entry.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByTestId("confirm-delete");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(hurtful);
    expect(query(`SELECT deleted_at FROM forum_replies WHERE id = ${sqlString(reply!.id)}`)).toEqual([{ deleted_at: null }]);
    await page.screenshot({ path: "test-results/screens/hard-day-moderation-confirm-390.png", fullPage: true });
    await confirm.getByRole("link", { name: "Annuler" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(entry).toBeVisible();

    await entry.getByRole("button", { name: "Supprimer" }).click();
    await confirm.getByRole("button", { name: "Oui, supprimer ce message" }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(toast(page, "Message supprimé")).toBeVisible();
    await expect(entry).toHaveCount(0);
    const decision = page.getByTestId("recent-decision").filter({ hasText: hurtful });
    await expect(decision).toContainText("Supprimé");
    await expect(decision).toContainText("par Modérateur");
    expect(
      query<{ deleted: number }>(`SELECT deleted_at IS NOT NULL AS deleted FROM forum_replies WHERE id = ${sqlString(reply!.id)}`),
    ).toEqual([{ deleted: 1 }]);
    await page.screenshot({ path: "test-results/screens/hard-day-moderation-done-390.png", fullPage: true });
    await Promise.all([context.close(), writer.context.close(), reporting.context.close()]);
  });
});

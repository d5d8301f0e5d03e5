import { DEMO_PASSWORD, expect, login, test, FRENCH_BROWSER } from "./fixtures";
import { query, sqlString as q } from "../support/db";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolation, secondBrowser, signInFresh, toast, uniqueWord } from "./community";

// Shared, busy machines: these flows sign up several people and wait on live updates.
test.describe.configure({ timeout: 90_000 });
const LIVE = { timeout: 20_000 };

test.describe("chat d'entraide", () => {
  test("un message envoyé dans un navigateur apparaît dans l'autre ; un second envoi dans les 3 s donne le toast", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // The page's clock is ours: it stops just before the first send, so « within 3 s » holds however slowly
    // a loaded machine runs the steps after it (the server's own 3 s are real, and longer by then).
    await page.clock.install();
    await signInFresh(page, request, baseURL!, "chat");
    await page.goto("/entraide");
    await expect(page.getByRole("heading", { name: "Chat d'entraide" })).toBeVisible();
    const other = await secondBrowser(browser, request, baseURL!, "x", false);
    await other.page.goto("/entraide");
    await expect(other.page.getByText("Connectez-vous pour participer au chat.").first()).toBeVisible();

    const text = `Bonjour à tous ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(text);
    await expect(page.getByTestId("content-count")).toHaveText(`${text.length}/500 caractères`);
    // Paused a second ahead of the page's own time; from here on it moves only after `resume()`. On a loaded
    // machine that second may be gone before the pause arrives ("Cannot fast-forward to the past"): asked again.
    for (;;) {
      const pausedAt = await page.clock
        .pauseAt(await page.evaluate(() => Date.now() + 1_000))
        .then(() => true)
        .catch((error: Error) => {
          if (!/past/i.test(error.message)) throw error;
          return false;
        });
      if (pausedAt) break;
    }
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("chat-content").filter({ hasText: text })).toBeVisible();
    await expect(page.getByLabel("Votre message")).toHaveValue("");
    await expect(page.getByTestId("countdown")).toContainText(/Prochain message possible dans [1-3] s/);

    // The second message at once, while the countdown runs (the other browser is checked after: on a busy
    // machine its live update may take longer than the 3 seconds).
    const fast = `Trop vite ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(fast);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(toast(page, "Trop rapide !")).toBeVisible();
    await expect(other.page.getByTestId("chat-content").filter({ hasText: text })).toBeVisible(LIVE);
    await expect(toast(page, "Veuillez attendre 3 secondes entre chaque message.")).toBeVisible();
    await expect(page.getByTestId("chat-content").filter({ hasText: fast })).toHaveCount(0);
    await page.screenshot({ path: "test-results/screens/chat.png", fullPage: true });

    // Once the countdown is over, it goes through: the clock runs again, from where it stopped (so the
    // server's real 3 s have passed when the page's have).
    await page.clock.resume();
    await expect(page.getByTestId("countdown")).toHaveText("", { timeout: 5_000 });
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(other.page.getByTestId("chat-content").filter({ hasText: fast })).toBeVisible(LIVE);
    await other.context.close();
  });

  test("transformer un message en sujet du forum", async ({ page, request, baseURL }) => {
    await signInFresh(page, request, baseURL!, "sujet");
    await page.goto("/entraide");
    const text = `Comment respirer quand tout s'emballe ${uniqueWord()} ?`;
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    const message = page.getByTestId("chat-message").filter({ hasText: text });
    await message.getByRole("link", { name: "En faire un sujet du forum" }).click();
    const dialog = page.getByRole("dialog", { name: "Transformer en sujet du forum" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Contenu (facultatif)")).toHaveValue(text);
    // A real modal: the page behind is inert, so focus cannot wander out of the dialog.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog.getByLabel("Titre")).toBeFocused();
    await dialog.getByLabel("Titre").press("Escape");
    await expect(dialog).toHaveCount(0);
    await message.getByRole("link", { name: "En faire un sujet du forum" }).click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: "test-results/screens/chat-to-thread.png", fullPage: true });
    const title = `Respirer ${uniqueWord()}`;
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByRole("button", { name: "Créer un sujet" }).click();
    await expect(toast(page, "Le message a été transformé en sujet de forum.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.goto("/forum");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByTestId("thread-content")).toContainText(text);
  });

  test("l'auteur modifie son message ; un modérateur le supprime", async ({ page, browser, request, baseURL }) => {
    await signInFresh(page, request, baseURL!, "modif");
    await page.goto("/entraide");
    const text = `Message à revoir ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    const message = page.getByTestId("chat-message").filter({ hasText: text });
    await message.getByRole("link", { name: "Modifier" }).click();
    await page.getByLabel("Modifier le message").fill(`${text} (revu)`);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const edited = page.getByTestId("chat-message").filter({ hasText: `${text} (revu)` });
    await expect(edited).toContainText("(modifié)");

    const moderation = await secondBrowser(browser, request, baseURL!, "x", false);
    await login(moderation.page, "moderateur", DEMO_PASSWORD);
    await moderation.page.goto("/entraide");
    const target = moderation.page.getByTestId("chat-message").filter({ hasText: `${text} (revu)` });
    moderation.page.once("dialog", (d) => d.accept());
    await target.getByRole("button", { name: "Supprimer" }).click();
    // The toast must survive the live reload that the same delete triggers (useLiveReload waits).
    await expect(toast(moderation.page, "Message supprimé")).toBeVisible();
    await expect(moderation.page.getByText(`${text} (revu)`)).toHaveCount(0);
    // The author's page follows live: the words are gone, the place stays.
    await expect(page.getByText(`${text} (revu)`)).toHaveCount(0, LIVE);
    await moderation.context.close();
  });
});

test.describe("chat : visiteur, accessibilité, téléphone", () => {
  test("un visiteur lit, voit l'invitation et un champ désactivé", async ({ page }) => {
    await page.goto("/entraide");
    await expect(page.getByTestId("chat-message").first()).toBeVisible();
    await expect(page.getByLabel("Votre message")).toBeDisabled();
    await expect(page.getByRole("main").getByRole("link", { name: "Connexion" })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });

  test("axe connecté, et rien ne déborde à 390 px", async ({ page }) => {
    await login(page, "camille", DEMO_PASSWORD);
    await page.goto("/entraide");
    await expectNoSeriousAxeViolation(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/entraide");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: "test-results/screens/chat-390.png", fullPage: true });
  });
});

test.describe("chat sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("envoyer un message puis le transformer en sujet, par de simples formulaires", async ({ page, request, baseURL }) => {
    await signInFresh(page, request, baseURL!, "chatnojs");
    await page.goto("/entraide");
    const text = `Un message sans script ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    const message = page.getByTestId("chat-message").filter({ hasText: text });
    await expect(message).toBeVisible();
    await message.getByRole("link", { name: "En faire un sujet du forum" }).click();
    // The server renders the dialog open: a plain form.
    const dialog = page.getByRole("dialog", { name: "Transformer en sujet du forum" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Créer un sujet" }).click();
    // An empty title keeps the dialog, with the message's text still in it.
    await expect(dialog.getByLabel("Contenu (facultatif)")).toHaveValue(text);
    const title = `Sans script ${uniqueWord()}`;
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByRole("button", { name: "Créer un sujet" }).click();
    await expect(page.getByText("Le message a été transformé en sujet de forum.")).toBeVisible();
    await page.goto("/forum");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });
});

test.describe("chat d'entraide : charger plus par curseur", () => {
  test("avec JavaScript, « Charger plus » ne lit que les messages d'avant ; l'adresse suit ; sans JavaScript le lien marche", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Sixty old messages (2020), so that the chat has more than one page whatever the other tests wrote.
    const word = uniqueWord();
    const author = query<{ id: string }>(`SELECT id FROM users WHERE username = 'camille'`)[0]!.id;
    const base = Date.parse("2020-02-01T10:00:00.000Z");
    query(
      `INSERT INTO chat_messages (id, content, author_id, created_at) VALUES ${Array.from(
        { length: 60 },
        (_, i) => `(${q(`ancien-${word}-${i}`)}, ${q(`Ancien ${word} ${i}`)}, ${q(author)}, ${q(new Date(base + i * 1000).toISOString())})`,
      ).join(",")}`,
    );
    await page.goto("/entraide");
    const lines = page.getByTestId("chat-message");
    await expect(lines.first()).toBeVisible();
    const before = await lines.count();
    expect(before).toBe(50);
    const firstBefore = await lines.first().getAttribute("id");
    const reads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/entraide") && !r.url().includes("/assets/")) reads.push(new URL(r.url()).pathname);
    });
    await page.getByRole("link", { name: "Charger plus de messages" }).click();
    await expect.poll(() => lines.count()).toBeGreaterThan(before);
    const after = await lines.count();
    // One read, of the older messages only; the newest were not read again.
    expect(reads).toEqual(["/entraide/anciens.data"]);
    await expect(page).toHaveURL(/pages=2/);
    // The line that was first is still there, now below the older ones, each once.
    await expect(page.locator(`[id="${firstBefore}"]`)).toHaveCount(1);
    const ids = await lines.evaluateAll((els) => els.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    await page.reload();
    await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(after);

    // Without JavaScript: the same link asks the server for one more page.
    const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false, baseURL });
    const noJs = await context.newPage();
    await noJs.goto("/entraide");
    await expect(noJs.getByTestId("chat-message")).toHaveCount(50);
    await noJs.getByRole("link", { name: "Charger plus de messages" }).click();
    await expect(noJs).toHaveURL(/pages=2/);
    expect(await noJs.getByTestId("chat-message").count()).toBeGreaterThan(50);
    await context.close();
  });
});

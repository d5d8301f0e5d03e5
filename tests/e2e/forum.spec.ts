import type { Page, Request } from "@playwright/test";
import { DEMO_PASSWORD, expect, login, test } from "./fixtures";
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolation,
  greeted,
  holdRoomSocket,
  secondBrowser,
  signInFresh,
  toast,
  uniqueWord,
} from "./community";

// Shared, busy machines: these flows sign up several people and wait on live updates.
test.describe.configure({ timeout: 90_000 });

/** Live updates cross two browsers and a room; give them room on a busy machine. */
const LIVE = { timeout: 20_000 };
const LOCKED = "Ce sujet est verrouillé et n'accepte plus de nouvelles réponses.";

/** GET requests that read a thread page's own data (the root's data, read on every navigation, aside). */
const threadReads = (requests: Request[]) =>
  requests
    .filter((r) => r.method() === "GET")
    .filter((r) => (new URL(r.url()).searchParams.get("_routes") ?? "routes/forum+/$slug").split(",").includes("routes/forum+/$slug"))
    .map((r) => r.url());

/** HTTP requests a page makes for the forum's pages or data (not its socket, not static files). */
function countForumRequests(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The header's count of followed topics (/forum/suivis/compte) is the header's, not the page's reads.
    if (url.pathname === "/forum/suivis/compte") return;
    if (url.pathname.startsWith("/forum") || url.pathname.endsWith(".data")) seen.push(request);
  });
  return seen;
}

test.describe("forum : créer, répondre, voir en direct", () => {
  test("un sujet créé puis une réponse ; un second navigateur voit la réponse arriver sans recharger", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "forum");
    await page.goto("/forum");
    await page.getByRole("link", { name: "Nouveau sujet" }).click();
    await expect(page).toHaveURL(/\/forum\/nouveau$/);
    const submit = page.getByRole("button", { name: "Publier le sujet" });
    await expect(submit).toBeDisabled();
    const title = `Comment garder le cap ${uniqueWord()} ?`;
    await page.getByLabel("Titre").fill(title);
    await expect(page.getByTestId("title-count")).toHaveText(`${title.length}/200 caractères`);
    await page.getByLabel("Contenu").fill("   ");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Contenu").fill("Bonjour, **merci** de vos conseils.");
    await expect(page.getByText(/Mise en forme\s:\s\*\*gras\*\*, \*italique\*, listes/).first()).toBeVisible();
    await page.screenshot({ path: "test-results/screens/forum-new-thread.png", fullPage: true });
    await submit.click();
    await expect(toast(page, "Sujet créé")).toBeVisible();
    await expect(toast(page, "Votre sujet a été publié avec succès.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("thread-content").locator("strong")).toHaveText("merci");
    const threadUrl = page.url();

    const other = await secondBrowser(browser, request, baseURL!, "lecteur");
    const ready = greeted(other.page, "thread-room");
    await other.page.goto(threadUrl);
    await expect(other.page.getByRole("heading", { name: "Ajouter une réponse" })).toBeVisible();
    await ready;
    const viewerRequests = countForumRequests(other.page);
    const senderRequests = countForumRequests(page);

    await page.getByLabel("Votre réponse").fill("Première réponse, **en direct**.");
    await page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(toast(page, "Réponse ajoutée")).toBeVisible();
    await expect(page.getByLabel("Votre réponse")).toHaveValue("");
    await expect(page.getByTestId("reply").filter({ hasText: "Première réponse, en direct." })).toBeVisible();
    // The other browser did not reload: the room's event carried the reply, rendered as on the page.
    const arrived = other.page.getByTestId("reply").filter({ hasText: "Première réponse, en direct." });
    await expect(arrived).toBeVisible(LIVE);
    await expect(arrived.locator("strong")).toHaveText("en direct");
    await expect(other.page.getByTestId("thread-reply-count")).toHaveText("1 réponse", LIVE);
    await other.page.waitForTimeout(500);
    expect(viewerRequests.map((r) => r.url())).toEqual([]);
    // The author posted once and merged the answer: the thread was not read again.
    expect(senderRequests.filter((r) => r.method() === "POST")).toHaveLength(1);
    expect(threadReads(senderRequests)).toEqual([]);
    // Nor the root's data: the answer changed nothing it shows, and the reply showed after one request (decision 0454).
    expect(senderRequests.filter((r) => r.method() === "GET").map((r) => r.url())).toEqual([]);

    // Replying to a reply names the reply it answers.
    await other.page.getByTestId("reply").first().getByRole("link", { name: "Répondre" }).click();
    await expect(other.page.getByRole("heading", { name: "Répondre au commentaire" })).toBeVisible();
    await other.page.getByLabel("Votre réponse").fill("Réponse à la réponse.");
    await other.page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(toast(other.page, "Réponse ajoutée")).toBeVisible();
    const nested = page.getByTestId("reply").filter({ hasText: "Réponse à la réponse." });
    await expect(nested.getByTestId("reply-parent")).toContainText("En réponse à", LIVE);
    await page.screenshot({ path: "test-results/screens/forum-thread.png", fullPage: true });
    await other.context.close();
  });

  test("la liste reçoit un sujet créé ailleurs, puis sa réponse, sans aucune requête HTTP", async ({ page, browser, request, baseURL }) => {
    const ready = greeted(page, "forum-room");
    await page.goto("/forum");
    await ready;
    const viewerRequests = countForumRequests(page);
    const other = await secondBrowser(browser, request, baseURL!, "auteur");
    const title = `Sujet tout neuf ${uniqueWord()}`;
    await other.page.goto("/forum/nouveau");
    await other.page.getByLabel("Titre").fill(title);
    await other.page.getByLabel("Contenu").fill("Contenu");
    await other.page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(other.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible(LIVE);
    const card = page.getByTestId("thread-card").filter({ hasText: title });
    await expect(card.getByTestId("reply-count")).toHaveText("0 réponse");
    await other.page.getByLabel("Votre réponse").fill("Une réponse qui compte");
    await other.page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(card.getByTestId("reply-count")).toHaveText("1 réponse", LIVE);
    // Newest first under the pinned threads: the card with a new reply is the first unpinned one.
    await expect(
      page
        .getByTestId("thread-card")
        .filter({ hasNot: page.getByRole("img", { name: "Épinglé" }) })
        .first(),
    ).toContainText(title);
    await page.waitForTimeout(500);
    expect(viewerRequests.map((r) => r.url())).toEqual([]);
    await other.context.close();
  });

  test("un trou dans la séquence du sujet, puis une reconnexion, rattrapent ce qui manquait", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "troufil");
    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill(`Trou ${uniqueWord()}`);
    await page.getByLabel("Contenu").fill("Contenu");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByLabel("Votre réponse")).toBeVisible();
    const threadUrl = page.url();
    const reply = async (content: string) => {
      const response = await page.request.post(threadUrl, {
        form: { intent: "reply", content },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    };

    const viewer = await secondBrowser(browser, request, baseURL!, "x", false);
    let drop = false;
    let sockets = 0;
    const pageSides: Array<{ close: (options?: { code?: number; reason?: string }) => Promise<void> }> = [];
    await viewer.page.routeWebSocket(/\/parties\/thread-room\//, (ws) => {
      sockets++;
      pageSides.push(ws);
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (drop && String(message).includes("reply:created")) return;
        ws.send(message);
      });
    });
    const ready = greeted(viewer.page, "thread-room");
    await viewer.page.goto(threadUrl);
    await ready;
    const viewerRequests = countForumRequests(viewer.page);
    const replies = viewer.page.getByTestId("reply");

    // A gap: the first event is lost on the way, the second one shows the hole.
    const lost = `Perdue en route ${uniqueWord()}`;
    drop = true;
    await reply(lost);
    await viewer.page.waitForTimeout(500);
    await expect(replies.filter({ hasText: lost })).toHaveCount(0);
    drop = false;
    const next = `La suivante ${uniqueWord()}`;
    await reply(next);
    await expect(replies.filter({ hasText: next })).toBeVisible(LIVE);
    await expect(replies.filter({ hasText: lost })).toBeVisible(LIVE);
    expect(viewerRequests.length).toBeGreaterThan(0);

    // A reconnect: while the socket is deaf a reply goes by; the new socket's greeting shows it.
    const before = viewerRequests.length;
    drop = true;
    const missed = `Pendant la coupure ${uniqueWord()}`;
    await reply(missed);
    await viewer.page.waitForTimeout(500);
    drop = false;
    await pageSides[pageSides.length - 1]!.close({ code: 4000, reason: "coupure" });
    await expect.poll(() => sockets, LIVE).toBeGreaterThan(1);
    await expect(replies.filter({ hasText: missed })).toBeVisible(LIVE);
    expect(viewerRequests.length).toBeGreaterThan(before);
    await expect(replies).toHaveCount(3);
    await viewer.context.close();
  });

  test("un modérateur verrouille un sujet et l'auteur ne peut plus répondre", async ({ page, browser, request, baseURL }) => {
    await signInFresh(page, request, baseURL!, "verrou");
    await page.goto("/forum/nouveau");
    const title = `À verrouiller ${uniqueWord()}`;
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Contenu").fill("Contenu");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The author sees edit and delete, never pin or lock.
    await expect(page.getByRole("link", { name: "Modifier" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verrouiller" })).toHaveCount(0);

    const moderation = await secondBrowser(browser, request, baseURL!, "x", false);
    await login(moderation.page, "moderateur", DEMO_PASSWORD);
    await moderation.page.goto(page.url());
    await moderation.page.getByRole("button", { name: "Verrouiller" }).click();
    await expect(toast(moderation.page, "Sujet verrouillé")).toBeVisible();
    await moderation.page.getByRole("button", { name: "Épingler" }).click();
    await expect(toast(moderation.page, "Sujet épinglé")).toBeVisible();

    // The author's page updates by itself, and a reload shows the same.
    await expect(page.getByText(LOCKED)).toBeVisible(LIVE);
    await page.reload();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByLabel("Votre réponse")).toHaveCount(0);
    await page.goto("/forum");
    const card = page.getByTestId("thread-card").filter({ hasText: title });
    await expect(card.getByRole("img", { name: "Verrouillé" })).toBeVisible();
    await expect(card.getByRole("img", { name: "Épinglé" })).toBeVisible();
    await moderation.context.close();
  });

  test("l'auteur modifie et supprime sa réponse : « (modifié) », puis « Message supprimé » à sa place", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "edite");
    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill(`Modifier ${uniqueWord()}`);
    await page.getByLabel("Contenu").fill("Contenu");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await page.getByLabel("Votre réponse").fill("Texte d'origine");
    await page.getByRole("button", { name: "Répondre", exact: true }).click();
    const reply = page.getByTestId("reply").first();
    await expect(reply).toContainText("Texte d'origine");
    const requests = countForumRequests(page);
    await reply.getByRole("link", { name: "Modifier" }).click();
    await page.getByLabel("Modifier la réponse").fill("Texte corrigé");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Réponse modifiée")).toBeVisible();
    await expect(reply).toContainText("Texte corrigé");
    await expect(reply).toContainText("(modifié)");
    await expect(page.getByLabel("Modifier la réponse")).toHaveCount(0);
    await expect(page).not.toHaveURL(/modifier=/);
    page.once("dialog", (dialog) => dialog.accept());
    await reply.getByRole("button", { name: "Supprimer" }).click();
    await expect(reply).toContainText("Message supprimé");
    await expect(reply).not.toContainText("Texte corrigé");
    // Opening the editor, saving and deleting read the thread's data no more: two POSTs, no page data.
    expect(threadReads(requests)).toEqual([]);
    expect(requests.filter((r) => r.method() === "POST")).toHaveLength(2);
  });
});

test.describe("forum : charger plus par curseur", () => {
  test("avec JavaScript, « Charger plus » ne lit que la page suivante ; l'adresse suit, un rechargement montre autant", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "curseur");
    const word = uniqueWord();
    for (let i = 0; i < 12; i++) {
      const response = await page.request.post("/forum/nouveau", {
        form: { title: `Curseur ${word} ${i}`, content: "Contenu" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }
    await page.goto(`/forum?q=${word}`);
    await expect(page.getByTestId("thread-card")).toHaveCount(10);
    const reads = countForumRequests(page);
    await page.getByRole("link", { name: "Charger plus de sujets" }).click();
    await expect(page.getByTestId("thread-card")).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Charger plus de sujets" })).toHaveCount(0);
    // One read, of the next page only (by cursor); the first page was not read again.
    expect(reads.map((r) => new URL(r.url()).searchParams.has("apres"))).toEqual([true]);
    await expect(page).toHaveURL(/page=2/);
    // Newest first, nothing twice.
    const titles = await page.getByTestId("thread-card").getByRole("heading").allTextContents();
    expect(titles).toEqual(Array.from({ length: 12 }, (_, i) => `Curseur ${word} ${11 - i}`));
    await page.reload();
    await expect(page.getByTestId("thread-card")).toHaveCount(12);
  });
});

test.describe("forum : ce que voit un visiteur", () => {
  test("pas de Nouveau sujet, et les invitations à se connecter", async ({ page }) => {
    await page.goto("/forum");
    await expect(page.getByPlaceholder("Rechercher un sujet…")).toBeVisible();
    await expect(page.getByRole("link", { name: "Nouveau sujet" })).toHaveCount(0);
    await page.goto("/forum/nouveau");
    await expect(page.getByText("Connectez-vous pour créer un sujet.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Retour au forum/ })).toBeVisible();
    await page.goto("/forum/bienvenue-sur-le-forum-dentraide");
    await expect(page.getByText("Connectez-vous pour répondre à ce sujet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/forum/ce-sujet-n-existe-pas");
    await expect(page).toHaveURL(/\/forum$/);
    await expect(toast(page, "Sujet non trouvé")).toBeVisible();
    await expect(toast(page, "Ce sujet n'existe pas ou a été supprimé.")).toBeVisible();
  });

  test("recherche sans accents et liste vide de recherche", async ({ page }) => {
    await page.goto("/forum");
    await page.getByPlaceholder("Rechercher un sujet…").fill("eveil");
    await expect(page.getByRole("link", { name: "Un petit Éveil ce matin" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bienvenue sur le forum d'entraide" })).toHaveCount(0);
    await page.getByPlaceholder("Rechercher un sujet…").fill("aucunmotpareil");
    await expect(page.getByText("Aucun sujet trouvé pour cette recherche.")).toBeVisible();
  });
});

test.describe("forum sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("créer, répondre, rechercher et charger plus", async ({ page, request, baseURL }) => {
    await signInFresh(page, request, baseURL!, "nojs");
    const word = uniqueWord();
    // Eleven threads sharing a word, so the search has a second page.
    for (let i = 0; i < 11; i++) {
      const response = await page.request.post("/forum/nouveau", {
        form: { title: `Sans script ${word} ${i}`, content: `Contenu ${i}` },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }

    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill(`Sans script ${word} 0`);
    await page.getByLabel("Contenu").fill("Je garde mon texte");
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByText("Un sujet avec ce titre existe déjà. Veuillez choisir un autre titre.").first()).toBeVisible();
    await expect(page.getByLabel("Contenu")).toHaveValue("Je garde mon texte");
    await page.getByLabel("Titre").fill(`Sans script ${word} final`);
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Sans script ${word} final` })).toBeVisible();
    await expect(toast(page, "Sujet créé")).toBeVisible();

    await page.getByLabel("Votre réponse").fill("Une réponse sans script");
    await page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(toast(page, "Réponse ajoutée")).toBeVisible();
    await expect(page.getByTestId("reply").filter({ hasText: "Une réponse sans script" })).toBeVisible();

    await page.goto("/forum");
    await page.getByPlaceholder("Rechercher un sujet…").fill(`script ${word}`);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByTestId("thread-card")).toHaveCount(10);
    await page.getByRole("link", { name: "Charger plus de sujets" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("thread-card")).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Charger plus de sujets" })).toHaveCount(0);
  });
});

test.describe("aucun script injecté ne s'exécute", () => {
  test("titre, contenu, réponse, message de chat et nom d'affichage", async ({ page, request, baseURL }) => {
    const mark = uniqueWord();
    const payload = (n: number) => `<img src=x onerror="window.__xss=${n}"><script>window.__xss=${n}</script> ${mark}`;
    page.on("dialog", () => {
      throw new Error("a dialog opened: a script ran");
    });
    await signInFresh(page, request, baseURL!, "xss");
    await page.goto("/auth/profile");
    await page.getByLabel("Nom d'affichage").fill(`<svg onload="window.__xss=9"> ${mark}`.slice(0, 50));
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Profil mis à jour")).toBeVisible();

    await page.goto("/forum/nouveau");
    await page.getByLabel("Titre").fill(payload(1));
    await page.getByLabel("Contenu").fill(`${payload(2)}\n\n[lien](javascript:window.__xss=3)`);
    await page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(toast(page, "Sujet créé")).toBeVisible();
    await page.getByLabel("Votre réponse").fill(payload(4));
    await page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(toast(page, "Réponse ajoutée")).toBeVisible();
    await expect(page.getByTestId("thread-content")).toContainText("<script>window.__xss=2</script>");
    await expect(page.getByRole("link", { name: "lien" })).toHaveCount(0);
    const threadUrl = page.url();

    await page.goto("/entraide");
    await page.getByLabel("Votre message").fill(payload(5));
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("chat-content").filter({ hasText: `window.__xss=5</script> ${mark}` })).toBeVisible();

    for (const path of [threadUrl, "/forum", "/entraide"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
      await expect(page.getByText(`<svg onload="window.__xss=9"> ${mark}`).first()).toBeVisible();
    }
  });
});

test.describe("forum : accessibilité et téléphone", () => {
  test("axe sur la liste, un sujet et le formulaire ; rien ne déborde à 390 px", async ({ page }) => {
    // Three axe runs and two full-page captures: 100 s on two cores loaded by the whole suite, none of it waiting on the app.
    test.setTimeout(180_000);
    await login(page, "camille", DEMO_PASSWORD);
    for (const path of ["/forum", "/forum/bienvenue-sur-le-forum-dentraide", "/forum/nouveau"]) {
      await page.goto(path);
      await expectNoSeriousAxeViolation(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ["/forum", "forum-list-390"],
      ["/forum/comment-continuer-quand-la-pratique-de-la-peur-bloque", "forum-thread-390"],
    ] as const) {
      await page.goto(path);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
    }
  });

  test("axe pour un visiteur", async ({ page }) => {
    for (const path of ["/forum", "/forum/bienvenue-sur-le-forum-dentraide", "/forum/nouveau"]) {
      await page.goto(path);
      await expectNoSeriousAxeViolation(page);
    }
  });
});

test.describe("forum : entre la lecture de la page et l'ouverture du salon", () => {
  test("une réponse écrite juste après le chargement d'un sujet, avant que le salon réponde, s'affiche quand même", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "sujetfenetre");
    const created = await page.request.post("/forum/nouveau", {
      form: { title: `Fenêtre ${uniqueWord()}`, content: "Un sujet." },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    const path = created.headers()["location"]!;
    const viewer = await secondBrowser(browser, request, baseURL!, "vuesujet", false);
    // The viewer's socket is held back until the reply has gone by: the room's greeting is its only clue.
    const release = await holdRoomSocket(viewer.page, "thread-room");
    const ready = greeted(viewer.page, "thread-room");
    await viewer.page.goto(path);
    const text = `Dans la fenêtre ${uniqueWord()}`;
    const posted = await page.request.post(decodeURI(path), {
      form: { intent: "reply", content: text },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBeLessThan(400);
    await expect(viewer.page.getByTestId("reply").filter({ hasText: text })).toHaveCount(0);
    release();
    await ready;
    await expect(viewer.page.getByTestId("reply").filter({ hasText: text })).toBeVisible(LIVE);
    await viewer.context.close();
  });
});

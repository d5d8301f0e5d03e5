import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { greeted, secondBrowser, signInFresh, uniqueWord } from "./community";

// Issue 34: no open page stays silent longer than a heartbeat and a reconnection.
test.describe.configure({ timeout: 120_000 });
const LIVE = { timeout: 20_000 };
const SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
/** A short heartbeat (local builds only honour it): a question every 1.5 s, 1 s to answer. */
const SHORT_HEARTBEAT = "1500,1000";

async function shortHeartbeat(page: Page) {
  await page.addInitScript((value) => window.localStorage.setItem("rvi:battement", value), SHORT_HEARTBEAT);
}

/** Every socket the page opens on `party`, in order (partysocket's `_pk` is in each address). */
function roomSockets(page: Page, party: string) {
  const urls: string[] = [];
  page.on("websocket", (socket) => {
    if (socket.url().includes(`/parties/${party}/`)) urls.push(socket.url());
  });
  return urls;
}

async function devHook(page: Page, baseURL: string, path: string) {
  const response = await page.request.post(path, {
    form: { go: "1" },
    headers: { Origin: baseURL, "X-Test-Secret": SECRET },
    maxRedirects: 0,
  });
  return response.status();
}

async function send(page: Page, baseURL: string, content: string) {
  const response = await page.request.post("/entraide", {
    form: { intent: "send", js: "1", content, cle: crypto.randomUUID() },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
}

/** The chat lines of this test (by its tag), as the page shows them, in order. */
const linesOf = (page: Page, tag: string) => page.getByTestId("chat-content").filter({ hasText: tag }).allTextContents();

test.describe("battement de cœur : une page ne reste jamais sourde", () => {
  test("le salon cesse de relayer vers une page sans fermer sa socket : elle s'en aperçoit en un battement, se reconnecte et affiche ce qu'elle a manqué", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "sourd");
    const viewer = await secondBrowser(browser, request, baseURL!, "vuesourd", false);
    await shortHeartbeat(viewer.page);
    const sockets = roomSockets(viewer.page, "chat-room");
    const ready = greeted(viewer.page, "chat-room");
    await viewer.page.goto("/entraide");
    await ready;
    const connection = new URL(sockets[0]!).searchParams.get("_pk")!;
    expect(connection).toBeTruthy();

    // The room stops writing to this page's socket, which stays open (the local-only hook).
    expect(await devHook(page, baseURL!, `/dev/room-deafen?party=chat-room&room=chat&connection=${connection}`)).toBe(200);
    const tag = uniqueWord();
    const missed = `Manqué pendant la surdité ${tag}`;
    await send(page, baseURL!, missed);
    // Within a heartbeat and a reconnection the page has a new socket and shows the message.
    await expect.poll(() => sockets.length, LIVE).toBeGreaterThan(1);
    await expect(viewer.page.getByTestId("chat-content").filter({ hasText: missed })).toHaveCount(1, LIVE);
    // And it hears the room again.
    await viewer.page.waitForTimeout(3_100);
    const next = `Entendu ensuite ${tag}`;
    await send(page, baseURL!, next);
    await expect(viewer.page.getByTestId("chat-content").filter({ hasText: next })).toHaveCount(1, LIVE);
    expect(await linesOf(viewer.page, tag)).toEqual([missed, next]);
    await expect(viewer.page.getByTestId("live-status")).toHaveText("");
    await viewer.context.close();
  });

  test("à travers un redémarrage du salon : deux pages, un expéditeur ; chaque message apparaît une fois, dans l'ordre, sur les deux", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "expe");
    const first = await secondBrowser(browser, request, baseURL!, "vueun", false);
    const second = await secondBrowser(browser, request, baseURL!, "vuedeux", true);
    for (const viewer of [first, second]) {
      await shortHeartbeat(viewer.page);
      const ready = greeted(viewer.page, "chat-room");
      await viewer.page.goto("/entraide");
      await ready;
    }
    const tag = uniqueWord();
    const texts = Array.from({ length: 5 }, (_, i) => `Message ${i + 1} autour du redémarrage ${tag}`);
    for (const [i, text] of texts.entries()) {
      if (i > 0) await page.waitForTimeout(3_100); // the chat's 3-second rule
      if (i === 2) {
        // The room restarts as a deploy would; the send right after must not depend on it.
        const status = await devHook(page, baseURL!, "/dev/room-restart?party=chat-room&room=chat");
        expect([200, 503]).toContain(status);
      }
      await send(page, baseURL!, text);
    }
    for (const viewer of [first, second]) {
      await expect(viewer.page.getByTestId("chat-content").filter({ hasText: texts.at(-1)! })).toHaveCount(1, LIVE);
      await expect.poll(() => linesOf(viewer.page, tag), LIVE).toEqual(texts);
    }
    await first.context.close();
    await second.context.close();
  });

  test("après une reconnexion manquée, la page dit qu'elle n'est plus en direct ; l'envoi marche encore, et la liste rattrape au retour", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "perdu");
    await shortHeartbeat(page);
    let refuse = false;
    const pageSides: Array<{ close: () => Promise<void> }> = [];
    await page.routeWebSocket(/\/parties\/chat-room\//, (ws) => {
      if (refuse) {
        void ws.close({ code: 1011, reason: "réseau coupé" });
        return;
      }
      pageSides.push(ws);
      ws.connectToServer();
    });
    const ready = greeted(page, "chat-room");
    await page.goto("/entraide");
    await ready;
    await expect(page.getByTestId("live-status")).toHaveText("");

    // The network goes: the socket drops and the next attempt fails.
    refuse = true;
    await pageSides[0]!.close();
    await expect(page.getByTestId("live-status")).toHaveText("Connexion perdue, nouvelle tentative…", LIVE);

    // The form still posts: the person's own message is shown from the answer.
    const tag = uniqueWord();
    const own = `Envoyé hors ligne du salon ${tag}`;
    await page.getByLabel("Votre message").fill(own);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("chat-content").filter({ hasText: own })).toHaveCount(1, LIVE);

    // Someone else writes meanwhile; once the socket is back the line goes and the list catches up.
    const other = await secondBrowser(page.context().browser()!, request, baseURL!, "autre", true);
    const theirs = `Écrit pendant la coupure ${tag}`;
    await send(other.page, baseURL!, theirs);
    refuse = false;
    await expect(page.getByTestId("live-status")).toHaveText("", LIVE);
    await expect(page.getByTestId("chat-content").filter({ hasText: theirs })).toHaveCount(1, LIVE);
    await other.context.close();
  });

  test("un envoi sans réponse du serveur garde le texte dans le champ, le dit en français, et se renvoie une seule fois", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInFresh(page, request, baseURL!, "sansrep");
    await page.goto("/entraide");
    await page.waitForLoadState("networkidle");
    // The first send meets a server restarting mid-request (wrangler dev's own answer).
    let refused = 0;
    await page.route(/\/entraide\.data/, async (route) => {
      if (route.request().method() !== "POST" || refused > 0) return route.fallback();
      refused++;
      await route.fulfill({
        status: 503,
        contentType: "text/plain",
        body: "Your worker restarted mid-request. Please try sending the request again.",
      });
    });
    const text = `Gardé dans le champ ${uniqueWord()}`;
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Impossible d'envoyer le message." })).toBeVisible(LIVE);
    await expect(page.getByTestId("toast").filter({ hasText: "Votre message est resté dans le champ." })).toBeVisible();
    await expect(page.getByLabel("Votre message")).toHaveValue(text);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByTestId("chat-content").filter({ hasText: text })).toHaveCount(1, LIVE);
    await expect(page.getByLabel("Votre message")).toHaveValue("");
    expect(refused).toBe(1);
  });
});

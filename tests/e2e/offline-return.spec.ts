/**
 * Issue 33, what follows the first offline tests (offline.spec.ts): a new version's quiet notice, a
 * signed-in person's « Terminer » with no network, the chooser's questions offline and the offline page in the
 * person's country. The service worker really runs; the network is cut at the browser.
 */
import type { Page } from "@playwright/test";
import { query, sqlString } from "../support/db";
import { answerAndNext, offline, ownedItem, phone, workerActive } from "../support/offline";
import { createConfirmedUser, expect, login, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const PRECACHE = /^workbox-precache-/;

/** The registration's versions as the page sees them, and the precache's keys. */
const registration = (page: Page) =>
  page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(found?.waiting),
      active: found?.active?.state ?? null,
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
const precacheKeys = (page: Page) =>
  page.evaluate(async (pattern) => {
    const keys: string[] = [];
    for (const name of await caches.keys())
      if (new RegExp(pattern).test(name)) for (const request of await (await caches.open(name)).keys()) keys.push(request.url);
    return keys;
  }, PRECACHE.source);

/*
 * Decision 0280. Playwright routes only the worker's first install fetch of /sw.js, not the browser's
 * later update checks: the version already on the phone is this build's worker with one changed
 * revision (so its precache differs), served once; the browser's update check then finds the build's
 * own worker, a new version. Every step waits for a state or an event, never for a time.
 */
test("une nouvelle version attend : la notice hors des pratiques, « Recharger » la met en place une fois", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL);
  // Chrome's own record of the worker's versions (what DevTools shows): each version's id and state.
  const versions = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: list }: { versions: { versionId: string; status: string }[] }) => {
    for (const version of list) versions.set(version.versionId, version.status);
  });
  await cdp.send("ServiceWorker.enable");
  const built = await (await page.request.get("/sw.js")).text();
  const previousBuild = built.replace(/("revision":")[0-9a-f]+(","url":"favicon\.svg")/, "$1ancienne$2");
  expect(previousBuild).not.toBe(built);
  await context.route(
    "**/sw.js",
    (route) => route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: previousBuild }),
    { times: 1 },
  );
  // The notice's own file is fetched only once a new version waits (decision 0292).
  const noticeFiles: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/update-ready-[\w-]+\.js$/.test(request.url())) noticeFiles.push(request.url());
  });
  await page.goto("/aide");
  await workerActive(page);
  expect(noticeFiles).toEqual([]);
  const previous = [...versions].find(([, status]) => status === "activated")?.[0];
  expect(previous).toBeDefined();
  // The previous version's precache: its favicon's revision, and its pages' (one revision per build).
  const before = await precacheKeys(page);
  const previousAide = before.find((key) => new URL(key).pathname === "/aide");
  expect(before.filter((key) => key.includes("__WB_REVISION__=ancienne"))).toHaveLength(1);
  expect(previousAide).toBeDefined();

  // In the middle of a practice, the browser finds the new version, which waits in silence.
  await page.goto("/practice/peur");
  await expect(page.getByRole("heading", { name: "La Peur", exact: true })).toBeVisible();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect.poll(() => registration(page), { timeout: 30_000 }).toEqual({ waiting: true, active: "activated", controlled: true });
  const notice = page.getByTestId("update-ready");
  await expect(notice).toHaveCount(0);
  // The same page life, out of the practice (a link, no reload): the quiet notice.
  await page.getByTestId("header-help").filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/aide$/);
  await expect(notice).toContainText("Une nouvelle version est prête.");
  expect(noticeFiles.length).toBeGreaterThan(0);
  // Back in the practice, it hides again; out of it, it is there.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "La Peur", exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goForward();
  await expect(notice).toBeVisible();
  // « Plus tard » puts it away for this page; the next page load offers it again.
  await notice.getByRole("button", { name: "Plus tard" }).click();
  await expect(notice).toHaveCount(0);
  await page.goto("/practice");
  await expect(notice).toBeVisible();

  // « Recharger »: the new version takes over and the page reloads, once.
  let loads = 0;
  page.on("load", () => loads++);
  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Recharger" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Pratique du jour" })).toBeVisible();
  await expect.poll(() => registration(page), { timeout: 30_000 }).toEqual({ waiting: false, active: "activated", controlled: true });
  expect(versions.get(previous!)).toBe("redundant");
  expect([...versions.values()].filter((status) => status === "activated")).toHaveLength(1);
  await expect(notice).toHaveCount(0);
  // The previous version's precache entries are deleted; the new version's are there.
  const after = await precacheKeys(page);
  expect(after.filter((key) => key.includes("__WB_REVISION__=ancienne"))).toEqual([]);
  expect(after).not.toContain(previousAide);
  expect(after.filter((key) => new URL(key).pathname === "/favicon.svg")).toHaveLength(1);
  expect(after.filter((key) => new URL(key).pathname === "/aide")).toHaveLength(1);
  expect(loads).toBe(1);
  await context.close();
});

/** The person's session of a tool, its state and its answers, read in the database. */
function sessionOf(pseudo: string, toolId: string) {
  return query<{ id: string; status: string; mood_after: string | null }>(
    `SELECT s.id, s.status, s.mood_after FROM practice_sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ${sqlString(pseudo)} AND s.tool_id = ${sqlString(toolId)}`,
  );
}
function answersOf(sessionId: string) {
  return query<{ step_number: number; response_text: string }>(
    `SELECT step_number, response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)} ORDER BY step_number`,
  );
}

/** Counts the posts that end a run (`intent=complete`) and reached the server (one made offline never does). */
function countEnds(page: Page) {
  const ends: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && /\/save$/.test(request.url()) && /name="intent"\r\n\r\ncomplete\r\n/.test(request.postData() ?? ""))
      ends.push(`${response.status()} ${request.url()}`);
  });
  return ends;
}

test("connectée, « Terminer » sans réseau : la fin attend sur l'appareil, puis rejoint le compte une fois", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const identity = await createConfirmedUser(request, baseURL!, "offf");
  await login(page, identity.pseudo, identity.password);
  const ends = countEnds(page);
  await page.goto("/practice/peur");
  await workerActive(page);
  await offline(context, page);
  await answerAndNext(page, "Une peur écrite sans réseau.");
  // Opening wrote nothing: the page named its run at the first answer (issue 42).
  await expect(page).toHaveURL(/sessionId=/);
  const sessionId = new URL(page.url()).searchParams.get("sessionId")!;
  expect(sessionOf(identity.pseudo, "peur")).toHaveLength(0);
  await answerAndNext(page, "Elle veut me protéger.");
  await answerAndNext(page, "Je reste avec moi.", "Terminer la session");
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
  // Said as it is: the end waits on this device; nothing says it was saved.
  const status = page.getByTestId("finish-status");
  await expect(status).toContainText("Hors ligne");
  await expect(status).toContainText("rejoindront votre compte");
  await expect(page.getByText("Vos réponses sont enregistrées au fil de la pratique.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sauvegarder ma pratique" })).toBeHidden();
  // How the person feels waits with the end.
  await page.getByTestId("feeling").getByRole("button", { name: "Ça va", exact: true }).click();
  await expect(page.getByText("Merci, c'est noté.")).toBeVisible();
  expect(sessionOf(identity.pseudo, "peur")).toHaveLength(0);
  expect(answersOf(sessionId)).toEqual([]);
  expect(Object.keys(JSON.parse((await ownedItem(page, "waiting_finishes")) ?? "{}"))).toEqual([sessionId]);

  // The network returns, no reload: the answers, then the end, then the feeling, once.
  await context.setOffline(false);
  await expect(status).toContainText("votre pratique est enregistrée dans votre compte", { timeout: 20_000 });
  await expect.poll(() => sessionOf(identity.pseudo, "peur")[0]).toMatchObject({ status: "completed", mood_after: "va" });
  expect(answersOf(sessionId)).toEqual([
    { step_number: 1, response_text: "Une peur écrite sans réseau." },
    { step_number: 2, response_text: "Elle veut me protéger." },
    { step_number: 3, response_text: "Je reste avec moi." },
  ]);
  await expect
    .poll(async () => [await ownedItem(page, "waiting_finishes"), await ownedItem(page, "unsaved_answers")])
    .toEqual([null, null]);
  // Another return of the network sends nothing again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.goto("/dashboard");
  expect(ends).toHaveLength(1);
  expect(sessionOf(identity.pseudo, "peur")).toHaveLength(1);
  await context.close();
});

test("connectée, finie sans réseau puis partie ailleurs : la fin est envoyée depuis l'autre page", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const identity = await createConfirmedUser(request, baseURL!, "offg");
  await login(page, identity.pseudo, identity.password);
  const ends = countEnds(page);
  await page.goto("/practice/critique");
  await workerActive(page);
  await offline(context, page);
  await answerAndNext(page, "Première, hors ligne.");
  // Opening wrote nothing: the page named its run at the first answer (issue 42).
  await expect(page).toHaveURL(/sessionId=/);
  const sessionId = new URL(page.url()).searchParams.get("sessionId")!;
  expect(sessionOf(identity.pseudo, "critique")).toHaveLength(0);
  await answerAndNext(page, "Deuxième, hors ligne.");
  await answerAndNext(page, "Troisième, hors ligne.", "Terminer la session");
  await expect(page.getByTestId("finish-status")).toContainText("Hors ligne");
  // Off to the help page (its stored copy), then the network returns there.
  await page.goto("/aide");
  await expect(page.getByRole("heading", { name: "Trouver de l'aide" })).toBeVisible();
  await context.setOffline(false);
  // (A page opened while Chrome emulates no network says `navigator.onLine` is true, as on a weak
  // connection: no `online` event comes, the page's own retry sends it.)
  await expect.poll(() => sessionOf(identity.pseudo, "critique")[0]?.status, { timeout: 30_000 }).toBe("completed");
  expect(answersOf(sessionId).map((a) => a.response_text)).toEqual([
    "Première, hors ligne.",
    "Deuxième, hors ligne.",
    "Troisième, hors ligne.",
  ]);
  await expect.poll(() => ownedItem(page, "waiting_finishes")).toBeNull();
  await page.goto("/history");
  await expect(page.getByText(/Critique/).first()).toBeVisible();
  expect(ends).toHaveLength(1);
  await context.close();
});

test("sans réseau, le choix de pratique pose ses questions jusqu'à la pratique recommandée", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/practice");
  await workerActive(page);
  await offline(context, page);
  const chooser = page.getByTestId("chooser");
  await chooser.getByRole("link", { name: "J'AI MAL" }).click();
  await expect(chooser.getByRole("heading", { name: /D'où vient ce mal/ })).toBeVisible();
  await expect(chooser.getByTestId("professional-help-note")).toBeVisible();
  await chooser.getByRole("link", { name: "Un moment précis me fait mal" }).click();
  await expect(chooser.getByRole("heading", { name: /En repensant à ce moment/ })).toBeVisible();
  await chooser.getByRole("link", { name: "Non, je ne la vois pas encore" }).click();
  await expect(chooser.getByText("Votre pratique recommandée")).toBeVisible();
  await expect(page).toHaveURL(/node=outil_palais_justesse/);
  // Back one question, then on to the practice itself, kept on the device.
  await chooser.getByRole("link", { name: "Choisir un autre outil" }).click();
  await expect(chooser.getByRole("heading", { name: /En repensant à ce moment/ })).toBeVisible();
  await chooser.getByRole("link", { name: "Non, je ne la vois pas encore" }).click();
  await chooser.getByRole("link", { name: "Commencer cette pratique" }).click();
  await expect(page).toHaveURL(/\/practice\/palais_justesse(\?|$)/);
  await expect(
    page
      .getByTestId("step-counter")
      .or(page.getByRole("button", { name: /Commencer/ }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await context.close();
});

test("sans réseau, une étape du choix chargée en entier montre sa question ; sans les choix gardés, la première, sans écran d'erreur", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/practice");
  await workerActive(page);
  await offline(context, page);
  const chooser = page.getByTestId("chooser");
  const first = chooser.getByRole("heading", { name: "Comment vous sentez-vous aujourd'hui ?" });
  const moment = chooser.getByRole("heading", { name: /En repensant à ce moment/ });
  // A step opened whole (a reopened tab, a link kept): the service worker answers with the stored
  // /practice, and the page shows the step asked for, with its help line.
  await page.goto("/practice?node=mal_moment&from=mal");
  await expect(moment).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(chooser.getByTestId("professional-help-note")).toBeVisible();
  // On to the recommendation, then reloaded: still the recommendation, and « back » goes one step back.
  await chooser.getByRole("link", { name: "Non, je ne la vois pas encore" }).click();
  await expect(chooser.getByText("Votre pratique recommandée")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/node=outil_palais_justesse/);
  await expect(chooser.getByText("Votre pratique recommandée")).toBeVisible();
  await chooser.getByRole("link", { name: "Choisir un autre outil" }).click();
  await expect(moment).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Without the stored choices (removed from the precache here), the stored /practice stays as it is:
  // the first question, no error screen.
  const removed = await page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === "/practice/choix.json" && (await cache.delete(request))) count++;
    }
    return count;
  });
  expect(removed).toBe(1);
  await page.goto("/practice?node=mal_moment&from=mal");
  await expect(first).toBeVisible();
  await expect(chooser.getByRole("link", { name: "J'AI MAL" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await context.close();
});

test("la page hors ligne montre d'abord les numéros du pays choisi, et garde ceux de tous les pays", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/aide");
  await workerActive(page);
  // Without a choice, France first.
  await offline(context, page);
  await page.goto("/forum");
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByTestId("own-country")).toHaveAttribute("data-country", "FR");
  await context.setOffline(false);

  // The person chooses Belgium on /aide (an HttpOnly cookie): the page remembers it in the device store.
  await page.goto("/aide");
  await page.getByLabel(/Vous êtes dans un autre pays/).selectOption("BE");
  await page.getByRole("button", { name: "Afficher ses numéros" }).click();
  await expect(page.getByRole("heading", { name: "Numéros d'aide en Belgique" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rvi:visiteur:pays"))).toBe("BE");

  await offline(context, page);
  await page.goto("/forum");
  const own = page.getByTestId("own-country");
  await expect(own).toHaveAttribute("data-country", "BE");
  await expect(own.getByRole("heading", { name: "Numéros d'aide en Belgique" })).toBeVisible();
  await expect(own.locator('a[href="tel:080032123"]')).toBeVisible();
  await expect(own.locator('a[href="tel:112"]')).toBeVisible();
  // France and every other French-speaking country stay listed, folded; France's lines a tap away.
  const folded = page.getByTestId("help-country");
  await expect(folded).toHaveCount(4);
  expect(await folded.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-country")))).toEqual(["FR", "CH", "CA", "LU"]);
  await page.getByText("Numéros d'aide en France").click();
  for (const tel of ["3114", "15", "112"]) await expect(page.locator(`[data-country="FR"] a[href="tel:${tel}"]`).first()).toBeVisible();
  // The device keeps what it was given; the page reads only a country it knows (a damaged value: France first).
  await page.evaluate(() => localStorage.setItem("rvi:visiteur:pays", "ZZ"));
  await page.reload();
  await expect(page.getByTestId("own-country")).toHaveAttribute("data-country", "FR");
  await context.close();
});

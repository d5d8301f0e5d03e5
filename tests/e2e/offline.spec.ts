/**
 * Issue 33: installable and usable offline. The service worker really runs here (these tests allow it;
 * playwright.config.ts blocks it elsewhere, decision 0242), becomes active, then the network is cut
 * at the browser (`context.setOffline(true)` also cuts the worker's own fetches).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { query, sqlString } from "../support/db";
import { answerAndNext, expectEveryCrisisLine, offline, ownedItem, phone, workerActive } from "../support/offline";
import { createConfirmedUser, expect, login, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("un visiteur sans réseau : /aide, une pratique visitée, une jamais visitée, finie, et la page hors ligne", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/practice/jalousie");
  await expect(page.getByRole("heading", { name: "La Jalousie", exact: true })).toBeVisible();
  await workerActive(page);
  // The worker registered under the page's policy, which allows it and nothing more.
  const policy = (await page.request.get("/aide")).headers()["content-security-policy"]!;
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[\w-]+'(;|$)/);

  await offline(context, page);

  // /aide, never opened in this browser, with every tel: link.
  await page.goto("/aide");
  await expect(page.getByRole("heading", { name: "Trouver de l'aide" })).toBeVisible();
  await expectEveryCrisisLine(page);

  // The practice visited before the network went away.
  await page.goto("/practice/jalousie");
  await expect(page.getByRole("heading", { name: "La Jalousie", exact: true })).toBeVisible();

  // From the catalogue to a practice never visited, by a link of the page, then every step to the end.
  await page.goto("/practice");
  await page.getByRole("link", { name: /Découvrir cet outil.*LA PEUR/i }).click();
  await expect(page).toHaveURL(/\/practice\/peur$/);
  await expect(page.getByRole("heading", { name: "La Peur", exact: true })).toBeVisible();
  await answerAndNext(page, "Hors ligne, j'ai peur de décevoir.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  await answerAndNext(page, "Elle protège mon besoin d'être aimée.");
  await answerAndNext(page, "Je me dis que je suis là pour moi.", "Terminer la session");
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
  // The finished practice is on the device, as with the network.
  const practices = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("local_practices") ?? "[]") as {
        tool_id: string;
        status: string;
        responses: { response_text?: string }[];
      }[],
  );
  expect(practices).toEqual([expect.objectContaining({ tool_id: "peur", status: "completed" })]);
  expect(JSON.stringify(practices[0]!.responses)).toContain("Hors ligne, j'ai peur de décevoir.");

  // A page that needs the network: the French offline page, with the crisis lines and what works offline.
  await page.goto("/forum");
  await expect(page).toHaveURL(/\/hors-ligne\?de=%2Fforum$/);
  await expect(page.getByRole("heading", { name: "Vous êtes hors ligne" })).toBeVisible();
  await expectEveryCrisisLine(page);
  // A French speaker from Belgium, Switzerland, Canada or Luxembourg finds their own lines too.
  await page.getByText("Numéros d'aide en Belgique").click();
  await expect(page.getByRole("link", { name: /0800 32 123/ })).toBeVisible();
  await expect(page.locator('[data-testid="help-country"]')).toHaveCount(4);
  await page.getByRole("link", { name: "Toutes les pratiques" }).click();
  await expect(page.getByRole("heading", { name: "Pratique du jour" })).toBeVisible();
  await expect(page).toHaveURL(/\/practice$/);

  // The network returns: pages come from the network again, fresh.
  await context.setOffline(false);
  const online = await page.goto("/aide");
  expect(online!.status()).toBe(200);
  expect(violations).toEqual([]);
  await context.close();
});

test("l'application s'installe : manifeste et contrôles d'installation de Chrome", async ({ baseURL }) => {
  // Chrome never offers to install from a private window: a profile of its own, as a person's phone has.
  const profile = mkdtempSync(join(tmpdir(), "rvi-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    serviceWorkers: "allow",
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--disable-gpu", "--no-first-run"],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await workerActive(page);
  const manifestLink = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestLink).toBe("/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon-180.png");
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  const manifest = (await (await page.request.get(manifestLink!)).json()) as {
    name: string;
    lang: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Rendez-vous intérieur", lang: "fr", display: "standalone", start_url: "/" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  // Chrome's own installability checks (what Lighthouse's installable audit read), through DevTools.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("appareil partagé : après la déconnexion, hors ligne, rien de la personne précédente", async ({ browser, baseURL, request }) => {
  const { context, page } = await phone(browser, baseURL);
  const identity = await createConfirmedUser(request, baseURL!, "off");
  await login(page, identity.pseudo, identity.password);
  await workerActive(page);
  // Something of hers on the pages of her records.
  const mark = `Secret de ${identity.pseudo}`;
  await page.goto("/practice/peur");
  await answerAndNext(page, mark);
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  await expect
    .poll(
      () =>
        query(
          `SELECT r.response_text FROM practice_responses r JOIN practice_sessions s ON s.id = r.session_id JOIN users u ON u.id = s.user_id WHERE u.username = ${sqlString(identity.pseudo)}`,
        ).length,
    )
    .toBe(1);
  // Her pages of records, opened with the network: they carry her name.
  for (const path of ["/history", "/dashboard"]) {
    expect((await page.goto(path))!.status()).toBe(200);
    expect(await page.content()).toContain(identity.pseudo);
  }
  // Sign out (the header's button), then no network.
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
  await offline(context, page);
  for (const path of ["/history", "/dashboard", "/", "/practice/peur", "/aide"]) {
    await page.goto(path);
    const html = await page.content();
    expect(html, path).not.toContain(identity.pseudo);
    expect(html, path).not.toContain(mark);
  }
  // The pages of records show the offline page, nothing else.
  await page.goto("/history");
  await expect(page.getByRole("heading", { name: "Vous êtes hors ligne" })).toBeVisible();
  // Nothing the worker keeps holds her name or her words.
  const kept = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const response = await cache.match(key);
        const type = response?.headers.get("Content-Type") ?? "";
        if (type.includes("html")) found.push(`${key.url}\n${await response!.text()}`);
      }
    }
    return found;
  });
  expect(kept.length).toBeGreaterThan(10);
  for (const page of kept) {
    expect(page).not.toContain(identity.pseudo);
    expect(page).not.toContain(mark);
    expect(page).not.toMatch(/\/(history|dashboard)\?/);
  }
  await context.close();
});

test("connectée et sans réseau : les réponses attendent sur l'appareil, puis rejoignent le compte une fois, dans l'ordre", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await phone(browser, baseURL);
  const identity = await createConfirmedUser(request, baseURL!, "offw");
  await login(page, identity.pseudo, identity.password);
  const sessions = () =>
    query<{ id: string }>(
      `SELECT s.id FROM practice_sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ${sqlString(identity.pseudo)} AND s.tool_id = 'peur'`,
    );
  const responses = (sessionId: string) =>
    query<{ step_number: number; response_text: string }>(
      `SELECT step_number, response_text FROM practice_responses WHERE session_id = ${sqlString(sessionId)} ORDER BY step_number`,
    );
  await page.goto("/practice/peur");
  await workerActive(page);
  await offline(context, page);
  await answerAndNext(page, "Première réponse, sans réseau.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  // Opening wrote nothing: the page named its run at the first answer, and the server has none yet (issue 42).
  await expect(page).toHaveURL(/sessionId=/);
  const sessionId = new URL(page.url()).searchParams.get("sessionId")!;
  expect(sessions()).toEqual([]);
  await expect(page.getByTestId("save-status")).toContainText("Hors ligne");
  await answerAndNext(page, "Deuxième réponse, toujours sans réseau.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 3 sur 3");
  await expect(page.getByTestId("save-status")).toContainText("Ils rejoindront votre compte");
  // They wait on this device, not on the server.
  const waiting = Object.keys(JSON.parse((await ownedItem(page, "unsaved_answers")) ?? "{}")[sessionId] ?? {});
  expect(waiting.sort()).toEqual(["1", "2"]);
  expect(responses(sessionId)).toEqual([]);

  // The network returns: no reload, and both answers reach the account, once, in order.
  await context.setOffline(false);
  await expect(page.getByTestId("save-status")).toHaveText("Enregistré ✓", { timeout: 15_000 });
  await expect
    .poll(() => responses(sessionId))
    .toEqual([
      { step_number: 1, response_text: "Première réponse, sans réseau." },
      { step_number: 2, response_text: "Deuxième réponse, toujours sans réseau." },
    ]);
  await expect.poll(() => ownedItem(page, "unsaved_answers")).toBeNull();

  await page.goto(`/history/${sessionId}`);
  await expect(page.getByText("Première réponse, sans réseau.")).toHaveCount(1);
  await expect(page.getByText("Deuxième réponse, toujours sans réseau.")).toHaveCount(1);
  await context.close();
});

test("« Écouter hors ligne » : les sept étapes gardées par choix, écoutées sans réseau, puis retirées", async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL);
  await page.goto("/practice/trois-gestes-guided");
  await workerActive(page);
  // Without the choice, nothing that large is kept.
  expect(await page.evaluate(() => caches.has("rvi-guided-audio"))).toBe(false);
  await page.getByRole("button", { name: "Écouter hors ligne" }).click();
  await expect(page.getByText("Les sept étapes sont gardées sur cet appareil")).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(async () => (await (await caches.open("rvi-guided-audio")).keys()).length)).toBe(7);

  await offline(context, page);
  await page.goto("/practice/trois-gestes-guided?etape=3");
  await expect(page.getByText("Les sept étapes sont gardées sur cet appareil")).toBeVisible();
  const answers = await page.evaluate(async () => {
    const whole = await fetch("/audio/guide/trois-gestes-etape-3.mp3");
    const part = await fetch("/audio/guide/trois-gestes-etape-3.mp3", { headers: { Range: "bytes=0-99" } });
    return {
      whole: whole.status,
      size: (await whole.arrayBuffer()).byteLength,
      part: part.status,
      partSize: (await part.arrayBuffer()).byteLength,
    };
  });
  expect(answers).toMatchObject({ whole: 200, part: 206, partSize: 100 });
  expect(answers.size).toBeGreaterThan(100_000);

  await page.getByRole("button", { name: "Retirer de cet appareil" }).click();
  await expect(page.getByRole("button", { name: "Écouter hors ligne" })).toBeVisible();
  expect(await page.evaluate(() => caches.has("rvi-guided-audio"))).toBe(false);
  await context.close();
});

/**
 * Issue 43 item 5, decision 0446: a public page hydrates on a cheap phone without building any Intl
 * formatter (the first one loads the browser's locale data, 100–200 ms of a throttled phone's hydration
 * of /forum or /entraide). Counts, plurals, relative times and the charter's « a, b ou c » are written by
 * hand, the same way on both sides; a time's tooltip keeps the server's long date while the page
 * hydrates, and a time drawn later (after a client navigation) writes its own.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test, FRENCH_BROWSER } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const PUBLIC_PAGES = ["/", "/forum", "/practice/peur", "/entraide"];
const LONG_DATE = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/;

/** A phone whose page notes every Intl formatter it builds (and the toLocale… calls that build one). */
async function countingPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    ...FRENCH_BROWSER,
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
  });
  await context.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ["NumberFormat", "PluralRules", "RelativeTimeFormat", "DateTimeFormat", "ListFormat", "Collator", "DisplayNames"]) {
      const original = intl[name] as new (...args: unknown[]) => object;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          built.push(`Intl.${name}(${JSON.stringify(args)})\n${new Error().stack?.split("\n").slice(2, 5).join("\n")}`);
          return Reflect.construct(target, args);
        },
      });
    }
    for (const [proto, names] of [
      [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
      [Number.prototype, ["toLocaleString"]],
    ] as const) {
      for (const name of names) {
        const record = proto as unknown as Record<string, (...args: unknown[]) => string>;
        const original = record[name];
        record[name] = function (this: unknown, ...args: unknown[]) {
          built.push(`${name}()`);
          return original.apply(this, args);
        };
      }
    }
  });
  return { context, page: await context.newPage() };
}

/** The page has hydrated: React has attached itself to the footer, the last part of the layout, and the network is idle. */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"));
  });
}

const builtOnPage = (page: Page) => page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);

test.describe("une page publique, sur un téléphone, s'anime sans construire de formateur Intl", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} : aucun formateur Intl du chargement à la fin de l'hydratation`, async ({ browser, baseURL }) => {
      const { context, page } = await countingPhone(browser, baseURL!);
      await page.goto(path);
      await hydrated(page);
      expect(await builtOnPage(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/phone-hydration${path.replace(/\W+/g, "-")}.png` });
      await context.close();
    });
  }

  test("/forum : chaque date garde sa bulle, la date longue du serveur, et un temps relatif en français", async ({ browser, baseURL }) => {
    const { context, page } = await countingPhone(browser, baseURL!);
    await page.goto("/forum");
    await hydrated(page);
    const times = page.locator("main time");
    await expect(times.first()).toBeVisible();
    const read = await times.evaluateAll((elements) =>
      elements.map((e) => ({ title: e.getAttribute("title") ?? "", text: e.textContent ?? "" })),
    );
    for (const { title, text } of read) {
      expect(title).toMatch(LONG_DATE);
      expect(text).toMatch(
        /^(à l'instant|il y a \d[\d\u202f]* (minutes?|heures?|jours|semaines|mois|ans?)|hier|avant-hier|la semaine dernière|le mois dernier|l’année dernière)$/,
      );
    }
    expect(await builtOnPage(page)).toEqual([]);
    await context.close();
  });

  test("une date dessinée après l'hydratation (navigation dans la page) écrit elle-même sa date longue", async ({ browser, baseURL }) => {
    const { context, page } = await countingPhone(browser, baseURL!);
    await page.goto("/aide");
    await hydrated(page);
    // A client navigation: /forum's times mount after the page hydrated, so they write their own tooltip.
    await page.locator('a[href="/forum"]:visible').first().click();
    await expect(page).toHaveURL(/\/forum$/);
    const times = page.locator("main time");
    await expect(times.first()).toBeVisible();
    for (const title of await times.evaluateAll((elements) => elements.map((e) => e.getAttribute("title") ?? "")))
      expect(title).toMatch(LONG_DATE);
    expect((await builtOnPage(page)).some((entry) => entry.startsWith("Intl.DateTimeFormat"))).toBe(true);
    await context.close();
  });
});

/**
 * Decision 0451: the server's HTML is painted without waiting for any script, and nothing in it moves when
 * React hydrates. Every script of the app is held until the page has reported its first contentful paint:
 * a page whose paint waited for a script never paints, and the test fails. The order does not depend on how
 * fast this machine is (an earlier version let the browser choose between painting and committing first,
 * and a loaded CI machine chose the commit). Then the scripts come, React hydrates, and layout shifts are
 * summed from navigation to the end of hydration (0.084 on /practice/peur when a visitor's hint was drawn
 * above the step).
 */
test.describe("une page publique, sur un téléphone, se dessine avant de s'animer, sans que rien ne bouge", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} : peinte avant l'hydratation, aucun décalage`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        ...FRENCH_BROWSER,
        baseURL,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        locale: "fr-FR",
      });
      await context.addInitScript(() => {
        const w = window as unknown as { __firstCommit?: number; __shift: number };
        w.__shift = 0;
        (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onCommitFiberRoot: () => (w.__firstCommit ??= performance.now()),
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      expect(await page.evaluate(() => (window as unknown as { __firstCommit?: number }).__firstCommit)).toBeUndefined();
      release();
      await hydrated(page);
      const { paint, commit, shift } = await page.evaluate(() => {
        const w = window as unknown as { __firstCommit?: number; __shift: number };
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        return { paint, commit: w.__firstCommit, shift: w.__shift };
      });
      expect(paint).toBeDefined();
      expect(commit).toBeDefined();
      expect(commit!).toBeGreaterThan(paint!);
      expect(shift).toBe(0);
      await context.close();
    });
  }
});

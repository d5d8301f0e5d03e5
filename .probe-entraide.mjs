// When, against the load event, does a signed-in /entraide hydrate? (decision 0430 check)
import { ensureDevVars, resetLocalDb } from "./scripts/lib.mjs";
import { startBenchServer } from "./bench/server.mjs";
import { signIn } from "./bench/sign-in.mjs";
const port = 8797;
const persist = ".wrangler/entraide-measure";
ensureDevVars();
resetLocalDb(persist);
const stop = await startBenchServer({ port, persistTo: persist, logLevel: "warn" });
const base = `http://127.0.0.1:${port}`;
const { chromium } = await import("@playwright/test");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const cookie = await signIn(base);
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const [name] = cookie.split("=");
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: base }]);
    const page = await context.newPage();
    await page.goto(base + "/entraide");
    const atLoad = await page.evaluate(() => ({ router: "__remixRouter" in window, js: !!document.querySelector('form input[name="js"]'), novalidate: !!document.querySelector("form[novalidate]") }));
    console.log("at load:", JSON.stringify(atLoad));
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

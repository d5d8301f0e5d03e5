/** JavaScript shipped by the first load of a few pages: scripts, raw and gzip kB (a fresh browser each). */
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
// Run against `npm start` (or BASE_URL=…): node bench/js-weight.mjs
const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
for (const path of ["/", "/auth/login", "/forum", "/practice", "/practice/peur"]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on("response", async (r) => {
    if (r.url().startsWith(base) && (r.headers()["content-type"] ?? "").includes("javascript"))
      bodies.push(r.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const all = await Promise.all(bodies);
  const raw = all.reduce((n, b) => n + b.length, 0),
    gz = all.reduce((n, b) => n + gzipSync(b).length, 0);
  console.log(path.padEnd(16), `${all.length} scripts, ${(raw / 1024).toFixed(0)} kB raw, ${(gz / 1024).toFixed(0)} kB gzip`);
  await context.close();
}
await browser.close();

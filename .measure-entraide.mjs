// node /tmp/measure-entraide.mjs  (in the worktree, on build/ as it is): visitor and member, /entraide by network idle.
import { gzipSync } from "node:zlib";
import { loadavg } from "node:os";
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
async function measure(cookie, viewport) {
  const context = await browser.newContext({ serviceWorkers: "block", ...(viewport ? { viewport } : {}) });
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: base }]);
  }
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const ct = response.headers()["content-type"] ?? "";
    if (type === "script" || ct.includes("javascript"))
      bodies.push(response.body().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: Buffer.alloc(0) })));
  });
  await page.goto(base + "/entraide", { waitUntil: "networkidle" });
  const scripts = await Promise.all(bodies);
  const form = await page.locator('[data-part="chat-send"]').count();
  await context.close();
  return { kB: scripts.reduce((n, s) => n + gzipSync(s.body).length, 0) / 1024, n: scripts.length, form, list: scripts.map((s) => `${(gzipSync(s.body).length / 1024).toFixed(2).padStart(6)} ${new URL(s.url).pathname}`) };
}
try {
  console.log("load", loadavg().map((x) => x.toFixed(1)).join(" / "));
  const cookie = await signIn(base);
  for (let round = 0; round < 2; round++) {
    const v = await measure(null);
    const m = await measure(cookie);
    console.log(`visitor ${v.kB.toFixed(1)} kB in ${v.n} scripts; member ${m.kB.toFixed(1)} kB in ${m.n} scripts (send-form part in DOM: ${m.form})`);
    if (process.argv.includes("--list")) console.log("visitor:\n" + v.list.join("\n") + "\nmember:\n" + m.list.join("\n"));
  }
  console.log("load", loadavg().map((x) => x.toFixed(1)).join(" / "));
} finally {
  await browser.close();
  stop();
}

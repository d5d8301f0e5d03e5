// All the JavaScript a fresh browser downloads on a page by network idle (issue 32 item 5): Playwright's
// chromium, a new context per page (empty cache), the service worker blocked (decision 0242: it would
// precache every chunk), every script response counted — the module preloads, the chunks fetched by
// import() at and after hydration (the socket, zod), whatever origin. Each script's size is the gzip of
// its body (zlib's default level, as scripts/check-js-budgets.mjs counts: the local server sends the
// files uncompressed), 1 kB = 1024 bytes.
//
//   node bench/js-network.mjs [BASE_URL]      (a server on the production build: bench/run.mjs starts one
//                                             and prints this table too; or BASE_URL=… against any server)
//   --signed-in: each page as the demo member camille sees it (her session cookie in the context).
// Prints one line per page and, with --check, exits 1 when a page is over its target.
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

/**
 * Issue 32's targets: a practice tool's page (the screen of the hardest days) 120 kB, /forum 95 kB, held at
 * 96.8 kB since decision 0466 (the later issues' bytes, and no cut left that costs a person less), 97.0 with the
 * network failure's lines (decision 0102, issue 58); issue
 * 43's: /entraide 110 kB.
 */
export const NETWORK_TARGETS = [
  { page: "/forum", kB: 97.0 },
  { page: "/practice/peur", kB: 120 },
  { page: "/entraide", kB: 110 },
];

/** The scripts a fresh browser fetches on `path` until the network is idle: count and gzip kB. */
export async function scriptsByNetworkIdle(browser, base, path, cookie = null) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url: base }]);
  }
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type === "script" || contentType.includes("javascript"))
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: Buffer.alloc(0) }),
        ),
      );
  });
  const answer = await page.goto(base + path, { waitUntil: "networkidle" });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  const scripts = await Promise.all(bodies);
  await context.close();
  const gzip = scripts.reduce((n, s) => n + gzipSync(s.body).length, 0) / 1024;
  const raw = scripts.reduce((n, s) => n + s.body.length, 0) / 1024;
  return { path, scripts: scripts.length, raw, gzip, urls: scripts.map((s) => new URL(s.url).pathname) };
}

export async function measureNetworkJs(base, targets = NETWORK_TARGETS, cookie = null) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
  try {
    const rows = [];
    for (const target of targets) rows.push({ ...(await scriptsByNetworkIdle(browser, base, target.page, cookie)), target: target.kB });
    return rows;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? process.env.BASE_URL ?? "http://127.0.0.1:8787";
  const cookie = process.argv.includes("--signed-in") ? await (await import("./sign-in.mjs")).signIn(base) : null;
  const rows = await measureNetworkJs(base, NETWORK_TARGETS, cookie);
  let over = 0;
  for (const row of rows) {
    const ok = row.gzip <= row.target;
    if (!ok) over++;
    console.log(
      `${row.path.padEnd(16)} ${row.scripts} scripts, ${row.raw.toFixed(1)} kB raw, ${row.gzip.toFixed(1)} kB gzip (target ${row.target} kB: ${ok ? "met" : "missed"})`,
    );
    if (process.argv.includes("--list")) for (const url of row.urls) console.log(`    ${url}`);
  }
  if (process.argv.includes("--check") && over > 0) process.exit(1);
}

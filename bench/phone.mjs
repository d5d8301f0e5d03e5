// A cheap phone's view of the public pages (issue 43 item 5), on the production bundle (not a test):
// for each page, the JavaScript a fresh browser downloads by network idle (bench/js-network.mjs), the
// total blocking time and long tasks under a 4× CPU slowdown (Chromium's `Emulation.setCPUThrottlingRate`,
// a 390 px viewport, the service worker blocked as in js-network.mjs), and, when Lighthouse is installed
// outside the repo, its mobile performance score and the metrics it is made of (FCP, LCP, Speed Index,
// TBT, CLS: medians), the LCP element and the render-blocking requests (Lighthouse's own slow-4G and 4× CPU simulation).
//
//   node bench/phone.mjs                      builds the production bundle, starts the bench's server
//                                             (bench/server.mjs) on a fresh demo database, measures
//   BENCH_SKIP_BUILD=1 node bench/phone.mjs   the same on the build already in build/
//   node bench/phone.mjs http://127.0.0.1:8787  against a server already running
// Options: BENCH_PORT (8814), PHONE_RUNS (3, the median is printed), PHONE_PAGES ("/,/forum,/practice/peur,/entraide"),
// --profile PATH (writes a V8 CPU profile of PATH's load under the slowdown to .wrangler/phone-<page>.cpuprofile
// and prints the functions with most self time).
//
// Lighthouse is not a dependency of the app. Install it anywhere outside the repo and say where:
//   npm i --prefix /tmp/lh lighthouse && LIGHTHOUSE_PREFIX=/tmp/lh node bench/phone.mjs
// (CHROME_PATH, default /usr/bin/chromium, is the browser it drives.) Without it the score column says how to get it.
// Quote every figure with the load average it prints: on a shared 2-core machine the timings move with it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, ensureDevVars, resetLocalDb } from "../scripts/lib.mjs";
import { scriptsByNetworkIdle } from "./js-network.mjs";
import { startBenchServer } from "./server.mjs";

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM ?? "/usr/bin/chromium";
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const PAGES = (process.env.PHONE_PAGES ?? "/,/forum,/practice/peur,/entraide").split(",");
const THROTTLE = 4;

/** Where Lighthouse's command is, if installed (LIGHTHOUSE_PREFIX or /work/tools/lh), else null. */
export function lighthouseBin() {
  for (const prefix of [process.env.LIGHTHOUSE_PREFIX, "/work/tools/lh"].filter(Boolean)) {
    const bin = join(prefix, "node_modules/.bin/lighthouse");
    if (existsSync(bin)) return bin;
  }
  return null;
}

/** Lighthouse mobile (its default form factor and throttling), performance only: score and TBT. */
function lighthouse(bin, url) {
  const out = join(mkdtempSync(join(tmpdir(), "rvi-lh-")), "report.json");
  const result = spawnSync(
    bin,
    [
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8" },
  );
  if (result.status !== 0 || !existsSync(out)) return { error: (result.stderr || "lighthouse failed").trim().split("\n").pop() };
  const report = JSON.parse(readFileSync(out, "utf8"));
  // The last report of each page stays in .wrangler/ to be read whole (its opportunities and diagnostics).
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(`.wrangler/lighthouse-${new URL(url).pathname.replace(/\W+/g, "_")}.json`, JSON.stringify(report));
  rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const lcpElement = report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    si: audit("speed-index"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ""} (${lcpElement.selector ?? "?"})` : "?",
    // The requests Lighthouse says hold the first paint, and how long each one costs under its throttling.
    blocking: (report.audits["render-blocking-resources"]?.details?.items ?? []).map(
      (item) => `${item.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(item.wastedMs ?? 0)} ms`,
    ),
  };
}

/** One load under the 4× slowdown: long tasks (≥ 50 ms) until network idle, TBT after the first paint. */
async function throttledLoad(browser, base, path, profileTo) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  if (profileTo) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const answer = await page.goto(base + path, { waitUntil: "networkidle" });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  // Hydration is done once React has attached its handlers: wait on that state, then read the tasks.
  await page.waitForFunction(() => document.readyState === "complete");
  const profile = profileTo ? (await cdp.send("Profiler.stop")).profile : null;
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: /** @type {any} */ (window).__longTasks,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  }));
  await context.close();
  if (profile) writeFileSync(profileTo, JSON.stringify(profile));
  const tbt = tasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return { tbt, longest: Math.max(0, ...tasks.map((t) => t.duration)), count: tasks.length, profile };
}

/** The functions with most self time in a V8 CPU profile, as "ms  function  url:line". */
function topSelf(profile, n = 25) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byNode.get(id).callFrame;
    const key = `${functionName || "(anonymous)"}  ${url.replace(/^.*\/assets\//, "")}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  return [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** The middle value; with an even count, the mean of the two in the middle. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const profileIndex = args.indexOf("--profile");
  const profilePath = profileIndex >= 0 ? args[profileIndex + 1] : null;
  let base = args.find((a, i) => /^https?:/.test(a) && (profileIndex < 0 || i !== profileIndex + 1));
  let stop = () => undefined;
  if (!base) {
    const port = Number(process.env.BENCH_PORT ?? 8814);
    const persist = ".wrangler/phone-state";
    ensureDevVars();
    if (process.env.BENCH_SKIP_BUILD !== "1") build({ quiet: true, devHooks: false });
    resetLocalDb(persist);
    stop = await startBenchServer({ port, persistTo: persist, logLevel: "warn" });
    base = `http://127.0.0.1:${port}`;
  }
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    console.log(`load average before: ${load()} (1, 5, 15 min; ${base})`);
    if (profilePath) {
      mkdirSync(".wrangler", { recursive: true });
      const file = `.wrangler/phone-${profilePath.replace(/\W+/g, "_") || "root"}.cpuprofile`;
      await throttledLoad(browser, base, profilePath, null); // warm the server's caches
      const { profile, tbt } = await throttledLoad(browser, base, profilePath, file);
      console.log(`${profilePath}: TBT ${tbt.toFixed(0)} ms under ${THROTTLE}×; profile in ${file}\nself ms  function  chunk:line`);
      for (const [name, ms] of topSelf(profile)) console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
    } else {
      const bin = lighthouseBin();
      console.log(
        `| page | JS by network idle, gzip kB (scripts) | TBT under ${THROTTLE}× CPU, ms (median of ${RUNS}) | longest task, ms | Lighthouse mobile (score, TBT ms) | Lighthouse FCP / LCP / SI / TBT ms, CLS (medians) |`,
      );
      console.log("| --- | --- | --- | --- | --- | --- |");
      const notes = [];
      for (const path of PAGES) {
        const js = await scriptsByNetworkIdle(browser, base, path);
        const loads = [];
        await throttledLoad(browser, base, path, null); // warm the server's caches
        for (let i = 0; i < RUNS; i++) loads.push(await throttledLoad(browser, base, path, null));
        let lh = "not installed: npm i --prefix /tmp/lh lighthouse, then LIGHTHOUSE_PREFIX=/tmp/lh";
        let metrics = "—";
        if (bin) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(lighthouse(bin, base + path));
          const ok = runs.filter((r) => !r.error);
          lh = ok.length
            ? `${median(ok.map((r) => r.score))} (${ok.map((r) => r.score).join(", ")}), TBT ${median(ok.map((r) => r.tbt)).toFixed(0)}`
            : `failed: ${runs[0].error}`;
          if (ok.length) {
            const m = (key) => median(ok.map((r) => r[key]));
            metrics = `${m("fcp").toFixed(0)} / ${m("lcp").toFixed(0)} / ${m("si").toFixed(0)} / ${m("tbt").toFixed(0)}, ${m("cls").toFixed(3)}`;
            notes.push(`${path}: LCP element ${ok[0].lcpElement}; render-blocking: ${ok[0].blocking.join(", ") || "none"}`);
          }
        }
        console.log(
          `| ${path} | ${js.gzip.toFixed(1)} (${js.scripts}) | ${median(loads.map((l) => l.tbt)).toFixed(0)} (${loads.map((l) => l.tbt.toFixed(0)).join(", ")}) | ${median(loads.map((l) => l.longest)).toFixed(0)} | ${lh} | ${metrics} |`,
        );
      }
      for (const note of notes) console.log(note);
    }
    console.log(`load average after: ${load()}`);
  } finally {
    await browser.close();
    stop();
  }
}

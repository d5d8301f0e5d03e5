import { existsSync, readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the production build under `wrangler dev`, started by scripts/test.mjs.
const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
// Locally the worker trusts no client-sent address; tests name theirs, proven by the development secret.
const secret = existsSync(".dev.vars")
  ? (readFileSync(".dev.vars", "utf8")
      .match(/^SESSION_SECRET=(.*)$/m)?.[1]
      ?.trim() ?? "")
  : "";

export default defineConfig({
  testDir: "tests/e2e",
  // A test's whole budget, not a wait: on a two-core machine running workerd and two browsers, a journey
  // with two axe runs and full-page captures takes 50–60 s (traces of 45 s timeouts show no step waiting
  // on the app). Each expectation keeps its own 8 s.
  timeout: 90_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.TEST_BASE_URL ?? "http://127.0.0.1:8790",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    // One client address per worker, so per-IP login limits stay per test run (Cloudflare sets it in production).
    extraHTTPHeaders: {
      "X-Test-Client-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      "X-Test-Secret": secret,
    },
    screenshot: "only-on-failure",
    // The offline service worker runs only in the tests about it (tests/e2e/offline.spec.ts allows it):
    // elsewhere each new context would precache the app's pages on a loaded machine (decision 0242).
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});

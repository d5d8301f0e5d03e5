// `npm test`: type check, unit tests, then integration and browser tests against the production
// build served by `wrangler dev` (local D1, R2 and Durable Objects) on a fresh local database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { build, ensureDevVars, ensureLocalTls, LOCAL_ENV, resetLocalDb, startQuietWrangler, waitForServer } from "./lib.mjs";

const PORT = Number(process.env.TEST_PORT ?? 8790);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/test-state";
const REPORTS = "test-results/reports";
const only = process.argv[2]; // optional: lint | unit | production | integration | e2e
const files = process.argv.slice(3); // optional: only these test files of that layer

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...LOCAL_ENV, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/** A step run while `wrangler dev` serves (its own process group, stopped when the run ends). */
async function stepBeside(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const child = spawn(command, args, { stdio: "inherit", env: { ...LOCAL_ENV, ...env } });
  const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  if (status !== 0) failures.push(name);
  return status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

if (!only) step("Type check", "npx", ["tsc", "--noEmit"]);
// `npm run lint`: ESLint (eslint.config.js), Prettier's check and knip (knip.jsonc: no unused file,
// dependency or export); a finding fails the run like a failed test.
if (!only || only === "lint") step("Lint", "npm", ["run", "-s", "lint"]);

if (!only || only === "unit") {
  step("Unit tests", "npx", [
    "vitest",
    "run",
    "--project",
    "unit",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${REPORTS}/unit.json`,
  ]);
  countVitest(`${REPORTS}/unit.json`);
}

// A production build must contain no test hook (issue 15) and keep within the JavaScript budgets
// (issue 14); it runs before the local build below.
if (!only || only === "production") {
  const result = spawnSync("node", ["scripts/check-production-bundle.mjs"], { encoding: "utf8", env: LOCAL_ENV });
  process.stdout.write(`\n━━ Production bundle ━━\n${result.stdout}`);
  const counted = /(\d+) passed, (\d+) failed/.exec(result.stdout ?? "");
  totals.passed += Number(counted?.[1] ?? 0);
  totals.failed += Number(counted?.[2] ?? 0);
  if (result.status !== 0) failures.push("production bundle");
  // The same production client build against the browser's JavaScript budgets (issue 14, decision 0102).
  const budgets = spawnSync("node", ["scripts/check-js-budgets.mjs"], { encoding: "utf8", env: LOCAL_ENV });
  process.stdout.write(`\n━━ JavaScript budgets ━━\n${budgets.stdout}${budgets.stderr ?? ""}`);
  const budgetCount = /(\d+) passed, (\d+) failed/.exec(budgets.stdout ?? "");
  totals.passed += Number(budgetCount?.[1] ?? 0);
  totals.failed += Number(budgetCount?.[2] ?? 0);
  if (budgets.status !== 0) failures.push("JavaScript budgets");
}

if (!only || only === "integration" || only === "e2e") {
  ensureDevVars();
  build();
  resetLocalDb(PERSIST);
  // The local push service the tests start speaks HTTPS with this certificate, which the worker trusts (issue 44).
  const tls = ensureLocalTls();
  const stopServer = startQuietWrangler({
    port: PORT,
    persistTo: PERSIST,
    testScheduled: true,
    extraEnv: { NODE_EXTRA_CA_CERTS: tls.cert },
    // A veilleur's 30 minutes and an e-mail window's 3 hours, as seconds: the same delayed messages (decision 0475).
    vars: { DEV_DELAY_SCALE: "0.001" },
  });
  try {
    await waitForServer(`${BASE_URL}/favicon.svg`);
    const env = {
      TEST_BASE_URL: BASE_URL,
      TEST_PERSIST_DIR: PERSIST,
      NODE_EXTRA_CA_CERTS: tls.cert,
      TEST_TLS_KEY: tls.key,
      TEST_TLS_CERT: tls.cert,
    };
    if (!only || only === "integration") {
      await stepBeside(
        "Integration tests",
        "npx",
        [
          "vitest",
          "run",
          "--project",
          "integration",
          ...files,
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${REPORTS}/integration.json`,
        ],
        env,
      );
      countVitest(`${REPORTS}/integration.json`);
    }
    if (!only || only === "e2e") {
      await stepBeside("Browser tests", "npx", ["playwright", "test", ...files], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json`,
      });
      countPlaywright(`${REPORTS}/e2e.json`);
    }
  } catch (error) {
    console.error(error);
    failures.push("server start");
  } finally {
    stopServer();
  }
}

console.log(`\n${failures.length ? `Échecs : ${failures.join(", ")}` : "Tout est vert."}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);

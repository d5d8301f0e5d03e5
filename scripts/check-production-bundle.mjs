// Builds the app as `wrangler deploy` would ship it (no RVI_DEV_HOOKS, wrangler.toml's
// __DEV_HOOKS__ = false) and checks that no test hook is in the Worker bundle: no /dev routes
// (SQL runner, outbox, the acts test screen), no fault injection, no test client address. Prints "N passed, N failed".
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_ENV, run } from "./lib.mjs";

const OUT = ".wrangler/production-bundle";
const { RVI_DEV_HOOKS: _ignored, ...env } = LOCAL_ENV;
rmSync(OUT, { recursive: true, force: true });
run("npx", ["remix", "vite:build"], { env, stdio: ["ignore", "ignore", "inherit"] });
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", OUT], { env, stdio: ["ignore", "ignore", "inherit"] });

const files = readdirSync(OUT, { recursive: true }).filter((f) => /\.(m?js)$/.test(String(f)));
const bundle = files.map((f) => readFileSync(join(OUT, String(f)), "utf8")).join("\n");

// The browser's chunks never carry server code or the schema (drizzle marks its tables "drizzle:…").
const clientDir = "build/client/assets";
const clientChunks = readdirSync(clientDir).filter((f) => f.endsWith(".js"));
const withDrizzle = clientChunks.filter((f) => readFileSync(join(clientDir, f), "utf8").includes("drizzle:"));

const checks = [
  ["no client chunk contains drizzle or the schema", () => clientChunks.length > 0 && withDrizzle.length === 0],
  [
    "the bundle is the app",
    () => bundle.includes("Rendez-vous int") && bundle.includes("routes/forum+/$slug") && bundle.includes("outboxTransport") === false,
  ],
  ["no SQL runner route (/dev/sql)", () => !bundle.includes("routes/dev+/sql")],
  ["no outbox routes (/dev/outbox)", () => !bundle.includes("routes/dev+/outbox")],
  ["no room restart route (/dev/room-restart)", () => !bundle.includes("routes/dev+/room-restart")],
  ["no deaf-socket route (/dev/room-deafen)", () => !bundle.includes("routes/dev+/room-deafen")],
  ["no hanging-room route (/dev/room-hang)", () => !bundle.includes("routes/dev+/room-hang")],
  // The spec's acts test screen is a local test aid, not a page of the app (decision 0472).
  [
    "no acts test screen (/dev/test-acts)",
    () =>
      !bundle.includes("routes/dev+/test-acts") &&
      !bundle.includes("Test des actes") &&
      !clientChunks.some((f) => f.startsWith("test-acts")),
  ],
  // The heartbeat's period is shortened by local browser tests only (decision 0170).
  [
    "no heartbeat setting in the browser's code (rvi:battement)",
    () => clientChunks.every((f) => !readFileSync(join(clientDir, f), "utf8").includes("rvi:battement")),
  ],
  // The benchmark's hooks (round-trip counter, D1 delay, bare broadcast, route A/B) live in its own entry,
  // bench/worker.ts, which only bench/server.mjs bundles (issue 32).
  ["no benchmark hook (X-Bench-…, bare broadcast)", () => !bundle.includes("X-Bench-") && !bundle.includes("bareBroadcast")],
  ["no fault injection (X-Test-Fail-Table)", () => !bundle.includes("X-Test-Fail-Table")],
  ["no test client address (X-Test-Client-IP)", () => !bundle.includes("X-Test-Client-IP")],
  ["no test secret header (X-Test-Secret)", () => !bundle.includes("X-Test-Secret")],
  ["no held answers (X-Test-Hold-Ms)", () => !bundle.includes("X-Test-Hold-Ms")],
  ["no test switch of the POST ceiling (X-Test-Post-Ceiling)", () => !bundle.includes("X-Test-Post-Ceiling")],
  ["no round-trip counter (X-Test-Count-D1)", () => !bundle.includes("X-Test-Count-D1")],
  // Reads near the reader (decision 0270): the shipped Worker reads through D1 sessions, with the bookmark cookie.
  ["reads through D1 sessions (withSession, rvi_d1)", () => bundle.includes(".withSession(") && bundle.includes('"rvi_d1"')],
  // The Worker runs React, React Router and Remix as published: no copy of a library file, no alias (issue 32).
  ["functions are not renamed at run time (keep_names off)", () => !bundle.includes("__name(")],
  ["no outbox transport", () => !bundle.includes("outboxTransport") && !bundle.includes("insert(devOutbox)")],
];
let passed = 0;
let failed = 0;
for (const [name, check] of checks) {
  const ok = check();
  console.log(`${ok ? "✓" : "✗"} production bundle: ${name}`);
  ok ? passed++ : failed++;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

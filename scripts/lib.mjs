// Shared helpers of the local scripts (start, seed, tests). Everything runs offline in workerd.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";

export const LOCAL_ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: LOCAL_ENV, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed with code ${result.status}`);
  }
  return result;
}

/**
 * .dev.vars marks local development and holds a random session secret and a Web Push VAPID key pair
 * (issue 44); never committed. A .dev.vars made before the key pair existed gets one added.
 */
export function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    writeFileSync(".dev.vars", `APP_ENV=development\nSESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
    console.log("→ .dev.vars créé (développement local)");
  }
  if (!/^VAPID_PRIVATE_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
    const { publicKey, privateKey } = vapidKeyPair();
    appendFileSync(".dev.vars", `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
  }
}

/** A VAPID key pair, base64url: the public key is the browser's applicationServerKey, the private one its scalar `d`. */
export function vapidKeyPair() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/**
 * A self-signed certificate for localhost (tests only): the local push service speaks HTTPS, as every push
 * service must, and the worker trusts it through NODE_EXTRA_CA_CERTS (Miniflare passes it to workerd).
 */
export function ensureLocalTls(dir = ".wrangler/test-tls") {
  const key = `${dir}/key.pem`;
  const cert = `${dir}/cert.pem`;
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    run(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "3650",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  return { key, cert };
}

/**
 * A local build: with the development hooks (/dev routes, outbox, fault injection), or with
 * `devHooks: false` the production build `wrangler deploy` ships (the benchmark's). `quiet` keeps only errors.
 */
export function build({ quiet = false, devHooks = true } = {}) {
  const args = ["remix", "vite:build", ...(quiet ? ["--logLevel", "error"] : [])];
  const { RVI_DEV_HOOKS: _ignored, ...production } = LOCAL_ENV;
  const env = devHooks ? { ...LOCAL_ENV, RVI_DEV_HOOKS: "1" } : production;
  run("npx", args, { env, ...(quiet ? { stdio: ["ignore", "ignore", "inherit"] } : {}) });
}

export function migrate(persistTo, { quiet = false } = {}) {
  const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run("npx", args, { env: { ...LOCAL_ENV, CI: "true" }, ...(quiet ? { stdio: ["ignore", "ignore", "inherit"] } : {}) });
}

/** Runs SQL against the local D1 database and returns the rows of the last statement. */
export function d1(sqlText, persistTo) {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--json", "--command", sqlText];
  if (persistTo) args.push("--persist-to", persistTo);
  let result;
  // The worker may hold the SQLite write lock for a moment: wait and try again.
  for (let attempt = 0; attempt < 6; attempt++) {
    result = spawnSync("npx", args, { env: LOCAL_ENV, encoding: "utf8" });
    if (result.status === 0 || !/SQLITE_BUSY|database is locked/.test(result.stderr + result.stdout)) break;
    spawnSync("sleep", [String(0.2 * (attempt + 1))]);
  }
  if (result.status !== 0) throw new Error(`d1 execute failed: ${result.stderr || result.stdout}`);
  const parsed = JSON.parse(result.stdout);
  return parsed[parsed.length - 1]?.results ?? [];
}

/** Runs a SQL file against the local D1 database; prints wrangler's output only when it fails. */
export function d1File(file, persistTo) {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--file", file, "--yes"];
  if (persistTo) args.push("--persist-to", persistTo);
  // wrangler prints every statement's result: a large seed file's output is many megabytes.
  const result = spawnSync("npx", args, { env: LOCAL_ENV, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write((result.error ? `${result.error.message}\n` : "") + (result.stdout ?? "").slice(-4000) + (result.stderr ?? ""));
    throw new Error(`d1 execute --file ${file} failed with code ${result.status}`);
  }
}

export function startWrangler({
  port,
  persistTo,
  stdio = "inherit",
  testScheduled = false,
  logLevel,
  host = "127.0.0.1",
  extraEnv = {},
  vars = {},
}) {
  const args = [
    "wrangler",
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    "--define",
    "__DEV_HOOKS__:true",
  ];
  // The site's origin, from the port wrangler listens on (never from a request): e-mail links and the
  // CSP's socket address are built from it (decision 0161).
  args.push("--var", `APP_ORIGIN:http://${host}:${port}`);
  // Local-only variables a run asks for (the tests' DEV_DELAY_SCALE, app/community-notices/queue.server.ts).
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  // GET /__scheduled?cron=… runs a Cron Trigger: the per-minute rendez-vous run (issue 44).
  if (testScheduled) args.push("--test-scheduled");
  // "warn": no line per request. Below "info", Miniflare's entry worker does not post each request's log
  // line to wrangler's Node process, which otherwise spends a core on it under load (bench/README.md).
  if (logLevel) args.push("--log-level", logLevel);
  if (persistTo) args.push("--persist-to", persistTo);
  // The client build is Vite's production build; the Worker is bundled by wrangler, which picks React's
  // development server renderer for `wrangler dev` unless NODE_ENV says otherwise (it is several times
  // slower and not what `wrangler deploy` ships). `npm run dev` asks for development to keep React's warnings.
  const env = { ...LOCAL_ENV, NODE_ENV: process.env.NODE_ENV || "production", ...extraEnv };
  return spawn("npx", args, { stdio, env, detached: process.platform !== "win32" });
}

/** A fresh local database at `persistTo`: removed, migrated and seeded with the demo data. */
export function resetLocalDb(persistTo) {
  rmSync(persistTo, { recursive: true, force: true });
  migrate(persistTo);
  run("node", ["scripts/seed-local.mjs", "--persist-to", persistTo]);
  putGuideAudio(persistTo);
}

/**
 * The guided audio into the local R2 bucket (scripts/guide-audio.mjs, decision 0200). workerd warns that
 * the rooms' classes are missing from that R2-only proxy: its output is shown only when it fails.
 */
export function putGuideAudio(persistTo) {
  const args = ["scripts/guide-audio.mjs", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const result = spawnSync("node", args, { env: LOCAL_ENV, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`node ${args.join(" ")} failed with code ${result.status}`);
  }
}

/**
 * `wrangler dev` in the background (its errors on stderr), stopped with its children when this process
 * exits. `logTo`: a file that keeps the worker's own output (a failed broadcast's console.error, for one).
 */
export function startQuietWrangler({ logTo, ...options }) {
  const out = logTo ? openSync(logTo, "w") : "ignore";
  const server = startWrangler({ ...options, stdio: ["ignore", out, "inherit"] });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  return stop;
}

/**
 * `wrangler dev` runs no Cron Trigger by itself: each minute, this asks it to run the per-minute one
 * (the rendez-vous that fall due), as Cloudflare does in production. Returns the function that stops it.
 */
export function tickEveryMinute(baseUrl) {
  const tick = () => fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent("* * * * *")}`).catch(() => {});
  let timer;
  // Just after each minute starts, as the platform does.
  const first = setTimeout(
    () => {
      tick();
      timer = setInterval(tick, 60_000);
    },
    60_000 - (Date.now() % 60_000) + 1_000,
  );
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

export async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

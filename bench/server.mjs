// The bench's server: the production bundle as `wrangler deploy` builds it (`__DEV_HOOKS__` false from
// wrangler.toml, React's production renderer, APP_ENV "production"), run locally by wrangler's own API
// (local D1, R2 and Durable Objects), through a bench-only Worker entry, bench/worker.ts, that wraps the
// shipped Worker and adds what the bench needs (D1 round-trip counter and delay, the bare broadcast,
// the route-table A/B) outside the shipped bundle (issue 32). The site's origin (APP_ORIGIN, decision
// 0161) is the bench's own address: a visitor's page is served from the edge cache only there.
//
// No devtools inspector (decision 0151): under `wrangler dev`, wrangler's inspector proxy subscribes to
// the Worker's network events and posts each one to wrangler's Node process as a new HTTP request: four
// for every subrequest, so for every D1 statement batch and every Durable Object call. Measured at c=1,
// a bare `SELECT 1` from the Worker took 4–5 ms with it and 0.5 ms without. A deployed Worker has no
// inspector. Profiling needs the inspector: bench/profile.mjs runs against a plain `wrangler dev`.
//
// It runs in a process of its own, as `wrangler dev` does, so that wrangler's Node side and the load
// generator do not share an event loop: `startBenchServer` spawns `node bench/server.mjs PORT PERSIST`.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCAL_ENV } from "../scripts/lib.mjs";

/** Where the A/B's copy of server.ts goes (git-ignored, outside the type check). */
const WHOLE_ROUTE_TABLE = ".wrangler/bench/server-whole-route-table.ts";
const BUCKETED = "bucketedRequestHandler(build as unknown as ServerBuild, createRequestHandler)";

/**
 * server.ts with Remix over the whole route table (`createRequestHandler(build)`) instead of route
 * buckets, for the A/B (`X-Bench-Routes: whole`); its imports point back at the same modules. Returns
 * whether server.ts still has buckets (otherwise the copy is server.ts as it is and the A/B is moot).
 */
export function writeWholeRouteTable() {
  const source = readFileSync("server.ts", "utf8");
  const buckets = source.includes(BUCKETED);
  const copy = source
    .replace(BUCKETED, "createRequestHandler(build as unknown as ServerBuild)")
    .replace(/(from\s+|import\s+)"\.\//g, '$1"../../');
  mkdirSync(".wrangler/bench", { recursive: true });
  writeFileSync(WHOLE_ROUTE_TABLE, copy);
  return buckets;
}

/** Starts the bench's server in a child process; resolves once it answers, with a function that stops it. */
export async function startBenchServer({ port, persistTo, logLevel = "warn" }) {
  // A server left on the port (another bench, a test) would answer instead of this build.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already answering: stop that server first (BENCH_PORT chooses another)`);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), persistTo, logLevel], {
    // Its stdin is this process's pipe: when this process ends, however it ends, the server stops too.
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...LOCAL_ENV, NODE_ENV: process.env.NODE_ENV || "production" },
  });
  const stop = () => {
    try {
      child.kill("SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("bench-server-ready") && resolve());
    child.on("exit", (code) => reject(new Error(`the bench's server stopped (code ${code})`)));
  });
  // The server's process id: the bench counts the CPU of its own workerd processes only (others may run on the machine).
  stop.pid = child.pid;
  return stop;
}

// `node bench/server.mjs PORT PERSIST [LOG_LEVEL]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, persist, logLevel = "warn"] = process.argv.slice(2);
  const { unstable_startWorker } = await import("wrangler");
  writeWholeRouteTable();
  const worker = await unstable_startWorker({
    // wrangler.toml as `wrangler deploy` reads it (its [define] says __DEV_HOOKS__ = false), with the
    // bench's entry in place of server.ts and a few bindings of its own.
    config: "wrangler.toml",
    entrypoint: "bench/worker.ts",
    bindings: {
      // .dev.vars says "development" (for `npm start`); a deployed Worker runs as "production".
      APP_ENV: { type: "plain_text", value: "production" },
      APP_ORIGIN: { type: "plain_text", value: `http://127.0.0.1:${port}` },
      BenchChatRoom: { type: "durable_object_namespace", class_name: "BenchChatRoom" },
    },
    // The bare room's class stores like the chat's (SQLite-backed Durable Objects).
    migrations: [{ tag: "v1", new_sqlite_classes: ["ChatRoom", "ForumRoom", "ThreadRoom", "UserRoom", "BenchChatRoom"] }],
    build: { alias: { "bench-whole-route-table": `./${WHOLE_ROUTE_TABLE}` } },
    dev: { server: { hostname: "127.0.0.1", port: Number(port) }, inspector: false, persist, logLevel, watch: false, liveReload: false },
  });
  await worker.ready;
  console.log("bench-server-ready");
  const close = async () => {
    await worker.dispose();
    process.exit(0);
  };
  process.on("SIGTERM", close);
  process.on("SIGINT", close);
  process.stdin.on("end", close);
  process.stdin.resume();
}

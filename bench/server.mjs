// The bench's server: the app as `wrangler dev` runs it (the same build and wrangler.toml, local D1, R2
// and Durable Objects, the /dev hooks, React's production renderer), started through wrangler's own API
// with one difference: no devtools inspector (decision 0151).
//
// Under `wrangler dev`, wrangler's inspector proxy subscribes to the Worker's network events and posts
// each one to wrangler's Node process as a new HTTP request: four for every subrequest, so for every
// D1 statement batch and every Durable Object call. Measured at c=1, a bare `SELECT 1` from the Worker
// took 4–5 ms with it and 0.5 ms without. A deployed Worker has no inspector, and the static asset the
// bench compares with makes no subrequest: with the inspector, each ratio of a page that reads data
// carried wrangler's devtools plumbing. Profiling needs the inspector: bench/profile.mjs runs against a
// plain `wrangler dev` (npm start, or scripts/lib.mjs's startWrangler).
//
// It runs in a process of its own, as `wrangler dev` does, so that wrangler's Node side and the load
// generator do not share an event loop: `startBenchServer` spawns `node bench/server.mjs PORT PERSIST`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LOCAL_ENV } from "../scripts/lib.mjs";

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
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    build: { define: { __DEV_HOOKS__: "true" } },
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

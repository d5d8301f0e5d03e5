// Issue 32's table in one run (not a test), on the production bundle (`__DEV_HOOKS__` false, as
// `wrangler deploy` builds it) served through the bench-only entry bench/worker.ts (bench/server.mjs):
// a static asset and each page at c=1 and c=20 (autocannon), with the workerd CPU per request and each
// page's D1 round trips; the signed-in pages and a search again with 30 ms added to every D1 round trip;
// route buckets against the whole route table, interleaved (decision 0146); chat fan-out to 200 and 500
// sockets beside a bare broadcast; the D1 round trips of every page; the JavaScript a fresh browser
// downloads by network idle. Every figure is read against the static asset's in the same run.
// Then the writes (bench/writes.mjs, issue 43): each write's round trips, CPU and times, 50 replies at
// once in one thread, a reply while its rooms hang.
// Usage: BENCH_PORT=8813 npm run bench   (builds; writes bench/README.md's results)
//        … bench/run.mjs --only writes   (the write rows alone; rewrites only their table)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { signIn } from "./sign-in.mjs";
import { build, d1File, ensureDevVars, resetLocalDb } from "../scripts/lib.mjs";
import { startBenchServer, writeWholeRouteTable } from "./server.mjs";
import { BUDGETS, firstLoad } from "../scripts/check-js-budgets.mjs";
import { surveyRoundTrips } from "./round-trips.mjs";
import { measureNetworkJs } from "./js-network.mjs";
import { ONLY_ROWS, runWriteRows, seedWriters, writeTable } from "./writes.mjs";

const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
if (ONLY !== null && ONLY !== "writes") throw new Error(`--only ${ONLY}: only "writes" is known`);
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * Where the bench's local D1, rooms and Cache API keep their files: in memory (tmpfs) where the machine has
 * one (decision 0465). On this machine's disk, each durable write of those local stand-ins (a write's
 * commit, a room's sequence, a purge's mark) waits on the disk, 2 to 8 ms of a write's p50 that no
 * deployed Worker waits for: D1's own latency is the 30 ms added to each round trip. `BENCH_PERSIST=.wrangler/bench-state`
 * measures on disk, for a comparison.
 */
const PERSIST = process.env.BENCH_PERSIST ?? (existsSync("/dev/shm") ? "/dev/shm/rvi-bench-state" : ".wrangler/bench-state");
const STATE_WHERE = PERSIST.startsWith("/dev/shm/") ? "local state in memory (tmpfs)" : "local state on disk";
const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const AMOUNT_C1 = Number(process.env.BENCH_AMOUNT_C1 ?? 200);
const AMOUNT_C20 = Number(process.env.BENCH_AMOUNT_C20 ?? 1500);
const AMOUNT_DELAY = Number(process.env.BENCH_AMOUNT_DELAY ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3000);
// 60 sends a row: with 20, the p99 was the slowest single send (bench/README.md, session 17).
const SENDS = Number(process.env.BENCH_SENDS ?? 60);
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 6);
const AB_AMOUNT = Number(process.env.BENCH_AB_AMOUNT ?? 1000);
/** The delay added to each D1 round trip (bench/worker.ts), as for a reader far from the database. */
const D1_DELAY_MS = 30;

/** The bare broadcast of the bench-only entry (bench/worker.ts) and its room. */
const BARE_ROOM = "banc-diffusion-nue";
const BARE_LINE = {
  id: "00000000-0000-4000-8000-00000000bare",
  editedAt: null,
  deleted: false,
  author: { id: "00000000-0000-4000-8000-000000000003", name: "Camille", avatarUrl: null, role: "user" },
};

const WORDS = [
  "éveil",
  "peur",
  "paix",
  "colère",
  "respiration",
  "gratitude",
  "jalousie",
  "confiance",
  "silence",
  "joie",
  "deuil",
  "pardon",
];

function seedThreads() {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const file = join(dir, "threads.sql");
  const start = Date.now() - THREADS * 60_000;
  const lines = [];
  for (let i = 0; i < THREADS; i++) {
    const a = WORDS[i % WORDS.length];
    const b = WORDS[(i * 7) % WORDS.length];
    const at = new Date(start + i * 60_000).toISOString();
    const title = `Sujet ${i} sur la ${a} et la ${b}`;
    const content = `Message numéro ${i}. Je voulais parler de ${a}, puis de ${b}. `.repeat(6);
    lines.push(
      `INSERT INTO forum_threads (id, title, slug, content, author_id, is_pinned, is_locked, reply_count, created_at, updated_at) VALUES ('bench-${i}', '${title}', 'bench-${i}', '${content.replace(/'/g, "''")}', '00000000-0000-4000-8000-000000000003', ${i % 997 === 0 ? 1 : 0}, 0, ${i % 13}, '${at}', '${at}');`,
    );
  }
  writeFileSync(file, lines.join("\n"));
  d1File(file, PERSIST);
}

/** The bench server's process id, once it runs. */
let serverPid = 0;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * autocannon, a fixed number of requests at a given concurrency. The percentiles come from each
 * answer's own time (autocannon's event, to the microsecond; its summary rounds to whole milliseconds)
 * and req/s is the count over the time from the start to the last answer. autocannon's own start and
 * finish are not used: with a fixed amount it notices the end only at its next one-second tick, which
 * added up to a second to every run and made the short ones (the static asset's) look slower.
 */
/** The parent of a process, from /proc (0 when it is gone). */
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
  } catch {
    return 0;
  }
}

/** Whether a process descends from the bench's server (other engineers' workerd may run on the same machine). */
function fromServer(pid) {
  for (let at = Number(pid), hops = 0; at > 1 && hops < 32; at = parentOf(at), hops++) if (at === serverPid) return true;
  return false;
}

/**
 * CPU time of the bench server's workerd processes so far (user + system, ms), from /proc: the Worker,
 * the Durable Objects and D1 together, whatever the host's speed at that moment. Null where /proc is not there.
 */
function workerdCpuMs() {
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd") || !fromServer(pid)) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {}
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

function load(path, connections, headers = {}, amount = connections === 1 ? AMOUNT_C1 : AMOUNT_C20) {
  return new Promise((resolve, reject) => {
    const times = [];
    const cpuBefore = workerdCpuMs();
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon({ url: `${BASE}${path}`, connections, amount, headers, timeout: 30 }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const seconds = (lastAnswer - started) / 1000;
      const cpuAfter = workerdCpuMs();
      const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
      const figures = {
        rps: result.requests.total / seconds,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        cpu,
        errors: result.errors + result.non2xx,
      };
      // Progress, one line a block of requests (a run on a loaded machine takes long).
      const tag = Object.keys(headers)
        .filter((h) => h.startsWith("X-Bench"))
        .map((h) => `${h}=${headers[h]}`)
        .join(" ");
      console.log(
        `  ${path} c=${connections} ×${amount} ${tag}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50?.toFixed(1)} ms, CPU ${cpu?.toFixed(2)} ms/req`,
      );
      resolve(figures);
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      lastAnswer = performance.now();
      if (status < 400) times.push(ms);
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each figure over the rounds (each round measures every row once, in turn). */
const medianOf = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  cpu: runs.some((r) => r.cpu === null) ? null : median(runs.map((r) => r.cpu)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

/**
 * Chat fan-out: `count` sockets join the chat room; SENDS messages are sent over HTTP by the three demo
 * accounts in turn; each delay runs from the start of the POST until every socket has the event,
 * which carries the message (the sockets make no HTTP request, as a browser now does).
 */
async function fanOut(count, cookies, { bare = false } = {}) {
  if (typeof WebSocket === "undefined") throw new Error("run it through npm (npm run bench), which brings the project's Node 24");
  // The bare room is the chat room's class with one more method, in the bench-only entry (bench/worker.ts).
  const room = bare ? `bench-chat-room/${BARE_ROOM}` : "chat-room/chat";
  const sockets = [];
  const received = new Map(); // content -> count
  const waiting = new Map(); // content -> resolve
  let withoutMessage = 0;
  // One socket, opened again (up to three times, a second apart) when its handshake fails: a burst of
  // hundreds of handshakes on a 2-core machine sometimes drops one, as a page's reconnection would retry.
  const open = (attempt = 1) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/parties/${room}`);
      ws.onopen = () => {
        sockets.push(ws);
        resolve();
      };
      ws.onerror = (e) => {
        if (ws.readyState === WebSocket.OPEN) return;
        if (attempt >= 3) reject(new Error(`socket error ${e.message ?? ""}`));
        else setTimeout(() => open(attempt + 1).then(resolve, reject), 1000);
      };
      ws.onmessage = (event) => {
        const data = JSON.parse(String(event.data));
        if (data.type !== "chat:created") return;
        if (!data.message?.content) withoutMessage++;
        const key = data.message?.content ?? "";
        const n = (received.get(key) ?? 0) + 1;
        received.set(key, n);
        if (n === count) waiting.get(key)?.(performance.now());
      };
    });
  await Promise.all(Array.from({ length: count }, () => open()));
  const delays = [];
  const tag = Math.random().toString(36).slice(2, 8);
  for (let i = 0; i < SENDS; i++) {
    // Three people take turns, 1.1 s apart, so nobody hits the 3-second rule.
    await new Promise((r) => setTimeout(r, 1100));
    const content = `Mesure ${count} ${tag} ${i}`;
    const allReceived = new Promise((r) => waiting.set(content, r));
    const started = performance.now();
    const response = bare
      ? // The same event's size, broadcast as it is: no session, no write, no check, no sequence.
        await fetch(`${BASE}/__bench/broadcast`, {
          method: "POST",
          body: JSON.stringify({
            type: "chat:created",
            messageId: crypto.randomUUID(),
            createdAt: new Date().toISOString(),
            message: { ...BARE_LINE, content },
          }),
        })
      : // As a browser with JavaScript sends it (Remix's single fetch: the action alone, no page rendered).
        await fetch(`${BASE}/entraide.data`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: BASE, Cookie: cookies[i % 3], "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "send", js: "1", content }),
        });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`send ${i} answered ${response.status}`);
    const done =
      received.get(content) === count
        ? performance.now()
        : await Promise.race([allReceived, new Promise((r) => setTimeout(() => r(null), 15_000))]);
    if (done === null) throw new Error(`send ${i}: not every socket received it within 15 s`);
    delays.push(done - started);
  }
  for (const ws of sockets) ws.close();
  delays.sort((x, y) => x - y);
  return { sockets: count, bare, sends: SENDS, p50: percentile(delays, 50), p99: percentile(delays, 99), withoutMessage };
}

const f1 = (n) => n.toFixed(1);
const f2 = (n) => n.toFixed(2);
const met = (ok) => (ok ? "met" : "**missed**");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One counted request: the page's D1 round trips (bench/worker.ts). */
async function roundTripsOf(path, headers = {}) {
  const response = await fetch(BASE + path, { redirect: "manual", headers: { ...headers, "X-Bench-Count-D1": "1" } });
  await response.arrayBuffer();
  return Number(response.headers.get("X-Bench-D1-Round-Trips") ?? 0);
}

/** The write rows (bench/writes.mjs), their table between bench/README.md's writes markers. */
async function writesSection() {
  const before = loadavg();
  const started = new Date();
  console.log("→ write rows…");
  const result = await runWriteRows({ base: BASE, persistTo: PERSIST, cpuMs: workerdCpuMs, seeded: writers });
  const after = loadavg();
  const quiet = Math.max(before[0], after[0]) < 2;
  const lines = [
    `Run of ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, production bundle, ${STATE_WHERE}, ${THREADS} threads, ${writers.members} members, load average ${before.map(f1).join(" / ")} before the write rows and ${after.map(f1).join(" / ")} after (1, 5 and 15 minutes; 2 cores)${quiet ? "" : ": **not measured quietly** (a load average of 2 or more: other work ran beside the bench, the figures are not a result against the targets)"}.`,
    "",
    ...writeTable(result),
  ];
  const table = lines.join("\n");
  console.log(table);
  mkdirSync(".wrangler/bench-results", { recursive: true });
  writeFileSync(
    `.wrangler/bench-results/writes-${started.toISOString().replace(/[:.]/g, "-")}.json`,
    JSON.stringify({ loadBefore: before, loadAfter: after, ...result }, null, 1),
  );
  if (ONLY_ROWS) return; // a look at a few rows is not the table
  const readme = readFileSync("bench/README.md", "utf8");
  const [head, tail] = [readme.split("<!-- writes:start -->")[0], readme.split("<!-- writes:end -->")[1] ?? ""];
  writeFileSync("bench/README.md", `${head}<!-- writes:start -->\n\n${table}\n\n<!-- writes:end -->${tail}`);
}

ensureDevVars();
// The production build, as `wrangler deploy` ships it: no /dev routes, no test hooks.
if (process.env.BENCH_SKIP_BUILD !== "1") build({ quiet: true, devHooks: false });
resetLocalDb(PERSIST);
console.log(`→ ${THREADS} sujets…`);
seedThreads();
console.log("→ members for the write rows…");
const writers = await seedWriters(PERSIST);
const loadBefore = loadavg();
const startedAt = new Date();
// "warn": Miniflare then posts no log line per request to wrangler's Node process (a core's worth of
// work under load that a deployed Worker does not do; it slowed every row alike). No devtools inspector:
// with it, wrangler posted four HTTP requests to its Node process for each D1 call (bench/server.mjs).
const buckets = writeWholeRouteTable();
const stop = await startBenchServer({ port: PORT, persistTo: PERSIST, logLevel: "warn" });
serverPid = stop.pid;
try {
  if (ONLY !== "writes") {
    const cookies = await Promise.all(["admin", "moderateur", "camille"].map((name) => signIn(BASE, name)));
    const me = { Cookie: cookies[2] };
    const rows = [
      { name: "static asset /favicon.svg", path: "/favicon.svg", kind: "base" },
      { name: "/forum (visitor, edge cache)", path: "/forum", kind: "public" },
      { name: "thread /forum/bench-42 (visitor, edge cache)", path: "/forum/bench-42", kind: "public" },
      { name: "search /forum?q=gratitude (visitor)", path: "/forum?q=gratitude", kind: "uncached" },
      { name: "/dashboard (signed in)", path: "/dashboard", kind: "uncached", headers: me },
      { name: "/forum (signed in)", path: "/forum", kind: "uncached", headers: me },
      { name: "thread /forum/bench-42 (signed in)", path: "/forum/bench-42", kind: "uncached", headers: me },
      { name: "search /forum?q=gratitude (signed in)", path: "/forum?q=gratitude", kind: "uncached", headers: me },
      { name: "/entraide (signed in)", path: "/entraide", kind: "uncached", headers: me },
      { name: "/practice/peur (signed in)", path: "/practice/peur", kind: "uncached", headers: me },
      { name: "/history (signed in)", path: "/history", kind: "uncached", headers: me },
    ];
    if (process.env.BENCH_ROWS) rows.splice(0, rows.length, ...rows.filter((r, i) => i === 0 || r.name.includes(process.env.BENCH_ROWS)));
    // Warm-up, which also fills the edge cache: BENCH_WARMUP requests a row at c=4. A fresh server's first
    // rounds read the uncached pages 30–40% slower than the later ones (V8 still compiling the hot paths,
    // D1's pages not yet read): a running server's figure is wanted.
    for (const row of rows) await load(row.path, 4, row.headers, WARMUP);
    for (const row of rows) {
      row.trips = await roundTripsOf(row.path, row.headers);
      Object.assign(row, { c1s: [], c20s: [], delayed: [] });
    }
    // Rounds in turn, so a passing burst of load on the shared machine touches every row alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) {
        row.c1s.push(await load(row.path, 1, row.headers));
        row.c20s.push(await load(row.path, 20, row.headers));
        if (row.kind !== "public")
          row.delayed.push(await load(row.path, 1, { ...row.headers, "X-Bench-D1-Delay-Ms": String(D1_DELAY_MS) }, AMOUNT_DELAY));
      }
    }
    for (const row of rows)
      Object.assign(row, { c1: medianOf(row.c1s), c20: medianOf(row.c20s), delay: row.delayed.length ? medianOf(row.delayed) : null });
    const base = rows[0];

    // Route buckets (decision 0146) against the whole route table, in the same server, interleaved: each
    // round runs every page on both, the order swapped every round. The noise is how far the same
    // variant's figure moves from one round to the next.
    const ab = [];
    if (buckets && process.env.BENCH_AB !== "0") {
      const pages = [
        { name: "/dashboard (signed in)", path: "/dashboard", headers: me },
        { name: "search (signed in)", path: "/forum?q=gratitude", headers: me },
        { name: "thread (signed in)", path: "/forum/bench-42", headers: me },
        { name: "/auth/login (visitor, no data)", path: "/auth/login" },
      ];
      for (const page of pages) {
        await load(page.path, 4, { ...page.headers, "X-Bench-Routes": "whole" }, WARMUP / 3);
        Object.assign(page, { A: [], B: [] });
      }
      for (let round = 0; round < AB_ROUNDS; round++) {
        for (const page of pages) {
          const order = round % 2 === 0 ? ["A", "B"] : ["B", "A"];
          for (const variant of order) {
            const headers = variant === "B" ? { ...page.headers, "X-Bench-Routes": "whole" } : page.headers;
            page[variant].push(await load(page.path, 20, headers, AB_AMOUNT));
          }
        }
      }
      ab.push(...pages);
    }

    // Each chat fan-out beside a bare broadcast to as many sockets, in the same run.
    const bare200 = await fanOut(200, cookies, { bare: true });
    const fan200 = await fanOut(200, cookies);
    const bare500 = await fanOut(500, cookies, { bare: true });
    const fan500 = await fanOut(500, cookies);
    await sleep(3000); // sockets closed; the three sends' rule passed
    const survey = await surveyRoundTrips(BASE, cookies[2]);
    const network = await measureNetworkJs(BASE);
    const loadAfter = loadavg();
    const js = [
      { page: "/", route: "routes/_index" },
      ...BUDGETS.map((b) => ({ page: b.page, route: b.route, budget: b.kB })),
      { page: "/entraide", route: "routes/entraide" },
      { page: "/dashboard", route: "routes/dashboard" },
    ].map((p) => ({ ...p, ...firstLoad(p.route) }));

    const lines = [];
    lines.push(
      `Run of ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, production bundle, ${STATE_WHERE}, ${THREADS} threads, median of ${ROUNDS} rounds, load average ${loadBefore.map(f1).join(" / ")} before and ${loadAfter.map(f1).join(" / ")} after on a 2-core machine shared with other engineers (1, 5 and 15 minutes: above 2, something else was running beside the bench).`,
    );
    lines.push("");
    lines.push(
      "| request | D1 round trips | c=1 p50 ms | c=20 req/s (vs static) | workerd CPU per request at c=20, ms (vs static) | c=1 p50 with 30 ms per D1 round trip, ms (static + …) | targets |",
    );
    lines.push("|---|---|---|---|---|---|---|");
    const cpuOf = (row) =>
      row.c20.cpu === null || base.c20.cpu === null ? "—" : `${f2(row.c20.cpu)} (${f1(row.c20.cpu / base.c20.cpu)}×)`;
    for (const row of rows) {
      const rps = row.c20.rps / base.c20.rps;
      const cpu = row.c20.cpu / base.c20.cpu;
      const targets =
        row.kind === "base"
          ? "—"
          : row.kind === "public"
            ? `req/s ≥ 0.5×: ${met(rps >= 0.5)}`
            : `CPU ≤ 3.5×: ${met(cpu <= 3.5)}; 1 round trip: ${met(row.trips === 1)}; p50 ≤ static + 45 ms: ${met(row.delay.p50 <= base.c1.p50 + 45)}`;
      const delayed = row.delay && row.kind !== "base" ? `${f1(row.delay.p50)} (+${f1(row.delay.p50 - base.c1.p50)})` : "—";
      const errors = row.c1.errors + row.c20.errors + (row.delay?.errors ?? 0);
      lines.push(
        `| ${row.name} | ${row.kind === "base" ? "—" : row.trips} | ${f1(row.c1.p50)} | ${row.c20.rps.toFixed(0)} (${f2(rps)}) | ${cpuOf(row)} | ${delayed} | ${targets}${errors ? `; ${errors} errors` : ""} |`,
      );
    }
    if (ab.length) {
      lines.push("");
      lines.push(
        `Route buckets (A, as shipped) against the whole route table (B), same server, interleaved, ${AB_ROUNDS} rounds of ${AB_AMOUNT} requests at c=20 each (medians; the spread is the lowest and highest round of A):`,
      );
      lines.push("");
      lines.push("| page | CPU per request A, ms (spread) | B, ms (spread) | B − A, ms | req/s A | req/s B |");
      lines.push("|---|---|---|---|---|---|");
      for (const page of ab) {
        const cpuA = page.A.map((r) => r.cpu),
          cpuB = page.B.map((r) => r.cpu);
        const spread = (v) => `${f2(Math.min(...v))}–${f2(Math.max(...v))}`;
        lines.push(
          `| ${page.name} | ${f2(median(cpuA))} (${spread(cpuA)}) | ${f2(median(cpuB))} (${spread(cpuB)}) | ${f2(median(cpuB) - median(cpuA))} | ${median(page.A.map((r) => r.rps)).toFixed(0)} | ${median(page.B.map((r) => r.rps)).toFixed(0)} |`,
        );
      }
    }
    lines.push("");
    lines.push(
      "| fan-out | sends | send → all received p50 ms | p99 ms | vs bare broadcast (p50 / p99) | targets (500 sockets: p50 ≤ 1.5×, p99 ≤ 2×) |",
    );
    lines.push("|---|---|---|---|---|---|");
    for (const [bare, fan] of [
      [bare200, fan200],
      [bare500, fan500],
    ]) {
      lines.push(`| bare broadcast, ${bare.sockets} sockets | ${bare.sends} | ${f1(bare.p50)} | ${f1(bare.p99)} | 1.00 / 1.00 | — |`);
      const rp50 = fan.p50 / bare.p50,
        rp99 = fan.p99 / bare.p99;
      const targets = fan.sockets === 500 ? `p50: ${met(rp50 <= 1.5)}; p99: ${met(rp99 <= 2)}` : "—";
      lines.push(
        `| chat, ${fan.sockets} sockets | ${fan.sends} | ${f1(fan.p50)} | ${f1(fan.p99)} | ${f2(rp50)} / ${f2(rp99)} | ${targets} |`,
      );
    }
    lines.push("");
    lines.push("JavaScript a fresh browser downloads by network idle (chromium, service worker blocked, gzip of each script):");
    lines.push("");
    lines.push("| page | scripts | raw kB | gzip kB | target |");
    lines.push("|---|---|---|---|---|");
    for (const row of network)
      lines.push(`| ${row.path} | ${row.scripts} | ${f1(row.raw)} | ${f1(row.gzip)} | ${row.target} kB: ${met(row.gzip <= row.target)} |`);
    lines.push("");
    lines.push("First load from the build's manifest (what the HTML preloads, without import()), for comparison:");
    lines.push("");
    lines.push("| page | first-load JS, gzip kB | chunks | regression budget (scripts/js-budgets.mjs) |");
    lines.push("|---|---|---|---|");
    for (const p of js)
      lines.push(`| ${p.page} | ${f1(p.kB)} | ${p.chunks} | ${p.budget ? `${p.budget} kB: ${met(p.kB <= p.budget)}` : "—"} |`);
    lines.push("");
    const over = survey.filter((r) => r.mine.status === 200 && r.mine.trips !== 1);
    lines.push(
      `D1 round trips of every page (signed in as the demo account / as a visitor; status/round trips; 0 for a page that reads nothing or a visitor's page served from the edge cache, which keeps it 30 s). Signed-in pages answered 200 with a count other than one: ${over.length ? over.map((r) => `${r.path} (${r.mine.trips})`).join(", ") : "none"}.`,
    );
    lines.push("");
    lines.push("| page | signed in | visitor |");
    lines.push("|---|---|---|");
    for (const r of survey) lines.push(`| ${r.path} | ${r.mine.status}/${r.mine.trips} | ${r.visitor.status}/${r.visitor.trips} |`);
    const table = lines.join("\n");
    console.log(table);
    mkdirSync(".wrangler/bench-results", { recursive: true });
    writeFileSync(
      `.wrangler/bench-results/${startedAt.toISOString().replace(/[:.]/g, "-")}.json`,
      JSON.stringify({ loadBefore, loadAfter, rows, ab, fan: { bare200, fan200, bare500, fan500 }, survey, network, js }, null, 1),
    );
    const readme = readFileSync("bench/README.md", "utf8");
    const [before, after] = [readme.split("<!-- results:start -->")[0], readme.split("<!-- results:end -->")[1] ?? ""];
    writeFileSync("bench/README.md", `${before}<!-- results:start -->\n\n${table}\n\n<!-- results:end -->${after}`);
  }
  await writesSection();
} finally {
  stop();
}
process.exit(0);

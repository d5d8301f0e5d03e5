// Community benchmark (not a test): /forum and a search against a static asset served by the same
// `wrangler dev`, then the delay from a chat send until 200 sockets have all received it.
// Loopback only, bounded loops. Usage: npm run build && node --experimental-websocket bench/run.mjs
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { d1File, ensureDevVars, resetLocalDb, startQuietWrangler, waitForServer } from "../scripts/lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/bench-state";
const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const SENDS = Number(process.env.BENCH_SENDS ?? 20);

const WORDS = ["éveil", "peur", "paix", "colère", "respiration", "gratitude", "jalousie", "confiance", "silence", "joie", "deuil", "pardon"];

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(path) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const t = performance.now();
      const response = await fetch(`${BASE}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) failures++;
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return { path, rps: REQUESTS / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

async function signIn(username) {
  const response = await fetch(`${BASE}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ identifier: username, password: "motdepasse-demo" }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.startsWith("rvi_session")).join("; ");
  if (!cookie) throw new Error(`login failed for ${username}`);
  return cookie;
}

async function fanOut() {
  if (typeof WebSocket === "undefined") throw new Error("run with node --experimental-websocket");
  const sockets = [];
  const waiting = new Map(); // messageId -> { remaining, resolve }
  const early = new Map(); // messageId -> count received before the POST answered
  await Promise.all(
    Array.from({ length: SOCKETS }, () =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${PORT}/parties/chat-room/chat`);
        ws.onopen = () => resolve();
        ws.onerror = (e) => reject(new Error(`socket error ${e.message ?? ""}`));
        ws.onmessage = (event) => {
          const data = JSON.parse(String(event.data));
          if (data.type !== "chat:created") return;
          const entry = waiting.get(data.messageId);
          if (entry) {
            if (--entry.remaining === 0) entry.resolve(performance.now());
          } else {
            early.set(data.messageId, (early.get(data.messageId) ?? 0) + 1);
          }
        };
        sockets.push(ws);
      }),
    ),
  );
  const users = ["admin", "moderateur", "camille"];
  const cookies = await Promise.all(users.map(signIn));
  const delays = [];
  for (let i = 0; i < SENDS; i++) {
    // Three people take turns, 1.1 s apart, so nobody hits the 3-second rule.
    await new Promise((r) => setTimeout(r, 1100));
    const started = performance.now();
    let resolveAll;
    const allReceived = new Promise((r) => (resolveAll = r));
    const pending = { remaining: SOCKETS, resolve: resolveAll };
    const response = await fetch(`${BASE}/entraide`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE, Cookie: cookies[i % 3], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "send", content: `Mesure ${i}` }),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`send ${i} answered ${response.status}`);
    // The id is in the action data; events may already have arrived while the POST was answering.
    const id = body.match(/"sentId":"([^"]+)"/)?.[1];
    if (!id) throw new Error("no sentId in the answer");
    pending.remaining -= early.get(id) ?? 0;
    waiting.set(id, pending);
    const done = pending.remaining <= 0 ? performance.now() : await Promise.race([allReceived, new Promise((r) => setTimeout(() => r(null), 10_000))]);
    if (done === null) throw new Error(`send ${i}: not every socket received it within 10 s`);
    delays.push(done - started);
  }
  for (const ws of sockets) ws.close();
  delays.sort((x, y) => x - y);
  return { sockets: SOCKETS, sends: SENDS, p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays[delays.length - 1] };
}

ensureDevVars();
resetLocalDb(PERSIST);
console.log(`→ ${THREADS} sujets…`);
seedThreads();
const stop = startQuietWrangler({ port: PORT, persistTo: PERSIST });
try {
  await waitForServer(`${BASE}/favicon.svg`);
  for (const path of ["/favicon.svg", "/forum", "/forum?q=eveil"]) await load(path); // warm-up
  const results = [];
  for (const path of ["/favicon.svg", "/forum", "/forum?q=eveil", "/forum?q=col%C3%A8re+pardon", "/forum?page=5"]) results.push(await load(path));
  const asset = results[0];
  console.log(`\nHTTP: ${REQUESTS} requests per path, ${CONCURRENCY} at a time`);
  console.log("| path | req/s | p50 ms | p99 ms | req/s vs static asset | failures |");
  console.log("|---|---|---|---|---|---|");
  for (const r of results) {
    console.log(`| ${r.path} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.rps / asset.rps).toFixed(2)} | ${r.failures} |`);
  }
  const fan = await fanOut();
  console.log(`\nChat fan-out: ${fan.sends} sends, ${fan.sockets} sockets: send → all received p50 ${fan.p50.toFixed(1)} ms, p99 ${fan.p99.toFixed(1)} ms, max ${fan.max.toFixed(1)} ms`);
} finally {
  stop();
}
process.exit(0);

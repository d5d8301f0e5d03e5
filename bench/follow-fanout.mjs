// A topic followed by 1,000 members (issue 57; bench/README.md). Not a timed test.
//
// BENCH_PORT=8816 npx node bench/follow-fanout.mjs [--followers 1000] [--replies 10] [--no-build]
//
// A fresh local database (migrated, the demo accounts seeded) holds two topics: one nobody follows, one
// followed by `followers` members, each with a session and a Web Push subscription at the local push
// service (web-push-testing over HTTPS, as in the integration tests). camille and admin answer each topic
// in turn, `replies` times, as a browser without JavaScript posts (one at a time, each once the previous
// one's notices have all arrived: the machine is quiet when a reply is timed). It reports each topic's
// reply p50 as a ratio to a static asset's p50 in the same run (target: the same with 1,000 followers as
// with none, the fan-out being off the request's path), the time until each reply's 1,000 notices had
// arrived (target ≤ 60 s), and duplicates (target 0). Run it only when the load average is below 2.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { build, d1File, ensureDevVars, ensureLocalTls, resetLocalDb, startQuietWrangler, waitForServer } from "../scripts/lib.mjs";
import { signIn } from "./sign-in.mjs";

const require = createRequire(import.meta.url);
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const FOLLOWERS = arg("followers", 1000);
const REPLIES = arg("replies", 10);
const PORT = Number(process.env.BENCH_PORT ?? 8816);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/bench-fanout";
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAtStart = loadavg()[0].toFixed(2);

// ─── the local push service ───────────────────────────────────────────────────
ensureDevVars();
const tls = ensureLocalTls();
const vapidPublicKey = readFileSync(".dev.vars", "utf8")
  .match(/^VAPID_PUBLIC_KEY=(.*)$/m)[1]
  .trim();
const WebPushTestingServer = require("web-push-testing/src/server.js");
const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
const model = new PushApiModel();
const testing = new WebPushTestingServer(model, 0);
testing.setRequestHandlers();
const push = createServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert) }, (request, response) =>
  testing._app(request, response),
);
await new Promise((resolve) => push.listen(0, resolve));
model.notifyUrl = `https://localhost:${push.address().port}/notify/`;

// ─── the topics and their followers ──────────────────────────────────────────
const now = new Date().toISOString();
const expires = new Date(Date.now() + 86_400_000).toISOString();
const author = "00000000-0000-4000-8000-000000000002"; // moderateur (scripts/seed-local.mjs)
const topics = {
  none: { id: randomUUID(), slug: `personne-ne-suit-${Date.now()}` },
  many: { id: randomUUID(), slug: `mille-personnes-${Date.now()}` },
};
const members = [];
for (let i = 0; i < FOLLOWERS; i++) {
  const subscription = await model.subscribe({ userVisibleOnly: "true", applicationServerKey: vapidPublicKey });
  members.push({ id: randomUUID(), session: randomUUID(), subscription: randomUUID(), push: subscription });
}
if (!process.argv.includes("--no-build")) build({ quiet: true });
rmSync(PERSIST, { recursive: true, force: true });
resetLocalDb(PERSIST);
mkdirSync(`${PERSIST}-sql`, { recursive: true });
const q = (v) => `'${String(v).replace(/'/g, "''")}'`;
const lines = Object.values(topics).map(
  (t) =>
    `INSERT INTO forum_threads (id, title, slug, content, author_id, reply_count, created_at, updated_at) VALUES (${q(t.id)}, ${q(`Sujet ${t.slug}`)}, ${q(t.slug)}, 'Bonjour.', ${q(author)}, 0, ${q(now)}, ${q(now)});`,
);
for (const m of members) {
  lines.push(
    `INSERT INTO users (id, email, username, username_key, username_skeleton, email_confirmed_at, created_at, updated_at) VALUES (${q(m.id)}, ${q(`${m.id}@bench.test`)}, ${q(m.id)}, ${q(m.id)}, ${q(m.id)}, ${q(now)}, ${q(now)}, ${q(now)});`,
    `INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (${q(m.session)}, ${q(m.id)}, ${q(expires)}, ${q(now)});`,
    `INSERT INTO push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, created_at) VALUES (${q(m.subscription)}, ${q(m.id)}, ${q(m.session)}, ${q(m.push.endpoint)}, ${q(m.push.keys.p256dh)}, ${q(m.push.keys.auth)}, ${q(now)});`,
    `INSERT INTO topic_follows (user_id, thread_id, following, read_at, created_at) VALUES (${q(m.id)}, ${q(topics.many.id)}, 1, ${q(now)}, ${q(now)});`,
  );
}
writeFileSync(`${PERSIST}-sql/seed.sql`, lines.join("\n"));
d1File(`${PERSIST}-sql/seed.sql`, PERSIST);

// ─── the run ──────────────────────────────────────────────────────────────────
const stop = startQuietWrangler({ port: PORT, persistTo: PERSIST, logLevel: "warn", extraEnv: { NODE_EXTRA_CA_CERTS: tls.cert } });
process.on("exit", () => stop());
await waitForServer(`${BASE}/favicon.svg`);
const repliers = [await signIn(BASE, "camille"), await signIn(BASE, "admin")];

const received = () => members.reduce((sum, m) => sum + model.getNotifications({ clientHash: m.push.clientHash }).messages.length, 0);
const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(request) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const staticMs = [];
for (let i = 0; i < 30; i++) staticMs.push((await timed(() => fetch(`${BASE}/favicon.svg`))).ms);
const times = { none: [], many: [] };
const deliveries = [];
let expected = 0;
for (let i = 0; i < REPLIES; i++) {
  for (const which of ["none", "many"]) {
    const cookie = repliers[i % repliers.length];
    const answer = await timed(() =>
      fetch(`${BASE}/forum/${topics[which].slug}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: BASE, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "reply", content: `Réponse ${i} (${which})` }),
      }),
    );
    if (answer.status !== 302) throw new Error(`reply ${i} (${which}) answered ${answer.status}`);
    times[which].push(answer.ms);
    if (which === "many") {
      // Every follower's notice of this reply, before the next reply is timed.
      expected += FOLLOWERS;
      const started = Date.now();
      while (received() < expected && Date.now() - started < 120_000) await pause(100);
      deliveries.push((Date.now() - started) / 1000);
    } else await pause(500);
  }
}
// A moment for anything late (a duplicate would come now), then the count.
await pause(3000);
const perMember = members.map((m) => model.getNotifications({ clientHash: m.push.clientHash }).messages.length);
const duplicates = perMember.reduce((sum, n) => sum + Math.max(0, n - REPLIES), 0);
const missing = perMember.reduce((sum, n) => sum + Math.max(0, REPLIES - n), 0);
const staticP50 = p50(staticMs);
const result = {
  loadAverage: `${loadAtStart} → ${loadavg()[0].toFixed(2)}`,
  followers: FOLLOWERS,
  replies: REPLIES,
  staticP50ms: staticP50.toFixed(1),
  replyP50msNoFollowers: p50(times.none).toFixed(1),
  replyP50msThousandFollowers: p50(times.many).toFixed(1),
  ratioNoFollowers: (p50(times.none) / staticP50).toFixed(2),
  ratioThousandFollowers: (p50(times.many) / staticP50).toFixed(2),
  secondsUntilAllArrivedP50: p50(deliveries).toFixed(1),
  secondsUntilAllArrivedMax: Math.max(...deliveries).toFixed(1),
  duplicates,
  missing,
};
console.table(result);
await new Promise((resolve) => push.close(resolve));
stop();
process.exit(duplicates === 0 && missing === 0 && Math.max(...deliveries) <= 60 ? 0 : 1);

// Where a page's CPU goes inside the Worker (not a test): a V8 CPU profile taken through workerd's own
// inspector while autocannon loads one path at c=1. Start a plain `wrangler dev` on BENCH_PORT first
// (the bench's own server has no inspector, bench/server.mjs), for example on the bench's database:
//   NODE_ENV=production npx wrangler dev --port 8791 --persist-to /dev/shm/rvi-bench-state --define __DEV_HOOKS__:true --log-level warn
// NODE_ENV=production as the bench's server and a deploy bundle it: without it, wrangler bundles React's
// development build (jsxDEV, prop warnings), and a page's render takes most of the profile.
// then: npm run bench:profile -- /dashboard [seconds] [--signed-in]
// A write: --post 'intent=edit&id=…&actText=…' posts that form (signed in) to the path, each request from
// its own address (`CF-Connecting-IP`), so the ceiling on one address's posts is never met.
// With the inspector attached, each D1 call also carries wrangler's network events (see bench/server.mjs):
// read the shares of cloudflare-internal:d1-api with that in mind.
// It prints the functions with the most time of their own and the most time under them (percent of
// samples); the whole profile is written to .wrangler/profile.cpuprofile (Chrome DevTools opens it).
// Just after the server starts, workerd's inspector sometimes answers nothing: the script then says so
// after 15 s, and a second run works.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { signIn } from "./sign-in.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const [path = "/dashboard", seconds = "8"] = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--post" && all[i - 1] !== "--as");
const postAt = process.argv.indexOf("--post");
const postBody = postAt >= 0 ? process.argv[postAt + 1] : null;
const signedIn = process.argv.includes("--signed-in") || postBody !== null;

/** workerd's inspector for our Worker: one of workerd's listening ports answers /json with it. */
async function inspectorUrl() {
  const ports = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("workerd"))
    .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .filter(Boolean);
  for (const port of ports) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(1000) })).json();
      const worker = targets.find((t) => String(t.id).startsWith("core:user:"));
      if (worker) return worker.webSocketDebuggerUrl;
    } catch {}
  }
  throw new Error("no workerd inspector found: is `wrangler dev` running?");
}

// `--as moderateur`: another demo account (a moderator's action).
const asAt = process.argv.indexOf("--as");
const headers = signedIn ? { Cookie: await signIn(BASE, asAt >= 0 ? process.argv[asAt + 1] : undefined) } : {};
if (postBody) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE });
if (typeof WebSocket === "undefined") throw new Error("run it through npm (npm run bench), which brings the project's Node 24");
const ws = new WebSocket(await inspectorUrl());
await new Promise((resolve, reject) => ((ws.onopen = resolve), (ws.onerror = reject)));
let id = 0;
const pending = new Map();
ws.onmessage = (event) => {
  const message = JSON.parse(String(event.data));
  pending.get(message.id)?.(message);
  pending.delete(message.id);
};
// workerd answers its inspector between requests: each command is followed by requests (a single one
// may finish before the command arrives, and the command then waits), until it is answered.
const send = (method, params = {}) =>
  new Promise((resolve, reject) => {
    const nudge = setInterval(
      () =>
        fetch(`${BASE}/aide`)
          .then((r) => r.arrayBuffer())
          .catch(() => {}),
      300,
    );
    const giveUp = setTimeout(() => {
      clearInterval(nudge);
      reject(new Error(`workerd's inspector did not answer ${method} within 15 s`));
    }, 15_000);
    pending.set(++id, (message) => {
      clearInterval(nudge);
      clearTimeout(giveUp);
      resolve(message);
    });
    ws.send(JSON.stringify({ id, method, params }));
    fetch(`${BASE}/aide`)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  });
await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 200 });
await send("Profiler.start");
let sent = 0;
const write = postBody && {
  method: "POST",
  body: postBody,
  setupClient: (client) =>
    client.on("response", () => {
      sent += 1;
      client.setHeaders({ ...headers, "CF-Connecting-IP": `10.9.${sent >> 8}.${sent & 255}` });
    }),
};
const run = await autocannon({ url: `${BASE}${path}`, connections: 1, duration: Number(seconds), headers, ...write });
const { result } = await send("Profiler.stop");
ws.close();
const profile = result.profile;
writeFileSync(".wrangler/profile.cpuprofile", JSON.stringify(profile));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const name = (node) =>
  `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").at(-1)}:${node.callFrame.lineNumber}`;
const own = new Map();
const under = new Map();
for (const sample of profile.samples) {
  own.set(name(byId.get(sample)), (own.get(name(byId.get(sample))) ?? 0) + 1);
  const seen = new Set();
  for (let at = sample; at; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (!seen.has(key)) {
      under.set(key, (under.get(key) ?? 0) + 1);
      seen.add(key);
    }
  }
}
const total = profile.samples.length;
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${((100 * count) / total).toFixed(1).padStart(5)}  ${key}`)
    .join("\n");
console.log(
  `${path}: ${run.requests.total} requests in ${seconds} s at c=1, ${total} samples; status ${JSON.stringify(run.statusCodeStats)}`,
);
console.log(`\nOwn time\n${top(own, 25)}\n\nTime under\n${top(under, 40)}`);
process.exit(0);

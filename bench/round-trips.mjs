// D1 round trips of every page a person can open, signed in as the demo account and as a visitor (not a
// test: a survey), on the bench's server: the production bundle through the bench-only entry
// (bench/worker.ts), which counts a request's round trips when asked (`X-Bench-Count-D1: 1`). A visitor's
// public page served from the edge cache (kept 30 s) reads nothing: 0. bench/run.mjs runs it and writes the
// table; alone, against a bench server started on the bench's database after a production build
// (`node bench/server.mjs 8813 /dev/shm/rvi-bench-state`, which waits on its stdin):
//   BENCH_PORT=8813 node bench/round-trips.mjs   → one line per page: status/round trips, signed in and as a visitor.
import { fileURLToPath } from "node:url";
import { signIn } from "./sign-in.mjs";

export const PAGES = [
  "/",
  "/tools",
  "/practice",
  "/practice/actualite",
  "/practice/nommer-grandeur",
  "/practice/trois-gestes",
  "/practice/trois-gestes-ecrit",
  "/practice/trois-gestes-guided",
  "/trois-gestes/introduction",
  "/trois-gestes/bilan",
  "/dashboard",
  "/dashboard/assistant",
  "/history",
  "/questions",
  "/acts",
  "/love-words",
  "/cycles",
  "/cycles-v2",
  "/cycles/grandeur-table",
  "/cycles/petitesse?periode=0-6",
  "/cycles/grandeur?periode=meilleur-0-6",
  "/cycles/generique",
  "/forum",
  "/forum/nouveau",
  "/forum/bench-42",
  "/forum?q=gratitude",
  "/entraide",
  "/recherche",
  "/recherche?q=gratitude",
  "/aide",
  "/moderation",
  "/auth/profile",
  "/auth/appareils",
  "/auth/mes-donnees",
  "/auth/login",
  "/auth/signup",
];

async function count(base, path, headers) {
  const response = await fetch(base + path, { redirect: "manual", headers: { ...headers, "X-Bench-Count-D1": "1" } });
  await response.arrayBuffer();
  return { status: response.status, trips: Number(response.headers.get("X-Bench-D1-Round-Trips") ?? NaN) };
}

/** Each page's status and round trips, signed in (the cookie) and as a visitor. */
export async function surveyRoundTrips(base, cookie) {
  const rows = [];
  for (const path of PAGES) {
    await count(base, path, { Cookie: cookie }); // the browser's first sight noted (a small write) before counting
    rows.push({ path, mine: await count(base, path, { Cookie: cookie }), visitor: await count(base, path, {}) });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = `http://127.0.0.1:${process.env.BENCH_PORT ?? 8791}`;
  const rows = await surveyRoundTrips(base, await signIn(base));
  for (const { path, mine, visitor } of rows)
    console.log(`${path.padEnd(40)} signed in ${mine.status}/${mine.trips}   visitor ${visitor.status}/${visitor.trips}`);
  const most = Math.max(...rows.map((r) => r.mine.trips));
  console.log(`\n${rows.length} pages; at most ${most} D1 round trip(s) per signed-in page.`);
}

// D1 round trips of every page a person can open, signed in as the demo account and as a visitor (not a
// test: a survey). It uses the local counter (`X-Test-Count-D1`, development builds only, with the
// `X-Test-Secret` of .dev.vars). Start a server on the bench's database first, for example
//   BENCH_SKIP_BUILD=1 node --experimental-websocket bench/run.mjs   (or any `wrangler dev` on BENCH_PORT)
// then: node bench/round-trips.mjs   → one line per page: status/round trips, signed in and as a visitor.
import { readFileSync } from "node:fs";
import { signIn } from "./sign-in.mjs";

const BASE = `http://127.0.0.1:${process.env.BENCH_PORT ?? 8791}`;
const SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
const PAGES = [
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

const cookie = await signIn(BASE);

async function count(path, headers) {
  const response = await fetch(BASE + path, {
    redirect: "manual",
    headers: { ...headers, "X-Test-Count-D1": "1", "X-Test-Secret": SECRET },
  });
  await response.arrayBuffer();
  return { status: response.status, trips: Number(response.headers.get("X-Test-D1-Round-Trips")) };
}

let most = 0;
for (const path of PAGES) {
  await count(path, { Cookie: cookie }); // the browser's first sight noted (a small write) before counting
  const [mine, visitor] = [await count(path, { Cookie: cookie }), await count(path, {})];
  most = Math.max(most, mine.trips, visitor.trips);
  console.log(`${path.padEnd(40)} signed in ${mine.status}/${mine.trips}   visitor ${visitor.status}/${visitor.trips}`);
}
console.log(`\n${PAGES.length} pages; at most ${most} D1 round trip(s) per page.`);

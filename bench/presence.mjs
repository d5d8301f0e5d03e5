// The chat's presence in a 500-socket room (issue 57 item 3, decision 0476; bench/README.md). Not a test.
//
// BENCH_PORT=8815 npx node bench/presence.mjs [--no-build] [--rounds 5] [--anyway]
//
// The production bundle (built once; --no-build reuses build/), served by the bench's server
// (bench/server.mjs: no devtools inspector) on a fresh demo database. 500 sockets join the chat room as
// pages do: 3 members (the demo accounts, 10 tabs each) and 470 visitors' tabs from 450 browsers (each
// visitor's page names its browser by a random id). 500 more join the forum's room, which has no presence,
// for the comparison. Then, interleaved, `--rounds` times each (medians):
//   - a heartbeat round: every socket sends its `room:ping` once and gets its greeting (the chat's carries
//     the count); the same round in the forum's room;
//   - a heartbeat period (25 s) of people coming and going: every 500 ms a socket closes (a visitor's
//     browser or a member's tab) or a new one opens (a new browser, or a member's tab: a session read), 50
//     in all, until every page still there is told the count; the same in the forum's room (nothing to
//     tell): presence's own part is the difference, the target at most one heartbeat round;
//   - a burst: 50 sockets close at once (40 visitors' browsers and 10 members' tabs), every page is told
//     the new count, then 50 open, every page told again; the same in the forum's room;
//   - typing: 10 typing notes, members in turn, each relayed to the 490-odd sockets of the other people.
// Each figure is the CPU time of the bench server's workerd processes (the Worker, the Durable Objects and
// D1 together, from /proc), read against the heartbeat round of the same run. The machine must be quiet:
// it waits for a load average below 2 (five tries a minute apart) and, without --anyway, stops if it stays
// above. Quote the load average with any figure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { build, ensureDevVars, resetLocalDb } from "../scripts/lib.mjs";
import { startBenchServer } from "./server.mjs";
import { signIn } from "./sign-in.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const PORT = Number(process.env.BENCH_PORT ?? 8815);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = existsSync("/dev/shm") ? "/dev/shm/rvi-bench-presence" : ".wrangler/bench-presence";
const ROUNDS = Number(arg("rounds", 5));
const MEMBER_TABS = 10;
const VISITOR_TABS = 470;
const VISITOR_BROWSERS = 450;
const CHURN_VISITORS = 40;
/** Members' tabs among those who come and go (`--visitors-only`: none, to see what the members' session reads cost). */
const CHURN_MEMBER_TABS = process.argv.includes("--visitors-only") ? 0 : 10;
const TYPING_NOTES = 10;
const VERBOSE = process.argv.includes("--verbose");
/** A heartbeat period: each page asks once in it (app/utils/room-heartbeat.ts). */
const PERIOD_MS = 25_000;
const STEADY_EVENTS = 50;
const PING = JSON.stringify({ type: "room:ping", seq: null });
const TYPING = JSON.stringify({ type: "chat:typing" });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

// ─── workerd's CPU ────────────────────────────────────────────────────────────
let serverPid = 0;
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
  } catch {
    return 0;
  }
}
function fromServer(pid) {
  for (let at = Number(pid), hops = 0; at > 1 && hops < 32; at = parentOf(at), hops++) if (at === serverPid) return true;
  return false;
}
/** CPU seconds (user + system) of the bench server's workerd processes so far; other engineers' workerd is not counted. */
function workerdCpuSeconds() {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd") || !fromServer(pid)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / 100;
}

/** Waits until `check()` holds (every 20 ms), at most `ms`. */
async function until(check, what, ms = 60_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await pause(20);
  }
}

// ─── sockets as pages open them ───────────────────────────────────────────────
/** One page's socket: its person, what the room last said of the count, and the greetings and typing notes heard. */
function open(party, room, { cookie = null, browser = null, person }) {
  return new Promise((resolve, reject) => {
    const query = browser ? `&personne=${browser}` : "";
    const page = { person, here: null, hellos: 0, typing: 0, notes: 0, closing: false };
    const attempt = (tries) => {
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/parties/${party}/${room}?_pk=${randomUUID()}${query}`, {
        headers: { Origin: BASE, ...(cookie ? { Cookie: cookie } : {}) },
      });
      ws.on("message", (data) => {
        const text = String(data);
        if (text === TYPING) page.typing++;
        else if (text.includes('"room:hello"')) {
          page.hellos++;
          const here = JSON.parse(text).here;
          if (typeof here === "number") page.here = here;
        } else if (text.includes('"chat:here"')) {
          page.here = JSON.parse(text).count;
          page.notes++;
        }
      });
      ws.on("open", () => {
        page.ws = ws;
        resolve(page);
      });
      ws.on("error", (error) => {
        if (ws.readyState === WebSocket.OPEN) return;
        if (tries >= 3) reject(error);
        else setTimeout(() => attempt(tries + 1), 500);
      });
    };
    attempt(1);
  });
}

/** Opens sockets 50 at a time (a burst of hundreds of handshakes is not what a room meets), each greeted. */
async function openAll(specs, party, room) {
  const pages = [];
  for (let i = 0; i < specs.length; i += 50)
    pages.push(...(await Promise.all(specs.slice(i, i + 50).map((spec) => open(party, room, spec)))));
  await until(() => pages.every((page) => page.hellos > 0), "greetings");
  return pages;
}

/** Closes sockets and waits for the room's close frame on each (its close handled). */
async function closeAll(pages) {
  for (const page of pages) {
    page.closing = true;
    page.ws.close();
  }
  await until(() => pages.every((page) => page.ws._closeFrameReceived || page.ws.readyState === WebSocket.CLOSED), "closes");
}

const people = (pages) => new Set(pages.map((page) => page.person)).size;

// ─── the rounds ───────────────────────────────────────────────────────────────
async function measured(work) {
  const before = workerdCpuSeconds();
  const started = performance.now();
  await work();
  return { cpu: workerdCpuSeconds() - before, ms: performance.now() - started };
}

/** Every socket pings once and hears its greeting. */
const heartbeat = (pages) =>
  measured(async () => {
    const before = pages.map((page) => page.hellos);
    for (const page of pages) page.ws.send(PING);
    await until(() => pages.every((page, i) => page.hellos > before[i]), "heartbeat answers");
  });

/** 40 visitors' browsers and 10 members' tabs leave, then as many come; in the chat every page is told each time. */
function churn(state, chat, specs) {
  return measured(async () => {
    const visitors = state.pages.filter((page) => page.person.startsWith("visitor")).slice(0, CHURN_VISITORS);
    const leaving = [...visitors, ...state.pages.filter((page) => page.person.startsWith("member")).slice(0, CHURN_MEMBER_TABS)];
    // A browser with two tabs leaves whole: both its tabs go.
    for (const page of state.pages) if (visitors.some((v) => v.person === page.person) && !leaving.includes(page)) leaving.push(page);
    state.pages = state.pages.filter((page) => !leaving.includes(page));
    const stayer = state.pages[0];
    const notes = stayer.notes;
    const t0 = performance.now();
    await closeAll(leaving);
    const t1 = performance.now();
    if (chat) await until(() => state.pages.every((page) => page.here === people(state.pages)), "the count after leaving");
    const t2 = performance.now();
    const coming = await openAll(specs(leaving.length), chat ? "chat-room" : "forum-room", chat ? "chat" : "forum");
    const t3 = performance.now();
    state.pages.push(...coming);
    if (chat) await until(() => state.pages.every((page) => page.here === people(state.pages)), "the count after joining");
    if (VERBOSE)
      console.log(
        `     ${chat ? "chat" : "forum"} churn: closes ${(t1 - t0).toFixed(0)} ms, told ${(t2 - t1).toFixed(0)} ms, opens ${(t3 - t2).toFixed(0)} ms, told ${(performance.now() - t3).toFixed(0)} ms; count notes heard by one page: ${stayer.notes - notes}`,
      );
  });
}

/**
 * A heartbeat period (25 s) of people coming and going: every 500 ms one leaves (a visitor's browser of
 * one tab, or a member's tab) or one comes (a new browser, or a member's tab), 50 in all; then every page
 * still there is told the count (in the chat).
 */
function steady(state, chat, specs) {
  return measured(async () => {
    const party = chat ? "chat-room" : "forum-room";
    const room = chat ? "chat" : "forum";
    const tabs = new Map();
    for (const page of state.pages) tabs.set(page.person, (tabs.get(page.person) ?? 0) + 1);
    const coming = specs(STEADY_EVENTS / 2);
    for (let i = 0; i < STEADY_EVENTS; i++) {
      const next = pause(PERIOD_MS / STEADY_EVENTS);
      if (i % 2 === 0) {
        const member = CHURN_MEMBER_TABS > 0 && i % 10 === 0;
        const page = state.pages.find((p) =>
          member ? p.person.startsWith("member") : tabs.get(p.person) === 1 && p.person.startsWith("visitor"),
        );
        state.pages = state.pages.filter((p) => p !== page);
        page.ws.close();
      } else {
        const [page] = await openAll([coming[(i - 1) / 2]], party, room);
        state.pages.push(page);
      }
      await next;
    }
    if (chat) await until(() => state.pages.every((page) => page.here === people(state.pages)), "the count after a period", 90_000);
  });
}

/** Typing notes from the members in turn (each member at most once in 2.5 s, as the room allows), each heard by every other person's socket. */
const typing = (pages, members) =>
  measured(async () => {
    for (let i = 0; i < TYPING_NOTES; i++) {
      const typist = members[i % members.length];
      const others = pages.filter((page) => page.person !== typist.person);
      const before = others.map((page) => page.typing);
      typist.ws.send(TYPING);
      await until(() => others.every((page, j) => page.typing > before[j]), "typing notes");
      await pause(900);
    }
  });

// ─── the run ──────────────────────────────────────────────────────────────────
ensureDevVars();
if (!process.argv.includes("--no-build")) build({ quiet: true, devHooks: false });
for (let tries = 1; loadavg()[0] >= 2 && tries <= 5; tries++) {
  console.log(`→ load average ${load()}: waiting a minute for a quiet machine (${tries}/5)…`);
  await pause(60_000);
}
if (loadavg()[0] >= 2 && !process.argv.includes("--anyway")) {
  console.log(`✗ load average still ${load()} (1, 5, 15 min): not measured (--anyway measures all the same).`);
  process.exit(2);
}
resetLocalDb(PERSIST);
const stop = await startBenchServer({ port: PORT, persistTo: PERSIST, logLevel: "warn" });
serverPid = stop.pid;
try {
  const cookies = [];
  for (const name of ["camille", "admin", "moderateur"]) cookies.push(await signIn(BASE, name));
  const browsers = Array.from({ length: VISITOR_BROWSERS }, () => randomUUID());
  const specs = [
    ...cookies.flatMap((cookie, i) => Array.from({ length: MEMBER_TABS }, () => ({ cookie, person: `member-${i}` }))),
    ...Array.from({ length: VISITOR_TABS }, (_, i) => ({
      browser: browsers[i % VISITOR_BROWSERS],
      person: `visitor-${browsers[i % VISITOR_BROWSERS]}`,
    })),
  ];
  let fresh = 0;
  /** Who comes in a churn: new browsers, and the members' tabs again. */
  const comers = (count) =>
    Array.from({ length: count }, (_, i) => {
      if (i < count - CHURN_MEMBER_TABS) {
        const browser = randomUUID();
        fresh++;
        return { browser, person: `visitor-${browser}` };
      }
      return { cookie: cookies[i % cookies.length], person: `member-${i % cookies.length}` };
    });
  console.log(`→ ${specs.length} sockets in the chat room, ${specs.length} in the forum's…`);
  const chat = { pages: await openAll(specs, "chat-room", "chat") };
  const forum = { pages: await openAll(specs, "forum-room", "forum") };
  await until(() => chat.pages.every((page) => page.here === people(chat.pages)), "the first count");
  console.log(`   the chat counts ${people(chat.pages)} people for ${chat.pages.length} sockets`);
  const idle = await measured(() => pause(5_000));
  const loadBefore = load();
  const startedAt = new Date();
  let highest = loadavg()[0];
  const rows = { chatBeat: [], forumBeat: [], chatSteady: [], forumSteady: [], chatChurn: [], forumChurn: [], typing: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    rows.chatBeat.push(await heartbeat(chat.pages));
    rows.forumBeat.push(await heartbeat(forum.pages));
    rows.chatSteady.push(await steady(chat, true, comers));
    rows.forumSteady.push(await steady(forum, false, comers));
    rows.chatChurn.push(await churn(chat, true, comers));
    rows.forumChurn.push(await churn(forum, false, comers));
    const members = cookies.map((_, i) => chat.pages.find((page) => page.person === `member-${i}`));
    rows.typing.push(await typing(chat.pages, members));
    highest = Math.max(highest, loadavg()[0]);
    console.log(`   round ${round}/${ROUNDS} (load ${load()})`);
  }
  const loadAfter = load();
  const beat = median(rows.chatBeat.map((r) => r.cpu));
  const line = (name, list, note = "") => {
    const cpu = median(list.map((r) => r.cpu));
    return `| ${name} | ${cpu.toFixed(2)} (${list.map((r) => r.cpu.toFixed(2)).join(", ")}) | ${median(list.map((r) => r.ms)).toFixed(0)} | ${(cpu / beat).toFixed(2)}× | ${note} |`;
  };
  const churnChat = median(rows.chatChurn.map((r) => r.cpu));
  const churnForum = median(rows.forumChurn.map((r) => r.cpu));
  const steadyChat = median(rows.chatSteady.map((r) => r.cpu));
  const steadyForum = median(rows.forumSteady.map((r) => r.cpu));
  console.log(
    [
      "",
      `Run of ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, production bundle, ${ROUNDS} rounds (medians), ${chat.pages.length} sockets in each room (${people(chat.pages)} people in the chat), load average ${loadBefore} before and ${loadAfter} after (1, 5, 15 min; at most ${highest.toFixed(2)} over 1 min between rounds; ${fresh} browsers came and went). workerd idle: ${(idle.cpu / (idle.ms / 1000)).toFixed(3)} CPU s per second.`,
      "",
      "| measure | workerd CPU s (each round) | wall ms | vs the chat's heartbeat round | |",
      "| --- | --- | --- | --- | --- |",
      line("heartbeat round, chat (500 pings, greetings with the count)", rows.chatBeat, "the yardstick"),
      line("heartbeat round, forum's room (no presence)", rows.forumBeat),
      line("a heartbeat period (25 s) of coming and going, 50 sockets, chat", rows.chatSteady),
      line("the same period, forum's room (no presence)", rows.forumSteady),
      `| presence's own part of that period (chat − forum) | ${(steadyChat - steadyForum).toFixed(2)} | — | ${((steadyChat - steadyForum) / beat).toFixed(2)}× | target ≤ 1× (issue 57) |`,
      line("50 leave at once then 50 join, chat (every page told each time)", rows.chatChurn),
      line("the same, forum's room (no presence)", rows.forumChurn),
      `| presence's own part of that burst (chat − forum) | ${(churnChat - churnForum).toFixed(2)} | — | ${((churnChat - churnForum) / beat).toFixed(2)}× | |`,
      line(`${TYPING_NOTES} typing notes, each to ~490 sockets`, rows.typing, "includes 0.9 s pauses"),
    ].join("\n"),
  );
  for (const page of [...chat.pages, ...forum.pages]) page.ws.terminate();
} finally {
  stop();
}
process.exit(0);

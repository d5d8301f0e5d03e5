// Load and fault run (issue 15 item 6), not part of `npm test`: `npm run test:load`.
// 1. Chat: LOAD_CLIENTS signed-in people (200) each send LOAD_SENDS messages (10), 3.2 s apart (the
//    chat's 3-second rule), while LOAD_CLIENTS pages listen as the chat page does (merge the event's
//    message; read the list again on a sequence gap, a reconnect, or a greeting newer than the list).
//    Mid-way the chat room's Durable Object is restarted (every socket drops). Checks: every message
//    stored once, every page ends with the same ordered list, exactly the newest part of the database's.
// 2. Forum: LOAD_REPLIES (50) concurrent replies on one thread while LOAD_REPLIES thread pages listen
//    and every one of their sockets is cut and reconnects. Checks: each reply stored once, the
//    thread's reply_count exact, every page ends with the database's ordered list of replies.
// Bounded loops only; results go to bench/README.md by hand (printed at the end).
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { decode } from "turbo-stream";
import { build, ensureDevVars, resetLocalDb, startQuietWrangler, waitForServer } from "../scripts/lib.mjs";

const PORT = Number(process.env.LOAD_PORT ?? 8793);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/load-state";
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SENDS = Number(process.env.LOAD_SENDS ?? 10);
const REPLIES = Number(process.env.LOAD_REPLIES ?? 50);
// Where in the run the chat's room restarts (a fraction of the messages): anywhere between 15% and 85%
// unless LOAD_RESTART_AT says; LOAD_THREAD_RESTART=1 restarts the thread's room during the reply storm
// instead of cutting the pages' network.
const RESTART_AT = Number(process.env.LOAD_RESTART_AT ?? (0.15 + Math.random() * 0.7).toFixed(2));
const THREAD_RESTART = process.env.LOAD_THREAD_RESTART === "1";
const SECRET = () =>
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
const T0 = Date.now();
// This client's own lag: 200 pages live in this one process, and a busy event loop looks like deaf pages.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let ipCounter = 0;
function person() {
  const n = ipCounter++;
  const id = `charge${Date.now().toString(36)}${n}`;
  return {
    pseudo: id,
    email: `${id}@exemple.test`,
    password: "un-secret-solide",
    ip: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    cookies: new Map(),
  };
}

function headersFor(p, extra = {}) {
  return {
    "X-Test-Client-IP": p.ip,
    "X-Test-Secret": SECRET(),
    Origin: BASE,
    Cookie: [...p.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    ...extra,
  };
}

function keep(p, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...rest] = pair.split("=");
    if (rest.join("=")) p.cookies.set(name.trim(), rest.join("="));
  }
}

/** Answers 503 that were tried again (wrangler dev's proxy), by request kind. */
const retried503 = {};
/** The first such answer of each kind, whole (its headers and body say who answered). */
const first503 = {};
async function retrying(fn, tries = 5, kind = "autre") {
  for (let i = 1; ; i++) {
    try {
      const response = await fn();
      if (response.status === 503 && i < tries) {
        retried503[kind] = (retried503[kind] ?? 0) + 1;
        if (!first503[kind]) {
          first503[kind] =
            `${Date.now() - T0} ms, ${[...response.headers].map(([k, v]) => `${k}: ${v}`).join("; ")} — ${(await response.text().catch(() => "")).slice(0, 160)}`;
        }
        await sleep(200 * i);
        continue;
      }
      return response;
    } catch (error) {
      if (i >= tries) throw error;
      await sleep(200 * i);
    }
  }
}

async function signUp(p) {
  const form = new URLSearchParams({ pseudo: p.pseudo, email: p.email, password: p.password });
  const signup = await retrying(() =>
    fetch(`${BASE}/auth/signup`, {
      method: "POST",
      body: form,
      headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
      redirect: "manual",
    }),
  );
  if (signup.status !== 200) throw new Error(`inscription ${p.pseudo}: ${signup.status}`);
  let link;
  for (let i = 0; i < 60 && !link; i++) {
    const mails = await (await fetch(`${BASE}/dev/outbox.json?to=${encodeURIComponent(p.email)}`)).json();
    link = mails.flatMap((m) => m.links).find((l) => l.includes("/auth/callback"));
    if (!link) await sleep(250);
  }
  if (!link) throw new Error(`pas de lien pour ${p.email}`);
  // The link's page posts its token (a mail scanner's GET confirms nothing), then one signs in.
  const params = new URL(link).searchParams;
  const confirm = new URLSearchParams({ token: params.get("token") ?? "", type: params.get("type") ?? "" });
  await retrying(() =>
    fetch(`${BASE}/auth/callback`, {
      method: "POST",
      body: confirm,
      headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
      redirect: "manual",
    }),
  );
  const login = new URLSearchParams({ identifier: p.pseudo, password: p.password });
  const signedIn = await retrying(() =>
    fetch(`${BASE}/auth/login`, {
      method: "POST",
      body: login,
      headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
      redirect: "manual",
    }),
  );
  keep(p, signedIn);
  if (signedIn.status !== 302 || !p.cookies.size) throw new Error(`pas de session pour ${p.pseudo} (${signedIn.status})`);
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function sql(text) {
  const response = await retrying(async () => {
    const answer = await fetch(`${BASE}/dev/sql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Test-Secret": SECRET() },
      body: JSON.stringify({ sql: text }),
    });
    // workerd answers a plain-text 503 when it restarts the worker under load: try again.
    return answer.ok ? answer : new Response(await answer.text(), { status: 503 });
  });
  if (!response.ok) throw new Error(`/dev/sql : ${response.status} ${(await response.text()).slice(0, 120)}`);
  return (await response.json()).results;
}

/**
 * Restarts a room's Durable Object (the local-only hook). Its request goes through wrangler dev's proxy
 * like any other and may be answered 503: tried again, as a send is; a run whose restart did not happen
 * proves nothing about restarts, so its status is checked.
 */
async function restartRoom(party, room) {
  const response = await retrying(
    () =>
      fetch(`${BASE}/dev/room-restart?party=${party}&room=${encodeURIComponent(room)}`, {
        method: "POST",
        headers: { "X-Test-Secret": SECRET(), Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
        body: "restart=1",
      }),
    8,
    "redémarrage",
  );
  return response.status;
}

/**
 * One read at a time, as a page's revalidation is: a read asked for while one runs makes it run once
 * more after. A failed read is counted and logged, never thrown at the socket's handler.
 */
function serialReader(read, label) {
  let reading = null;
  let again = false;
  const stats = { reads: 0, failures: 0 };
  function run() {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        stats.reads++;
        await read();
      } while (again);
    })()
      .catch((error) => {
        stats.failures++;
        console.log(`→ ${label} en échec : ${error}`);
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }
  return { run, settled: () => reading ?? Promise.resolve(), stats };
}

// The pages' heartbeat (app/utils/room-heartbeat.ts, decision 0170): every HEARTBEAT_MS a page asks its
// room where the sequence stands; no answer within ANSWER_MS, it closes the socket and reconnects at once.
// Reconnections as the pages' `reconnectPolicy` (decision 0173): each page's own first delay of 1–5 s,
// ×1.5 for each failed attempt up to 20 s, a handshake given up after CONNECT_MS.
const HEARTBEAT_MS = Number(process.env.LOAD_HEARTBEAT_MS ?? 25_000);
const ANSWER_MS = 5_000;
const CONNECT_MS = 10_000;
const GROW = 1.5;
const MAX_DELAY_MS = 20_000;
/** partysocket counts a socket open this long as a success: the next drop starts again from the first delay. */
const MIN_UPTIME_MS = 5_000;
/** The longest a page may stay deaf: a heartbeat, its answer's deadline and a reconnection (and its read). */
const DEAF_MAX_MS = HEARTBEAT_MS + ANSWER_MS + CONNECT_MS + 5_000;

/**
 * A room's socket as `useRoom` keeps it: reconnects after a drop (the pages' reconnection policy), gives up a
 * connection that does not open, and runs the heartbeat. `onGreeting(data, reconnect)` gets each
 * socket's first greeting, `onAnswer(data)` the heartbeat's answers, `onEvent(data)` the events.
 */
function liveRoomSocket(url, { seq, onGreeting, onAnswer, onEvent, onOpen = () => {} }) {
  let socket = null;
  let opened = false;
  let closed = false;
  let askedAt = null;
  let heardAt = null;
  let reconnects = 0;
  let forced = 0;
  const firstDelay = 1_000 + Math.floor(Math.random() * 4_000);
  let failures = 0;
  let openedAt = 0;
  /** The wait before the next attempt, as partysocket computes it from the policy. */
  const nextDelay = () => {
    if (openedAt && Date.now() - openedAt >= MIN_UPTIME_MS) failures = 0;
    openedAt = 0;
    return Math.min(MAX_DELAY_MS, firstDelay * GROW ** failures++);
  };
  // The last things this socket did (for the diagnosis of a silent page), newest last.
  const trace = [];
  const log = (what) => {
    trace.push(`${Date.now() - T0} ms ${what}`);
    if (trace.length > 40) trace.shift();
  };
  function open() {
    if (closed) return;
    const reconnect = opened;
    opened = true;
    const ws = new WebSocket(url);
    socket = ws;
    let greeted = false;
    const connectTimer = setTimeout(() => {
      if (ws.readyState === WebSocket.CONNECTING) replace(ws, false);
    }, CONNECT_MS);
    ws.onopen = () => {
      clearTimeout(connectTimer);
      openedAt = Date.now();
      askedAt = null;
      onOpen();
    };
    ws.onmessage = (event) => {
      let data;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // Anything the room writes proves the socket is heard (as the page's heartbeat counts it).
      askedAt = null;
      heardAt = Date.now();
      log(`reçu ${data.type} ${data.seq}`);
      if (data.type === "room:hello") {
        if (greeted) onAnswer(data);
        else {
          greeted = true;
          onGreeting(data, reconnect);
        }
        return;
      }
      // The chat's notes (the count of people, someone typing: decision 0476) are no events: no sequence number.
      if (data.type === "chat:here" || data.type === "chat:typing") return;
      onEvent(data);
    };
    ws.onclose = () => {
      clearTimeout(connectTimer);
      if (closed || socket !== ws) return;
      reconnects++;
      setTimeout(open, nextDelay());
    };
  }
  /** Closes `ws` without waiting for its handshake and opens a new one (at once, or after partysocket's delay). */
  function replace(ws, now) {
    ws.onmessage = null;
    ws.onclose = null;
    try {
      ws.close();
    } catch {}
    if (socket !== ws || closed) return;
    reconnects++;
    if (now) failures = 0;
    setTimeout(open, now ? 0 : nextDelay());
  }
  const beat = setInterval(() => {
    // A socket still connecting has its own time limit; one left closing or closed without a close event
    // is asked like an open one, and so replaced when no answer comes (as the page's heartbeat does).
    log(
      `battement : état ${socket?.readyState}, entendu il y a ${heardAt === null ? "-" : Date.now() - heardAt} ms, demandé ${askedAt === null ? "non" : `il y a ${Date.now() - askedAt} ms`}`,
    );
    if (!socket || socket.readyState === WebSocket.CONNECTING) return;
    if (askedAt !== null) {
      if (Date.now() - askedAt >= ANSWER_MS) {
        forced++;
        askedAt = null;
        replace(socket, true);
      }
      return;
    }
    if (heardAt !== null && Date.now() - heardAt < HEARTBEAT_MS) return;
    askedAt = Date.now();
    const asked = socket;
    if (asked.readyState === WebSocket.OPEN) asked.send(JSON.stringify({ type: "room:ping", seq: seq() }));
    setTimeout(() => {
      if (askedAt !== null && socket === asked && Date.now() - askedAt >= ANSWER_MS) {
        forced++;
        askedAt = null;
        replace(asked, true);
      }
    }, ANSWER_MS);
  }, HEARTBEAT_MS);
  return {
    open,
    /** A network cut: this socket is no longer heard; a new one opens after partysocket's delay. */
    drop: () => socket && replace(socket, false),
    readyState: () => socket?.readyState,
    stats: () => ({ reconnects, forced }),
    trace: () => trace,
    close() {
      closed = true;
      clearInterval(beat);
      socket?.close();
    },
  };
}

/** The chat page's list as its loader returns it (what a page reload or revalidation reads). */
async function readChatPage() {
  const response = await retrying(() => fetch(`${BASE}/entraide.data?_routes=${encodeURIComponent("routes/entraide")}`));
  if (!response.ok) throw new Error(`lecture du chat : ${response.status}`);
  const decoded = await decode(response.body);
  await decoded.done;
  const data = decoded.value["routes/entraide"]?.data;
  if (!data || data.loadError) throw new Error(`lecture du chat : ${data?.loadError ?? "pas de données"}`);
  return data;
}

// The page's own rules (app/chat/merge.ts, app/utils/room-sequence.ts), in plain JavaScript. The page
// merges with a Map and a sort, which costs nothing for one page; 200 listeners in this one process
// doing that for each of 2,000 events kept its event loop busy for longer than the run (issue 34: the
// "deaf" pages were this client lagging behind, 5 events a second for 16 sent). Same results, linear cost.
const compareLines = (a, b) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
/** Puts `message` in the ordered list `lines` unless `ids` holds it (events come in order: usually at the end). */
function insertLine(lines, ids, message) {
  if (ids.has(message.id)) return;
  ids.add(message.id);
  let i = lines.length;
  while (i > 0 && compareLines(lines[i - 1], message) > 0) i--;
  lines.splice(i, 0, message);
}
/** Both lists ordered: one linear merge, the page's copy winning (as mergeMessages). */
function mergeLines(page, arrived) {
  if (arrived.length === 0) return page;
  const held = new Set(page.map((m) => m.id));
  const out = [];
  let i = 0;
  for (const m of arrived) {
    if (held.has(m.id)) continue;
    while (i < page.length && compareLines(page[i], m) <= 0) out.push(page[i++]);
    out.push(m);
  }
  while (i < page.length) out.push(page[i++]);
  return out;
}
function keepArrived(page, arrived) {
  if (page.length === 0) return arrived;
  const held = new Set(page.map((m) => m.id));
  return arrived.filter((m) => !held.has(m.id) && compareLines(m, page[0]) >= 0);
}

/**
 * A listener that behaves like the chat page (app/routes/entraide.tsx with app/utils/use-room.ts):
 * its list is the loader's (the newest messages); events are merged; on a sequence gap, on a
 * reconnect after the room moved, or on a first greeting saying the room relayed something after the
 * list was read, the list is read again and what arrived live that it lacks is kept. It reconnects
 * after the pages' reconnection policy's delay.
 */
function chatListener() {
  let page = [];
  let arrived = [];
  let arrivedIds = new Set();
  let listedAt = null;
  let seq = null;
  // For the diagnosis of a silent page: the last event heard (its sequence number and when).
  const heard = { seq: null, at: 0, events: 0, hellos: 0, answersAhead: 0 };
  const reader = serialReader(async () => {
    const data = await readChatPage();
    page = data.messages;
    listedAt = data.listedAt;
    arrived = keepArrived(page, arrived);
    arrivedIds = new Set(arrived.map((m) => m.id));
  }, "lecture du chat");
  const reload = reader.run;
  const socket = liveRoomSocket(`ws://127.0.0.1:${PORT}/parties/chat-room/chat`, {
    seq: () => seq,
    onGreeting(data, reconnect) {
      heard.hellos++;
      const catchUp = reconnect ? data.seq !== seq : Boolean(data.at && listedAt && data.at > listedAt);
      if (seq === null || catchUp) seq = data.seq;
      if (catchUp) void reload();
    },
    onAnswer(data) {
      if (seq === null || data.seq === seq) return;
      heard.answersAhead++;
      seq = data.seq;
      void reload();
    },
    onEvent(data) {
      heard.seq = data.seq;
      heard.at = Date.now();
      heard.events++;
      if (typeof data.seq === "number" && seq !== null) {
        if (data.seq <= seq) return;
        const gap = data.seq > seq + 1;
        seq = data.seq;
        if (gap) void reload();
      } else if (typeof data.seq === "number") seq = data.seq;
      if (data.type === "chat:created") insertLine(arrived, arrivedIds, data.message);
      else if (data.type === "chat:updated") void reload();
    },
  });
  return {
    async start() {
      await reload();
      socket.open();
    },
    shown: () => mergeLines(page, arrived),
    settled: reader.settled,
    stats: () => ({ ...socket.stats(), reloads: reader.stats.reads, failures: reader.stats.failures }),
    heard: () => ({ ...heard, readyState: socket.readyState() }),
    trace: () => socket.trace(),
    close: () => socket.close(),
  };
}

/**
 * A listener that behaves like a thread page (app/routes/forum+/$slug.tsx): it reads the thread's
 * first page of replies, and reads it again on every event of the thread's room, on a gap and on a
 * reconnect after the room moved (one read at a time). `drop()` cuts its socket as a network change would.
 */
function threadListener(slug, threadId) {
  let back = false;
  let hellos = 0;
  let events = 0;
  let replies = [];
  let listedAt = null;
  let seq = null;
  // What this page did, in order (printed for the first wrong page).
  const timeline = [];
  const note = (what) => timeline.push(`${Date.now() - T0} ms ${what}`);
  const reader = serialReader(async () => {
    note(`lecture (seq ${seq})`);
    const response = await retrying(() =>
      fetch(`${BASE}/forum/${slug}.data?_routes=${encodeURIComponent("routes/forum+/$slug")}`, { signal: AbortSignal.timeout(60_000) }),
    );
    if (!response.ok) throw new Error(`${response.status}`);
    const decoded = await decode(response.body);
    await decoded.done;
    const data = decoded.value["routes/forum+/$slug"]?.data;
    replies = data?.replies ?? [];
    listedAt = data?.listedAt ?? null;
    note(`lue : ${replies.length} réponses`);
  }, "lecture du sujet");
  const reload = reader.run;
  const socket = liveRoomSocket(`ws://127.0.0.1:${PORT}/parties/thread-room/thread-${threadId}`, {
    seq: () => seq,
    onGreeting(data, reconnect) {
      hellos++;
      back = true;
      // The page's rule (app/utils/room-sequence.ts): on a reconnection, catch up if the room moved;
      // on the first connection, if it relayed something after the replies were read.
      const moved = reconnect ? data.seq !== seq : Boolean(data.at && listedAt && data.at > listedAt);
      note(`bonjour seq ${data.seq}${reconnect ? " (reconnexion)" : ""}, la page en était à ${seq}`);
      if (seq === null || moved) seq = data.seq;
      if (moved) void reload();
    },
    onAnswer(data) {
      if (seq === null || data.seq === seq) return;
      note(`battement : le salon en est à ${data.seq}, la page à ${seq}`);
      seq = data.seq;
      void reload();
    },
    onEvent(data) {
      events++;
      note(`événement ${data.type} seq ${data.seq}`);
      if (typeof data.seq === "number") {
        if (seq !== null && data.seq <= seq) return;
        seq = data.seq;
      }
      void reload();
    },
  });
  return {
    async start() {
      await reload();
      socket.open();
      for (let i = 0; i < 60 && !back; i++) await sleep(500);
    },
    // A network cut: the page stops hearing this socket at once and opens a new one after
    // partysocket's delay (a polite close would wait for the room's closing handshake).
    drop() {
      note("coupure");
      back = false;
      socket.drop();
    },
    back: () => back,
    shown: () => replies.map((r) => r.id),
    settled: reader.settled,
    stats: () => ({ ...socket.stats(), reloads: reader.stats.reads, events, failures: reader.stats.failures, hellos }),
    timeline: () => timeline,
    close: () => socket.close(),
  };
}

ensureDevVars();
console.log("→ construction locale (avec les crochets de test)…");
build({ quiet: true });
resetLocalDb(PERSIST);
const WORKER_LOG = ".wrangler/load-worker.log";
const stop = startQuietWrangler({ port: PORT, persistTo: PERSIST, logTo: WORKER_LOG });
/** What the worker said about relays to the rooms (a failed broadcast is logged there). */
const relayLog = () => {
  const failures = readFileSync(WORKER_LOG, "utf8")
    .split("\n")
    .filter((line) => line.includes("broadcast failed"));
  return failures.length ? `${failures.length} relais en échec, dont : ${failures[0]}` : "aucun relais en échec";
};
const report = [];
let failed = false;
const check = (name, ok, detail = "") => {
  report.push(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
  if (!ok) failed = true;
};
try {
  await waitForServer(`${BASE}/favicon.svg`);
  const people = Array.from({ length: CLIENTS }, person);
  const t0 = Date.now();
  await inBatches(people, 10, signUp);
  console.log(`→ ${CLIENTS} comptes en ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // 1. Chat
  const since = new Date(Date.now() - 1000).toISOString();
  const listeners = people.map(() => chatListener());
  await inBatches(listeners, 20, (l) => l.start());
  await sleep(2000);
  let sent = 0;
  let refused = 0;
  const refusals = [];
  let restarted = false;
  let restartedAt = 0;
  let chatRestart = null;
  const started = Date.now();
  await Promise.all(
    people.map(async (p, index) => {
      await sleep((index % 20) * 150);
      for (let i = 0; i < SENDS; i++) {
        // As the page's form: one key per message, the same on a retry (a lost answer is not a second message).
        const body = new URLSearchParams({ content: `Message ${i + 1} de ${p.pseudo}`, js: "1", cle: crypto.randomUUID() });
        const response = await retrying(
          () =>
            fetch(`${BASE}/entraide`, {
              method: "POST",
              body,
              headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
              redirect: "manual",
            }),
          5,
          "envoi",
        );
        if (response.ok) sent++;
        else {
          refused++;
          refusals.push({
            status: response.status,
            after: restartedAt ? Date.now() - restartedAt : null,
            sent,
            body: (await response.text().catch(() => "")).slice(0, 200),
          });
        }
        if (!restarted && sent >= CLIENTS * SENDS * RESTART_AT) {
          restarted = true;
          restartedAt = Date.now();
          chatRestart = await restartRoom("chat-room", "chat");
          console.log(`→ salon du chat redémarré (${chatRestart}) après ${sent} messages (point tiré : ${Math.round(RESTART_AT * 100)} %)`);
        }
        await sleep(3200);
      }
    }),
  );
  const sendSeconds = (Date.now() - started) / 1000;
  console.log(
    `→ retard de la boucle d'événements de ce client pendant les envois : p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
  // Every page has its last events and has finished reading its list again. Bounded: no page may stay
  // deaf longer than a heartbeat, its answer's deadline and a reconnection (DEAF_MAX_MS, decision 0170).
  const waitStarted = Date.now();
  const [newest] = await sql(`SELECT id FROM chat_messages ORDER BY created_at DESC, id DESC LIMIT 1`);
  const behind = () => listeners.filter((l) => l.shown().at(-1)?.id !== newest?.id).length;
  while (behind() > 0 && Date.now() - waitStarted < DEAF_MAX_MS) await sleep(250);
  const lastShownAfter = Date.now() - waitStarted;
  await Promise.race([Promise.all(listeners.map((l) => l.settled())), sleep(DEAF_MAX_MS)]);
  console.log(
    `→ toutes les pages montraient le dernier message ${(lastShownAfter / 1000).toFixed(1)} s après le dernier envoi (borne : ${DEAF_MAX_MS / 1000} s) ; ${behind()} en retard`,
  );
  const stored = await sql(`SELECT id FROM chat_messages WHERE created_at >= '${since}'`);
  const dupes = await sql(
    `SELECT content, count(*) AS n FROM chat_messages WHERE created_at >= '${since}' GROUP BY author_id, content HAVING n > 1`,
  );
  check(
    `chat : ${CLIENTS * SENDS} envois, chacun enregistré une fois`,
    stored.length === CLIENTS * SENDS && dupes.length === 0 && refused === 0,
    `${stored.length} enregistrés, ${refused} refusés, ${dupes.length} doublons, ${sendSeconds.toFixed(0)} s`,
  );
  // The database's list in the screens' order; each page must show exactly its newest part, with no hole.
  const all = (await sql(`SELECT id FROM chat_messages ORDER BY created_at, id`)).map((r) => r.id);
  const wrong = listeners.filter((l) => {
    const shown = l.shown().map((m) => m.id);
    const tail = all.slice(all.length - shown.length);
    return shown.length < Math.min(50, all.length) || shown.some((id, i) => id !== tail[i]);
  });
  const lengths = listeners.map((l) => l.shown().length).sort((a, b) => a - b);
  if (wrong.length) {
    const shown = wrong[0].shown().map((m) => m.id);
    const missing = all.slice(all.length - shown.length).filter((id) => !shown.includes(id));
    console.log(
      `→ ${wrong.length} pages fausses ; à la première il manque ${missing.length} messages (n° ${all.indexOf(missing[0]) + 1} à ${all.indexOf(missing.at(-1)) + 1} de ${all.length})`,
    );
  }
  if (refusals.length) console.log(`→ envois refusés : ${JSON.stringify(refusals)}`);
  {
    // Where the room's sequence stands now, seen by a fresh socket, against what each page last heard.
    const probe = new WebSocket(`ws://127.0.0.1:${PORT}/parties/chat-room/chat`);
    const hello = await Promise.race([
      new Promise((resolve) => (probe.onmessage = (e) => resolve(String(e.data)))),
      sleep(10_000).then(() => "(pas de réponse)"),
    ]);
    probe.close();
    const lastSeqs = new Map();
    for (const l of listeners) {
      const h = l.heard();
      const key = `${h.seq} (socket ${h.readyState})`;
      lastSeqs.set(key, (lastSeqs.get(key) ?? 0) + 1);
    }
    console.log(
      `→ salon vu par une nouvelle socket : ${hello}; dernier numéro entendu par les pages : ${JSON.stringify([...lastSeqs])}; redémarrage à ${restartedAt ? restartedAt - T0 : "-"} ms`,
    );
    if (wrong.length) console.log(`→ trace de la première page fausse :\n    ${wrong[0].trace().join("\n    ")}`);
    console.log(
      `→ bonjours de la première page : ${JSON.stringify(listeners[0].heard().hellos)}; dernier événement à ${listeners[0].heard().at - T0} ms`,
    );
  }
  check(
    "chat : le salon a redémarré pendant les envois",
    chatRestart === 200,
    chatRestart === null ? "le point tiré n'a pas été atteint" : `crochet de redémarrage : ${chatRestart}`,
  );
  const reconnects = listeners.reduce((n, l) => n + l.stats().reconnects, 0);
  const forced = listeners.reduce((n, l) => n + l.stats().forced, 0);
  const reloads = listeners.reduce((n, l) => n + l.stats().reloads, 0);
  check(
    `chat : les ${CLIENTS} pages finissent avec la même liste ordonnée, la fin exacte de celle de la base`,
    wrong.length === 0,
    `${lengths[0]} à ${lengths.at(-1)} messages affichés ; ${reconnects} reconnexions (dont ${forced} par le battement de cœur), ${reloads} lectures de la liste (dont ${CLIENTS} à l'ouverture), ${listeners.reduce((n, l) => n + l.stats().failures, 0)} en échec`,
  );
  listeners.forEach((l) => l.close());

  // 2. Forum: concurrent replies on one thread with a reconnect storm.
  const author = people[0];
  const threadForm = new URLSearchParams({ title: "Un sujet sous charge", content: "Répondez tous en même temps, avec douceur." });
  const created = await fetch(`${BASE}/forum/nouveau`, {
    method: "POST",
    body: threadForm,
    headers: headersFor(author, { "Content-Type": "application/x-www-form-urlencoded" }),
    redirect: "manual",
  });
  const slug = (created.headers.get("Location") ?? "").replace(/^\/forum\//, "").split(/[?#]/)[0];
  const [thread] = await sql(`SELECT id FROM forum_threads WHERE slug = '${slug.replace(/'/g, "''")}'`);
  const readers = people.slice(0, REPLIES).map(() => threadListener(slug, thread?.id));
  await Promise.all(readers.map((r) => r.start()));
  await sleep(1000);
  let threadRestart = null;
  const storm = (async () => {
    await sleep(200);
    if (!THREAD_RESTART) {
      readers.forEach((r) => r.drop());
      return;
    }
    threadRestart = await restartRoom("thread-room", `thread-${thread?.id}`);
    console.log(`→ salon du sujet redémarré (${threadRestart}) pendant les réponses`);
  })();
  const replies = await Promise.all(
    people.slice(0, REPLIES).map((p, i) =>
      retrying(
        () =>
          fetch(`${BASE}/forum/${slug}`, {
            method: "POST",
            body: new URLSearchParams({ intent: "reply", content: `Réponse ${i + 1}, en même temps que les autres` }),
            headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
            redirect: "manual",
          }),
        5,
        "réponse",
      ),
    ),
  );
  await storm;
  // Every page shows every reply (bounded by a heartbeat and a reconnection, as the chat), then has finished reading.
  const replyIds = (await sql(`SELECT id FROM forum_replies WHERE thread_id = '${thread?.id}' ORDER BY created_at, rowid`)).map(
    (r) => r.id,
  );
  const threadWait = Date.now();
  while (readers.some((r) => r.shown().join() !== replyIds.join()) && Date.now() - threadWait < DEAF_MAX_MS) await sleep(250);
  await Promise.race([Promise.all(readers.map((r) => r.settled())), sleep(DEAF_MAX_MS)]);
  const unequal = readers.filter((r) => r.shown().join() !== replyIds.join());
  // For the next look at an intermittent miss (issue 15): what the first wrong page did.
  if (unequal.length) {
    console.log(`→ première page fausse : ${JSON.stringify(unequal[0].stats())}`);
    for (const line of unequal[0].timeline()) console.log(`    ${line}`);
    console.log(`    (réponses dans la base : ${replyIds.length}; relais du salon : ${relayLog()})`);
  }
  if (THREAD_RESTART)
    check("forum : le salon du sujet a redémarré pendant les réponses", threadRestart === 200, `crochet : ${threadRestart}`);
  const readerReloads = readers.reduce((n, r) => n + r.stats().reloads, 0);
  check(
    `forum : les ${REPLIES} pages du sujet finissent avec la même liste ordonnée que la base`,
    unequal.length === 0,
    `${unequal.length ? `${unequal.length} pages différentes (${unequal[0].shown().length} réponses sur ${replyIds.length}) ; ` : ""}${readerReloads} lectures du sujet, ${readers.reduce((n, r) => n + r.stats().events, 0)} événements reçus, ${readers.reduce((n, r) => n + r.stats().failures, 0)} lectures en échec, ${readers.filter((r) => r.back()).length} pages revenues dans le salon après la coupure`,
  );
  const [counts] = await sql(
    `SELECT t.reply_count AS counter, (SELECT count(*) FROM forum_replies r WHERE r.thread_id = t.id) AS rows, (SELECT count(DISTINCT content) FROM forum_replies r WHERE r.thread_id = t.id) AS distinctRows FROM forum_threads t WHERE t.id = '${thread?.id}'`,
  );
  const accepted = replies.filter((r) => r.status < 400).length;
  check(
    `forum : ${REPLIES} réponses simultanées, chacune une fois, compteur exact`,
    counts && counts.rows === REPLIES && counts.distinctRows === REPLIES && counts.counter === REPLIES && accepted === REPLIES,
    counts ? `${counts.rows} lignes, compteur ${counts.counter}, ${accepted} acceptées` : "sujet introuvable",
  );
  readers.forEach((r) => r.close());
} catch (error) {
  check("la charge s'est déroulée jusqu'au bout", false, String(error));
} finally {
  stop();
}
console.log(
  `\n${report.join("\n")}\n→ ${relayLog()}\n→ réponses 503 du proxy de wrangler, essayées de nouveau : ${JSON.stringify(retried503)}\n→ la première de chaque sorte : ${JSON.stringify(first503)}`,
);
process.exit(failed ? 1 : 0);

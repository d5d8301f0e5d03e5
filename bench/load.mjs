// Load and fault run (issue 15 item 6), not part of `npm test`: `npm run test:load`.
// 1. Chat: LOAD_CLIENTS signed-in people (200) each send LOAD_SENDS messages (10), 3.2 s apart (the
//    chat's 3-second rule), while LOAD_CLIENTS sockets listen like browsers do (merge the event's
//    message, catch up over /entraide/nouveaux on a sequence gap or a reconnect). Mid-way the chat
//    room's Durable Object is restarted (every socket drops). Checks: every message stored once,
//    every socket ends with the same ordered list as the database.
// 2. Forum: LOAD_REPLIES (50) concurrent replies on one thread while every thread socket is cut and
//    reconnects at once. Checks: each reply stored once, the thread's reply_count exact.
// Bounded loops only; results go to bench/README.md by hand (printed at the end).
import { readFileSync } from "node:fs";
import { build, ensureDevVars, resetLocalDb, startQuietWrangler, waitForServer } from "../scripts/lib.mjs";

const PORT = Number(process.env.LOAD_PORT ?? 8793);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/load-state";
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SENDS = Number(process.env.LOAD_SENDS ?? 10);
const REPLIES = Number(process.env.LOAD_REPLIES ?? 50);
const SECRET = () => readFileSync(".dev.vars", "utf8").match(/^SESSION_SECRET=(.*)$/m)?.[1]?.trim() ?? "";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let ipCounter = 0;
function person() {
  const n = ipCounter++;
  const id = `charge${Date.now().toString(36)}${n}`;
  return { pseudo: id, email: `${id}@exemple.test`, password: "un-secret-solide", ip: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`, cookies: new Map() };
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

async function retrying(fn, tries = 5) {
  for (let i = 1; ; i++) {
    try {
      const response = await fn();
      if (response.status === 503 && i < tries) {
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
  const signup = await retrying(() => fetch(`${BASE}/auth/signup`, { method: "POST", body: form, headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }), redirect: "manual" }));
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
  await retrying(() => fetch(`${BASE}/auth/callback`, { method: "POST", body: confirm, headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }), redirect: "manual" }));
  const login = new URLSearchParams({ identifier: p.pseudo, password: p.password });
  const signedIn = await retrying(() => fetch(`${BASE}/auth/login`, { method: "POST", body: login, headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }), redirect: "manual" }));
  keep(p, signedIn);
  if (signedIn.status !== 302 || !p.cookies.size) throw new Error(`pas de session pour ${p.pseudo} (${signedIn.status})`);
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function sql(text) {
  const response = await fetch(`${BASE}/dev/sql`, { method: "POST", headers: { "Content-Type": "application/json", "X-Test-Secret": SECRET() }, body: JSON.stringify({ sql: text }) });
  return (await response.json()).results;
}

/** A listener that behaves like the chat page: merge events, catch up on a gap or a reconnect. */
function chatListener(since) {
  const messages = new Map();
  let seq = null;
  let socket;
  let closed = false;
  let reconnects = 0;
  let catchUps = 0;
  async function catchUp() {
    catchUps++;
    let from = since;
    for (;;) {
      const response = await retrying(() => fetch(`${BASE}/entraide/nouveaux?depuis=${encodeURIComponent(from)}`));
      const body = await response.json();
      for (const m of body.messages) messages.set(m.id, m);
      if (body.complete || body.messages.length === 0) break;
      from = body.messages.at(-1).createdAt ?? body.messages.at(-1).created_at;
    }
  }
  function open() {
    socket = new WebSocket(`ws://127.0.0.1:${PORT}/parties/chat-room/chat`);
    socket.onmessage = (event) => {
      let data;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (data.type === "room:hello") {
        // More than the page does (it catches up only when the number moved): every reconnect catches up.
        if (seq !== null) void catchUp();
        seq = data.seq;
        return;
      }
      if (typeof data.seq === "number") {
        if (seq !== null && data.seq > seq + 1) void catchUp();
        if (seq === null || data.seq > seq) seq = data.seq;
      }
      if (data.type === "chat:created" || data.type === "chat:updated") messages.set(data.message.id, data.message);
    };
    socket.onclose = () => {
      if (closed) return;
      reconnects++;
      setTimeout(open, 100 + Math.random() * 400);
    };
  }
  open();
  return {
    messages,
    catchUp,
    stats: () => ({ reconnects, catchUps }),
    close() {
      closed = true;
      socket.close();
    },
  };
}

ensureDevVars();
console.log("→ construction locale (avec les crochets de test)…");
build({ quiet: true });
resetLocalDb(PERSIST);
const stop = startQuietWrangler({ port: PORT, persistTo: PERSIST });
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
  const listeners = people.map(() => chatListener(since));
  await sleep(2000);
  let sent = 0;
  let refused = 0;
  let restarted = false;
  const started = Date.now();
  await Promise.all(
    people.map(async (p, index) => {
      await sleep((index % 20) * 150);
      for (let i = 0; i < SENDS; i++) {
        const body = new URLSearchParams({ content: `Message ${i + 1} de ${p.pseudo}`, js: "1" });
        const response = await retrying(() =>
          fetch(`${BASE}/entraide`, { method: "POST", body, headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }), redirect: "manual" }),
        );
        if (response.ok) sent++;
        else refused++;
        if (!restarted && sent >= (CLIENTS * SENDS) / 2) {
          restarted = true;
          const r = await fetch(`${BASE}/dev/room-restart?party=chat-room&room=chat`, {
            method: "POST",
            headers: { "X-Test-Secret": SECRET(), Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
            body: "restart=1",
          });
          console.log(`→ salon du chat redémarré (${r.status}) après ${sent} messages`);
        }
        await sleep(3200);
      }
    }),
  );
  const sendSeconds = (Date.now() - started) / 1000;
  await sleep(3000);
  const stored = await sql(`SELECT id FROM chat_messages WHERE created_at >= '${since}' ORDER BY created_at, rowid`);
  const ids = stored.map((r) => r.id);
  const dupes = await sql(`SELECT content, count(*) AS n FROM chat_messages WHERE created_at >= '${since}' GROUP BY author_id, content HAVING n > 1`);
  check(`chat : ${CLIENTS * SENDS} envois, chacun enregistré une fois`, ids.length === CLIENTS * SENDS && dupes.length === 0 && refused === 0, `${ids.length} enregistrés, ${refused} refusés, ${dupes.length} doublons, ${sendSeconds.toFixed(0)} s`);
  const same = listeners.every((l) => {
    const list = [...l.messages.values()].sort((a, b) => (a.createdAt ?? a.created_at).localeCompare(b.createdAt ?? b.created_at)).map((m) => m.id);
    return list.length === ids.length && new Set(list).size === ids.length && ids.every((id) => l.messages.has(id));
  });
  const sizes = listeners.map((l) => l.messages.size).sort((a, b) => a - b);
  if (!same) {
    const missing = ids.filter((id) => !listeners[0].messages.has(id));
    console.log(`→ listes de ${sizes[0]} à ${sizes.at(-1)} messages ; il manque au premier les envois n° ${ids.indexOf(missing[0]) + 1} à ${ids.indexOf(missing.at(-1)) + 1}`);
  }
  const reconnects = listeners.reduce((n, l) => n + l.stats().reconnects, 0);
  const catchUps = listeners.reduce((n, l) => n + l.stats().catchUps, 0);
  check(
    `chat : les ${CLIENTS} écoutes finissent avec la même liste que la base`,
    same,
    `${reconnects} reconnexions après le redémarrage du salon, ${catchUps} rattrapages par /entraide/nouveaux`,
  );
  listeners.forEach((l) => l.close());

  // 2. Forum: concurrent replies on one thread with a reconnect storm.
  const author = people[0];
  const threadForm = new URLSearchParams({ title: "Un sujet sous charge", content: "Répondez tous en même temps, avec douceur." });
  const created = await fetch(`${BASE}/forum/nouveau`, { method: "POST", body: threadForm, headers: headersFor(author, { "Content-Type": "application/x-www-form-urlencoded" }), redirect: "manual" });
  const slug = (created.headers.get("Location") ?? "").replace(/^\/forum\//, "").split(/[?#]/)[0];
  const [thread] = await sql(`SELECT id FROM forum_threads WHERE slug = '${slug.replace(/'/g, "''")}'`);
  const sockets = people.slice(0, REPLIES).map(() => new WebSocket(`ws://127.0.0.1:${PORT}/parties/thread-room/thread-${thread?.id}`));
  await sleep(1000);
  const storm = (async () => {
    await sleep(200);
    sockets.forEach((s, i) => {
      s.close();
      sockets[i] = new WebSocket(`ws://127.0.0.1:${PORT}/parties/thread-room/thread-${thread?.id}`);
    });
  })();
  const replies = await Promise.all(
    people.slice(0, REPLIES).map((p, i) =>
      retrying(() =>
        fetch(`${BASE}/forum/${slug}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "reply", content: `Réponse ${i + 1}, en même temps que les autres` }),
          headers: headersFor(p, { "Content-Type": "application/x-www-form-urlencoded" }),
          redirect: "manual",
        }),
      ),
    ),
  );
  await storm;
  const [counts] = await sql(`SELECT t.reply_count AS counter, (SELECT count(*) FROM forum_replies r WHERE r.thread_id = t.id) AS rows, (SELECT count(DISTINCT content) FROM forum_replies r WHERE r.thread_id = t.id) AS distinctRows FROM forum_threads t WHERE t.id = '${thread?.id}'`);
  const accepted = replies.filter((r) => r.status < 400).length;
  check(
    `forum : ${REPLIES} réponses simultanées, chacune une fois, compteur exact`,
    counts && counts.rows === REPLIES && counts.distinctRows === REPLIES && counts.counter === REPLIES && accepted === REPLIES,
    counts ? `${counts.rows} lignes, compteur ${counts.counter}, ${accepted} acceptées` : "sujet introuvable",
  );
  sockets.forEach((s) => s.close());
} catch (error) {
  check("la charge s'est déroulée jusqu'au bout", false, String(error));
} finally {
  stop();
}
console.log(`\n${report.join("\n")}`);
process.exit(failed ? 1 : 0);

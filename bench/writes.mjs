// The write rows of bench/run.mjs (issue 43 item 4), on the production bundle through the bench-only
// entry bench/worker.ts. Each write is measured against the static asset in the same run:
// - its D1 round trips, counted on every measured write (`X-Bench-Count-D1`);
// - the workerd CPU per write at c=10 without delay, against the static asset's at c=10 (same client);
// - its p50 and p99 at c=1 with 30 ms added to each D1 round trip, against the static asset's p50 with
//   the same header (a static asset is served before the Worker runs: the header changes nothing there).
// Then 50 members reply at once in one thread (the thread's counter must equal the replies stored), and
// one reply with its rooms hanging against one without, interleaved (`X-Bench-Room-Hang-Ms`, the bench's
// twin of the local `/dev/room-hang`, decision 0380).
//
// No limit of app/limits/table.ts is raised or met: every write is made by its own member (seeded below
// with a signed-in session, as bench/rendez-vous.mjs seeds its members), from its own address
// (`CF-Connecting-IP`, which wrangler's local proxy keeps when a client sends it), so `forum.reply`,
// `chat.message`, `report.account` and `post.client` each count one hit per member. Every row's writes
// are checked in the database afterwards: a write refused (a redirect with an error toast still answers
// 302) is not counted as a write.
//
// Alone: `BENCH_PORT=8813 npm run bench -- --only writes` (builds, seeds, serves).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCookie } from "@remix-run/cloudflare";
import { d1, d1File } from "../scripts/lib.mjs";

/** Writes a row makes: a warm-up at c=4, the CPU run at c=10, the timed run at c=1 (30 ms per round trip). */
export const WRITES_WARMUP = Number(process.env.BENCH_WRITES_WARMUP ?? 30);
export const WRITES_CPU = Number(process.env.BENCH_WRITES_CPU ?? 150);
export const WRITES_TIMED = Number(process.env.BENCH_WRITES ?? 150);
/** Replies with the rooms hanging, and as many without, interleaved. */
export const HANG_PAIRS = Number(process.env.BENCH_HANG_PAIRS ?? 40);
/** How long a hanging room leaves each relay (beyond the 3 s each attempt of party/broadcast.server.ts waits). */
const HANG_MS = 20_000;
/** `BENCH_WRITE_ROWS=reply,chat`: those rows alone, for a look at a few writes (bench/run.mjs then leaves the README alone). */
export const ONLY_ROWS = process.env.BENCH_WRITE_ROWS ? process.env.BENCH_WRITE_ROWS.split(",") : null;
/** Members replying at once in one thread. */
export const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 50);
const D1_DELAY_MS = 30;
const CPU_CONNECTIONS = 10;
/** A write may be 1 ms slower with its rooms hanging, within the run's noise, and still add "0 ms". */
const HANG_TOLERANCE_MS = 5;

const PER_ROW = WRITES_WARMUP + WRITES_CPU + WRITES_TIMED;
const q = (value) => (value === null ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);
const b64url = (buffer) => Buffer.from(buffer).toString("base64url");
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The room sockets the writers' pages hold open (`room(member)`), each open once the room has greeted
 * it, as a page's is before its person writes. Closed after the row.
 */
async function openRooms(base, members, room) {
  const sockets = await pool(members.length, 10, async (i) => {
    // With the member's cookie, as a browser sends it: a person's own room (`user-{id}`) admits only them.
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}${room(members[i])}`, { headers: { Cookie: members[i].cookie } });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no greeting from ${room(members[i])}`)), 10_000);
      socket.onmessage = () => (clearTimeout(timer), resolve());
      socket.onerror = () => (clearTimeout(timer), reject(new Error(`${room(members[i])} refused the socket`)));
    });
    socket.onmessage = null;
    return socket;
  });
  return () => sockets.forEach((socket) => socket.close());
}

/**
 * The member's own room (`user-{id}`), which the dashboard and « Mes Actes » hold open (useRecordsLive): an act
 * written there tells a room that is already running, as the lock's thread room is (decision 0464).
 */
const ownRoom = (m) => `/parties/user-room/user-${m.id}`;

/**
 * Each write: where it posts (as a browser with JavaScript does: Remix's single fetch `.data`, or the
 * practice's JSON route), what, and the SQL that counts the writes that took effect (`done`, compared with
 * the number posted; `left` for a deletion: how many of its seeded rows are still there, 0 expected).
 * `readsFirst`: the write must read before it decides (decision 0361: a display name the names it may
 * not look like), so its target is 2 round
 * trips; every other write's is 1. The forum's and the chat's changes (decision 0443) and a practice's step,
 * finish and mood (decision 0445) decide inside their statements.
 * `seed(member, i)`: SQL lines for what the i-th write needs (a reply, an act, a practice…) besides the member.
 */
const WRITES = [
  {
    key: "topic",
    name: "forum: new topic",
    post: (m, i) => [
      "/forum/nouveau.data",
      { title: `Banc sujet ${m.n} ${i}`, content: "Un sujet ouvert par le banc.", cle: randomUUID() },
    ],
    done: "SELECT count(*) FROM forum_threads WHERE title LIKE 'Banc sujet %'",
  },
  {
    key: "reply",
    name: "forum: reply",
    post: (m) => ["/forum/banc-reponses.data", { intent: "reply", js: "1", content: `Banc réponse de ${m.n}`, cle: randomUUID() }],
    done: "SELECT count(*) FROM forum_replies WHERE content LIKE 'Banc réponse de %'",
  },
  {
    key: "edit",
    name: "forum: edit a reply",
    seed: (m) => [reply(m.replyId, "banc-modifs", m.id, `Banc à modifier ${m.n}`)],
    post: (m) => ["/forum/banc-modifs.data", { intent: "edit-reply", js: "1", replyId: m.replyId, content: `Banc modifiée ${m.n}` }],
    done: "SELECT count(*) FROM forum_replies WHERE content LIKE 'Banc modifiée %'",
  },
  {
    key: "delete",
    name: "forum: delete a reply",
    seed: (m) => [reply(m.replyId, "banc-suppressions", m.id, `Banc à supprimer ${m.n}`)],
    post: (m) => ["/forum/banc-suppressions.data", { intent: "delete-reply", js: "1", replyId: m.replyId }],
    done: "SELECT count(*) FROM forum_replies WHERE thread_id = 'banc-suppressions' AND deleted_at IS NOT NULL",
  },
  {
    key: "report",
    name: "report (« Signaler » a topic)",
    post: (m, i) => [
      "/signaler.data",
      {
        itemType: "thread",
        itemId: "banc-signale",
        reason: "spam",
        details: `Banc signalement ${m.n} ${i}`,
        redirectTo: "/forum/banc-signale",
      },
    ],
    done: "SELECT count(*) FROM reports WHERE item_id = 'banc-signale'",
  },
  {
    key: "lock",
    name: "moderation: lock a topic",
    moderator: true,
    seed: (m) => [thread(m.threadId, `banc-verrou-${m.n}`, `Banc à verrouiller ${m.n}`, m.id)],
    // A moderator locks from the thread's page, whose socket has started the thread's room.
    room: (m) => `/parties/thread-room/thread-${m.threadId}`,
    post: (m) => [`/forum/banc-verrou-${m.n}.data`, { intent: "lock", js: "1" }],
    done: "SELECT count(*) FROM forum_threads WHERE slug LIKE 'banc-verrou-%' AND is_locked = 1",
  },
  {
    key: "chat",
    name: "chat: send",
    post: (m) => ["/entraide.data", { intent: "send", js: "1", content: `Banc message de ${m.n}`, cle: randomUUID() }],
    done: "SELECT count(*) FROM chat_messages WHERE content LIKE 'Banc message de %'",
  },
  {
    key: "step",
    name: "practice: step answer",
    seed: (m) => [practice(m.practiceId, m.id, "Banc étape")],
    post: (m) => [
      "/practice/peur/save",
      { intent: "save", step: "1", text: `Banc réponse d'étape ${m.n}`, sessionId: m.practiceId, audioKey: "" },
    ],
    done: "SELECT count(*) FROM practice_responses WHERE response_text LIKE 'Banc réponse d''étape %'",
  },
  {
    key: "finish",
    name: "practice: finish",
    seed: (m) => [practice(m.practiceId, m.id, "Banc fin")],
    post: (m) => [
      "/practice/peur/save",
      { intent: "complete", step: "3", text: `Banc dernière étape ${m.n}`, sessionId: m.practiceId, audioKey: "" },
    ],
    done: "SELECT count(*) FROM practice_sessions WHERE tool_name = 'Banc fin' AND status = 'completed'",
  },
  {
    key: "mood",
    name: "mood (how one feels after a practice)",
    seed: (m) => [practice(m.practiceId, m.id, "Banc humeur")],
    post: (m) => ["/practice/peur/save", { intent: "feeling", feeling: "bien", sessionId: m.practiceId }],
    done: "SELECT count(*) FROM practice_sessions WHERE tool_name = 'Banc humeur' AND mood_after = 'bien'",
  },
  {
    key: "act-create",
    name: "act: create",
    // Written from the dashboard, which holds the person's own room open.
    room: ownRoom,
    post: (m) => [
      "/dashboard.data",
      { intent: "reward-act", description: `Banc nouvel acte ${m.n}`, where: "Au parc", when: "Demain", how: "Doucement" },
    ],
    done: "SELECT count(*) FROM user_acts WHERE act_text LIKE 'Banc nouvel acte %'",
  },
  {
    key: "act-edit",
    name: "act: edit",
    // From « Mes Actes », which holds the person's own room open.
    room: ownRoom,
    seed: (m) => [act(m.actId, m.id, `Banc acte à modifier ${m.n}`)],
    post: (m) => ["/acts.data", { intent: "edit", id: m.actId, actText: `Banc acte modifié ${m.n}` }],
    done: "SELECT count(*) FROM user_acts WHERE act_text LIKE 'Banc acte modifié %'",
  },
  {
    key: "act-delete",
    name: "act: delete",
    // From « Mes Actes », which holds the person's own room open.
    room: ownRoom,
    seed: (m) => [act(m.actId, m.id, `Banc acte à supprimer ${m.n}`)],
    post: (m) => ["/acts.data", { intent: "delete", id: m.actId }],
    left: "SELECT count(*) FROM user_acts WHERE act_text LIKE 'Banc acte à supprimer %'",
  },
  {
    key: "question-create",
    name: "question: create",
    post: (m) => ["/questions.data", { intent: "add", text: `Banc nouvelle question ${m.n}\u202f?` }],
    done: "SELECT count(*) FROM user_questions WHERE question LIKE 'Banc nouvelle question %'",
  },
  {
    key: "question-edit",
    name: "question: edit (its answer)",
    seed: (m) => [question(m.questionId, m.id, `Banc question ouverte ${m.n}\u202f?`)],
    post: (m) => ["/questions.data", { intent: "answer", questionId: m.questionId, text: `Banc réponse à la question ${m.n}` }],
    done: "SELECT count(*) FROM user_questions WHERE response_text LIKE 'Banc réponse à la question %'",
  },
  {
    key: "question-delete",
    name: "question: delete",
    seed: (m) => [question(m.questionId, m.id, `Banc question à supprimer ${m.n}\u202f?`)],
    post: (m) => ["/questions.data", { intent: "delete", questionId: m.questionId }],
    left: "SELECT count(*) FROM user_questions WHERE question LIKE 'Banc question à supprimer %'",
  },
  {
    key: "love-word",
    name: "love word: write",
    post: (m) => ["/love-words.data", { intent: "create", title: `Banc mot ${m.n}`, content: "Tu comptes.", ageCategory: "enfant" }],
    done: "SELECT count(*) FROM love_words WHERE title LIKE 'Banc mot %'",
  },
  {
    key: "letter",
    name: "sealed letter: seal",
    post: (m) => ["/love-words/lettres.data", { content: `Banc lettre ${m.n}`, opensOn: "2030-01-01", timeZone: "Europe/Paris" }],
    done: "SELECT count(*) FROM sealed_letters WHERE content LIKE 'Banc lettre %'",
  },
  {
    key: "grandeur",
    name: "table of strengths: new row",
    post: (m) => ["/cycles/grandeur-table.data", { intent: "create", mode: "fetch", grandeurName: `Banc force ${m.n}` }],
    done: "SELECT count(*) FROM grandeur_entries WHERE grandeur_name LIKE 'Banc force %'",
  },
  {
    key: "history-edit",
    name: "history: edit an answer",
    seed: (m) => [practice(m.practiceId, m.id, "Banc historique"), response(m.practiceId, 1, `Banc réponse ${m.n}`)],
    post: (m) => [`/history/${m.practiceId}.data`, { step: "1", text: `Banc réponse revue ${m.n}` }],
    done: "SELECT count(*) FROM practice_responses WHERE response_text LIKE 'Banc réponse revue %'",
  },
  {
    key: "profile",
    name: "profile: display name",
    readsFirst: true,
    post: (m) => ["/auth/profile.data", { displayName: `Banc nom ${m.n}` }],
    done: "SELECT count(*) FROM profiles WHERE display_name LIKE 'Banc nom %'",
  },
];

const now = () => new Date().toISOString();
/** A topic of the write rows, dated in 2020: the read rows (run first) list the seeded threads, not these. */
function thread(id, slug, title, authorId) {
  const at = "2020-01-01T00:00:00.000Z";
  return `INSERT INTO forum_threads (id, title, slug, content, author_id, is_pinned, is_locked, reply_count, created_at, updated_at) VALUES (${q(id)}, ${q(title)}, ${q(slug)}, 'Un sujet du banc.', ${q(authorId)}, 0, 0, 0, ${q(at)}, ${q(at)});`;
}
function reply(id, threadId, authorId, content) {
  return `INSERT INTO forum_replies (id, thread_id, content, author_id, created_at) VALUES (${q(id)}, ${q(threadId)}, ${q(content)}, ${q(authorId)}, ${q(now())});`;
}
function practice(id, userId, toolName) {
  const at = now();
  return `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, current_step, created_at, updated_at) VALUES (${q(id)}, ${q(userId)}, 'peur', ${q(toolName)}, 'in_progress', 1, ${q(at)}, ${q(at)});`;
}
function response(sessionId, step, text) {
  const at = now();
  return `INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, created_at, updated_at) VALUES (${q(randomUUID())}, ${q(sessionId)}, ${step}, 'Étape 1', ${q(text)}, ${q(at)}, ${q(at)});`;
}
function act(id, userId, text) {
  const at = now();
  return `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(id)}, ${q(userId)}, ${q(text)}, 0, ${q(at)}, ${q(at)});`;
}
function question(id, userId, text) {
  return `INSERT INTO user_questions (id, user_id, question, is_blocked_practice, has_response, created_at) VALUES (${q(id)}, ${q(userId)}, ${q(text)}, 0, 0, ${q(now())});`;
}

/**
 * A member: an account, a profile, a signed-in session and an address. The session was "last seen" ahead of
 * the run, so no write of it refreshes that time: the refresh (one small write every 10 minutes per browser,
 * app/auth/session-lookup.server.ts) falls on the page a person loads before writing, not on the write.
 */
function member(n, role = "user") {
  const token = b64url(randomBytes(32));
  return {
    n,
    role,
    id: randomUUID(),
    token,
    sessionId: b64url(createHash("sha256").update(token).digest()),
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    replyId: randomUUID(),
    threadId: randomUUID(),
    practiceId: randomUUID(),
    actId: randomUUID(),
    questionId: randomUUID(),
  };
}

function memberSql(m) {
  const at = now();
  const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const seen = new Date(Date.now() + 86_400_000).toISOString();
  const name = `banc${m.n}`;
  return [
    `INSERT INTO users (id, email, username, username_key, username_skeleton, email_confirmed_at, created_at, updated_at) VALUES (${q(m.id)}, ${q(`${name}@banc.test`)}, ${q(name)}, ${q(name)}, ${q(name)}, ${q(at)}, ${q(at)}, ${q(at)});`,
    `INSERT INTO profiles (id, display_name, role, created_at, updated_at) VALUES (${q(m.id)}, ${q(`Membre ${m.n}`)}, ${q(m.role)}, ${q(at)}, ${q(at)});`,
    `INSERT INTO sessions (id, user_id, expires_at, created_at, last_seen_at) VALUES (${q(m.sessionId)}, ${q(m.id)}, ${q(expires)}, ${q(at)}, ${q(seen)});`,
  ];
}

/**
 * Seeds the write rows' members and records into the bench's database (before its server starts), and
 * returns them with their session cookies. Each row has its own members: nobody writes twice in a row,
 * and no row's writes count against another's limit.
 */
export async function seedWriters(persistTo) {
  const secret = readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim();
  if (!secret) throw new Error(".dev.vars has no SESSION_SECRET");
  // As the app signs it (app/auth/session.server.ts): the token, signed with the session secret.
  const cookie = createCookie("rvi_session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" });
  let n = 0;
  const lines = [];
  const people = async (count, role) => {
    const list = [];
    for (let i = 0; i < count; i++) {
      const m = member(n++, role);
      m.cookie = (await cookie.serialize(m.token)).split(";")[0];
      lines.push(...memberSql(m));
      list.push(m);
    }
    return list;
  };
  const author = (await people(1))[0];
  for (const [slug, title] of [
    ["banc-reponses", "Banc : les réponses"],
    ["banc-modifs", "Banc : les modifications"],
    ["banc-suppressions", "Banc : les suppressions"],
    ["banc-signale", "Banc : un sujet signalé"],
    ["banc-cinquante", "Banc : cinquante réponses à la fois"],
    ["banc-salon", "Banc : un salon qui ne répond plus"],
  ])
    lines.push(thread(slug, slug, title, author.id));
  const rows = [];
  for (const write of WRITES) {
    const members = await people(PER_ROW);
    for (const m of members) lines.push(...(write.seed?.(m) ?? []));
    // A moderation action is a moderator's: the row's topics are the members', one moderator acts on them
    // (each write from the address of the topic's member: one address would meet `post.client`).
    const moderator = write.moderator ? (await people(1, "moderator"))[0] : null;
    rows.push({ ...write, members, moderator });
  }
  // Seeded replies counted on their threads, as the app keeps them.
  for (const slug of ["banc-modifs", "banc-suppressions"])
    lines.push(
      `UPDATE forum_threads SET reply_count = (SELECT count(*) FROM forum_replies WHERE thread_id = ${q(slug)}) WHERE id = ${q(slug)};`,
    );
  const atOnce = await people(AT_ONCE);
  const hang = await people(2 * HANG_PAIRS + 10);
  const dir = mkdtempSync(join(tmpdir(), "bench-writes-"));
  const file = join(dir, "writers.sql");
  writeFileSync(file, lines.join("\n"));
  d1File(file, persistTo);
  return { rows, atOnce, hang, members: n };
}

/** One POST as a browser with JavaScript sends it, from the member's own address. */
async function post(base, m, [path, fields], headers = {}) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: m.cookie, "CF-Connecting-IP": m.ip, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const trips = Number(response.headers.get("X-Bench-D1-Round-Trips") ?? NaN);
  return { status: response.status, ms, trips, text };
}

async function get(base, path, headers = {}) {
  const started = performance.now();
  const response = await fetch(base + path, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** `count` jobs at `connections` at once; returns each job's result. */
async function pool(count, connections, job) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(connections, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await job(i);
      }
    }),
  );
  return results;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU per request of `count` jobs at c=10: the bench server's workerd CPU (cpuMs) over the jobs, after they settle. */
async function cpuPer(cpuMs, count, job) {
  const before = cpuMs();
  const results = await pool(count, CPU_CONNECTIONS, job);
  // The relays and reads a write leaves to waitUntil are its own CPU too.
  await sleep(300);
  const after = cpuMs();
  return { cpu: before === null || after === null ? null : (after - before) / count, results };
}

function figures(results) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const trips = results.map((r) => r.trips);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    tripsMin: Math.min(...trips),
    tripsMax: Math.max(...trips),
    trips: median(trips),
    failed: results.filter((r) => r.status >= 400).length,
    statuses: [...new Set(results.map((r) => r.status))].join("/"),
  };
}

/** The static asset's CPU at c=10 and its p50 at c=1 with the delay header (which it never meets). */
async function staticFigures(base, cpuMs) {
  const path = "/favicon.svg";
  for (let i = 0; i < 100; i++) await get(base, path);
  const { cpu } = await cpuPer(cpuMs, 4 * WRITES_CPU, () => get(base, path));
  const timed = [];
  for (let i = 0; i < WRITES_TIMED; i++) timed.push(await get(base, path, { "X-Bench-D1-Delay-Ms": String(D1_DELAY_MS) }));
  const times = timed.map((r) => r.ms).sort((a, b) => a - b);
  return { cpu, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Several counts from the bench's database in one query (each `SELECT count(*) …` a column). */
function sqlCounts(queries, persistTo) {
  const columns = queries.map((sql, i) => `(${sql}) AS c${i}`).join(", ");
  const [row] = d1(`SELECT ${columns}`, persistTo) ?? [];
  return queries.map((_, i) => Number(row?.[`c${i}`] ?? NaN));
}

/**
 * Runs every write row, the 50 replies at once and the hanging room; `cpuMs` is run.mjs's count of its
 * own server's workerd CPU. Returns the figures for `writeTable`.
 */
export async function runWriteRows({ base, persistTo, cpuMs, seeded, log = console.log }) {
  const delayed = { "X-Bench-D1-Delay-Ms": String(D1_DELAY_MS), "X-Bench-Count-D1": "1" };
  const staticBefore = await staticFigures(base, cpuMs);
  log(`  static asset: CPU ${staticBefore.cpu?.toFixed(2)} ms/req at c=${CPU_CONNECTIONS}, p50 ${staticBefore.p50.toFixed(1)} ms at c=1`);
  const rows = [];
  for (const row of seeded.rows.filter((r) => !ONLY_ROWS || ONLY_ROWS.includes(r.key))) {
    const by = (i) => (row.moderator ? { ...row.moderator, ip: row.members[i].ip } : row.members[i]);
    const write = (i, headers) => post(base, by(i), row.post(row.members[i], i), headers);
    let at = 0;
    const closeRooms = row.room ? await openRooms(base, row.members.slice(0, PER_ROW), row.room) : () => undefined;
    // Warm-up (V8's hot paths, D1's pages), then the CPU run, then the timed run: each write by its own member.
    const warm = await pool(WRITES_WARMUP, 4, () => write(at++));
    const cpuRun = await cpuPer(cpuMs, WRITES_CPU, () => write(at++));
    const timed = [];
    for (let i = 0; i < WRITES_TIMED; i++) timed.push(await write(at++, delayed));
    closeRooms();
    const f = figures(timed);
    const all = [...warm, ...cpuRun.results, ...timed];
    const result = {
      key: row.key,
      name: row.name,
      readsFirst: Boolean(row.readsFirst),
      posted: at,
      cpu: cpuRun.cpu,
      ...f,
      failed: all.filter((r) => r.status >= 400).length,
      statuses: [...new Set(all.map((r) => r.status))].join("/"),
      // The answers, grouped by their first characters: when a row's writes are not all stored, which answer said so.
      answers: Object.entries(
        all.reduce((groups, r) => {
          const start = `${r.status} ${r.text.replace(/[0-9a-f-]{36}|\d+/g, "…").slice(0, 160)}`;
          groups[start] = (groups[start] ?? 0) + 1;
          return groups;
        }, {}),
      ),
    };
    log(
      `  ${row.name}: ${result.trips} round trip(s) (${result.tripsMin}–${result.tripsMax}), CPU ${result.cpu?.toFixed(2)} ms, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, status ${result.statuses}`,
    );
    rows.push({ ...result, check: row.done ?? row.left, left: Boolean(row.left) });
  }
  const staticAfter = await staticFigures(base, cpuMs);
  log(`  static asset again: CPU ${staticAfter.cpu?.toFixed(2)} ms/req, p50 ${staticAfter.p50.toFixed(1)} ms`);

  // 50 members reply at once in one thread, 30 ms per round trip.
  const together = await Promise.all(
    seeded.atOnce.map((m) =>
      post(
        base,
        m,
        ["/forum/banc-cinquante.data", { intent: "reply", js: "1", content: `Banc ensemble ${m.n}`, cle: randomUUID() }],
        delayed,
      ),
    ),
  );
  const atOnce = { ...figures(together), sent: together.length };

  // One reply while its rooms hang, one while they answer, in turn (30 ms per round trip both).
  const hangTimes = { hanging: [], answering: [] };
  for (let i = 0; i < HANG_PAIRS; i++) {
    for (const hanging of i % 2 === 0 ? [true, false] : [false, true]) {
      const m = seeded.hang[2 * i + (hanging ? 0 : 1)];
      const r = await post(
        base,
        m,
        ["/forum/banc-salon.data", { intent: "reply", js: "1", content: `Banc salon ${m.n}`, cle: randomUUID() }],
        hanging ? { ...delayed, "X-Bench-Room-Hang-Ms": String(HANG_MS) } : delayed,
      );
      hangTimes[hanging ? "hanging" : "answering"].push(r);
    }
  }
  const hang = { hanging: figures(hangTimes.hanging), answering: figures(hangTimes.answering), pairs: HANG_PAIRS };

  // What took effect, read from the database once the writes are done (one query).
  const counts = sqlCounts(
    [
      ...rows.map((row) => row.check),
      "SELECT count(*) FROM forum_replies WHERE thread_id = 'banc-cinquante'",
      "SELECT reply_count FROM forum_threads WHERE id = 'banc-cinquante'",
      "SELECT count(*) FROM forum_replies WHERE thread_id = 'banc-salon'",
    ],
    persistTo,
  );
  rows.forEach((row, i) => {
    row.stored = row.left ? row.posted - counts[i] : counts[i];
    if (row.stored !== row.posted)
      log(`  ${row.name}: ${row.stored} of ${row.posted} stored; its answers: ${JSON.stringify(row.answers, null, 1)}`);
  });
  [atOnce.stored, atOnce.counter, hang.stored] = counts.slice(rows.length);
  const stat = {
    cpu: staticBefore.cpu === null || staticAfter.cpu === null ? null : (staticBefore.cpu + staticAfter.cpu) / 2,
    p50: (staticBefore.p50 + staticAfter.p50) / 2,
    before: staticBefore,
    after: staticAfter,
  };
  return { static: stat, rows, atOnce, hang };
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : "—");
const met = (ok) => (ok ? "met" : "**missed**");

/** The write table, its 50-at-once line and its hanging-room line (markdown lines). */
export function writeTable({ static: s, rows, atOnce, hang }) {
  const lines = [];
  lines.push(
    `Static asset /favicon.svg in the same run: workerd CPU ${f2(s.cpu)} ms per request at c=${CPU_CONNECTIONS} (${f2(s.before.cpu)} before the write rows, ${f2(s.after.cpu)} after), c=1 p50 ${f1(s.p50)} ms (${f1(s.before.p50)} / ${f1(s.after.p50)}). Each row: ${WRITES_WARMUP} writes of warm-up, ${WRITES_CPU} at c=${CPU_CONNECTIONS} for the CPU, ${WRITES_TIMED} at c=1 with ${D1_DELAY_MS} ms added to each D1 round trip for the times and the count; every write by its own member.`,
  );
  lines.push("");
  lines.push(
    "| write | D1 round trips (min–max) | target | workerd CPU per write, ms (vs static) | c=1 p50 with 30 ms per round trip, ms (static + …) | p99, ms | stored / posted | targets |",
  );
  lines.push("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const target = r.readsFirst ? 2 : 1;
    // 15 ms of the write's own work plus its allowed round trips (decision 0442): + 45 ms, or + 75 ms.
    const p50Allowed = 15 + D1_DELAY_MS * target;
    const cpuRatio = r.cpu / s.cpu;
    const ok = [
      `RT: ${met(r.tripsMax <= target)}`,
      `p50 ≤ static + ${p50Allowed} ms: ${met(r.p50 <= s.p50 + p50Allowed)}`,
      `CPU ≤ 4×: ${met(cpuRatio <= 4)}`,
      r.stored === r.posted ? null : `**${r.posted - r.stored} writes not stored**`,
      r.failed ? `${r.failed} answered ≥ 400` : null,
    ]
      .filter(Boolean)
      .join("; ");
    lines.push(
      `| ${r.name} | ${r.trips} (${r.tripsMin}–${r.tripsMax}) | ${target}${r.readsFirst ? " (reads first)" : ""} | ${f2(r.cpu)} (${f1(cpuRatio)}×) | ${f1(r.p50)} (+${f1(r.p50 - s.p50)}) | ${f1(r.p99)} | ${r.stored} / ${r.posted} | ${ok} |`,
    );
  }
  lines.push("");
  lines.push("| concurrency and rooms | figure | target |");
  lines.push("|---|---|---|");
  lines.push(
    `| ${atOnce.sent} members reply at once in one thread (30 ms per round trip) | replies stored ${atOnce.stored}, the thread's counter ${atOnce.counter}; p50 ${f1(atOnce.p50)} ms, p99 ${f1(atOnce.p99)} ms; round trips ${atOnce.tripsMin}–${atOnce.tripsMax} | counter exact: ${met(atOnce.counter === atOnce.stored && atOnce.stored === atOnce.sent)} |`,
  );
  const added = hang.hanging.p50 - hang.answering.p50;
  lines.push(
    `| a reply while its rooms hang ${HANG_MS / 1000} s (${hang.pairs} replies, interleaved with ${hang.pairs} whose rooms answer; 30 ms per round trip) | p50 ${f1(hang.hanging.p50)} ms against ${f1(hang.answering.p50)} ms (${added >= 0 ? "+" : ""}${f1(added)} ms); p99 ${f1(hang.hanging.p99)} against ${f1(hang.answering.p99)} ms; ${hang.stored} / ${2 * hang.pairs} stored | adds 0 ms (within ${HANG_TOLERANCE_MS} ms): ${met(added <= HANG_TOLERANCE_MS && hang.hanging.p99 < 3000)} |`,
  );
  return lines;
}

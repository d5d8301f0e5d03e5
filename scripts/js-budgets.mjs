// What the browser downloads, measured on the production client build's Remix manifest (issue 14,
// decision 0102). Pure functions over the manifest, each chunk's gzip size and its text, so that a
// unit test can run them on a made-up build (tests/unit/js-budgets.test.ts).
//
// - first load of a page: the entry, the root route and the page's route module with every chunk
//   they import, i.e. what the page's HTML preloads (chunks loaded later by import() are not in it);
// - a page's own code: its route module plus the chunks that at most one other route imports (a
//   chunk shared by three routes or more, such as the framework, the shell, zod or a family's
//   messages, is counted in the first loads instead).

/** First-load budgets in kB (1 kB = 1024 bytes of gzip). `target` is issue 14's aim when the budget is not yet there. */
export const BUDGETS = [
  // /forum: 89.9 kB, of which React, react-dom and Remix's runtime are 78.9 once minified by terser
  // (decision 0147; with esbuild it was 93.8 and the framework 82.6). Issue 33 adds 0.2 kB to every
  // first load (the manifest and iOS tags, the service worker's registration loaded after hydration;
  // the issue allows 2 kB): 90.1 kB (decision 0241). After the merges of 2026-11-27 (plurals, the
  // country's lines in the footer, the heartbeat): 90.7 kB (decision 0222).
  // Issue 32 (decision 0267): 90.6 kB; the room's socket, loaded at hydration, no longer brings zod.
  // The shared small modules in the shell, the device-data check on signed-in pages only: 89.8 kB (decision 0290).
  // Issue 43: hydration without Intl, 90.5 kB (decision 0446): the relative-time table and the hand-made
  // grouping of numbers (+0.4 kB) for about 180 ms less blocking time at hydration on a 4× slower phone.
  // No root reload after an answer merged in place (decision 0454): still within 90.6 kB (the frame's wait
  // before hydration, decision 0451, was removed again).
  // Session 27: the sign-out's forgetting listened for from the entry, before hydration (a sign-out in the
  // page's first moments left the person's drafts on a shared device): +0.1 kB.
  // 91.0 with the error screen that tells a network failure and gives the lines (issue 58 item 1, decision 0102).
  { page: "/forum", route: "routes/forum+/_index", kB: 91.0 },
  // Issue 33's chooser offline (its clientLoader over the precached choices): 94.7 → 95.3 kB (decision 0247).
  // Session 27: the sign-out's forgetting from the entry (as /forum above): +0.1 kB.
  { page: "/practice", route: "routes/practice+/_index", kB: 95.7 },
  // The practice page's commitment, love-word and question forms (conform and their zod schemas) and
  // its end screen load when the person starts writing or when they appear: 139.2 → 108.4 kB
  // (decisions 0265, 0267). Issue 33's offline « Terminer » and the held install event: 109.8 kB (decision 0247).
  // Decision 0290: 109.2 kB. Issue 42's help country from the device (its small store in the shell): 109.77 kB (decision 0344).
  // Session 20's merges (forms read as typed, letters, rendez-vous): just over 109.8 kB (decision 0345).
  // 110.2 with the network failure's screen and lines in the shell (issue 58 item 1, decision 0102): +0.2 kB.
  { page: "/practice/<outil>", route: "routes/practice+/$toolId", kB: 110.2 },
];
/**
 * Issue 32's measure, by network idle: a page's first load and the chunks every load of it fetches once
 * hydrated (the room's socket, the offline features), which the first-load budgets above leave out. The
 * bench measures the same in Chromium (bench/run.mjs); this keeps it in `npm test`.
 */
export const BY_NETWORK_IDLE = [
  // 94.98 kB with decision 0292 (the new-version notice loaded only when a version waits); 95.00 kB (97,277
  // bytes, 3 under) once the numbers to call are held together by non-breaking spaces (session 18).
  // 95.39 kB with the device store's owner in the shell and the forgetting at sign-out (decision 0312).
  // 95.57 kB on main after session 19 merged the forms envelope, the lazy run session and the sign-in changes (decision 0343).
  // 96.03 kB with issue 42 (decision 0344): the help country from the device (+0.08 in the shell, the rest
  // loaded when there is a choice), « Connexion perdue » at the browser's `offline` (+0.08), and the offline
  // features' two small starters for the country and the words kept offline (+0.29).
  // 96.13 kB after session 20 merged issues 41, 42 and 44 (decision 0345).
  // 96.59 kB with hydration without Intl (decision 0446: +0.4 kB for about 180 ms less blocking time).
  // 96.64 kB with the root's rule after an answer merged in place (decision 0454: +0.05 kB for one request
  // and one D1 round trip less after each reply or chat message).
  // 96.73 kB with the sign-out's forgetting listened for from the entry (session 27).
  // Held there (decision 0466): issue 32's 95 kB is not bought back. Every lever left (the framework and the
  // shell in one file, the minifier's unsafe options, Rollup's "smallest", the rare screens loaded apart)
  // costs a person more than the 1.8 kB; a new byte here needs a cut of the same size, or a decision.
  // 96.93 kB with the network failure's screen and lines, in the shell since it must show with no network
  // and no service worker yet (issue 58 item 1, decision 0102): +0.2 kB.
  { page: "/forum", route: "routes/forum+/_index", later: [/\/room-socket-[^/]*\.js$/, /\/offline-[^/]*\.js$/], kB: 97.0 },
  // Issue 43: /entraide as a visitor, 134.8 kB by network idle (decision 0371's measure). Its send form, the
  // report, edit and « Créer un sujet » forms, conform and zod load apart (a signed-in person's page hydrates
  // once the send form is there): 108.3 kB (decision 0430). Issue 57: « N personnes ici » and « Quelqu'un
  // écrit… » (party/chat-notes.ts, +0.76 kB on this page alone) and the header's « Suivis » (+0.1 kB): 109.52,
  // so 109.6 (decision 0476; the note for a person alone loads only when they are).
  { page: "/entraide", route: "routes/entraide", later: [/\/room-socket-[^/]*\.js$/, /\/offline-[^/]*\.js$/], kB: 109.6 },
];
/** A page's own code, beyond the framework, the shell and the chunks many pages share (largest: a practice, 11.5, decision 0247). */
export const OWN_CODE_KB = 12;
/** A chunk imported by this many routes or more is shared, not a page's own code. */
export const SHARED_BY = 3;
/** Where the browser validates nothing: no zod in their first load. */
export const NO_ZOD = [
  { page: "every page (entry and root)", route: "root" },
  { page: "/forum", route: "routes/forum+/_index" },
  { page: "/practice", route: "routes/practice+/_index" },
  { page: "/practice/<outil>", route: "routes/practice+/$toolId" },
  // A visitor sees no form on /entraide; a signed-in person's send form brings zod, before the page runs (decision 0430).
  { page: "/entraide", route: "routes/entraide" },
  // The crisis page checks its country against the list itself (issue 58 item 8).
  { page: "/aide", route: "routes/aide" },
];
/**
 * Pages that never weigh more than another by network idle (first load and the chunks every page loads
 * after hydration): the crisis page is the lightest page, at most the home page (issue 58 item 8).
 */
export const NOT_HEAVIER = [
  { page: "/aide", route: "routes/aide", than: { page: "/", route: "routes/_index" }, later: [/\/offline-[^/]*\.js$/] },
];
/** Chunks the browser loads at hydration, beyond the first load, where zod must not be either (decision 0266). */
export const NO_ZOD_LAZY = [{ name: "the rooms' socket", chunk: /\/room-socket-[^/]*\.js$/ }];
/** Drizzle marks its entities with strings that survive minification ("drizzle:Name", "SQLiteTable"). */
export const DRIZZLE = /drizzle:|drizzle-orm|SQLiteTable|SQLiteColumn|sqliteTable/;
/** A library's licence comment left in a chunk (they go to /assets/third-party-licenses.txt). */
export const LICENSE_COMMENT = /@license|Copyright \(c\)/;
/** Libraries every page loads, whose licence that file must give. */
export const LICENSED = ["react", "react-dom", "@remix-run/router", "@remix-run/react"];
/** zod's type names survive minification too. */
export const ZOD = /ZodObject|ZodError/;

/** The manifest object from the text of build/client/assets/manifest-*.js. */
export function parseManifest(text) {
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

function routeChunks(manifest, id) {
  const route = manifest.routes[id];
  if (!route) throw new Error(`route ${id} not in the manifest`);
  return [route.module, ...(route.imports ?? [])];
}

/** The chunks every page loads: the entry and the root route with what they import. */
export function baseChunks(manifest) {
  return new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), ...routeChunks(manifest, "root")]);
}

/** The chunks a page preloads. */
export function firstLoadChunks(manifest, id) {
  const chunks = baseChunks(manifest);
  if (id !== "root") for (const chunk of routeChunks(manifest, id)) chunks.add(chunk);
  return chunks;
}

/** The page's route module and the chunks fewer than SHARED_BY routes import, outside entry and root. */
export function ownChunks(manifest, id) {
  const base = baseChunks(manifest);
  const users = new Map();
  for (const other of Object.keys(manifest.routes)) {
    if (other === "root") continue;
    for (const chunk of new Set(routeChunks(manifest, other))) users.set(chunk, (users.get(chunk) ?? 0) + 1);
  }
  const [module, ...imports] = routeChunks(manifest, id);
  return new Set([module, ...imports.filter((chunk) => (users.get(chunk) ?? 0) < SHARED_BY)].filter((chunk) => !base.has(chunk)));
}

const total = (chunks, sizeOf) => [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0);

/**
 * Every check, as { name, ok, detail }. `sizeOf(chunk)` is its gzip size in kB, `codeOf(chunk)` its
 * text; `chunks` lists every JavaScript file of the client build (lazy ones included).
 */
export function runChecks({
  manifest,
  chunks,
  sizeOf,
  codeOf,
  licenses = "",
  budgets = BUDGETS,
  ownCodeKB = OWN_CODE_KB,
  noZod = NO_ZOD,
  noZodLazy = NO_ZOD_LAZY,
  byNetworkIdle = BY_NETWORK_IDLE,
  notHeavier = NOT_HEAVIER,
}) {
  const checks = [];
  const withDrizzle = chunks.filter((chunk) => DRIZZLE.test(codeOf(chunk)));
  checks.push({
    name: "no client chunk contains drizzle or the schema",
    ok: chunks.length > 0 && withDrizzle.length === 0,
    detail: withDrizzle.join(", "),
  });

  // `licenses` is the text of /assets/third-party-licenses.txt: a line "name version (licence)" per package.
  const missing = LICENSED.filter((name) => !licenses.split("\n").some((line) => line.startsWith(`${name} `)));
  const withComments = chunks.filter((chunk) => LICENSE_COMMENT.test(codeOf(chunk)));
  checks.push({
    name: "the libraries' licences in one file, not in the chunks",
    ok: missing.length === 0 && withComments.length === 0,
    detail: [missing.length ? `missing: ${missing.join(", ")}` : "", withComments.length ? `comments in ${withComments.join(", ")}` : ""]
      .filter(Boolean)
      .join("; "),
  });

  for (const { page, route } of noZod) {
    const found = [...firstLoadChunks(manifest, route)].filter((chunk) => ZOD.test(codeOf(chunk)));
    checks.push({ name: `no zod in the first load of ${page}`, ok: found.length === 0, detail: found.join(", ") });
  }

  for (const { name, chunk } of noZodLazy) {
    const matched = chunks.filter((file) => chunk.test(file));
    const found = matched.filter((file) => ZOD.test(codeOf(file)));
    checks.push({
      name: `no zod in ${name}`,
      ok: matched.length > 0 && found.length === 0,
      detail: matched.length ? found.join(", ") : "chunk not found",
    });
  }

  for (const { page, route, kB, target } of budgets) {
    const chunksOfPage = firstLoadChunks(manifest, route);
    const size = total(chunksOfPage, sizeOf);
    const aim = target && target < kB ? `; issue 14 aims at ${target} kB` : "";
    checks.push({
      name: `first load of ${page} ≤ ${kB} kB gzip`,
      ok: size <= kB,
      detail: `${size.toFixed(1)} kB in ${chunksOfPage.size} chunks${aim}`,
    });
  }

  for (const { page, route, later, kB } of byNetworkIdle) {
    const loaded = firstLoadChunks(manifest, route);
    const missing = later.filter((pattern) => !chunks.some((chunk) => pattern.test(chunk)));
    for (const chunk of chunks) if (later.some((pattern) => pattern.test(chunk))) loaded.add(chunk);
    const size = total(loaded, sizeOf);
    checks.push({
      name: `${page} by network idle ≤ ${kB} kB gzip`,
      ok: missing.length === 0 && size <= kB,
      detail: missing.length ? `no chunk for ${missing.join(", ")}` : `${size.toFixed(2)} kB in ${loaded.size} chunks`,
    });
  }

  const byIdle = (route, later) => {
    const loaded = firstLoadChunks(manifest, route);
    for (const chunk of chunks) if (later.some((pattern) => pattern.test(chunk))) loaded.add(chunk);
    return total(loaded, sizeOf);
  };
  for (const { page, route, than, later } of notHeavier) {
    const [size, other] = [byIdle(route, later), byIdle(than.route, later)];
    checks.push({
      name: `${page} by network idle ≤ ${than.page}`,
      ok: size > 0 && size <= other,
      detail: `${size.toFixed(2)} kB against ${other.toFixed(2)} kB`,
    });
  }

  const over = [];
  let largest = { id: "", size: 0 };
  for (const id of Object.keys(manifest.routes)) {
    if (id === "root") continue;
    const size = total(ownChunks(manifest, id), sizeOf);
    if (size > largest.size) largest = { id, size };
    if (size > ownCodeKB) over.push(`${id} ${size.toFixed(1)} kB`);
  }
  checks.push({
    name: `every page's own code ≤ ${ownCodeKB} kB gzip`,
    ok: over.length === 0,
    detail: over.length ? over.join(", ") : `largest: ${largest.id} ${largest.size.toFixed(1)} kB`,
  });
  return checks;
}

/** A table of every route: first load and own code, in kB, largest first (for bench/README.md). */
export function report(manifest, sizeOf) {
  const base = total(baseChunks(manifest), sizeOf);
  const rows = Object.keys(manifest.routes)
    .filter((id) => id !== "root")
    .map((id) => {
      const firstLoad = total(firstLoadChunks(manifest, id), sizeOf);
      return { id, firstLoad, beyondRoot: firstLoad - base, own: total(ownChunks(manifest, id), sizeOf) };
    })
    .sort((a, b) => b.firstLoad - a.firstLoad);
  return { base, rows };
}

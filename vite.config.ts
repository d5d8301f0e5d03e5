import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { VitePWA } from "vite-plugin-pwa";
import { hardDayAssets } from "./scripts/hard-day-assets.mjs";
import { KEEP_POINTER, thirdPartyLicenses } from "./scripts/third-party-licenses.mjs";

// Local builds (npm start, npm test) set RVI_DEV_HOOKS=1; any other build is a production build.
const devHooks = process.env.RVI_DEV_HOOKS === "1";

// Every page loads the root route and what it imports: the app's own modules among them go in one
// "shell" chunk rather than a dozen small ones each compressed apart (decision 0102).
function shellChunk(): Rollup.ManualChunksOption {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const roots = [...getModuleIds()].filter((m) => /\/app\/(root|entry\.client)\.tsx(\?|$)/.test(m));
      const queue = [...roots];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // Rollup's helper for CommonJS modules serves React's files: with them, not in the shell (which would
    // make the framework import the shell while the shell imports the framework).
    if (id.includes("commonjsHelpers")) return "framework";
    // The small modules that many pages share, and /forum among them, ride in the shell every page loads
    // rather than in files of a few hundred bytes each compressed apart (decision 0290); the device store's
    // core by name, so that no other chunk that uses it (the offline features) takes it in (decision 0344).
    if (/\/app\/(utils\/plural|utils\/numbers|practice\/run\/waiting-finish-key|device\/owner|auth\/use-signed-in-user)\.ts$/.test(id))
      return "shell";
    if (shell.has(id) && !id.includes("?") && !/\/app\/entry\.client\.tsx$/.test(id))
      return id.includes("/node_modules/") ? "framework" : "shell";
    // The rooms' hook and the live reload go together on every page that listens to a room (decision 0102).
    // (The sequence's rules and the heartbeat go with the socket, loaded after hydration: decision 0170.)
    if (/\/app\/utils\/(use-room|use-live-reload)\.ts$/.test(id)) return "live";
    // The community pages' small shared modules (a thread's slug and limits, the list's message rules, the
    // author line and live badge, the charter) in one chunk rather than four of a few hundred bytes each,
    // every one compressed apart (decision 0286).
    if (/\/app\/(forum\/(thread-path|limits|list-messages|ui)|community\/(author-line|live-status)|moderation\/charter)\.tsx?$/.test(id))
      return "community";
    // The offline features every page loads after hydration (offline-support.tsx), with the country memory's
    // key (decisions 0286, 0340; the memory itself loads when there is a choice).
    if (/\/app\/offline\/(offline-features|register\.client|protocol|remembered-country-key)\.tsx?$/.test(id)) return "offline";
    // Rollup puts a manual chunk's dependencies in it too: the small modules those import that other
    // pages also load keep a chunk of their own.
    const shared = /\/app\/(utils\/typography|care\/country-codes)\.ts$/.exec(id);
    if (shared) return shared[1]!.split("/").pop();
    return undefined;
  };
}

// The service worker (issue 33, decision 0240): Workbox through vite-plugin-pwa, built with the
// browser's build only, into build/client/sw.js. It precaches the build's assets with their revisions
// (the guided audio stays out: it is kept only on the person's choice); the public pages it precaches
// are listed in app/offline/public-pages.ts. The manifest is public/manifest.webmanifest, and the page
// registers the worker itself after hydration (app/offline/register.client.ts). The hard-day path's
// files are kept at install, every other one later (scripts/hard-day-assets.mjs, decision 0478).
function offlineServiceWorker() {
  const hardDay = hardDayAssets();
  return [
    hardDay.plugin,
    VitePWA({
      strategies: "injectManifest",
      srcDir: "app/offline",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["assets/**/*.{js,css,woff2}", "icons/*.png", "favicon.svg", "images/*.svg", "manifest.webmanifest"],
        buildPlugins: { vite: [tsconfigPaths()] },
        minify: true,
        manifestTransforms: [hardDay.markLater],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      // Remix's Vite plugin replaces remix.config.js (docs/decisions/0001-remix-vite-on-workers.md);
      // the routes are declared in app/routes.ts (v3_routeConfig, decision 0053).
      future: {
        v3_fetcherPersist: true,
        v3_lazyRouteDiscovery: true,
        v3_relativeSplatPath: true,
        v3_routeConfig: true,
        v3_singleFetch: true,
        v3_throwAbortReason: true,
      },
    }),
    tsconfigPaths(),
    // The browser build's libraries and their licences in one file (decision 0147), and the offline
    // service worker (decision 0240).
    ...(isSsrBuild ? [] : [thirdPartyLicenses(), ...offlineServiceWorker()]),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  define: { __DEV_HOOKS__: JSON.stringify(devHooks) },
  build: {
    target: "es2022",
    // The platform's own modules (`cloudflare:workers`, for `waitUntil`: decision 0360) are the runtime's.
    rollupOptions: isSsrBuild ? { external: [/^cloudflare:/] } : { output: { manualChunks: shellChunk() } },
    // A part loaded later (import()) never asks to preload the framework or the shell: every page has
    // already loaded them (decision 0290).
    modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !/\/(framework|shell)-/.test(dep)) },
    // The browser's code is minified by terser, two passes, without Safari 10's workarounds, and its
    // libraries' licences go to one file (scripts/third-party-licenses.mjs) rather than into every
    // first load: 3.7 kB less gzip than esbuild on /forum (decision 0147). The worker keeps esbuild.
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 }, ecma: 2020 as const, safari10: false, format: { comments: KEEP_POINTER } },
        }),
  },
}));

// The Worker's React server renderer with string chunks (decision 0149).
//
// React 18's streaming renderer for Workers (react-dom/server.browser) encodes every piece of markup
// on its own: `TextEncoder.encode` for each tag, attribute name and value and text, a new Uint8Array
// each time, then copied into 512-byte buffers that are queued one by one. In the Worker's profiles
// that is a tenth of a page's CPU. Here the same renderer keeps its pieces as strings, joins what one
// flush writes and encodes it once when the flush completes; what is written, and when, is unchanged
// (the shell in one flush, each Suspense boundary that resolves later in its own).
//
// The patch is four exact replacements in React 18.3's production file; the build stops if any of
// them no longer matches (a new React), rather than shipping a renderer that was not checked. Only
// the SSR build of app/entry.server.tsx gets it, and only when the Worker is bundled for production:
// `npm run dev` keeps React's development renderer and its warnings.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { applyExactReplacements } from "./exact-replacements.mjs";

const require = createRequire(import.meta.url);
export const VIRTUAL_ID = "\0react-dom-server-string-chunks";

/** [what React 18.3.1 has, what the Worker gets, how many times it must appear]. */
export const REPLACEMENTS = [
  // The flush's buffer: a string rather than a 512-byte Uint8Array.
  ["var l=null,n=0;", 'var l="",n=0;', 1],
  // writeChunk: append (the 512-byte buffer's copies and early enqueues are gone).
  [
    "function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}",
    "function p(a,b){l+=b}",
    1,
  ],
  // completeWriting: one encode and one enqueue per flush; stringToChunk and
  // stringToPrecomputedChunk: the string itself.
  [
    "function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}var ca=new TextEncoder;function u(a){return ca.encode(a)}function w(a){return ca.encode(a)}",
    'function ba(a){l&&(a.enqueue(ca.encode(l)),l="")}var ca=new TextEncoder;function u(a){return a}function w(a){return a}',
    1,
  ],
  // beginWriting, inlined twice in flushCompletedQueues.
  ["l=new Uint8Array(512);n=0", 'l="";n=0', 2],
];

/** The installed production renderer's source. */
export function readReactServerRenderer() {
  const dir = dirname(require.resolve("react-dom/package.json"));
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { version, code: readFileSync(join(dir, "cjs/react-dom-server.browser.production.min.js"), "utf8") };
}

/** The renderer with string chunks; throws if React's file is not the one the patch was written for. */
export function patchRenderer(code, version = "?") {
  return applyExactReplacements(code, REPLACEMENTS, { plugin: "react-server-string-chunks", library: `React ${version}'s renderer`, decision: "0149" });
}

/** The module the Worker imports for react-dom/server: the patched renderer in production. */
export function rendererModule(patched) {
  return [
    'import React from "react";',
    'import { renderToReadableStream as reactRenderer } from "react-dom/server";',
    "const module = { exports: {} };",
    `(function (exports, require) {\n${patched}\n})(module.exports, () => React);`,
    'export const renderToReadableStream = process.env.NODE_ENV === "production" ? module.exports.renderToReadableStream : reactRenderer;',
    "",
  ].join("\n");
}

/**
 * Vite plugin: app/entry.server.tsx's `react-dom/server` becomes the module above (SSR build only).
 * @returns {import("vite").Plugin}
 */
export function reactServerStringChunks() {
  return {
    name: "react-server-string-chunks",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr && source === "react-dom/server" && importer && /[\\/]app[\\/]entry\.server\.tsx$/.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const { version, code } = readReactServerRenderer();
      return rendererModule(patchRenderer(code, version));
    },
  };
}

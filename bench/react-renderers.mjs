// React's streaming server renderer alone, in Node (not a test): the same forum-like page (10 cards,
// two navigations, about 10 kB of HTML) rendered with React 18's production renderer as shipped, with
// the Worker's patched one (decision 0149), and with another React if one is installed elsewhere.
// Usage: node bench/react-renderers.mjs
//        OTHER_REACT=/tmp/r19 node bench/react-renderers.mjs   (a folder where `npm install react@19 react-dom@19` ran)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { patchRenderer, readReactServerRenderer } from "../scripts/react-server-string-chunks.mjs";

process.env.NODE_ENV = "production";
const here = createRequire(import.meta.url);
const React18 = here(join(dirname(here.resolve("react/package.json")), "cjs/react.production.min.js"));
const { version, code } = readReactServerRenderer();
function load18(source) {
  const module = { exports: {} };
  new Function("exports", "require", source)(module.exports, () => React18);
  return module.exports.renderToReadableStream;
}
const variants = [
  [`React ${version} as shipped`, load18(code), React18],
  [`React ${version} patched (0149)`, load18(patchRenderer(code, version)), React18],
];
if (process.env.OTHER_REACT) {
  const other = createRequire(join(process.env.OTHER_REACT, "package.json"));
  const otherVersion = JSON.parse(readFileSync(other.resolve("react-dom/package.json"), "utf8")).version;
  variants.push([`React ${otherVersion}`, other("react-dom/server.browser").renderToReadableStream, other("react")]);
}

function page(React) {
  const h = React.createElement;
  const card = (i) =>
    h("li", { key: i, className: "card relative", "data-testid": "thread-card" },
      h("div", { className: "flex items-start gap-2" },
        h("h2", { className: "min-w-0 flex-1 break-words text-lg font-semibold text-encre-900" },
          h("a", { className: "hover:underline after:absolute after:inset-0", href: `/forum/sujet-${i}` }, `Sujet ${i} sur la gratitude et la paix`))),
      h("p", { className: "mt-2 break-words text-sm text-encre-700" }, `Message numéro ${i}. Je voulais parler de gratitude, puis de paix. `.repeat(3)),
      h("div", { className: "mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-encre-500" },
        h("span", null, "Camille"), h("span", null, "·"), h("time", { dateTime: "2026-11-26T08:00:00Z" }, "il y a 3 heures"), h("span", null, `${i % 13} réponses`)));
  const nav = Array.from({ length: 8 }, (_, i) =>
    h("a", { key: i, className: "rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-encre-700 hover:bg-sable-200", href: `/lien-${i}` }, `Lien ${i}`));
  return h("html", { lang: "fr" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Forum d'entraide")),
    h("body", { className: "flex min-h-screen flex-col" },
      h("header", null, h("nav", { "aria-label": "Navigation principale" }, nav)),
      h("main", { id: "contenu" }, h("ul", { className: "space-y-3" }, Array.from({ length: 10 }, (_, i) => card(i)))),
      h("footer", null, nav)));
}

async function render(renderer, React, times) {
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const reader = (await renderer(page(React))).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
  }
  return bytes / times;
}

for (const [, renderer, React] of variants) await render(renderer, React, 300); // warm-up
for (let round = 1; round <= 3; round++) {
  for (const [name, renderer, React] of variants) {
    const started = performance.now();
    const bytes = await render(renderer, React, 2000);
    console.log(`round ${round}  ${name.padEnd(28)} ${(((performance.now() - started) / 2000) * 1000).toFixed(0).padStart(5)} µs a page  (${bytes.toFixed(0)} bytes)`);
  }
}

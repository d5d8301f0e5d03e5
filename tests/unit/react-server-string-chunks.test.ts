// The Worker's React renderer with string chunks (scripts/react-server-string-chunks.mjs, decision 0149):
// the patched renderer writes the same bytes as React's own, in one chunk per flush, and the build
// refuses a React whose file the patch no longer matches.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { patchRenderer, readReactServerRenderer, REPLACEMENTS, rendererModule } from "../../scripts/react-server-string-chunks.mjs";

const require = createRequire(import.meta.url);
// React's production build, as the Worker runs it (Vitest itself would load the development one).
const React = require(join(dirname(require.resolve("react/package.json")), "cjs/react.production.min.js"));

type Renderer = (children: unknown, options?: object) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
function load(code: string): Renderer {
  const module = { exports: {} as { renderToReadableStream: Renderer } };
  new Function("exports", "require", code)(module.exports, () => React);
  return module.exports.renderToReadableStream;
}

const { version, code } = readReactServerRenderer();
const original = load(code);
const patched = load(patchRenderer(code, version));

/** A page: escaped attributes and text, accents and an emoji, a long list, and a boundary resolved later. */
function page() {
  const h = React.createElement;
  let ready = false;
  const later = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 20));
  function Later() {
    if (!ready) throw later;
    return h("p", { className: "plus-tard" }, "Arrivé après : été ✓ 🌿");
  }
  const items = Array.from({ length: 120 }, (_, i) => h("li", { key: i, "data-n": i }, `Élément ${i} — « ${"é".repeat(i % 7)} »`));
  return h(
    "html",
    { lang: "fr" },
    h(
      "body",
      null,
      h("main", { id: "contenu", title: 'a & b "c" <d>' }, "Bonjour, ", "Zoé", h("img", { src: "/favicon.svg", alt: "" }), h("ul", null, items)),
      h(React.Suspense, { fallback: h("span", null, "…") }, h(Later)),
    ),
  );
}

async function chunks(render: Renderer) {
  const stream = await render(page());
  const out: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}
const text = (parts: Uint8Array[]) => Buffer.concat(parts).toString("utf8");

describe("the Worker's React renderer with string chunks", () => {
  it("writes exactly the bytes React's own renderer writes", async () => {
    const [a, b] = await Promise.all([chunks(original), chunks(patched)]);
    expect(Buffer.concat(b).equals(Buffer.concat(a))).toBe(true);
    expect(text(b)).toContain("Élément 119");
    expect(text(b)).toContain("Arrivé après : été ✓ 🌿");
    expect(text(b)).toContain('title="a &amp; b &quot;c&quot; &lt;d&gt;"');
  });

  it("sends each flush as one chunk: the shell, then the boundary when it resolves", async () => {
    const [a, b] = await Promise.all([chunks(original), chunks(patched)]);
    // React's own renderer cuts the same bytes in 512-byte pieces.
    expect(a.length).toBeGreaterThan(b.length);
    expect(b).toHaveLength(2);
    const [shell, boundary] = b.map((c) => Buffer.from(c).toString("utf8"));
    expect(shell).toContain("…");
    expect(shell).not.toContain("Arrivé");
    expect(boundary).toContain("Arrivé après");
  });

  it("stops the build when React's file is not the one the patch was written for", () => {
    expect(() => patchRenderer(code.replace("var l=null,n=0;", "var l=null,m=0;"), "18.9.9")).toThrow(/React 18\.9\.9.*decision 0149/);
    expect(() => patchRenderer(code + REPLACEMENTS[3][0], version)).toThrow(/3 ×/);
  });

  it("is the Worker's renderer in production only: development keeps React's own", () => {
    const module = rendererModule("/* patched */");
    expect(module).toContain('process.env.NODE_ENV === "production" ? module.exports.renderToReadableStream : reactRenderer');
    expect(module).toContain('from "react-dom/server"');
  });

  it("patches the installed React", () => {
    expect(version).toBe(JSON.parse(readFileSync(require.resolve("react-dom/package.json"), "utf8")).version);
    expect(patchRenderer(code, version)).toContain('function p(a,b){l+=b}');
  });
});

import { createElement as h, Suspense, type ReactElement } from "react";
// The renderer the Worker uses (Node would pick react-dom/server.node).
import { renderToReadableStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { optionalLazy } from "./optional-lazy";

/** The document as entry.server.tsx writes it: every lazy part waited for, written in place. */
async function html(element: ReactElement) {
  const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

const Name = ({ name }: { name: string }) => h("b", null, name);

describe("optionalLazy", () => {
  it("renders the part once its file is loaded", async () => {
    const Part = optionalLazy(async () => ({ default: Name }));
    expect(await html(h(Suspense, { fallback: null }, h(Part, { name: "Modération" })))).toContain("<b>Modération</b>");
  });

  it("leaves the part out, and the page whole, when its file cannot be loaded", async () => {
    const Part = optionalLazy<typeof Name>(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const page = await html(
      h("main", null, h("p", null, "Le reste de la page"), h(Suspense, { fallback: null }, h(Part, { name: "Modération" }))),
    );
    expect(page).toContain("Le reste de la page");
    expect(page).not.toContain("Modération");
  });
});

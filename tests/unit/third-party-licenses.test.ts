// The licences file of the browser's libraries (scripts/third-party-licenses.mjs, decision 0147):
// which module belongs to which package, which chunk needs the pointer, and the file's text.
import { describe, expect, it } from "vitest";
import { hasLibraryCode, KEEP_POINTER, LICENSES_POINTER, licensesText, packageDirOf } from "../../scripts/third-party-licenses.mjs";

describe("third-party licences", () => {
  it("finds the package of a module, scoped or not, through Rollup's prefixes and queries", () => {
    expect(packageDirOf("/w/node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("/w/node_modules/react-dom");
    expect(packageDirOf("/w/node_modules/@remix-run/router/dist/router.js")).toBe("/w/node_modules/@remix-run/router");
    expect(packageDirOf("\0/w/node_modules/react/index.js?commonjs-module")).toBe("/w/node_modules/react");
    // A package nested in another's node_modules is its own package.
    expect(packageDirOf("/w/node_modules/a/node_modules/@s/b/x.js")).toBe("/w/node_modules/a/node_modules/@s/b");
  });

  it("leaves the app's own modules and Rollup's helpers out", () => {
    expect(packageDirOf("/w/app/root.tsx")).toBeNull();
    expect(packageDirOf("\0commonjsHelpers.js")).toBeNull();
    expect(packageDirOf("/w/node_modules/@scope")).toBeNull();
  });

  it("points to the file from a chunk with a substantial portion of a library, not from a few lines of interop", () => {
    expect(
      hasLibraryCode({ "/w/node_modules/react-dom/cjs/x.js": { renderedLength: 130_000 }, "/w/app/a.tsx": { renderedLength: 10 } }),
    ).toBe(true);
    expect(
      hasLibraryCode({
        "/w/node_modules/react-dom/client.js": { renderedLength: 242 },
        "/w/app/entry.client.tsx": { renderedLength: 5_000 },
      }),
    ).toBe(false);
    expect(hasLibraryCode({ "/w/app/root.tsx": { renderedLength: 50_000 } })).toBe(false);
  });

  it("keeps the pointer through terser and no other comment", () => {
    expect(KEEP_POINTER.test(LICENSES_POINTER.slice(2, -2))).toBe(true);
    expect(KEEP_POINTER.test("*\n * @license React\n ")).toBe(false);
    expect(KEEP_POINTER.test("! Copyright (c) someone ")).toBe(false);
  });

  it("gives each package once, sorted, with its full licence text", () => {
    const text = licensesText([
      { name: "react", version: "18.3.1", license: "MIT", text: "MIT License\n\nCopyright (c) Facebook" },
      { name: "@remix-run/router", version: "1.23.3", license: "MIT", text: "MIT License\n\nCopyright (c) Remix" },
      { name: "nameless", version: "1.0.0", license: "", text: "" },
    ]);
    const heads = text.split("\n").filter((line) => / \d+\.\d+\.\d+ \(/.test(line));
    expect(heads).toEqual(["@remix-run/router 1.23.3 (MIT)", "nameless 1.0.0 (licence non déclarée)", "react 18.3.1 (MIT)"]);
    expect(text).toContain("Copyright (c) Facebook");
    expect(text).toContain("(aucun fichier de licence dans le paquet)");
  });
});
